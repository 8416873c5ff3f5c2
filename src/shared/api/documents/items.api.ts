import { documentTypes } from '@shared/domain/documents/document-kinds';
import { priceChangeResults, priceSources } from '@shared/domain/documents/document-lines';
import { z } from 'zod';
import { addingDuplicateArticleTypes } from '../auth.api';
import { defineEndpoint } from '../endpoint';
import { text } from '../limits';
import { anyDocumentAccess, docRef, documentItemDataSchema, documentSchema, stockIcons } from './engine.api';

/**
 * Line operations of the document engine (api-spec §7.4): finding an article for a line with the client's
 * price, duplicate handling, actualising prices and copying lines to another document.
 */

const uid = z.uuid();
const flag = z.boolean().default(false);

export const itemSearchResultSchema = z.object({
  /** A ready line for the document's client: price source applied, quantity at least the minimum. */
  item: documentItemDataSchema,
  /** Shown in the suggestion list. */
  caption: z.string(),
  kind: z.enum(['CATALOGUE', 'OWN_ARTICLE', 'OWN_COMMENT']),
  stockStatusIcon: z.enum(stockIcons).nullable(),
  exactMatch: z.boolean(),
});
export type ItemSearchResult = z.infer<typeof itemSearchResultSchema>;

export const actualizeLineSchema = z.object({
  itemUid: z.string(),
  code: z.string(),
  description: z.string(),
  change: z.enum(priceChangeResults),
  source: z.enum(priceSources).nullable(),
  oldPriceOre: z.number().int().nullable(),
  newPriceOre: z.number().int().nullable(),
  oldSumOre: z.number().int(),
  newSumOre: z.number().int(),
});
export type ActualizeLine = z.infer<typeof actualizeLineSchema>;

export const documentItemsApi = {
  clientDocItemSearch: defineEndpoint({
    path: '/doc/clientDocItemSearch',
    method: 'POST',
    summary: 'Sök artikel till en rad (katalog, egna artiklar, egna kommentarer) med kundens pris',
    access: anyDocumentAccess,
    parameters: z.object({
      codeOrArticle: text(200),
      /** Only an exact article, RSK or own article number / comment code (typing a code in the last row). */
      strictSearch: flag,
      docType: z.enum(documentTypes),
      docUid: uid.nullable().default(null),
      /** The client whose prices apply when the document is not saved yet. */
      clientUid: uid.nullable().default(null),
      limit: z.number().int().min(1).max(50).default(10),
    }),
    result: z.array(itemSearchResultSchema),
  }),
  checkOnSimilarItems: defineEndpoint({
    path: '/doc/checkOnSimilarItems',
    method: 'POST',
    summary: 'Finns artikeln redan i dokumentet? (hantering av dubbletter)',
    access: anyDocumentAccess,
    parameters: z.object({ ...docRef, codes: z.array(z.string()).max(500) }),
    result: z.object({
      addingDuplicateArticleType: z.enum(addingDuplicateArticleTypes),
      similar: z.array(z.object({ code: z.string(), itemUids: z.array(z.string()) })),
    }),
  }),
  getActualizeDocumentSummary: defineEndpoint({
    path: '/doc/getActualizeDocumentSummary',
    method: 'POST',
    summary: 'Vilka raders priser har ändrats sedan de lades till',
    access: anyDocumentAccess,
    parameters: z.object(docRef),
    result: z.object({
      lines: z.array(actualizeLineSchema),
      oldTotalOre: z.number().int(),
      newTotalOre: z.number().int(),
    }),
  }),
  actualizeDocument: defineEndpoint({
    path: '/doc/actualizeDocument',
    method: 'POST',
    summary: 'Uppdatera valda raders priser',
    access: anyDocumentAccess,
    parameters: z.object({
      ...docRef,
      newVersion: z.number().int(),
      itemUids: z.array(z.string()).max(5000),
    }),
    result: z.object({ actualized: z.number().int(), document: documentSchema }),
  }),
  itemsCopyTo: defineEndpoint({
    path: '/doc/itemsCopyTo',
    method: 'POST',
    summary: 'Kopiera rader till ett annat dokument',
    access: anyDocumentAccess,
    parameters: z.object({
      ...docRef,
      itemUids: z.array(z.string()).min(1).max(5000),
      targetDocUid: uid,
      targetDocType: z.enum(documentTypes),
    }),
    result: z.object({ countCopied: z.number().int(), targetVersion: z.number().int() }),
  }),
};
