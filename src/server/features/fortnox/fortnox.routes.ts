import { fortnoxApi } from '@shared/api/fortnox.api';
import type { ApiRouter } from '../../platform/http/router';
import {
  activationLink,
  checkAndActivate,
  fortnoxConnection,
  fortnoxExportables,
  fortnoxExportStatus,
  fortnoxFinancialYears,
  resetCode,
  saveActivationCode,
  startExport,
  startVoucherExport,
} from './fortnox.usecases';

/** The Fortnox integration's calls (decision 0047): activation, reset, exports and their reports. */
export function fortnoxRoutes(router: ApiRouter): void {
  router.add(fortnoxApi.fortnoxConnection, ({ deps, firmId, session }) =>
    fortnoxConnection({ deps, firmId, session: session.employee }),
  );
  router.add(fortnoxApi.getActivationLink, ({ deps, firmId, session }) =>
    activationLink({ deps, firmId, session: session.employee }),
  );
  router.add(fortnoxApi.checkAndActivate, ({ deps, firmId, session, parameters }) =>
    checkAndActivate({ deps, firmId, session: session.employee, parameters }),
  );
  router.add(fortnoxApi.saveActivationCode, ({ deps, parameters }) =>
    saveActivationCode({ deps, ...parameters }),
  );
  router.add(fortnoxApi.resetCode, ({ deps, firmId, session }) =>
    resetCode({ deps, firmId, session: session.employee }),
  );
  router.add(fortnoxApi.fortnoxExportables, ({ deps, firmId, session, parameters }) =>
    fortnoxExportables({ deps, firmId, session: session.employee, ...parameters }),
  );
  router.add(fortnoxApi.exportFortnoxClient, ({ deps, firmId, session, parameters }) =>
    startExport({ deps, firmId, session: session.employee, kind: 'CLIENT', ...parameters }),
  );
  router.add(fortnoxApi.exportFortnoxInvoice, ({ deps, firmId, session, parameters }) =>
    startExport({ deps, firmId, session: session.employee, kind: 'INVOICE', ...parameters }),
  );
  router.add(fortnoxApi.exportFortnoxPayment, ({ deps, firmId, session, parameters }) =>
    startExport({ deps, firmId, session: session.employee, kind: 'PAYMENT', ...parameters }),
  );
  router.add(fortnoxApi.exportFortnoxDoc, ({ deps, firmId, session, parameters }) =>
    startVoucherExport({ deps, firmId, session: session.employee, ...parameters }),
  );
  router.add(fortnoxApi.fortnoxFinancialYears, ({ deps, firmId, session }) =>
    fortnoxFinancialYears({ deps, firmId, session: session.employee }),
  );
  router.add(fortnoxApi.fortnoxExportStatus, ({ deps, firmId, session, parameters }) =>
    fortnoxExportStatus({ deps, firmId, session: session.employee, ...parameters }),
  );
}
