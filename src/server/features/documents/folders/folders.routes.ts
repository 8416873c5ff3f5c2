import { foldersApi } from '@shared/api/documents';
import type { ApiRouter } from '../../../platform/http/router';
import {
  archiveOldDocuments,
  archiveSelection,
  checkSelection,
  copySelection,
  emptyTrash,
  moveSelection,
  restoreSelection,
  trashSelection,
  unarchiveSelection,
} from '../states/states.usecases';
import { addFolder, archiveFolder, changeFolder, listFolders, removeFolder } from './folders.usecases';

/** `/folders` and the bulk document calls (api-spec §7.4, §7.6); each names the kind it acts on. */
export function foldersRoutes(router: ApiRouter): void {
  router.add(foldersApi.list, ({ deps, firmId, session, parameters }) =>
    listFolders({ deps, firmId, session, ...parameters }),
  );
  router.add(foldersApi.add, ({ deps, firmId, session, parameters }) =>
    addFolder({ deps, firmId, session, ...parameters }),
  );
  router.add(foldersApi.update, ({ deps, firmId, session, parameters }) =>
    changeFolder({ deps, firmId, session, ...parameters }),
  );
  router.add(foldersApi.remove, ({ deps, firmId, session, parameters }) =>
    removeFolder({ deps, firmId, session, ...parameters }),
  );
  router.add(foldersApi.archive, ({ deps, firmId, session, parameters }) =>
    archiveFolder({ deps, firmId, session, ...parameters, archived: true }),
  );
  router.add(foldersApi.unarchive, ({ deps, firmId, session, parameters }) =>
    archiveFolder({ deps, firmId, session, ...parameters, archived: false }),
  );
  const on = { docArchive: archiveSelection, docUnarchive: unarchiveSelection, docRestore: restoreSelection };
  for (const [name, action] of Object.entries(on)) {
    router.add(foldersApi[name as keyof typeof on], ({ deps, firmId, session, parameters }) =>
      action({ deps, firmId, session, ...parameters }),
    );
  }
  router.add(foldersApi.docDelete, ({ deps, firmId, session, parameters }) =>
    trashSelection({ deps, firmId, session, ...parameters }),
  );
  router.add(foldersApi.docsMove, ({ deps, firmId, session, parameters }) =>
    moveSelection({ deps, firmId, session, ...parameters }),
  );
  router.add(foldersApi.emptyTrash, ({ deps, firmId, session, parameters }) =>
    emptyTrash({ deps, firmId, session, ...parameters }),
  );
  router.add(foldersApi.archiveOld, ({ deps, firmId, session, parameters }) =>
    archiveOldDocuments({ deps, firmId, session, ...parameters }),
  );
  router.add(foldersApi.documentsCopyTo, ({ deps, firmId, session, parameters }) =>
    copySelection({ deps, firmId, session, ...parameters }),
  );
  router.add(foldersApi.checkDocuments, ({ deps, firmId, session, parameters }) =>
    checkSelection({ deps, firmId, session, ...parameters }),
  );
}
