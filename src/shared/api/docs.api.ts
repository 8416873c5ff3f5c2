import { z } from 'zod';
import { defineEndpoint, fileResult } from './endpoint';

/** The contract describing itself: every endpoint above, as OpenAPI 3.1, built from the same declarations. */
export const docsApi = {
  openApi: defineEndpoint({
    path: '/docs',
    method: 'GET',
    summary: 'API-beskrivningen (OpenAPI 3.1) byggd från kontraktet',
    access: { kind: 'visitor' },
    parameters: z.object({}),
    result: fileResult(),
  }),
};
