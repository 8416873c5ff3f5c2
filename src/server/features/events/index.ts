/** The provider's events: list, map, registration through surveys, ICS export (issue #22, decision 0053). */
export { eventsRoutes } from './events.routes';
export { type EventSeed, seedEvents } from './events.seed';
export { providerEvents } from './events.table';
export { checkEventRegistration } from './events.usecases';
