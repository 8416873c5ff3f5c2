import { API_PREFIX, type Endpoint, envelopeSchema } from '@shared/api/endpoint';
import { z } from 'zod';

/** The OpenAPI document, generated from the same declarations the server and the web client use. */
export function buildOpenApi(endpoints: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const parameters = z.toJSONSchema(endpoint.parameters, { io: 'input', unrepresentable: 'any' });
    const operation: Record<string, unknown> = {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[1]],
      security: endpoint.access.kind === 'employee' ? [{ session: [] }] : [],
      responses: {
        200: {
          description: 'OK',
          content: {
            'application/json': {
              schema: z.toJSONSchema(envelopeSchema(endpoint.result), {
                io: 'output',
                unrepresentable: 'any',
              }),
            },
          },
        },
        400: { description: 'Ogiltiga parametrar' },
        ...(endpoint.access.kind === 'employee' ? { 401: { description: 'Inte inloggad' } } : {}),
      },
    };
    if (endpoint.method === 'GET') {
      const properties = (parameters as { properties?: Record<string, object> }).properties ?? {};
      operation.parameters = Object.entries(properties).map(([name, schema]) => ({
        name,
        in: 'query',
        schema,
      }));
    } else {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: { type: 'object', properties: { parameters }, required: ['parameters'] },
          },
        },
      };
    }
    paths[`${API_PREFIX}${endpoint.path}`] = {
      ...paths[`${API_PREFIX}${endpoint.path}`],
      [endpoint.method.toLowerCase()]: operation,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Montör API',
      version: '1',
      description: 'Anrop med {parameters} in och {result, messages} ut.',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'montor_session' },
      },
    },
    paths,
  };
}
