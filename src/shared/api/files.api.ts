import { z } from 'zod';
import { defineEndpoint, fileResult } from './endpoint';
import { text } from './limits';

/**
 * The spec's "download link or temporary object" (api-spec §7.4/§7.5, docs/decisions/0018): an export
 * answers `{link, fileName, fileType}` where `link` is a short-lived address of this call. It serves the
 * stored file to an employee of the firm that made it until it expires; to anyone else it does not exist.
 */
export const filesApi = {
  download: defineEndpoint({
    path: '/files/:id',
    method: 'GET',
    summary: 'En skapad fil (export, utskrift) via sin kortlivade länk',
    access: { kind: 'employee' },
    parameters: z.object({ id: text(100) }),
    result: fileResult(),
  }),
} as const;

/** What an export answers: where to fetch the file, what to call it and what it is. */
export const fileLinkSchema = z.object({ link: z.string(), fileName: z.string(), fileType: z.string() });
export type FileLink = z.infer<typeof fileLinkSchema>;
