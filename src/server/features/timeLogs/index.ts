/** Time on work orders (issue #19, decision 0048): the timer, the time log, the durations report. */
export { workOrderTimeBilling } from './invoicing/invoicing.usecases';
export { timeLogsRoutes } from './timeLogs.routes';
export { timeLogEntries } from './timeLogs.table';
export { runningTimerProblems } from './timeLogs.usecases';
