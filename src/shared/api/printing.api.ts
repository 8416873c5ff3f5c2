import type { Endpoint } from './endpoint';

/** Issue #15: filled in by the printing feature. */
export const printingApi: Record<string, Endpoint> = {};
