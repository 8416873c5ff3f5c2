/** The administration's events and their registration surveys, and the surveys and forms (decision 0064). */
export { EventsSection } from './EventsSection';
