import { isIP } from 'node:net';
import path from 'node:path';
import { ATTACHMENT_UPLOAD_CEILING_BYTES } from '@shared/api/attachments.api';

/**
 * Which peers may tell us the client's address in `X-Forwarded-For`: nobody (the default) or the
 * proxies at these addresses or networks. Trusting everyone would let any client choose the address the
 * login throttle counts against (decision 0023). A hop count is not offered: it cannot tell a proxy from
 * a client that sends the header itself (Fastify 5 ignores the header for one).
 */
export type TrustProxy = false | string[];

/** Everything the server reads from the environment, read once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | null;
  production: boolean;
  /** Developer tools (the e-mail outbox page) are on outside production unless turned off. */
  devTools: boolean;
  /** Fill an empty database with the demo provider, firms and logins. */
  demoData: boolean;
  /** Secure cookies: on when PUBLIC_URL is https unless COOKIE_SECURE says otherwise. */
  cookieSecure: boolean;
  trustProxy: TrustProxy;
  pollingIntervalMs: number;
  /** Where reset links point; the browser-facing address of the app. */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  webDistDir: string;
  runJobs: boolean;
  /** SMS gateway (issue #7); without it SMS stay in sms_outbox and the log. */
  smsUrl: string | null;
  smsToken: string | null;
  /** The built-in provider simulator: on with demo data unless PROVIDER_SIMULATOR=off. */
  providerSimulator: boolean;
  /** How long after confirmation the simulator delivers and invoices an order. */
  providerSimulatorDeliveryMs: number;
  /** Each firm's space for document attachments, bytes (ATTACHMENT_SPACE_MB, decision 0028). */
  attachmentSpaceBytes: number;
  /** The largest single attachment, bytes (ATTACHMENT_FILE_MB; at most the upload route's ceiling). */
  attachmentFileBytes: number;
  /** Fortnox (issue #18, decision 0047); without FORTNOX_API_URL the dev tools serve a stub at /dev/fortnox. */
  fortnox: FortnoxConfig;
  /** The PEPPOL access point (issue #20, decision 0050); without EINVOICE_AP_URL the dev tools serve a stub. */
  eInvoice: EInvoiceConfig;
  /** VVS-guiden (issue #22, decision 0057); without VVSGUIDEN_URL the dev tools serve a stub. */
  vvsGuiden: VvsGuidenConfig;
}

export interface VvsGuidenConfig {
  /** The directory's origin (`/v1/installers` is appended); empty: not connected. */
  url: string;
  apiKey: string;
  /** The app serves the directory's stub itself at /dev/vvs-guiden (development and demo). */
  builtInStub: boolean;
}

function vvsGuidenConfig(env: NodeJS.ProcessEnv, publicUrl: string, devTools: boolean): VvsGuidenConfig {
  const builtInStub = devTools && !env.VVSGUIDEN_URL;
  return {
    url: (env.VVSGUIDEN_URL || (builtInStub ? `${publicUrl}/dev/vvs-guiden` : '')).replace(/\/$/, ''),
    apiKey: env.VVSGUIDEN_API_KEY || (builtInStub ? 'montor-dev-vvsguiden' : ''),
    builtInStub,
  };
}

export interface EInvoiceConfig {
  /** The access point's origin (`/messages` is appended). */
  accessPointUrl: string;
  accessPointToken: string;
  /** The app serves the access point stub itself at /dev/access-point (development and demo). */
  builtInStub: boolean;
}

function eInvoiceConfig(env: NodeJS.ProcessEnv, publicUrl: string, devTools: boolean): EInvoiceConfig {
  const builtInStub = devTools && !env.EINVOICE_AP_URL;
  return {
    accessPointUrl: (env.EINVOICE_AP_URL || (builtInStub ? `${publicUrl}/dev/access-point` : '')).replace(
      /\/$/,
      '',
    ),
    accessPointToken: env.EINVOICE_AP_TOKEN || (builtInStub ? 'montor-dev-ap' : ''),
    builtInStub,
  };
}

