import { documentTypes } from '@shared/domain/documents/document-kinds';
import { z } from 'zod';
import { addingDuplicateArticleTypes } from '../auth.api';
import { defineEndpoint } from '../endpoint';
import { anyDocumentAccess, docRef, documentCommentSchema, referenceSchema } from './engine.api';

export const documentFormConfigSchema = z.object({
  vatRates: z.array(z.object({ value: z.number().int(), label: z.string() })),
  units: z.array(z.string()),
  employees: z.array(referenceSchema),
  /** Assigned to a new document that has assignees (a work order): the firm's default employee. */
  defaultAssigneeUids: z.array(z.string()).default([]),
  noteMaxLength: z.number().int(),
  markMaxLength: z.number().int(),
  mandatoryMark: z.boolean(),
  mandatoryObject: z.boolean(),
  addingDuplicateArticleType: z.enum(addingDuplicateArticleTypes),
  /** The employee may see and edit net prices, purchase prices, markups and profit. */
  netPricesVisible: z.boolean(),
  ownArticleTypeLabels: z.record(z.string(), z.string()),
  defaultOfferValidityDays: z.number().int(),
});
export type DocumentFormConfig = z.infer<typeof documentFormConfigSchema>;

/** The editor's choices and a document's comments, beside the versioned form. */
export const editorEndpoints = {
  addComment: defineEndpoint({
    path: '/doc/comment',
    method: 'POST',
    summary: 'Lägg till en kommentar i dokumentet',
    access: anyDocumentAccess,
    parameters: z.object({ ...docRef, text: z.string() }),
    result: z.array(documentCommentSchema),
  }),
  formConfig: defineEndpoint({
    path: '/doc/formConfig',
    method: 'GET',
    summary: 'Dokumentformulärets val (momssatser, enheter, anställda, regler)',
    access: anyDocumentAccess,
    parameters: z.object({ docType: z.enum(documentTypes) }),
    result: documentFormConfigSchema,
  }),
};

export { documentTypes };
