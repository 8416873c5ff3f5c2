import type { ApiRouter } from '../../platform/http/router';

export function paymentsRoutes(_router: ApiRouter): void {}
