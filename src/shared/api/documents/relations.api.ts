import { documentTypes } from '@shared/domain/documents/document-kinds';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { text } from '../limits';
import { anyDocumentAccess, docRef } from './engine.api';

/**
 * Relations between documents and making one document from others (issue #6, api-spec §3.14, §7.4,
 * §7.5). Making a document records a relation from every source to the new document.
 */

const uid = z.uuid();

export const relationRecordSchema = z.object({
  docUid: z.string(),
  docType: z.enum(documentTypes),
  documentNumber: z.number().int().nullable(),
  /** Mark, else title: what the user calls the document. */
  reference: z.string(),
  date: z.string(),
  employee: z.string().nullable(),
});
export type RelationRecord = z.infer<typeof relationRecordSchema>;

export const documentRelationsSchema = z.object({
  /** Documents this one was created from. */
  sourceRelations: z.array(relationRecordSchema),
  /** Documents created from this one. */
  destinationRelations: z.array(relationRecordSchema),
});
export type DocumentRelations = z.infer<typeof documentRelationsSchema>;

const relatedRef = z.object(docRef);

/** How lines from the provider's follow-ups are priced on the firm's own document. */
export const unixPriceModes = ['RETAIL', 'MARKUP'] as const;

export const similarItemSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** How many lines across the sources carry it. */
  count: z.number().int(),
  quantity: z.number().int(),
});

export const createFromSourceParameters = z.object({
  sourceDocType: z.enum(documentTypes),
  targetDocType: z.enum(documentTypes),
  /** One or several sources, all of `sourceDocType`; their lines go into one new document. */
  docUids: z.array(uid).min(1).max(200),
  /** Whose header (client, mark, object) the new document takes; the first source when absent. */
  mainSourceDoc: uid.nullable().default(null),
  /** Article codes whose lines are merged into one line each (summing quantities). */
  articlesToCollapse: z.array(z.string()).max(5000).default([]),
  collapseTimeLog: z.boolean().default(false),
  /**
   * A partial invoice (decision 0022): what it asks to be paid, öre including VAT, whole kronor, more
   * than 0 and at most what is left to invoice of the one source; the use case answers each at the field.
   */
  partialInvoiceSum: z.number().int().nullable().default(null),
  /** The ending invoice comes with the invoicing issue (#16); until then true is refused. */
  endingPartialInvoice: z.boolean().default(false),
  attachTimeLogAsPdf: z.boolean().default(false),
  /** Work order → ÄTA: the new document's title gets `postfixATA` (default "ÄTA"). */
  ATA: z.boolean().default(false),
  postfixATA: text(50).default('ÄTA'),
  /** Provider follow-ups as source: the provider's retail price, or purchase price plus the firm's markup. */
  unixPriceMode: z.enum(unixPriceModes).default('RETAIL'),
  markupBp: z.number().int().min(0).max(100_000).nullable().default(null),
});
export type CreateFromSourceParameters = z.input<typeof createFromSourceParameters>;

export const documentRelationsApi = {
  getDocumentRelations: defineEndpoint({
    path: '/doc/getDocumentRelations',
    method: 'GET',
    summary: 'Relationer: dokument som detta skapats från och som skapats från detta',
    access: anyDocumentAccess,
    parameters: z.object(docRef),
    result: documentRelationsSchema,
  }),
  deleteDocumentRelations: defineEndpoint({
    path: '/doc/deleteDocumentRelations',
    method: 'POST',
    summary: 'Ta bort länkar (dokumenten finns kvar)',
    access: anyDocumentAccess,
    parameters: z.object({ ...docRef, relationsToDelete: z.array(relatedRef).min(1).max(500) }),
    result: z.object({ removed: z.number().int() }),
  }),
  checkSimilarItemsInSources: defineEndpoint({
    path: '/doc/checkOnSimilarItemsInSources',
    method: 'POST',
    summary: 'Artiklar som finns på flera rader i källdokumenten (kan slås ihop)',
    access: anyDocumentAccess,
    parameters: z.object({ sourceDocType: z.enum(documentTypes), docUids: z.array(uid).min(1).max(200) }),
    result: z.object({ similarItems: z.array(similarItemSchema) }),
  }),
  createFromSource: defineEndpoint({
    path: '/doc/createFromSource',
    method: 'POST',
    summary: 'Skapa ett dokument från ett eller flera andra',
    access: anyDocumentAccess,
    parameters: createFromSourceParameters,
    result: z.object({ docUid: z.string(), docType: z.enum(documentTypes), message: z.string() }),
  }),
  itemsCopyFromOwnArticlesListTo: defineEndpoint({
    path: '/doc/itemsCopyFromOwnArticlesListTo',
    method: 'POST',
    summary: 'Lägg till egna artiklar i ett dokument (med kundens pris)',
    access: anyDocumentAccess,
    parameters: z.object({
      targetDocUid: uid,
      targetDocType: z.enum(documentTypes),
      ownArticlesUids: z.array(uid).min(1).max(500),
      /** Own article codes already on the document whose line gets the quantity instead of a new line. */
      articlesToCollapse: z.array(z.string()).max(500).default([]),
    }),
    result: z.object({ countCopied: z.number().int(), targetVersion: z.number().int() }),
  }),
};
