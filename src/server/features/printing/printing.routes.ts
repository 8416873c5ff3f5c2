import type { ApiRouter } from '../../platform/http/router';

export function printingRoutes(_router: ApiRouter): void {}
