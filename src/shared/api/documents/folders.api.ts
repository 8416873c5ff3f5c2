import { documentTypes } from '@shared/domain/documents/document-kinds';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { anyDocumentAccess, specialFolders } from './engine.api';

/**
 * Folders, archive and trash (issue #6, product-spec §4, api-spec §3.14, §7.6). A document lives in
 * one folder of its kind (or the kind's root); archive and trash are states, not folders. Every call
 * names the kind; a selection holding another firm's or another kind's uid fails whole and changes
 * nothing.
 */

const uid = z.uuid();
const docType = z.enum(documentTypes);

export const folderRowSchema = z.object({
  uid: z.string(),
  name: z.string(),
  parentUid: z.string().nullable(),
  archived: z.boolean(),
  /** Documents directly in the folder (in the state the list shows: active, or archived). */
  docsCount: z.number().int(),
  /** The folder's and all its subfolders' documents. */
  totalDocsCount: z.number().int(),
});
export type FolderRow = z.infer<typeof folderRowSchema>;

export const folderListSchema = z.object({
  /**
   * Flat, sorted by name; the page builds the tree from `parentUid`. Active view: the active folders;
   * archive: archived folders and those holding archived documents (with the folders above them); trash:
   * none.
   */
  folders: z.array(folderRowSchema),
  /**
   * Documents in the kind's root (not in any folder) in the state the list shows: active, or archived
   * in the archive; 0 in the trash, which has no folders.
   */
  rootCount: z.number().int(),
  /** Every active document of the kind, and those in the archive and the trash. */
  specialsCounters: z.object({
    all: z.number().int(),
    archived: z.number().int(),
    deleted: z.number().int(),
  }),
});
export type FolderList = z.infer<typeof folderListSchema>;

const selection = {
  docType,
  docUids: z.array(uid).min(1).max(10_000),
};

const countResult = z.object({ count: z.number().int() });

/** A deleted document's related documents that go to the trash with it (the user ticked them). */
export const relationsToDeleteSchema = z.array(
  z.object({ docUid: uid, selectedItems: z.array(z.object({ docUid: uid, docType })).max(500) }),
);

export const validityResultSchema = z.object({
  docUid: z.string(),
  docNumber: z.number().int().nullable(),
  /** Swedish texts; empty when the document could be completed as it stands. */
  validateMessages: z.array(z.string()),
});

export const foldersApi = {
  list: defineEndpoint({
    path: '/folders/list',
    method: 'GET',
    summary: 'Mappar för en dokumenttyp med antal dokument',
    access: anyDocumentAccess,
    parameters: z.object({ docType, specialFolder: z.enum(specialFolders).nullable().default(null) }),
    result: folderListSchema,
  }),
  add: defineEndpoint({
    path: '/folders/add',
    method: 'PUT',
    summary: 'Skapa en mapp',
    access: anyDocumentAccess,
    parameters: z.object({ docType, parentUid: uid.nullable().default(null), name: z.string() }),
    result: folderRowSchema,
  }),
  update: defineEndpoint({
    path: '/folders/update',
    method: 'POST',
    summary: 'Byt namn på eller flytta en mapp (mappar med samma namn slås ihop)',
    access: anyDocumentAccess,
    parameters: z.object({
      docType,
      folderUid: uid,
      name: z.string().optional(),
      /** Moves the folder; null moves it to the root. Absent leaves it where it is. */
      parentUid: uid.nullable().optional(),
    }),
    /** The folder as it is now; after a merge, the folder it was merged into. */
    result: folderRowSchema,
  }),
  remove: defineEndpoint({
    path: '/folders/remove',
    method: 'DELETE',
    summary: 'Ta bort en mapp; dess dokument flyttas till papperskorgen',
    access: anyDocumentAccess,
    parameters: z.object({ docType, folderUid: uid }),
    result: z.object({ movedToTrash: z.number().int() }),
  }),
  archive: defineEndpoint({
    path: '/folders/archive',
    method: 'POST',
    summary: 'Arkivera en mapp med innehåll',
    access: anyDocumentAccess,
    parameters: z.object({ docType, folderUid: uid }),
    result: countResult,
  }),
  unarchive: defineEndpoint({
    path: '/folders/unarchive',
    method: 'POST',
    summary: 'Återställ en mapp ur arkivet',
    access: anyDocumentAccess,
    parameters: z.object({ docType, folderUid: uid }),
    result: countResult,
  }),
  docArchive: defineEndpoint({
    path: '/folders/docArchive',
    method: 'POST',
    summary: 'Arkivera markerade dokument',
    access: anyDocumentAccess,
    parameters: z.object(selection),
    result: countResult,
  }),
  docUnarchive: defineEndpoint({
    path: '/folders/docUnarchive',
    method: 'POST',
    summary: 'Hämta tillbaka markerade dokument ur arkivet',
    access: anyDocumentAccess,
    parameters: z.object(selection),
    result: countResult,
  }),
  docDelete: defineEndpoint({
    path: '/folders/docDelete',
    method: 'POST',
    summary: 'Flytta markerade dokument (och valda länkade) till papperskorgen',
    access: anyDocumentAccess,
    parameters: z.object({ ...selection, relationsToDelete: relationsToDeleteSchema.default([]) }),
    result: z.object({ countDeletedDocuments: z.number().int() }),
  }),
  docRestore: defineEndpoint({
    path: '/folders/docRestore',
    method: 'POST',
    summary: 'Återställ markerade dokument ur papperskorgen',
    access: anyDocumentAccess,
    parameters: z.object(selection),
    result: countResult,
  }),
  docsMove: defineEndpoint({
    path: '/folders/docsMove',
    method: 'POST',
    summary: 'Flytta markerade dokument till en mapp (null = roten)',
    access: anyDocumentAccess,
    parameters: z.object({ ...selection, targetFolderUid: uid.nullable() }),
    result: countResult,
  }),
  emptyTrash: defineEndpoint({
    path: '/folders/emptyTrash',
    method: 'POST',
    summary: 'Töm papperskorgen (bokföringsposter sparas)',
    access: anyDocumentAccess,
    parameters: z.object({ docType, docUids: z.array(uid).max(10_000).nullable().default(null) }),
    /** `kept`: completed invoices and other accounting records the law keeps; `keptMessage` says so. */
    result: z.object({
      deleted: z.number().int(),
      kept: z.number().int(),
      keptMessage: z.string().nullable(),
    }),
  }),
  archiveOld: defineEndpoint({
    path: '/doc/archiveDocuments',
    method: 'POST',
    summary: 'Arkivera dokument som inte ändrats på 18 månader',
    access: anyDocumentAccess,
    parameters: z.object({ docType: docType.nullable().default(null) }),
    result: countResult,
  }),
  documentsCopyTo: defineEndpoint({
    path: '/doc/documentsCopyTo',
    method: 'POST',
    summary: 'Kopiera markerade dokument som nya utkast',
    access: anyDocumentAccess,
    parameters: z.object({ ...selection, targetFolderUid: uid.nullable().default(null) }),
    result: z.object({ docUids: z.array(z.string()) }),
  }),
  checkDocuments: defineEndpoint({
    path: '/doc/checkDocuments',
    method: 'POST',
    summary: 'Kontrollera om markerade dokument kan slutföras',
    access: anyDocumentAccess,
    parameters: z.object(selection),
    result: z.object({ results: z.array(validityResultSchema) }),
  }),
};
