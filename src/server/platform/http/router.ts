import { Readable } from 'node:stream';
import {
  type Endpoint,
  endpointUrl,
  type FileBody,
  INSTANCE_TOKEN_HEADER,
  isFileEndpoint,
  type ResultOf,
} from '@shared/api/endpoint';
import { LIMITS } from '@shared/api/limits';
import { canAccess } from '@shared/domain/access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contentDisposition } from './content-disposition';
import type {
  ApiKeyCallContext,
  AppDeps,
  EmployeeCallContext,
  ProviderAdminCallContext,
  RequestSession,
  VisitorCallContext,
} from './context';
import { type AppError, httpErrors } from './errors';
import { parseParameters } from './parameters';

type ContextFor<E extends Endpoint> = E['access'] extends { kind: 'employee' }
  ? EmployeeCallContext<z.output<E['parameters']>>
  : E['access'] extends { kind: 'apiKey' }
    ? ApiKeyCallContext<z.output<E['parameters']>>
    : E['access'] extends { kind: 'providerAdmin' }
      ? ProviderAdminCallContext<z.output<E['parameters']>>
      : VisitorCallContext<z.output<E['parameters']>>;

export type Handler<E extends Endpoint> = (ctx: ContextFor<E>) => Promise<ResultOf<E>>;

export type SessionResolver = (request: FastifyRequest, deps: AppDeps) => Promise<RequestSession | null>;

/**
 * Checks the key of an `apiKey` call (the header's value, undefined when absent) and answers whose key
 * it is; it throws the caller's own error when the key is missing, unknown or revoked.
 */
export type ApiKeyResolver = (header: string, key: string | undefined, deps: AppDeps) => Promise<string>;

type AnyContext =
  | VisitorCallContext<unknown>
  | EmployeeCallContext<unknown>
  | ApiKeyCallContext<unknown>
  | ProviderAdminCallContext<unknown>;

/**
 * The one way a feature exposes an endpoint: `router.add(authApi.login, handler)`. It parses the
 * parameters with the contract's schema, checks the instance token on state-changing calls, checks the
 * session, role and site options (or the API key) the declaration asks for, and answers
 * `{result, messages}` — or, for a file result, the file's bytes with its type and name.
 */
