import { timeLogsApi } from '@shared/api/timeLogs.api';
import type { ApiRouter } from '../../platform/http/router';
import { durationsReport, durationsReportFile, employeeReportLink } from './report/report.usecases';
import {
  deleteTimeLogRow,
  listTimeLogs,
  saveTimeLogRow,
  searchTimeLogArticles,
  workOrderListFormConfig,
} from './rows/rows.usecases';
import { currentTimer, startTimer, stopTimer, updateCurrentTimer } from './timeLogs.usecases';

export function timeLogsRoutes(router: ApiRouter): void {
  router.add(timeLogsApi.currentTimeLogItem, ({ deps, firmId, session }) =>
    currentTimer({ deps, firmId, session }),
  );
  router.add(timeLogsApi.startWorkOrderTimer, ({ deps, firmId, session, parameters }) =>
    startTimer({ deps, firmId, session, ...parameters }),
  );
  router.add(timeLogsApi.stopWorkOrderTimer, ({ deps, firmId, session, parameters }) =>
    stopTimer({ deps, firmId, session, ...parameters }),
  );
  router.add(timeLogsApi.updateCurrentTimeLogItem, ({ deps, firmId, session, parameters }) =>
    updateCurrentTimer({ deps, firmId, session, ...parameters }),
  );
  router.add(timeLogsApi.timeLogItemSearch, ({ deps, firmId, session, parameters }) =>
    searchTimeLogArticles({ deps, firmId, session, ...parameters }),
  );
  router.add(timeLogsApi.timeLogsList, ({ deps, firmId, session, parameters }) =>
    listTimeLogs({ deps, firmId, session, ...parameters }),
  );
  router.add(timeLogsApi.saveTimeLogItem, ({ deps, firmId, session, parameters }) =>
    saveTimeLogRow({ deps, firmId, session, ...parameters }),
  );
  router.add(timeLogsApi.deleteTimeLogItem, ({ deps, firmId, session, parameters }) =>
    deleteTimeLogRow({ deps, firmId, session, ...parameters }),
  );
  router.add(timeLogsApi.durationsReport, ({ deps, firmId, session, parameters }) =>
    durationsReport({ deps, firmId, session, ...parameters }),
  );
  router.add(timeLogsApi.employeeReport, ({ deps, firmId, session, parameters }) =>
    employeeReportLink({ deps, firmId, session, ...parameters }),
  );
  router.add(timeLogsApi.exportDurationsReport, ({ deps, firmId, session, parameters }) =>
    durationsReportFile({ deps, firmId, session, ...parameters }),
  );
  router.add(timeLogsApi.workOrderListFormConfig, ({ deps, firmId, session }) =>
    workOrderListFormConfig({ deps, firmId, session }),
  );
}
