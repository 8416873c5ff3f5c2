/** Work orders in calendars (issue #19, decision 0049): the ICS export and the week view's data. */

export { eventIcs, type IcsEvent } from './calendar.files';
export { calendarRoutes } from './calendar.routes';
export { ICS_CONTENT_TYPE } from './calendar.usecases';