export class ApiRouter {
  private readonly endpoints = new Map<string, Endpoint>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly deps: AppDeps,
    private readonly resolveSession: SessionResolver,
    private readonly resolveApiKey?: ApiKeyResolver,
  ) {}

  get registered(): readonly Endpoint[] {
    return [...this.endpoints.values()];
  }

  add<E extends Endpoint>(endpoint: E, handler: Handler<E>): void {
    const key = `${endpoint.method} ${endpointUrl(endpoint)}`;
    if (this.endpoints.has(key)) throw new Error(`Endpoint registered twice: ${key}`);
    this.endpoints.set(key, endpoint);
    const bodyLimit = endpoint.bodyLimit ?? LIMITS.bodyBytes;
    this.app.route({
      method: endpoint.method,
      url: endpointUrl(endpoint),
      // Fastify compares the declared length (and counts the bytes) before it parses: a body over the
      // limit is refused with 413 before any work.
      bodyLimit,
      ...(bodyLimit > LIMITS.bodyBytes
        ? { onRequest: (request: FastifyRequest) => this.refuseStrangerEarly(endpoint, request) }
        : {}),
      handler: (request, reply) => this.handle(endpoint, handler, request, reply),
    });
  }

  /**
   * A call that may carry a large body (a file, a whole document) is checked for a logged-in employee
   * (or a valid key) before the body is read, so nobody without one can make the server read megabytes.
   */
  private async refuseStrangerEarly(endpoint: Endpoint, request: FastifyRequest): Promise<void> {
    if (endpoint.access.kind === 'apiKey') {
      const value = request.headers[endpoint.access.header.toLowerCase()];
      if (!this.resolveApiKey) throw httpErrors.NOT_AUTHENTICATED();
      await this.resolveApiKey(
        endpoint.access.header,
        typeof value === 'string' ? value : undefined,
        this.deps,
      );
      return;
    }
    const session = await this.resolveSession(request, this.deps);
    if (endpoint.access.kind === 'providerAdmin' ? session?.providerAdminId : session?.employee) return;
    if (endpoint.refusedAsNotFound) throw httpErrors.NOT_FOUND();
    // A firm's employee at a provider admin's upload is refused as at every other administration call.
    throw endpoint.access.kind === 'providerAdmin' && session?.employee
      ? httpErrors.FORBIDDEN()
      : httpErrors.NOT_AUTHENTICATED();
  }

  private async handle<E extends Endpoint>(
    endpoint: E,
    handler: Handler<E>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const context = await this.contextFor(endpoint, request, reply);
    const result = await handler(context as ContextFor<E>);
    if (isFileEndpoint(endpoint)) return sendFile(reply, endpoint.result.parse(result) as FileBody);
    return { result: endpoint.result.parse(result), messages: context.messages };
  }

  private async contextFor(
    endpoint: Endpoint,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<AnyContext> {
    const base = { deps: this.deps, request, reply, messages: [] };
    if (endpoint.access.kind === 'apiKey') {
      // The key is checked before the parameters: a stranger learns nothing about the call's shape.
      const { header } = endpoint.access;
      const value = request.headers[header.toLowerCase()];
      if (!this.resolveApiKey) throw httpErrors.NOT_AUTHENTICATED();
      const callerId = await this.resolveApiKey(
        header,
        typeof value === 'string' ? value : undefined,
        this.deps,
      );
      reply.header('Cache-Control', 'no-store');
      return { ...base, parameters: readParameters(endpoint, request), callerId };
    }
    const session = await this.resolveSession(request, this.deps);
    const refuse = (error: AppError) => (endpoint.refusedAsNotFound ? httpErrors.NOT_FOUND() : error);
    if (endpoint.method !== 'GET') {
      const token = request.headers[INSTANCE_TOKEN_HEADER.toLowerCase()];
      if (!session || typeof token !== 'string' || token !== session.instanceToken) {
        throw refuse(httpErrors.INSTANCE_TOKEN_INVALID());
      }
    }
    if (endpoint.access.kind === 'providerAdmin') {
      // A firm's employee (its ADMIN too, or a provider admin acting as one) is not the provider; the
      // session is checked before the parameters, so nobody else learns the administration's calls.
      if (!session?.providerAdminId) {
        throw refuse(session?.employee ? httpErrors.FORBIDDEN() : httpErrors.NOT_AUTHENTICATED());
      }
      const parameters = readParameters(endpoint, request);
      return { ...base, parameters, session, adminId: session.providerAdminId };
    }
    const parameters = readParameters(endpoint, request);
    if (endpoint.access.kind !== 'employee') return { ...base, parameters, session };
    const employee = session?.employee;
    if (!session || !employee) throw refuse(httpErrors.NOT_AUTHENTICATED());
    if (!canAccess(employee, endpoint.access)) throw refuse(httpErrors.FORBIDDEN());
    return {
      ...base,
      parameters,
      session: { ...session, employee },
      firmId: employee.firmId,
      employeeId: employee.id,
    };
  }
}

/** GET parameters come from the query string, the others from `{parameters}`; path parameters join both. */
function readParameters(endpoint: Endpoint, request: FastifyRequest): unknown {
  const raw =
    endpoint.method === 'GET' ? request.query : (request.body as { parameters?: unknown } | null)?.parameters;
  const path = request.params as Record<string, string> | undefined;
  const merged = path && Object.keys(path).length > 0 ? { ...(raw as object), ...path } : raw;
  return parseParameters(endpoint.parameters, merged);
}

function sendFile(reply: FastifyReply, file: FileBody) {
  reply
    .type(file.contentType)
    .header('Content-Disposition', contentDisposition(file.disposition, file.fileName));
  if (file.cacheControl) reply.header('Cache-Control', file.cacheControl);
  const { content } = file;
  if (typeof content === 'object' && Symbol.asyncIterator in content)
    return reply.send(Readable.from(content));
  const body =
    typeof content === 'string' || Buffer.isBuffer(content)
      ? content
      : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return reply.send(body);
}
