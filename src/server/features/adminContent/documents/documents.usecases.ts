import type { AdminCabinetItem, AdminDocument, DocumentSection } from '@shared/api/adminContent.api';
import type { ProviderDocType } from '@shared/api/providerDocuments.api';
import { formatDate } from '@shared/domain/format';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import { recordAdminAction } from '../../auditLog';
import { adminContentErrors } from '../adminContent.errors';
import { type AdminActor, providerId } from '../adminContent.rules';
import {
  type CabinetRow,
  type DocumentRow,
  fileExists,
  findCabinetItem,
  findDocument,
  insertDocument,
  insertFile,
  listCabinet,
  listDocuments,
  nameFile,
  setCabinetState,
  setDocumentState,
  updateDocument,
} from './documents.repository';

type Call<I> = { deps: AppDeps; actor: AdminActor; input: I };

const documentRecord = ({ id, publicationState, ...row }: DocumentRow): AdminDocument => ({
  uid: id,
  ...row,
  state: publicationState,
});

const cabinetRecord = ({ id, publicationState, ...row }: CabinetRow): AdminCabinetItem => ({
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

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * Stores an uploaded PDF as the provider's file. It is served to the firms only once a published document
 * uses it (decision 0056), so an upload whose document is never saved shows nowhere.
 */
export async function uploadDocumentFile({
  deps,
  input,
}: {
  deps: AppDeps;
  input: { content: Uint8Array };
}): Promise<{ fileUid: string }> {
  const content = Buffer.from(input.content);
  if (!content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw adminContentErrors.NOT_A_PDF({ field: 'content' });
  }
  const provider = await providerId(deps.db);
  const fileUid = await insertFile(deps.db, {
    providerId: provider,
    fileName: 'dokument.pdf',
    contentType: 'application/pdf',
    content,
  });
  return { fileUid };
}

const fileNameOf = (title: string) => `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'dokument'}.pdf`;

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
  if (input.fileUid && !(await fileExists(deps.db, provider, input.fileUid))) {
    throw adminContentErrors.FILE_NOT_FOUND({ field: 'fileUid' });
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
    if (input.fileUid) await nameFile(tx, input.fileUid, fileNameOf(input.title));
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

export async function adminCabinetItems({ deps }: { deps: AppDeps }): Promise<{ items: AdminCabinetItem[] }> {
  return { items: (await listCabinet(deps.db, await providerId(deps.db))).map(cabinetRecord) };
}

async function changeCabinetState(
  { deps, actor, input }: Call<{ uid: string }>,
  state: 'PUBLISHED' | 'UNPUBLISHED',
): Promise<AdminCabinetItem> {
  const provider = await providerId(deps.db);
  const before = await findCabinetItem(deps.db, provider, input.uid);
  if (!before) throw adminContentErrors.CABINET_ITEM_NOT_FOUND();
  return withTransaction(deps.db, async (tx) => {
    await setCabinetState(tx, before.id, state);
    await recordAdminAction(tx, {
      ...actor,
      action: state === 'PUBLISHED' ? 'CABINET_ITEM_PUBLISHED' : 'CABINET_ITEM_UNPUBLISHED',
      targetType: before.kind,
      targetId: before.id,
      targetLabel: before.title,
      before: { state: before.publicationState },
      after: { state },
    });
    return cabinetRecord((await findCabinetItem(tx, provider, before.id))!);
  });
}

export const publishCabinetItem = (call: Call<{ uid: string }>) => changeCabinetState(call, 'PUBLISHED');
export const unpublishCabinetItem = (call: Call<{ uid: string }>) => changeCabinetState(call, 'UNPUBLISHED');
