import type { AppDeps } from '../../platform/http/context';
import type { ApiRouter } from '../../platform/http/router';

export function emailingRoutes(_router: ApiRouter): void {}

export function emailingJobs(_deps: AppDeps): void {}
