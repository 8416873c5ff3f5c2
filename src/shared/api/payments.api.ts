import type { Endpoint } from './endpoint';

/** Issue #16: filled in by the payments feature. */
export const paymentsApi: Record<string, Endpoint> = {};
