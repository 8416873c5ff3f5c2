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
  router.add(unixDocumentsApi.viewOrder, ({ deps, session, parameters }) =>
    viewUnixOrder({ db: deps.db, clock: deps.clock, session, docUid: parameters.docUid }),
  );
  router.add(unixDocumentsApi.updateStatus, ({ deps, session, parameters }) =>
    updateUnixOrderStatus({ db: deps.db, session, ...parameters }),
  );
  router.add(unixDocumentsApi.viewInvoice, ({ deps, session, parameters }) =>
    viewUnixInvoice({ db: deps.db, clock: deps.clock, session, docUid: parameters.docUid }),
  );
  router.add(unixDocumentsApi.summaries, ({ deps, session, parameters }) =>
    unixInvoicesSummaries({ db: deps.db, session, ...parameters }),
  );
}
