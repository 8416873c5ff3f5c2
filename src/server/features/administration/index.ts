/** The provider's administration (issue #23, decision 0058): its login, decisions on requests, audit log. */
export { administrationRoutes } from './administration.routes';
export { requestRejectedMail } from './administration.mail';
