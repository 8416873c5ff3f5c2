import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { anyDocumentAccess, docRef, documentSchema } from './engine.api';

/** Completing a document (its number from the series) and undoing it, where the kind allows. */
export const completionEndpoints = {
  complete: defineEndpoint({
    path: '/doc/complete',
    method: 'POST',
    summary: 'Slutför ett dokument (ger nummer ur serien)',
    access: anyDocumentAccess,
    parameters: z.object({ ...docRef, newVersion: z.number().int() }),
    result: documentSchema,
  }),
  undoComplete: defineEndpoint({
    path: '/doc/undoComplete',
    method: 'POST',
    summary: 'Ångra slutförande',
    access: anyDocumentAccess,
    parameters: z.object({ ...docRef, newVersion: z.number().int() }),
    result: documentSchema,
  }),
};
