import type { AdminDocument, DocumentSection } from '@shared/api/adminContent.api';
import type { ProviderDocType } from '@shared/api/providerDocuments.api';
import { formatDate } from '@shared/domain/format';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import { recordAdminAction } from '../../auditLog';
import { adminContentErrors } from '../adminContent.errors';
import { type AdminActor, providerId } from '../adminContent.rules';
import { deleteUnusedFile, nameFile } from '../files/files.repository';
import { fileNameOf, requireUpload } from '../files/files.usecases';
import {
  type DocumentRow,
  findDocument,
  insertDocument,
  listDocuments,
  setDocumentState,
  updateDocument,
} from './documents.repository';

type Call<I> = { deps: AppDeps; actor: AdminActor; input: I };

const documentRecord = ({ id, publicationState, fileId: _file, ...row }: DocumentRow): AdminDocument => ({
  uid: id,
  ...row,
  state: publicationState,
});

/** What the audit log keeps of a document. */
const audited = (doc: Omit<AdminDocument, 'uid' | 'updatedOn'>) => ({
  title: doc.title,
  state: doc.state,
  section: doc.section,
  category: doc.category ?? doc.docType,
  file: doc.fileName,
});

export async function adminDocuments({ deps }: { deps: AppDeps }): Promise<{ items: AdminDocument[] }> {
  return { items: (await listDocuments(deps.db, await providerId(deps.db))).map(documentRecord) };
}

export async function saveDocument({
  deps,
  actor,
  input,
}: Call<{
  uid?: string | undefined;
  section: DocumentSection;
  docType?: ProviderDocType | undefined;
  category?: string | undefined;
  title: string;
  description: string;
  fileUid?: string | undefined;
}>): Promise<{ uid: string }> {
  const provider = await providerId(deps.db);
  if (input.fileUid) {
    await requireUpload(deps.db, { providerId: provider, uid: input.fileUid, kind: 'PDF', field: 'fileUid' });
  }
  const before = input.uid ? await findDocument(deps.db, provider, input.uid) : null;
  if (input.uid && !before) throw adminContentErrors.DOCUMENT_NOT_FOUND();
  const write = {
    section: input.section,
    docType: input.section === 'TYPE_DOCUMENT' ? (input.docType ?? null) : null,
    category: input.section === 'INSTRUCTION' ? input.category || 'Övrigt' : null,
    title: input.title,
    description: input.description,
    updatedOn: formatDate(deps.clock.now()),
  };
  return withTransaction(deps.db, async (tx) => {
    let uid = before?.id;
    if (uid) await updateDocument(tx, uid, { ...write, fileId: input.fileUid });
    else uid = await insertDocument(tx, provider, { ...write, fileId: input.fileUid! });
    if (input.fileUid) await nameFile(tx, input.fileUid, fileNameOf(input.title, 'application/pdf'));
    if (before && input.fileUid && before.fileId !== input.fileUid) await deleteUnusedFile(tx, before.fileId);
    const after = (await findDocument(tx, provider, uid))!;
    await recordAdminAction(tx, {
      ...actor,
      action: before ? 'DOCUMENT_EDITED' : 'DOCUMENT_CREATED',
      targetType: 'DOCUMENT',
      targetId: uid,
      targetLabel: input.title,
      before: before ? audited(documentRecord(before)) : null,
      after: audited(documentRecord(after)),
    });
    return { uid };
  });
}

async function changeDocumentState(
  { deps, actor, input }: Call<{ uid: string }>,
  state: 'PUBLISHED' | 'UNPUBLISHED',
): Promise<AdminDocument> {
  const provider = await providerId(deps.db);
  const before = await findDocument(deps.db, provider, input.uid);
  if (!before) throw adminContentErrors.DOCUMENT_NOT_FOUND();
  return withTransaction(deps.db, async (tx) => {
    await setDocumentState(tx, before.id, state);
    const after = documentRecord((await findDocument(tx, provider, before.id))!);
    await recordAdminAction(tx, {
      ...actor,
      action: state === 'PUBLISHED' ? 'DOCUMENT_PUBLISHED' : 'DOCUMENT_UNPUBLISHED',
      targetType: 'DOCUMENT',
      targetId: before.id,
      targetLabel: before.title,
      before: audited(documentRecord(before)),
      after: audited(after),
    });
    return after;
  });
}

export const publishDocument = (call: Call<{ uid: string }>) => changeDocumentState(call, 'PUBLISHED');
export const unpublishDocument = (call: Call<{ uid: string }>) => changeDocumentState(call, 'UNPUBLISHED');
