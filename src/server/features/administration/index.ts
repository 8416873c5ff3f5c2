/** The provider's administration (issue #23, decision 0058): its login, decisions on requests, audit log. */

export { requestRejectedMail } from './administration.mail';
export { administrationRoutes } from './administration.routes';
