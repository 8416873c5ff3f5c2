import { type Endpoint, fillPath, INSTANCE_TOKEN_HEADER } from '@shared/api/endpoint';

type QueryValue = string | number | boolean | Date | null | undefined;

function queryText(value: Exclude<QueryValue, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Absent values are left out rather than sent as empty text, so the server applies its defaults. */
export function buildQueryString(parameters: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parameters)) {
    const values = (Array.isArray(value) ? value : [value]) as QueryValue[];
    for (const item of values) {
      if (item !== null && item !== undefined) search.append(key, queryText(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface BuiltRequest {
  url: string;
  init: RequestInit;
}

export function buildRequest(
  endpoint: Endpoint,
  parameters: unknown,
  instanceToken: string | null,
): BuiltRequest {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (instanceToken !== null) headers[INSTANCE_TOKEN_HEADER] = instanceToken;
  // A path parameter (the client link's token) goes in the address, not again in the query or body.
  const { url: path, rest: params } = fillPath(endpoint, (parameters ?? {}) as Record<string, unknown>);
  if (endpoint.method === 'GET') {
    return {
      url: `${path}${buildQueryString(params)}`,
      init: { method: 'GET', headers, credentials: 'same-origin' },
    };
  }
  headers['Content-Type'] = 'application/json';
  return {
    url: path,
    init: {
      method: endpoint.method,
      headers,
      credentials: 'same-origin',
      body: JSON.stringify({ parameters: params }),
    },
  };
}
