import { documentKindEndpoints, documentsApi } from '@shared/api/documents';
import { documentTypes } from '@shared/domain/documents/document-kinds';
import type { ApiRouter } from '../../../platform/http/router';
import { addDocumentComment, documentFormConfig } from '../editor/editor.usecases';
// A kind's list (folders, archive, trash and the kind's filters) is the document lists' feature.
import { listDocumentsPage } from '../lists/lists.usecases';
import { rotCreditNotices } from '../rotCredit/rotCredit.usecases';
import { completeDocument, undoCompleteDocument } from '../states/states.usecases';
import { invalidLineWarnings } from './engine.mapper';
import { loadDocument, saveDocument } from './engine.usecases';

/** Load, save and list of every kind from the registry's one loop, and the calls shared by all kinds. */
export function engineRoutes(router: ApiRouter): void {
  for (const docType of documentTypes) {
    const endpoints = documentKindEndpoints[docType];
    // A kind's own rules on opening (a follow-up's onlyOwnUnixOrders and read state) are its module's.
    router.add(endpoints.load, ({ deps, firmId, session, parameters }) =>
      loadDocument({ deps, firmId, session, docType, docUid: parameters.docUid }),
    );
    // The save answers the lines its totals leave out as warnings at their cells (decision 0021).
    router.add(endpoints.save, async ({ deps, firmId, session, parameters, messages }) => {
      const document = await saveDocument({ deps, firmId, session, docType, input: parameters });
      messages.push(...invalidLineWarnings(document.totals));
      return document;
    });
    router.add(endpoints.list, ({ deps, firmId, session, parameters }) =>
      listDocumentsPage({ deps, firmId, session, docType, input: parameters }),
    );
  }
  // A credit of a ROT invoice already sent to Skatteverket says the firm must report it (0044).
  router.add(documentsApi.complete, async ({ deps, firmId, session, parameters, messages }) => {
    const document = await completeDocument({ deps, firmId, session, ...parameters });
    messages.push(...(await rotCreditNotices({ db: deps.db, firmId, document })));
    return document;
  });
  router.add(documentsApi.undoComplete, ({ deps, firmId, session, parameters }) =>
    undoCompleteDocument({ deps, firmId, session, ...parameters }),
  );
  router.add(documentsApi.addComment, ({ deps, firmId, session, parameters }) =>
    addDocumentComment({ deps, firmId, session, ...parameters }),
  );
  router.add(documentsApi.formConfig, ({ deps, firmId, session, parameters }) =>
    documentFormConfig({ deps, firmId, session, docType: parameters.docType }),
  );
}
