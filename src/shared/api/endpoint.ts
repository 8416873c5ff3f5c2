import type { AccessRequirement } from '@shared/domain/access';
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `visitor` calls work without a login (the catalogue, login itself);
 * `employee` calls need a logged-in session and may add role and site-option requirements.
 */
export type EndpointAccess = { kind: 'visitor' } | ({ kind: 'employee' } & AccessRequirement);

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends EndpointAccess = EndpointAccess,
> {
  /** Path under /api, exactly as api-spec §7 names it. */
  readonly path: string;
  readonly method: HttpMethod;
  readonly summary: string;
  readonly access: A;
  /** GET parameters come from the query string, so their schemas must coerce from text. */
  readonly parameters: P;
  readonly result: R;
}

export function defineEndpoint<P extends z.ZodType, R extends z.ZodType, const A extends EndpointAccess>(
  endpoint: Endpoint<P, R, A>,
) {
  return endpoint;
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

export const INSTANCE_TOKEN_HEADER = 'X-Instance-Token';
export const API_PREFIX = '/api';
