/**
 * The Fortnox stub's memory (decision 0047): a small OAuth server (codes, access tokens of an hour,
 * refresh tokens of 45 days that work once) and one Fortnox company per consent with the customers,
 * invoices, tax reductions and payments it was sent. It stands in for an outside system in tests, the
 * bench and the demo, so it keeps its state in memory like that system would keep it to itself.
 */
import { randomBytes } from 'node:crypto';

export interface StubOptions {
  clientId: string;
  clientSecret: string;
  accessTtlMs?: number;
  refreshTtlMs?: number;
  /** Requests per window per access token (Fortnox: 25 per 5 s). */
  limit?: number;
  windowMs?: number;
  now?: () => number;
}

type Entity = Record<string, unknown>;

export interface StubCompany {
  id: number;
  customers: Map<string, Entity>;
  invoices: Map<string, Entity>;
  payments: Map<string, Entity>;
  taxReductions: Map<string, Entity>;
  /** Vouchers by "series number"; each series numbers on its own, as Fortnox does. */
  vouchers: Map<string, Entity>;
  voucherNumbers: Map<string, number>;
  /** The company's financial years: calendar years 2024–2027, ids 1–4, as a new Fortnox company set up. */
  financialYears: Entity[];
  nextNumber: { customer: number; invoice: number; payment: number; taxReduction: number };
}

export interface StubLogEntry {
  /** Arrival, ms (the stub's clock). */
  at: number;
  method: string;
  path: string;
  status: number;
  problems: string[];
}

interface Grant {
  company: StubCompany;
  expiresAt: number;
}

export const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export class FortnoxStubState {
  readonly clientId: string;
  readonly clientSecret: string;
  accessTtlMs: number;
  readonly refreshTtlMs: number;
  limit: number;
  windowMs: number;
  readonly now: () => number;
  private readonly codes = new Map<string, Grant & { redirectUri: string }>();
  private readonly accessTokens = new Map<string, Grant>();
  private readonly refreshTokens = new Map<string, Grant & { used: boolean }>();
  private readonly hits = new Map<string, number[]>();
  readonly companies: StubCompany[] = [];
  readonly log: StubLogEntry[] = [];
  /** How many requests the limit refused, and how many bodies the description refused. */
  readonly counts = { requests: 0, tooMany: 0, invalid: 0, refreshed: 0, reusedRefresh: 0 };

  constructor(options: StubOptions) {
    this.clientId = options.clientId;
    this.clientSecret = options.clientSecret;
    this.accessTtlMs = options.accessTtlMs ?? HOUR_MS;
    this.refreshTtlMs = options.refreshTtlMs ?? 45 * DAY_MS;
    this.limit = options.limit ?? 25;
    this.windowMs = options.windowMs ?? 5000;
    this.now = options.now ?? Date.now;
  }

  private newCompany(): StubCompany {
    const company: StubCompany = {
      id: this.companies.length + 1,
      customers: new Map(),
      invoices: new Map(),
      payments: new Map(),
      taxReductions: new Map(),
      vouchers: new Map(),
      voucherNumbers: new Map(),
      financialYears: [2024, 2025, 2026, 2027].map((year, i) => ({
        Id: i + 1,
        FromDate: `${year}-01-01`,
        ToDate: `${year}-12-31`,
        AccountingMethod: 'ACCRUAL',
      })),
      nextNumber: { customer: 1, invoice: 1, payment: 1, taxReduction: 1 },
    };
    this.companies.push(company);
    return company;
  }

  /** The consent was given: a code for the redirect, good for ten minutes and once. */
  issueCode(redirectUri: string): string {
    const code = randomBytes(18).toString('base64url');
    this.codes.set(code, { redirectUri, company: this.newCompany(), expiresAt: this.now() + 600_000 });
    return code;
  }

  private issueTokens(company: StubCompany) {
    const access = randomBytes(24).toString('base64url');
    const refresh = randomBytes(24).toString('base64url');
    this.accessTokens.set(access, { company, expiresAt: this.now() + this.accessTtlMs });
    this.refreshTokens.set(refresh, { company, expiresAt: this.now() + this.refreshTtlMs, used: false });
    return {
      access_token: access,
      refresh_token: refresh,
      scope: 'customer invoice payment companyinformation',
      expires_in: Math.round(this.accessTtlMs / 1000),
      token_type: 'bearer',
    };
  }

  exchangeCode(code: string, redirectUri: string) {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.expiresAt < this.now() || grant.redirectUri !== redirectUri) return null;
    return this.issueTokens(grant.company);
  }

  /** Rotation: a refresh token works once; the old access token stops working with it. */
  refresh(token: string) {
    const grant = this.refreshTokens.get(token);
    if (!grant || grant.expiresAt < this.now()) return null;
    if (grant.used) {
      this.counts.reusedRefresh += 1;
      return null;
    }
    grant.used = true;
    for (const [access, value] of this.accessTokens) {
      if (value.company === grant.company) this.accessTokens.delete(access);
    }
    this.counts.refreshed += 1;
    return this.issueTokens(grant.company);
  }

  companyOf(accessToken: string): StubCompany | null {
    const grant = this.accessTokens.get(accessToken);
    return grant && grant.expiresAt >= this.now() ? grant.company : null;
  }

  /** Ends every access token now (a test of the refresh), the refresh tokens stay. */
  expireAccessTokens(): void {
    for (const grant of this.accessTokens.values()) grant.expiresAt = 0;
  }

  /** Counts the request against its token's window; false when it is one too many. */
  admit(accessToken: string): boolean {
    const now = this.now();
    const recent = (this.hits.get(accessToken) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(accessToken, recent);
      this.counts.tooMany += 1;
      return false;
    }
    recent.push(now);
    this.hits.set(accessToken, recent);
    return true;
  }

  record(entry: Omit<StubLogEntry, 'at'>): void {
    this.log.push({ at: this.now(), ...entry });
    if (this.log.length > 5000) this.log.shift();
  }
}
