import { documentAccess } from '@shared/domain/documents/document-access';
import { type DocumentType, documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { LIMITS } from '../limits';
import { editorEndpoints } from './editor.api';
import { documentSchema, saveParameters } from './engine.api';
import { documentListParameters, documentListResult } from './lists.api';
import { completionEndpoints } from './states.api';

/**
 * Load, save and list per kind, generated from the kind registry (decision 0010): a kind is a
 * definition, not a copy. The calls every kind shares (completion, comments, form config) join them.
 */

const uid = z.uuid();

function kindEndpoints(type: DocumentType) {
  const kind = documentKinds[type];
  const access = { kind: 'employee', ...documentAccess(type) } as const;
  return {
    load: defineEndpoint({
      path: `/doc/${kind.loadPath}`,
      method: 'GET',
      summary: `${kind.label}: läs ett dokument`,
      access,
      parameters: z.object({ docUid: uid }),
      result: documentSchema,
    }),
    save: defineEndpoint({
      path: `/doc/${kind.loadPath}`,
      method: 'POST',
      summary: `${kind.label}: spara (skapa utan docUid)`,
      access,
      parameters: saveParameters,
      result: documentSchema,
      bodyLimit: LIMITS.documentBodyBytes,
    }),
    list: defineEndpoint({
      path: `/doc/${kind.listPath}`,
      method: 'POST',
      summary: `${kind.pluralLabel}: lista`,
      access,
      parameters: documentListParameters,
      result: documentListResult,
    }),
  };
}

export type KindEndpoints = ReturnType<typeof kindEndpoints>;

/** Load, save and list for each kind, generated from the registry. */
export const documentKindEndpoints = Object.fromEntries(
  documentTypes.map((t) => [t, kindEndpoints(t)]),
) as Record<DocumentType, KindEndpoints>;

export const documentsApi = {
  ...Object.fromEntries(
    documentTypes.flatMap((t) =>
      Object.entries(documentKindEndpoints[t]).map(([name, endpoint]) => [`${name}${t}`, endpoint]),
    ),
  ),
  ...completionEndpoints,
  ...editorEndpoints,
};
