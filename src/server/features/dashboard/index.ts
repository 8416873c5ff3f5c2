/** The start page: the latest documents of every kind, the monthly chart, and the menu's document counters. */
export { documentCounters } from './dashboard.counters';
export { dashboardRoutes } from './dashboard.routes';
