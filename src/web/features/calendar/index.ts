/** Work orders in calendars (issue #19, decision 0049): the order's ICS export and the week view. */
export { CalendarSection } from './CalendarSection';
export { WEEK_VIEW_PATH } from './week';

/** The week view, loaded on first visit. */
export const calendarPages = { week: () => import('./WeekViewPage') };
