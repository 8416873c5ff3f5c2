import { foldersApi } from '@shared/api/documents';
import type { ApiRouter } from '../../platform/http/router';
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
} from '../documentStates/documentStates.usecases';
import { addFolder, archiveFolder, changeFolder, listFolders, removeFolder } from './folders.usecases';

/** `/folders` and the bulk document calls (api-spec §7.4, §7.6); each names the kind it acts on. */
export function foldersRoutes(router: ApiRouter): void {
  router.add(foldersApi.list, ({ deps, session, parameters }) =>
    listFolders({ db: deps.db, session, ...parameters }),
  );
  router.add(foldersApi.add, ({ deps, session, parameters }) =>
    addFolder({ db: deps.db, clock: deps.clock, session, ...parameters }),
  );
  router.add(foldersApi.update, ({ deps, session, parameters }) =>
    changeFolder({ db: deps.db, clock: deps.clock, session, ...parameters }),
  );
  router.add(foldersApi.remove, ({ deps, session, parameters }) =>
    removeFolder({ db: deps.db, clock: deps.clock, session, ...parameters }),
  );
  router.add(foldersApi.archive, ({ deps, session, parameters }) =>
    archiveFolder({ db: deps.db, clock: deps.clock, session, ...parameters, archived: true }),
  );
  router.add(foldersApi.unarchive, ({ deps, session, parameters }) =>
    archiveFolder({ db: deps.db, clock: deps.clock, session, ...parameters, archived: false }),
  );
  const on = { docArchive: archiveSelection, docUnarchive: unarchiveSelection, docRestore: restoreSelection };
  for (const [name, action] of Object.entries(on)) {
    router.add(foldersApi[name as keyof typeof on], ({ deps, session, parameters }) =>
      action({ db: deps.db, clock: deps.clock, session, ...parameters }),
    );
  }
  router.add(foldersApi.docDelete, ({ deps, session, parameters }) =>
    trashSelection({ db: deps.db, clock: deps.clock, session, ...parameters }),
  );
  router.add(foldersApi.docsMove, ({ deps, session, parameters }) =>
    moveSelection({ db: deps.db, clock: deps.clock, session, ...parameters }),
  );
  router.add(foldersApi.emptyTrash, ({ deps, session, parameters }) =>
    emptyTrash({ db: deps.db, session, ...parameters }),
  );
  router.add(foldersApi.archiveOld, ({ deps, session, parameters }) =>
    archiveOldDocuments({ db: deps.db, clock: deps.clock, session, ...parameters }),
  );
  router.add(foldersApi.documentsCopyTo, ({ deps, session, parameters }) =>
    copySelection({ db: deps.db, clock: deps.clock, session, ...parameters }),
  );
  router.add(foldersApi.checkDocuments, ({ deps, session, parameters }) =>
    checkSelection({ db: deps.db, session, ...parameters }),
  );
}
