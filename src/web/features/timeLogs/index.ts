/**
 * Time on work orders (issue #19, decision 0048): the header's timer, the order's time log and planning,
 * and the export list "Tidrapport".
 */
export { ActiveTimer } from './ActiveTimer';
export { TimeLogSection } from './TimeLogSection';
export { WorkOrderListFilters } from './WorkOrderListFilters';
export { WorkOrderPlanning } from './WorkOrderPlanning';

/** The time report page, loaded on first visit. */
export const timeLogPages = {
  timeReport: () => import('./TimeReportPage'),
};
