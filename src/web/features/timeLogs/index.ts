/** Time on work orders (issue #19, decision 0048): the header's timer, the order's time log and planning. */
export { ActiveTimer } from './ActiveTimer';
export { TimeLogSection } from './TimeLogSection';
export { WorkOrderListFilters } from './WorkOrderListFilters';
export { WorkOrderPlanning } from './WorkOrderPlanning';