export interface FortnoxConfig {
  /** The REST API's origin (`/3/...` is appended). */
  apiUrl: string;
  /** The OAuth server's origin (`/oauth-v1/auth`, `/oauth-v1/token`). */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where Fortnox sends the browser back with the code: the integration page. */
  redirectUrl: string;
  /** Seals the stored tokens (FORTNOX_TOKEN_KEY); the client secret when not set. */
  tokenKey: string;
  /** The app serves the Fortnox stub itself (development and demo). */
  builtInStub: boolean;
}

function fortnoxConfig(env: NodeJS.ProcessEnv, publicUrl: string, devTools: boolean): FortnoxConfig {
  const builtInStub = devTools && !env.FORTNOX_API_URL;
  const stub = `${publicUrl}/dev/fortnox`;
  const origin = (value: string | undefined, fallback: string) => (value || fallback).replace(/\/$/, '');
  const clientSecret = env.FORTNOX_CLIENT_SECRET || (builtInStub ? 'montor-dev-secret' : '');
  return {
    apiUrl: origin(env.FORTNOX_API_URL, builtInStub ? stub : 'https://api.fortnox.se'),
    authUrl: origin(env.FORTNOX_AUTH_URL, builtInStub ? stub : 'https://apps.fortnox.se'),
    clientId: env.FORTNOX_CLIENT_ID || (builtInStub ? 'montor-dev' : ''),
    clientSecret,
    redirectUrl: env.FORTNOX_REDIRECT_URL || `${publicUrl}/montor/foretag/edit/fortnox-integration`,
    tokenKey: env.FORTNOX_TOKEN_KEY || clientSecret,
    builtInStub,
  };
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} måste vara ett heltal, fick "${value}"`);
  return n;
}

/** proxy-addr's names for ranges, besides addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || ['0', 'false', 'off', 'no'].includes(text.toLowerCase())) return false;
  const entries = text.split(',').map((entry) => entry.trim().toLowerCase());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY ska vara off eller proxyernas adresser/nät (t.ex. 10.0.0.1,10.1.0.0/16), fick "${wrong}"`,
    );
  }
  return entries;
}

const MIB = 1024 * 1024;

/** The route reads no body over its ceiling, so a larger per-file limit could never be reached. */
function attachmentFileBytes(value: string | undefined): number {
  const bytes = int(value, 25, 'ATTACHMENT_FILE_MB') * MIB;
  if (bytes > ATTACHMENT_UPLOAD_CEILING_BYTES) {
    throw new Error(
      `ATTACHMENT_FILE_MB får vara högst ${ATTACHMENT_UPLOAD_CEILING_BYTES / MIB}, fick "${value}"`,
    );
  }
  return bytes;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = int(env.PORT, 3000, 'PORT');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    production,
    devTools: flag(env.DEV_TOOLS, !production),
    demoData: flag(env.DEMO_DATA, true),
    cookieSecure: flag(env.COOKIE_SECURE, publicUrl.toLowerCase().startsWith('https:')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    pollingIntervalMs: int(env.POLLING_INTERVAL_MS, 60_000, 'POLLING_INTERVAL_MS'),
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Montör <noreply@montor.local>',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? './dist/web'),
    runJobs: flag(env.RUN_JOBS, true),
    smsUrl: env.SMS_URL || null,
    smsToken: env.SMS_TOKEN || null,
    providerSimulator: flag(env.PROVIDER_SIMULATOR, flag(env.DEMO_DATA, true)),
    providerSimulatorDeliveryMs: int(
      env.PROVIDER_SIMULATOR_DELIVERY_MS,
      120_000,
      'PROVIDER_SIMULATOR_DELIVERY_MS',
    ),
    attachmentSpaceBytes: int(env.ATTACHMENT_SPACE_MB, 1024, 'ATTACHMENT_SPACE_MB') * MIB,
    attachmentFileBytes: attachmentFileBytes(env.ATTACHMENT_FILE_MB),
    fortnox: fortnoxConfig(env, publicUrl, flag(env.DEV_TOOLS, !production)),
    eInvoice: eInvoiceConfig(env, publicUrl, flag(env.DEV_TOOLS, !production)),
    vvsGuiden: vvsGuidenConfig(env, publicUrl, flag(env.DEV_TOOLS, !production)),
  };
}
