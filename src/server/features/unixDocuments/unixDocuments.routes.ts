import { unixDocumentsApi } from '@shared/api/unixDocuments.api';
import type { ApiRouter } from '../../platform/http/router';
import {
  unixInvoicesSummaries,
  updateUnixOrderStatus,
  viewUnixInvoice,
  viewUnixOrder,
} from './unixDocuments.usecases';

/** The follow-up and provider invoice views, read states and monthly summaries (issue #7). */
export function unixDocumentsRoutes(router: ApiRouter): void {
  router.add(unixDocumentsApi.viewOrder, ({ deps, firmId, session, parameters }) =>
    viewUnixOrder({ deps, firmId, session, docUid: parameters.docUid }),
  );
  router.add(unixDocumentsApi.updateStatus, ({ deps, firmId, session, parameters }) =>
    updateUnixOrderStatus({ deps, firmId, session, ...parameters }),
  );
  router.add(unixDocumentsApi.viewInvoice, ({ deps, firmId, session, parameters }) =>
    viewUnixInvoice({ deps, firmId, session, docUid: parameters.docUid }),
  );
  router.add(unixDocumentsApi.summaries, ({ deps, firmId, session, parameters }) =>
    unixInvoicesSummaries({ deps, firmId, session, ...parameters }),
  );
}
