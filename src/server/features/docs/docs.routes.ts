import { docsApi } from '@shared/api/docs.api';
import type { ApiRouter } from '../../platform/http/router';
import { openApiDocument } from './docs.usecases';

export function docsRoutes(router: ApiRouter): void {
  router.add(docsApi.openApi, async () => openApiDocument());
}
