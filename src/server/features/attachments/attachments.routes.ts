import type { ApiRouter } from '../../platform/http/router';

export function attachmentsRoutes(_router: ApiRouter): void {}
