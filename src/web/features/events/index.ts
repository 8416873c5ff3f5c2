/** The provider's events (decision 0053): the list with facets and map, and the employee's registrations. */
export { EVENTS_PATH, REGISTERED_EVENTS_PATH } from './paths';

export const eventsPages = {
  list: () => import('./EventsPage'),
};
