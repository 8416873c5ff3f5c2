/** The provider administration's events and surveys: writing, publishing, deleting (decision 0064). */
export { adminEventsRoutes } from './adminEvents.routes';
