import type { AccessRequirement } from '@shared/domain/access';
import { z } from 'zod';
import { applySwedishMessages } from './swedish-messages';

// Every module that reads the contract imports this one: zod speaks Swedish on the server and the web.
applySwedishMessages();

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const INSTANCE_TOKEN_HEADER = 'X-Instance-Token';
export const API_PREFIX = '/api';

/**
 * Who may call an endpoint from a browser (web routes declare the same). `visitor` calls work without a
 * login (the catalogue, login itself); `employee` calls need a logged-in session and may add role and
 * site-option requirements.
 */
export type EndpointAccess =
  | { kind: 'visitor' }
  | ({ kind: 'employee' } & AccessRequirement)
  /** The provider's own administration (issue #23): a provider administrator's session, not a firm's. */
  | { kind: 'providerAdmin' };

/** A call from another system (a provider's ERP) with its key in the named header: no session, no token. */
export type ApiKeyAccess = { kind: 'apiKey'; header: string };

export type CallAccess = EndpointAccess | ApiKeyAccess;

/**
 * What a file endpoint's handler returns; the router sends the bytes with these headers instead of the
 * JSON envelope. `fileName` is the name the user sees (Swedish letters allowed).
 */
export interface FileBody {
  /** An async iterable is a file served part by part, never held whole (a stored SIE export). */
  content: Uint8Array | string | AsyncIterable<Uint8Array>;
  contentType: string;
  fileName: string;
  /** `inline` opens in the browser (a PDF, a picture), `attachment` saves (a CSV for Excel). */
  disposition: 'inline' | 'attachment';
  /** Absent: the router's default for the path (no-store under /api). */
  cacheControl?: string;
}

const fileBodySchema: z.ZodType<FileBody> = z.object({
  content: z.union([
    z.instanceof(Uint8Array),
    z.string(),
    z.custom<AsyncIterable<Uint8Array>>(
      (value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value,
    ),
  ]),
  contentType: z.string().min(1),
  fileName: z.string().min(1),
  disposition: z.enum(['inline', 'attachment']),
  cacheControl: z.string().optional(),
});

/** The result of an endpoint that answers a file: `result: fileResult()`. */
export function fileResult(): z.ZodType<FileBody> {
  return fileBodySchema;
}

export function isFileEndpoint(endpoint: Pick<Endpoint, 'result'>): boolean {
  return endpoint.result === fileBodySchema;
}

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends CallAccess = CallAccess,
> {
  /** Path under the prefix, exactly as api-spec §7 names it; `:name` marks a path parameter. */
  readonly path: string;
  /**
   * Where the path is mounted: `/api` unless the address is fixed outside it (the provider API, links
   * stored in documents and the catalogue's media).
   */
  readonly prefix?: string;
  /** A refused call (no session, wrong firm, missing role) answers 404, so the address tells nothing. */
  readonly refusedAsNotFound?: boolean;
  readonly method: HttpMethod;
  readonly summary: string;
  readonly access: A;
  /** GET parameters come from the query string, so their schemas must coerce from text. */
  readonly parameters: P;
  readonly result: R;
  /**
   * The largest request body in bytes, refused with 413 before it is read. Absent: `LIMITS.bodyBytes`;
   * only calls that take a file or a whole document declare more.
   */
  readonly bodyLimit?: number;
}

export function defineEndpoint<P extends z.ZodType, R extends z.ZodType, const A extends CallAccess>(
  endpoint: Endpoint<P, R, A>,
) {
  return endpoint;
}

/** The address an endpoint is served at, with `:name` path parameters as declared. */
export function endpointUrl(endpoint: Pick<Endpoint, 'path' | 'prefix'>): string {
  return `${endpoint.prefix ?? API_PREFIX}${endpoint.path}`;
}

/** The address with its path parameters filled in; the rest of the parameters are left to the caller. */
export function fillPath(endpoint: Pick<Endpoint, 'path' | 'prefix'>, parameters: Record<string, unknown>) {
  const used = new Set<string>();
  const url = endpointUrl(endpoint).replace(/:([A-Za-z]\w*)/g, (_m, name: string) => {
    used.add(name);
    return encodeURIComponent(String(parameters[name] ?? ''));
  });
  const rest = Object.fromEntries(Object.entries(parameters).filter(([key]) => !used.has(key)));
  return { url, rest };
}

export type ParametersOf<E extends Endpoint> = z.input<E['parameters']>;
export type ParsedParametersOf<E extends Endpoint> = z.output<E['parameters']>;
export type ResultOf<E extends Endpoint> = z.output<E['result']>;

export const messageLevels = ['ERROR', 'INFO', 'WARNING'] as const;
export type MessageLevel = (typeof messageLevels)[number];

/** One entry of the `messages` list every response carries. `field` is the parameter path the form marks. */
export const messageSchema = z.object({
  level: z.enum(messageLevels),
  code: z.string(),
  text: z.string(),
  field: z.string().optional(),
});
export type ApiMessage = z.infer<typeof messageSchema>;

export function envelopeSchema<R extends z.ZodType>(result: R) {
  return z.object({
    result,
    messages: z.array(messageSchema),
    /** Present on 4xx/5xx answers: the Swedish text the call layer shows (api-spec §8). */
    userErrorMessage: z.string().optional(),
  });
}

export interface Envelope<R> {
  result: R;
  messages: ApiMessage[];
  userErrorMessage?: string;
}

/** A call whose answer carries nothing but messages (a 204 is read as this). */
export const emptyResult = z.object({}).strict();

/** Query-string booleans arrive as text. */
export const queryBoolean = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean(),
);
