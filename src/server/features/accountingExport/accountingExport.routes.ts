import { accountingExportApi } from '@shared/api/accountingExport.api';
import type { ApiRouter } from '../../platform/http/router';
import {
  checkAccVerNumbers,
  exportSie,
  paymentsForExport,
  sieExportStatus,
} from './accountingExport.usecases';
import { exportLedger, ledgerDefaults, ledgerList } from './ledgers/ledgers.usecases';

export function accountingExportRoutes(router: ApiRouter): void {
  router.add(accountingExportApi.ledgers, ({ deps, firmId, parameters }) =>
    ledgerList({ deps, firmId, ...parameters }),
  );
  router.add(accountingExportApi.exportLedgers, ({ deps, firmId, parameters }) =>
    exportLedger({ deps, firmId, ...parameters }),
  );
  router.add(accountingExportApi.ledgersFiltersFormConfig, ({ deps, firmId, parameters }) =>
    ledgerDefaults({ deps, firmId, ...parameters }),
  );
  router.add(accountingExportApi.checkDocsAccVerNumbers, ({ deps, firmId, parameters }) =>
    checkAccVerNumbers({ deps, firmId, ...parameters }),
  );
  // The payments' own calls: the payment ledger whatever the page sends.
  router.add(accountingExportApi.checkPaymentsAccVerNumbers, ({ deps, firmId, parameters }) =>
    checkAccVerNumbers({ deps, firmId, ...parameters, ledgerKind: 'PAYMENT' }),
  );
  router.add(accountingExportApi.checkPaymentsForExport, ({ deps, firmId, parameters }) =>
    paymentsForExport({ deps, firmId, docUids: parameters.docUids }),
  );
  router.add(accountingExportApi.exportSIEDoc, ({ deps, firmId, parameters }) =>
    exportSie({ deps, firmId, ...parameters }),
  );
  router.add(accountingExportApi.exportSIEPayment, ({ deps, firmId, parameters }) =>
    exportSie({ deps, firmId, ...parameters, ledgerKind: 'PAYMENT' }),
  );
  router.add(accountingExportApi.exportStatus, ({ deps, firmId, parameters }) =>
    sieExportStatus({ deps, firmId, jobUid: parameters.jobUid }),
  );
}
