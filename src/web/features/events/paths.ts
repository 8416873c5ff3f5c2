export const EVENTS_PATH = '/about/events';
export const REGISTERED_EVENTS_PATH = '/novelties/registered-events';
