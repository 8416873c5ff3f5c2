/**
 * The Fortnox client (decision 0047): OAuth 2 authorisation code and refresh grants, and the REST API
 * with the firm's token. Every request first takes a slot of the firm's 25 per 5 s from the database
 * (so two app servers share one budget), is sent, and on 429 waits and goes again (exponential
 * back-off with jitter, Retry-After honoured); a 401 renews the token once. The refresh token is spent
 * under the connection row's lock, because Fortnox rotates it: a second server waits and uses the new one.
 */
import type { FortnoxConfig } from '../../config';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { Clock } from '../../platform/http/context';
import { FortnoxCallError, fortnoxErrors } from './fortnox.errors';
import {
  findConnection,
  lockConnection,
  openToken,
  type StoredTokens,
  sealToken,
  takeRateSlot,
  updateTokens,
} from './fortnox.repository';

export const FORTNOX_RATE = { limit: 25, windowMs: 5000 } as const;
/** Arrival jitter: our clock stamps a request before it travels, so the window is kept a little wider. */
const WINDOW_MARGIN_MS = 250;
const REFRESH_TOKEN_DAYS = 45;
/** A token this close to its end is renewed before the request rather than after a 401. */
const RENEW_BEFORE_MS = 60_000;
const MAX_ATTEMPTS_429 = 10;
const REQUEST_TIMEOUT_MS = 30_000;

export interface FortnoxClientDeps {
  db: Db;
  clock: Clock;
  config: { fortnox: FortnoxConfig };
}

export interface FortnoxClientOptions {
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Fortnox's limit unless a test makes it smaller to see it hold. */
  rate?: { limit: number; windowMs: number };
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

function basicAuth(config: FortnoxConfig): string {
  return `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw Object.assign(fortnoxErrors.UNREACHABLE(), { cause: error });
  }
}

async function tokenGrant(
  config: FortnoxConfig,
  form: Record<string, string>,
  now: Date,
): Promise<StoredTokens | null> {
  if (!config.clientId || !config.clientSecret) throw fortnoxErrors.NOT_CONFIGURED();
  const response = await send(`${config.authUrl}/oauth-v1/token`, {
    method: 'POST',
    headers: {
      authorization: basicAuth(config),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
  });
  if (response.status === 400 || response.status === 401) return null;
  if (!response.ok) throw fortnoxErrors.UNREACHABLE();
  const answer = (await response.json()) as TokenAnswer;
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    accessExpiresAt: new Date(now.getTime() + answer.expires_in * 1000),
    refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
  };
}

/** The authorisation code for the firm's first tokens; null when Fortnox refuses it. */
export function exchangeCode(config: FortnoxConfig, code: string, now: Date): Promise<StoredTokens | null> {
  return tokenGrant(
    config,
    { grant_type: 'authorization_code', code, redirect_uri: config.redirectUrl },
    now,
  );
}

/** Where the browser goes to give consent (Fortnox's own login and consent page). */
export function authorizationUrl(config: FortnoxConfig, state: string): string {
  const url = new URL(`${config.authUrl}/oauth-v1/auth`);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', config.redirectUrl);
  url.searchParams.set('scope', 'customer invoice payment companyinformation');
  url.searchParams.set('state', state);
  url.searchParams.set('access_type', 'offline');
  url.searchParams.set('response_type', 'code');
  return url.toString();
}

function sealed(secret: string, tokens: StoredTokens): StoredTokens {
  return {
    ...tokens,
    accessToken: sealToken(secret, tokens.accessToken),
    refreshToken: sealToken(secret, tokens.refreshToken),
  };
}

export function sealTokens(config: FortnoxConfig, tokens: StoredTokens): StoredTokens {
  return sealed(config.tokenKey, tokens);
}

function errorMessage(body: unknown, status: number): string {
  const info = (body as { ErrorInformation?: { Message?: string; message?: string } } | null)
    ?.ErrorInformation;
  return info?.Message ?? info?.message ?? `HTTP ${status}`;
}

/** The body as JSON; an error page from a proxy is no JSON and gives null. */
async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** One firm's API: `request` sends one call within the firm's rate limit and with a valid token. */
export class FortnoxApi {
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly rate: { limit: number; windowMs: number };
  /** How many 429 answers were waited out (the bench reports it). */
  retried429 = 0;

  constructor(
    private readonly deps: FortnoxClientDeps,
    private readonly firmId: string,
    options: FortnoxClientOptions = {},
  ) {
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
    this.rate = options.rate ?? FORTNOX_RATE;
  }

  private get config(): FortnoxConfig {
    return this.deps.config.fortnox;
  }

  /** The access token, renewed first when it is about to run out (or `stale` was refused). */
  private async accessToken(stale: string | null = null): Promise<string> {
    const row = await findConnection(this.deps.db, this.firmId);
    if (!row) throw fortnoxErrors.NOT_ACTIVATED();
    const current = openToken(this.config.tokenKey, row.accessToken);
    const now = this.deps.clock.now();
    if (current !== stale && row.accessExpiresAt.getTime() - now.getTime() > RENEW_BEFORE_MS) return current;
    return this.renew(stale);
  }

  private renew(stale: string | null): Promise<string> {
    return withTransaction(this.deps.db, async (tx) => {
      const row = await lockConnection(tx, this.firmId);
      if (!row) throw fortnoxErrors.NOT_ACTIVATED();
      const now = this.deps.clock.now();
      const current = openToken(this.config.tokenKey, row.accessToken);
      // Another server renewed while this one waited for the lock: its token is the one to use.
      if (current !== stale && row.accessExpiresAt.getTime() - now.getTime() > RENEW_BEFORE_MS)
        return current;
      if (row.refreshExpiresAt <= now) throw fortnoxErrors.RENEWAL_REFUSED();
      const refreshToken = openToken(this.config.tokenKey, row.refreshToken);
      const tokens = await tokenGrant(
        this.config,
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        now,
      );
      if (!tokens) throw fortnoxErrors.RENEWAL_REFUSED();
      await updateTokens(tx, this.firmId, sealTokens(this.config, tokens), now);
      return tokens.accessToken;
    });
  }

  private async waitForSlot(): Promise<void> {
    for (;;) {
      const waitMs = await withTransaction(this.deps.db, (tx) =>
        takeRateSlot(tx, this.firmId, this.rate.limit, this.rate.windowMs + WINDOW_MARGIN_MS),
      );
      if (waitMs === 0) return;
      await this.sleep(waitMs);
    }
  }

  private backoffMs(attempt: number, retryAfter: string | null): number {
    const seconds = Number(retryAfter);
    if (retryAfter && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const base = Math.min(8000, 500 * 2 ** attempt);
    return Math.round(base / 2 + (base / 2) * this.random());
  }

  /** Sends one call; a 2xx answers its body, anything else throws `FortnoxCallError` with Fortnox's words. */
  async request<T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    let token = await this.accessToken();
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      await this.waitForSlot();
      const response = await send(`${this.config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 429 && attempt < MAX_ATTEMPTS_429) {
        this.retried429 += 1;
        await response.arrayBuffer();
        await this.sleep(this.backoffMs(attempt, response.headers.get('retry-after')));
        continue;
      }
      if (response.status === 401 && !renewed) {
        await response.arrayBuffer();
        renewed = true;
        token = await this.accessToken(token);
        continue;
      }
      const json = await jsonOf(response);
      if (!response.ok) throw new FortnoxCallError(response.status, errorMessage(json, response.status));
      return json as T;
    }
  }
}
