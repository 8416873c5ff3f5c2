import type { Endpoint } from './endpoint';

/** Issue #15: filled in by the emailing feature. */
export const emailingApi: Record<string, Endpoint> = {};
