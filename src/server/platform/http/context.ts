import type { ApiMessage } from '@shared/api/endpoint';
import type { AccessLevel, EmployeeRole, SiteOption } from '@shared/domain/access';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import type { MailService } from '../mail/mail.outbox';
import type { SmsService } from '../sms/sms.outbox';

export interface Clock {
  now(): Date;
}

/** What every use case may need from the outside world; built once by createApp. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  clock: Clock;
  jobs: JobQueue;
  mail: MailService;
  sms: SmsService;
}

/**
 * The part of `AppDeps` that seeds, command-line scripts and jobs without an app can give a use case:
 * a database and a clock.
 */
export type StoreDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The wall clock: the app's unless a test gives its own, and the one command-line scripts use. */
export const systemClock: Clock = { now: () => new Date() };

export interface SessionEmployee {
  id: string;
  firmId: string;
  role: EmployeeRole;
  accessLevel: AccessLevel;
  enabledSiteOption: SiteOption[];
  adminId: string | null;
  netPriceAndMarginHidden: boolean;
  /** The firm's default warehouse: whose stock lists show. */
  defaultWarehouse: { id: string; code: string } | null;
}

/** The session a request came with, resolved from its cookie (null when it has none or it expired). */
export interface RequestSession {
  id: string;
  instanceToken: string;
  durable: boolean;
  /** A client is looking at the screen: no purchase prices (pricing.ts `priceVisibility`). */
  clientMode: boolean;
  employee: SessionEmployee | null;
  /** A provider administrator's own session (the administration area); null when acting as an employee. */
  providerAdminId?: string | null;
}

export interface BaseCallContext<P> {
  parameters: P;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  /** INFO and WARNING messages a handler wants to send along with its result. */
  messages: ApiMessage[];
}

export interface VisitorCallContext<P> extends BaseCallContext<P> {
  session: RequestSession | null;
}

export interface EmployeeCallContext<P> extends BaseCallContext<P> {
  session: RequestSession & { employee: SessionEmployee };
  /** The firm every query of this call is scoped to. */
  firmId: string;
  employeeId: string;
}

/** A call of the provider's administration (access `providerAdmin`): every action is logged by admin. */
export interface ProviderAdminCallContext<P> extends BaseCallContext<P> {
  session: RequestSession;
  adminId: string;
}

/** A call from another system, authenticated by its key (access `apiKey`). */
export interface ApiKeyCallContext<P> extends BaseCallContext<P> {
  /** Whose key it was (for the provider API: the provider's id). */
  callerId: string;
}
