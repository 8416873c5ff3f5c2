/**
 * A kind's folders (issue #6, product-spec §4): listed with counters, added, renamed, moved (a folder
 * moved next to one of the same name merges into it), removed (its documents to the trash), archived and
 * brought back with everything in them (docs/decisions/0012).
 */
import type { FolderList, FolderRow, SpecialFolder } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { StoreDeps } from '../../../platform/http/context';
import { assertKindAccess } from '../engine/engine.errors';
import type { EmployeeSession } from '../view/view.mapper';
import { checkedFolderName, folderErrors } from './folders.errors';
import { buildFolderList } from './folders.mapper';
import {
  childFolders,
  countDocumentsByFolder,
  deleteFolder,
  type FolderRecord,
  findFolder,
  findSibling,
  insertFolder,
  isInSubtree,
  listFolderRecords,
  refileDocuments,
  setFolderArchived,
  trashFolderDocuments,
  updateFolder,
} from './folders.repository';

interface FolderCall {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
}

interface FolderChange extends FolderCall {
  folderUid: string;
}

/** Access to the kind, then the firm's id the call is scoped to. */
function firmOf({ session, docType }: FolderCall): string {
  assertKindAccess(session, docType);
  return session.employee.firmId;
}

async function folderOrNotFound(db: Db, firmId: string, docType: DocumentType, uid: string, field?: string) {
  const folder = await findFolder(db, firmId, docType, uid);
  if (!folder) throw folderErrors.FOLDER_NOT_FOUND(field ? { field } : undefined);
  return folder;
}

/** The kind's folders with their counters: two statements whatever the number of folders. */
export async function listFolders(
  call: FolderCall & { specialFolder: SpecialFolder | null },
): Promise<FolderList> {
  const firmId = firmOf(call);
  const [records, groups] = await Promise.all([
    listFolderRecords(call.deps.db, firmId, call.docType),
    countDocumentsByFolder(call.deps.db, firmId, call.docType),
  ]);
  return buildFolderList(records, groups, call.specialFolder);
}

/** The folder as the list of its state shows it. */
async function folderRow(
  db: Db,
  firmId: string,
  docType: DocumentType,
  folder: FolderRecord,
): Promise<FolderRow> {
  const [records, groups] = await Promise.all([
    listFolderRecords(db, firmId, docType),
    countDocumentsByFolder(db, firmId, docType),
  ]);
  const list = buildFolderList(records, groups, folder.archived ? 'archived' : null);
  const row = list.folders.find((f) => f.uid === folder.id);
  return (
    row ?? {
      uid: folder.id,
      name: folder.name,
      parentUid: folder.parentId,
      archived: folder.archived,
      docsCount: 0,
      totalDocsCount: 0,
    }
  );
}

export async function addFolder(
  call: FolderCall & { parentUid: string | null; name: string },
): Promise<FolderRow> {
  const firmId = firmOf(call);
  const {
    deps: { db },
    docType,
  } = call;
  const name = checkedFolderName(call.name);
  const now = call.deps.clock.now();
  const folder = await withTransaction(db, async (tx) => {
    const parent = call.parentUid
      ? await folderOrNotFound(tx, firmId, docType, call.parentUid, 'parentUid')
      : null;
    const parentId = parent?.id ?? null;
    if (await findSibling(tx, { firmId, docType, parentId, name }))
      throw folderErrors.FOLDER_NAME_TAKEN({ field: 'name' });
    // A folder made inside an archived one is archived with it.
    const archived = parent?.archived ?? false;
    return insertFolder(tx, { firmId, docType, parentId, name, archived, archivedAt: archived ? now : null });
  });
  return folderRow(db, firmId, docType, folder);
}

/**
 * Moves `from`'s documents and subfolders into `into` (a subfolder meeting one of the same name merges
 * into it in turn) and removes `from`.
 */
async function mergeFolder(
  tx: Db,
  firmId: string,
  docType: DocumentType,
  from: string,
  into: string,
  now: Date,
) {
  await refileDocuments(tx, firmId, from, into);
  for (const child of await childFolders(tx, from)) {
    const twin = await findSibling(tx, { firmId, docType, parentId: into, name: child.name });
    if (twin) await mergeFolder(tx, firmId, docType, child.id, twin.id, now);
    else await updateFolder(tx, child.id, { parentId: into }, now);
  }
  await deleteFolder(tx, from);
}

/** Rename and/or move; answers the folder as it is now, after a merge the one it merged into. */
export async function changeFolder(
  call: FolderChange & { name?: string; parentUid?: string | null },
): Promise<FolderRow> {
  const firmId = firmOf(call);
  const {
    deps: { db },
    docType,
  } = call;
  const now = call.deps.clock.now();
  const result = await withTransaction(db, async (tx) => {
    const folder = await folderOrNotFound(tx, firmId, docType, call.folderUid);
    const name = call.name === undefined ? folder.name : checkedFolderName(call.name);
    const parentId = call.parentUid === undefined ? folder.parentId : call.parentUid;
    const moving = parentId !== folder.parentId;
    if (moving && parentId !== null) {
      await folderOrNotFound(tx, firmId, docType, parentId, 'parentUid');
      if (await isInSubtree(tx, firmId, docType, folder.id, parentId))
        throw folderErrors.FOLDER_INTO_ITSELF({ field: 'parentUid' });
    }
    const twin = await findSibling(tx, { firmId, docType, parentId, name, exceptId: folder.id });
    if (twin && !moving) throw folderErrors.FOLDER_NAME_TAKEN({ field: 'name' });
    if (twin) {
      await mergeFolder(tx, firmId, docType, folder.id, twin.id, now);
      return twin;
    }
    return updateFolder(tx, folder.id, { name, parentId }, now);
  });
  return folderRow(db, firmId, docType, result);
}

/** Removes the folder and its subfolders; every document in them goes to the trash (at the root). */
export async function removeFolder(call: FolderChange): Promise<{ movedToTrash: number }> {
  const firmId = firmOf(call);
  const now = call.deps.clock.now();
  return withTransaction(call.deps.db, async (tx) => {
    const folder = await folderOrNotFound(tx, firmId, call.docType, call.folderUid);
    const movedToTrash = await trashFolderDocuments(tx, firmId, call.docType, folder.id, now);
    await deleteFolder(tx, folder.id);
    return { movedToTrash };
  });
}

/** Archives or brings back the folder, its subfolders and their documents; counts the documents. */
export async function archiveFolder(call: FolderChange & { archived: boolean }): Promise<{ count: number }> {
  const firmId = firmOf(call);
  const now = call.deps.clock.now();
  return withTransaction(call.deps.db, async (tx) => {
    const folder = await folderOrNotFound(tx, firmId, call.docType, call.folderUid);
    const count = await setFolderArchived(tx, {
      firmId,
      docType: call.docType,
      folderId: folder.id,
      archived: call.archived,
      now,
    });
    return { count };
  });
}
