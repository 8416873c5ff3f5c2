/** Firms onboarding in the provider's administration (issue #23, decision 0059). */
export { adminFirmsRoutes } from './adminFirms.routes';
