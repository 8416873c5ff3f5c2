import { providerDocumentsApi } from '@shared/api/providerDocuments.api';
import type { ApiRouter } from '../../platform/http/router';
import {
  cabinetPageContent,
  contentSection,
  listDownloadableFiles,
  listInstructions,
  listTypeDocuments,
  providerFile,
} from './providerDocuments.usecases';

/** The provider's published documents and start-page cabinet (api-spec §7.3; decision 0056), for every employee. */
export function providerDocumentsRoutes(router: ApiRouter): void {
  const api = providerDocumentsApi;
  router.add(api.instructions, ({ deps, firmId }) => listInstructions({ deps, firmId }));
  router.add(api.downloadableFiles, ({ deps, firmId }) => listDownloadableFiles({ deps, firmId }));
  router.add(api.binaryDocuments, ({ deps, firmId, parameters }) =>
    listTypeDocuments({ deps, firmId, docTypes: parameters.docTypes }),
  );
  router.add(api.cabinetPageContent, ({ deps, firmId }) => cabinetPageContent({ deps, firmId }));
  router.add(api.contentSection, ({ deps, firmId, parameters }) =>
    contentSection({ deps, firmId, uid: parameters.uid }),
  );
  router.add(api.providerFile, ({ deps, firmId, parameters }) =>
    providerFile({ deps, firmId, uid: parameters.uid }),
  );
}
