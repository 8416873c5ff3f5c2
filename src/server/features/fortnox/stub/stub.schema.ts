/**
 * Checks every request the Fortnox stub receives against Fortnox's own OpenAPI description
 * (vendor/fortnox/openapi.json, a copy of ../shared/validators/fortnox/openapi.json; decision 0047): the
 * path and method must exist, and a body must match the operation's request schema. Fortnox refuses
 * fields it does not know, so the stub does too: every object schema is closed here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

export const FORTNOX_OPENAPI_FILE = path.resolve(
  import.meta.dirname,
  '../../../../../vendor/fortnox/openapi.json',
);

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

function closeObjects(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) closeObjects(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.properties && schema.additionalProperties === undefined) schema.additionalProperties = false;
  for (const value of Object.values(schema)) closeObjects(value);
}

/** A matched operation: its OpenAPI path template and the body check, when it takes a body. */
export interface StubOperation {
  template: string;
  validateBody: ValidateFunction | null;
}

export interface RequestCheck {
  operation: StubOperation | null;
  /** Why the request does not match the description; empty when it does. */
  problems: string[];
}

function templateMatcher(template: string): RegExp {
  const pattern = template
    .split('/')
    .map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`);
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const extra = e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
    return `${e.instancePath || '/'} ${e.message ?? e.keyword}${extra}`;
  });
}

/** Reads the description once and answers, per request, whether it is one Fortnox would take. */
export class OpenApiRequestChecker {
  private readonly ajv: Ajv;
  private readonly routes: Array<{ method: string; template: string; matcher: RegExp; operation: Operation }>;
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(file = FORTNOX_OPENAPI_FILE) {
    const spec = JSON.parse(readFileSync(file, 'utf8')) as OpenApi;
    closeObjects(spec.components.schemas);
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    const addFormats = addFormatsModule as unknown as (ajv: Ajv) => void;
    addFormats(this.ajv);
    this.ajv.addFormat('int32', {
      type: 'number',
      validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31,
    });
    this.ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
    this.ajv.addFormat('double', { type: 'number', validate: () => true });
    this.ajv.addSchema({ $id: 'fortnox.json', components: spec.components });
    // Fewer parameters first, so /3/assets/types is never read as /3/assets/{GivenNumber}.
    const parameters = (template: string) => (template.match(/\{/g) ?? []).length;
    this.routes = Object.entries(spec.paths)
      .flatMap(([template, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase(),
          template,
          matcher: templateMatcher(template),
          operation,
        })),
      )
      .sort((a, b) => parameters(a.template) - parameters(b.template));
  }

  private bodyValidator(template: string, method: string, operation: Operation): ValidateFunction | null {
    const key = `${method} ${template}`;
    if (!this.compiled.has(key)) {
      const content = operation.requestBody?.content ?? {};
      const ref = Object.values(content)[0]?.schema?.$ref;
      this.compiled.set(key, ref ? this.ajv.compile({ $ref: `fortnox.json${ref}` }) : null);
    }
    return this.compiled.get(key) ?? null;
  }

  check(method: string, pathname: string, body: unknown): RequestCheck {
    const route = this.routes.find((r) => r.method === method && r.matcher.test(pathname));
    if (!route) return { operation: null, problems: [`${method} ${pathname} finns inte i Fortnox API`] };
    const validateBody = this.bodyValidator(route.template, route.method, route.operation);
    const operation = { template: route.template, validateBody };
    if (!validateBody) return { operation, problems: [] };
    if (body === undefined || body === null) return { operation, problems: ['/ body saknas'] };
    return { operation, problems: validateBody(body) ? [] : describe(validateBody.errors) };
  }
}
