import { documentKindEndpoints, documentsApi } from '@shared/api/documents';
import { documentTypes } from '@shared/domain/documents/document-kinds';
import type { ApiRouter } from '../../platform/http/router';
// A kind's list (folders, archive, trash and the kind's filters) is the document lists' feature.
import { listDocumentsPage } from '../documentLists/documentLists.usecases';
import { completeDocument, undoCompleteDocument } from '../documentStates/documentStates.usecases';
import { loadUnixOrder } from '../unixDocuments/unixDocuments.usecases';
import { addDocumentComment, documentFormConfig } from './documents.service';
import { loadDocument, saveDocument } from './documents.usecases';

/** Load, save and list of every kind from the registry's one loop, and the calls shared by all kinds. */
export function documentsRoutes(router: ApiRouter): void {
  for (const docType of documentTypes) {
    const endpoints = documentKindEndpoints[docType];
    // A follow-up file has its provider's rules (onlyOwnUnixOrders, read state) on every load.
    router.add(endpoints.load, ({ deps, session, parameters }) =>
      docType === 'UNIX_ORDER'
        ? loadUnixOrder({ db: deps.db, clock: deps.clock, session, docUid: parameters.docUid })
        : loadDocument({ db: deps.db, clock: deps.clock, session, docType, docUid: parameters.docUid }),
    );
    router.add(endpoints.save, ({ deps, session, parameters }) =>
      saveDocument({ db: deps.db, clock: deps.clock, session, docType, input: parameters }),
    );
    router.add(endpoints.list, ({ deps, session, parameters }) =>
      listDocumentsPage({ db: deps.db, clock: deps.clock, session, docType, input: parameters }),
    );
  }
  router.add(documentsApi.complete, ({ deps, session, parameters }) =>
    completeDocument({ db: deps.db, clock: deps.clock, session, ...parameters }),
  );
  router.add(documentsApi.undoComplete, ({ deps, session, parameters }) =>
    undoCompleteDocument({ db: deps.db, clock: deps.clock, session, ...parameters }),
  );
  router.add(documentsApi.addComment, ({ deps, session, parameters }) =>
    addDocumentComment({ db: deps.db, clock: deps.clock, session, ...parameters }),
  );
  router.add(documentsApi.formConfig, ({ deps, session, parameters }) =>
    documentFormConfig({ db: deps.db, session, docType: parameters.docType }),
  );
}
