import path from 'node:path';

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
  cookieSecure: boolean;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = int(env.PORT, 3000, 'PORT');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    production,
    devTools: flag(env.DEV_TOOLS, !production),
    demoData: flag(env.DEMO_DATA, true),
    cookieSecure: flag(env.COOKIE_SECURE, false),
    pollingIntervalMs: int(env.POLLING_INTERVAL_MS, 60_000, 'POLLING_INTERVAL_MS'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
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
  };
}
