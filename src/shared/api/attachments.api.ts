import type { Endpoint } from './endpoint';

/** Issue #15: filled in by the attachments feature. */
export const attachmentsApi: Record<string, Endpoint> = {};
