import type { FileBody } from '@shared/api/endpoint';
import { allEndpoints } from '@shared/api/index';
import { buildOpenApi } from '../../platform/http/openapi';

// Built from the code's own declarations, so every app server builds the same bytes: nothing to share.
let openApiJson: string | null = null;

export function openApiDocument(): FileBody {
  openApiJson ??= JSON.stringify(buildOpenApi(allEndpoints));
  return {
    content: openApiJson,
    contentType: 'application/json; charset=utf-8',
    fileName: 'openapi.json',
    disposition: 'inline',
  };
}
