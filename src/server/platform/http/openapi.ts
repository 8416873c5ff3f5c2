import { type Endpoint, endpointUrl, envelopeSchema, isFileEndpoint } from '@shared/api/endpoint';
import { z } from 'zod';

const toJson = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' });

/** The endpoint's address as OpenAPI writes it: `/files/{id}` for the router's `/files/:id`. */
export function openApiPath(endpoint: Pick<Endpoint, 'path' | 'prefix'>): string {
  return endpointUrl(endpoint).replace(/:([A-Za-z]\w*)/g, '{$1}');
}

function pathParameterNames(endpoint: Endpoint): string[] {
  return [...endpoint.path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1] as string);
}

function security(endpoint: Endpoint) {
  if (endpoint.access.kind === 'employee' || endpoint.access.kind === 'providerAdmin')
    return [{ session: [] }];
  if (endpoint.access.kind === 'apiKey') return [{ [endpoint.access.header]: [] }];
  return [];
}

function okResponse(endpoint: Endpoint) {
  if (isFileEndpoint(endpoint)) {
    return {
      description:
        'Filen; Content-Type och Content-Disposition (inline eller attachment, filnamn) anger vad den är',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return {
    description: 'OK',
    content: { 'application/json': { schema: toJson(envelopeSchema(endpoint.result), 'output') } },
  };
}

function refusals(endpoint: Endpoint) {
  if (endpoint.access.kind === 'visitor') return {};
  if (endpoint.refusedAsNotFound) return { 404: { description: 'Finns inte (eller ingen behörighet)' } };
  return { 401: { description: endpoint.access.kind === 'apiKey' ? 'Ogiltig nyckel' : 'Inte inloggad' } };
}

function operationOf(endpoint: Endpoint) {
  const parameters = toJson(endpoint.parameters, 'input');
  const properties = (parameters as { properties?: Record<string, object> }).properties ?? {};
  const inPath = new Set(pathParameterNames(endpoint));
  const operation: Record<string, unknown> = {
    summary: endpoint.summary,
    tags: [endpoint.path.split('/')[1]],
    security: security(endpoint),
    responses: {
      200: okResponse(endpoint),
      400: { description: 'Ogiltiga parametrar' },
      ...refusals(endpoint),
    },
  };
  const pathParameters = [...inPath].map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
  }));
  if (endpoint.method === 'GET') {
    const query = Object.entries(properties)
      .filter(([name]) => !inPath.has(name))
      .map(([name, schema]) => ({ name, in: 'query', schema }));
    operation.parameters = [...pathParameters, ...query];
  } else {
    if (pathParameters.length > 0) operation.parameters = pathParameters;
    operation.requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: { type: 'object', properties: { parameters }, required: ['parameters'] },
        },
      },
    };
  }
  return operation;
}

/** The OpenAPI document, generated from the same declarations the server and the web client use. */
export function buildOpenApi(endpoints: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const keySchemes: Record<string, object> = {};
  for (const endpoint of endpoints) {
    if (endpoint.access.kind === 'apiKey') {
      const name = endpoint.access.header;
      keySchemes[name] = { type: 'apiKey', in: 'header', name };
    }
    const path = openApiPath(endpoint);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Montör API',
      version: '1',
      description: 'Anrop med {parameters} in och {result, messages} ut; filer svarar med filens bytes.',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'montor_session' },
        ...keySchemes,
      },
    },
    paths,
  };
}
