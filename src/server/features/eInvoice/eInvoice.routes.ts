import { eInvoiceApi } from '@shared/api/eInvoice.api';
import type { ApiRouter } from '../../platform/http/router';
import { approveEInvoice, exportEInvoice, previewEInvoice, sendEInvoice } from './eInvoice.usecases';

export function eInvoiceRoutes(router: ApiRouter): void {
  router.add(eInvoiceApi.previewEInvoice, ({ deps, firmId, session, parameters }) =>
    previewEInvoice({ deps, firmId, session, ...parameters }),
  );
  router.add(eInvoiceApi.exportEInvoice, ({ deps, firmId, session, parameters }) =>
    exportEInvoice({ deps, firmId, session, ...parameters }),
  );
  router.add(eInvoiceApi.approveEInvoice, ({ deps, firmId, session, parameters }) =>
    approveEInvoice({ deps, firmId, session, ...parameters }),
  );
  router.add(eInvoiceApi.sendEInvoice, ({ deps, firmId, session, parameters }) =>
    sendEInvoice({ deps, firmId, session, ...parameters }),
  );
}
