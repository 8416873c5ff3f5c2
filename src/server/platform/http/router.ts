import { API_PREFIX, type Endpoint, INSTANCE_TOKEN_HEADER, type ResultOf } from '@shared/api/endpoint';
import { canAccess } from '@shared/domain/access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps, EmployeeCallContext, RequestSession, VisitorCallContext } from './context';
import { httpErrors } from './errors';
import { parseParameters } from './parameters';

type ContextFor<E extends Endpoint> = E['access'] extends { kind: 'employee' }
  ? EmployeeCallContext<z.output<E['parameters']>>
  : VisitorCallContext<z.output<E['parameters']>>;

export type Handler<E extends Endpoint> = (ctx: ContextFor<E>) => Promise<ResultOf<E>>;

export type SessionResolver = (request: FastifyRequest, deps: AppDeps) => Promise<RequestSession | null>;

/**
 * The one way a feature exposes an endpoint: `router.add(authApi.login, handler)`. It parses the
 * parameters with the contract's schema, checks the instance token on state-changing calls, checks the
 * session, role and site options the declaration asks for, and wraps the answer as `{result, messages}`.
 */
export class ApiRouter {
  private readonly endpoints = new Map<string, Endpoint>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly deps: AppDeps,
    private readonly resolveSession: SessionResolver,
  ) {}

  get registered(): readonly Endpoint[] {
    return [...this.endpoints.values()];
  }

  add<E extends Endpoint>(endpoint: E, handler: Handler<E>): void {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (this.endpoints.has(key)) throw new Error(`Endpoint registered twice: ${key}`);
    this.endpoints.set(key, endpoint);
    this.app.route({
      method: endpoint.method,
      url: `${API_PREFIX}${endpoint.path}`,
      handler: (request, reply) => this.handle(endpoint, handler, request, reply),
    });
  }

  private async handle<E extends Endpoint>(
    endpoint: E,
    handler: Handler<E>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const session = await this.resolveSession(request, this.deps);
    if (endpoint.method !== 'GET') {
      const token = request.headers[INSTANCE_TOKEN_HEADER.toLowerCase()];
      if (!session || typeof token !== 'string' || token !== session.instanceToken) {
        throw httpErrors.INSTANCE_TOKEN_INVALID();
      }
    }
    const raw =
      endpoint.method === 'GET'
        ? request.query
        : (request.body as { parameters?: unknown } | null)?.parameters;
    const parameters = parseParameters(endpoint.parameters, raw);
    const base = { parameters, deps: this.deps, request, reply, messages: [] };
    let context: VisitorCallContext<unknown> | EmployeeCallContext<unknown>;
    if (endpoint.access.kind === 'employee') {
      const employee = session?.employee;
      if (!session || !employee) throw httpErrors.NOT_AUTHENTICATED();
      if (!canAccess(employee, endpoint.access)) throw httpErrors.FORBIDDEN();
      context = {
        ...base,
        session: { ...session, employee },
        firmId: employee.firmId,
        employeeId: employee.id,
      };
    } else {
      context = { ...base, session };
    }
    const result = await handler(context as ContextFor<E>);
    return { result: endpoint.result.parse(result), messages: context.messages };
  }
}
