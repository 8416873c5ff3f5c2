import { authApi } from '@shared/api/auth.api';
import { type Endpoint, INSTANCE_TOKEN_HEADER, type ParametersOf } from '@shared/api/endpoint';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { createApp, type MontorApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { Database } from '../platform/db/database';
import type { Clock } from '../platform/http/context';
import type { MailTransport, OutgoingMail } from '../platform/mail/mail.outbox';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { openTestDatabase } from './test-database';

/** A clock tests can move forward. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-21T09:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp extends MontorApp {
  database: Database;
  clock: TestClock;
  sentMail: OutgoingMail[];
  /** A new browser: its own cookie jar and instance token. */
  client(options?: { ip?: string }): TestClient;
  close(): Promise<void>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: {
    result: T;
    messages: Array<{ level: string; code: string; text: string; field?: string }>;
    userErrorMessage?: string;
  };
  response: LightMyRequestResponse;
}

/** Talks to the app the way the browser does: cookies, instance token, `{parameters}` in. */
export class TestClient {
  private cookies = new Map<string, string>();
  instanceToken: string | null = null;

  constructor(
    private readonly montor: MontorApp,
    private readonly ip: string,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call<E extends Endpoint>(
    endpoint: E,
    parameters: ParametersOf<E> | Record<string, unknown> = {},
    options: { token?: string | null; headers?: Record<string, string> } = {},
  ): Promise<CallResult> {
    if (endpoint.method !== 'GET' && this.instanceToken === null && options.token === undefined) {
      await this.call(authApi.current);
    }
    const token = options.token === undefined ? this.instanceToken : options.token;
    const query =
      endpoint.method === 'GET' ? new URLSearchParams(parameters as Record<string, string>) : null;
    const response = await this.montor.app.inject({
      method: endpoint.method,
      url: `/api${endpoint.path}${query && query.size > 0 ? `?${query}` : ''}`,
      remoteAddress: this.ip,
      headers: {
        cookie: this.cookieHeader,
        ...(token ? { [INSTANCE_TOKEN_HEADER]: token } : {}),
        ...options.headers,
      },
      ...(endpoint.method === 'GET' ? {} : { payload: { parameters } }),
    });
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    // A file result answers the file itself; its bytes are in `response`.
    const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
    const body = json ? response.json() : {};
    const newToken = (body?.result as { instanceToken?: string } | null)?.instanceToken;
    if (newToken) this.instanceToken = newToken;
    return { status: response.statusCode, body, response };
  }

  forgetCookies(): void {
    this.cookies.clear();
  }

  async login(
    employeeLogin: string,
    password = DEMO_PASSWORD,
    extra: { adminLogin?: string; durable?: boolean } = {},
  ) {
    const result = await this.call(authApi.login, { employeeLogin, password, durable: false, ...extra });
    if (result.status !== 200)
      throw new Error(`Login failed for ${employeeLogin}: ${JSON.stringify(result.body)}`);
    return result;
  }
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase(inject('template'));
  const clock = new TestClock();
  const sentMail: OutgoingMail[] = [];
  const mailTransport: MailTransport = {
    name: 'test',
    async deliver(mail) {
      sentMail.push(mail);
    },
  };
  const config = { ...loadConfig({ NODE_ENV: 'test' }), webDistDir: '/nonexistent', ...overrides };
  const montor = await createApp({ db: database.db, config, clock, mailTransport });
  let clients = 0;
  return {
    ...montor,
    database,
    clock,
    sentMail,
    client: (options) => {
      clients += 1;
      return new TestClient(montor, options?.ip ?? `10.0.0.${clients}`);
    },
    close: async () => {
      await montor.app.close();
      await database.close();
    },
  };
}
