import type { CurrentSession, SessionData } from '@shared/api/auth.api';
import type { Db } from '../../platform/db/database';
import type { AppDeps, RequestSession } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { verifyCaptcha } from '../content';
import {
  findActiveEmployeeByLoginOrEmail,
  findEmployeeByLogin,
  findEmployeeOfResetToken,
  hashPassword,
  updateEmployee,
  verifyAgainstNothing,
  verifyPassword,
} from '../employees';
import { findFirm } from '../firms';
import { readProvider } from '../settings';
import { authErrors } from './auth.errors';
import {
  consumeResetToken,
  deleteEmployeeSessions,
  deleteSession,
  findProviderAdmin,
  insertLoginInfoRequest,
  insertResetToken,
  recentFailures,
  recordLoginAttempt,
  updateSession,
} from './auth.repository';
import { loadSessionData, openSession, randomToken, sha256 } from './auth.session';

export const THROTTLE = { windowMs: 15 * 60_000, perLogin: 5, perAddress: 20 } as const;
const RESET_LINK_LIFETIME_MS = 60 * 60_000;
export const MIN_PASSWORD_LENGTH = 8;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** The visitor's or employee's current session; a browser without one gets a fresh visitor session. */
export async function currentSession({
  deps,
  session,
  client,
}: {
  deps: AppDeps;
  session: RequestSession | null;
  client: ClientInfo;
}): Promise<{ current: CurrentSession; newSecret: string | null }> {
  if (session) {
    const data = session.employee ? await loadSessionData(deps.db, session.id) : null;
    return { current: { instanceToken: session.instanceToken, session: data }, newSecret: null };
  }
  const opened = await openSession(deps.db, { ...client, now: deps.clock.now() });
  return {
    current: { instanceToken: opened.session.instanceToken, session: null },
    newSecret: opened.secret,
  };
}

async function assertNotThrottled(db: Db, login: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const checks = [
    { key: { login }, limit: THROTTLE.perLogin },
    { key: { ip }, limit: THROTTLE.perAddress },
  ];
  for (const { key, limit } of checks) {
    const { failures, oldest } = await recentFailures(db, key, since);
    if (failures >= limit && oldest) {
      const waitMs = oldest.getTime() + THROTTLE.windowMs - now.getTime();
      throw authErrors.LOGIN_THROTTLED(Math.max(1, Math.ceil(waitMs / 60_000)));
    }
  }
}

/**
 * Logs an employee in, or a provider administrator as one of a firm's employees. The visitor session is
 * replaced by a new one (new secret, new instance token) so a planted session id is worth nothing.
 */
export async function login({
  deps,
  input,
  client,
  previous,
}: {
  deps: AppDeps;
  input: { employeeLogin: string; password: string; durable: boolean; adminLogin?: string };
  client: ClientInfo;
  previous: RequestSession | null;
}): Promise<{ current: CurrentSession; secret: string; durable: boolean }> {
  const { db, clock } = deps;
  const employeeLogin = input.employeeLogin.trim();
  const adminLogin = input.adminLogin?.trim() || null;
  if (!employeeLogin || !input.password.trim()) throw authErrors.EMPTY_CREDENTIALS();
  const now = clock.now();
  const attemptLogin = adminLogin ?? employeeLogin;
  await assertNotThrottled(db, attemptLogin, client.ip, now);

  const employee = await findEmployeeByLogin(db, employeeLogin);
  const admin = adminLogin ? await findProviderAdmin(db, adminLogin) : null;
  const passwordHash = adminLogin ? admin?.passwordHash : employee?.passwordHash;
  const valid = passwordHash
    ? await verifyPassword(passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  const firm = employee ? await findFirm(db, employee.firmId) : null;
  const ok = valid && employee?.active && firm && (!adminLogin || admin);
  await recordLoginAttempt(db, { login: attemptLogin, ip: client.ip, succeeded: Boolean(ok), at: now });
  if (!ok || !employee || !firm) throw authErrors.INVALID_CREDENTIALS();
  if (!firm.active) throw authErrors.FIRM_INACTIVE();

  if (previous) await deleteSession(db, previous.id);
  const opened = await openSession(db, {
    employeeId: employee.id,
    firmId: firm.id,
    adminId: admin?.id ?? null,
    durable: input.durable,
    ...client,
    now,
  });
  if (!admin) await updateEmployee(db, firm.id, employee.id, { lastLoginAt: now });
  const data = await loadSessionData(db, opened.session.id);
  return {
    current: { instanceToken: opened.session.instanceToken, session: data },
    secret: opened.secret,
    durable: input.durable,
  };
}

/** Ends the session and hands the browser a fresh visitor session, so it can log in again at once. */
export async function logout({
  deps,
  session,
  client,
}: {
  deps: AppDeps;
  session: RequestSession | null;
  client: ClientInfo;
}): Promise<{ current: CurrentSession; secret: string }> {
  if (session) await deleteSession(deps.db, session.id);
  const opened = await openSession(deps.db, { ...client, now: deps.clock.now() });
  return { current: { instanceToken: opened.session.instanceToken, session: null }, secret: opened.secret };
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}

/**
 * Mails a one-hour, single-use link to set a new password. An unknown login and a login without an
 * e-mail address get the same answer, so the form cannot be used to find out which logins exist.
 */
export async function requestPasswordReset({
  deps,
  input,
}: {
  deps: AppDeps;
  input: { login: string; captchaTicket: string; captchaAnswer: string };
}): Promise<{ sentTo: string }> {
  const { db, clock, config, mail } = deps;
  const now = clock.now();
  await verifyCaptcha({ deps, ticket: input.captchaTicket, answer: input.captchaAnswer });
  const employee = await findActiveEmployeeByLoginOrEmail(db, input.login.trim());
  if (!employee?.email) {
    const provider = await readProvider(db);
    throw authErrors.NO_EMAIL(provider?.warehouseNoun ?? 'lager', { field: 'login' });
  }
  const token = randomToken();
  await insertResetToken(db, {
    tokenHash: sha256(token),
    employeeId: employee.id,
    expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
  });
  const link = `${config.publicUrl}/aterstall-losenord?token=${token}`;
  await mail.queue({
    to: employee.email,
    subject: 'Byt lösenord i Montör',
    text: [
      `Hej ${employee.displayName}!`,
      '',
      `Någon (förhoppningsvis du) har bett om ett nytt lösenord för inloggningen ${employee.login} i Montör.`,
      'Öppna länken inom en timme för att välja ett nytt lösenord:',
      '',
      link,
      '',
      'Har du inte bett om det kan du strunta i det här meddelandet; ditt lösenord är oförändrat.',
    ].join('\n'),
  });
  return { sentTo: maskEmail(employee.email) };
}

export async function setNewPassword({
  deps,
  input,
}: {
  deps: AppDeps;
  input: { token: string; password: string };
}): Promise<{ employeeLogin: string }> {
  const { db, clock } = deps;
  if (input.password.length < MIN_PASSWORD_LENGTH) throw authErrors.PASSWORD_TOO_SHORT({ field: 'password' });
  const passwordHash = await hashPassword(input.password);
  const employeeId = await consumeResetToken(db, sha256(input.token), clock.now());
  const employee = employeeId ? await findEmployeeOfResetToken(db, employeeId) : null;
  if (!employee) throw authErrors.RESET_LINK_INVALID();
  await updateEmployee(db, employee.firmId, employee.id, { passwordHash });
  // A changed password ends every session made with the old one.
  await deleteEmployeeSessions(db, employee.id);
  return { employeeLogin: employee.login };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function sendLoginInfoRequest({
  deps,
  input,
}: {
  deps: AppDeps;
  input: {
    companyName: string;
    customerCode?: string;
    name: string;
    email: string;
    phone?: string;
    message?: string;
  };
}): Promise<void> {
  const { db, mail } = deps;
  if (!EMAIL_PATTERN.test(input.email.trim())) throw authErrors.EMAIL_FORMAT({ field: 'email' });
  const values = { ...input, email: input.email.trim() };
  await insertLoginInfoRequest(db, values);
  const provider = await readProvider(db);
  if (provider?.email) {
    await mail.queue({
      to: provider.email,
      subject: `Begäran om inloggning till Montör: ${input.companyName}`,
      text: [
        `Företag: ${input.companyName}`,
        `Kundnummer: ${input.customerCode ?? '–'}`,
        `Namn: ${input.name}`,
        `E-post: ${values.email}`,
        `Telefon: ${input.phone ?? '–'}`,
        '',
        input.message ?? '',
      ].join('\n'),
    });
  }
}

/** Client mode lives on the session (this screen only); the menu state on the employee (every device). */
export async function updateOwnSession({
  deps,
  session,
  change,
}: {
  deps: AppDeps;
  session: RequestSession & { employee: NonNullable<RequestSession['employee']> };
  change: { clientMode?: boolean; mainMenuOpened?: boolean };
}): Promise<SessionData> {
  if (change.clientMode !== undefined)
    await updateSession(deps.db, session.id, { clientMode: change.clientMode });
  if (change.mainMenuOpened !== undefined) {
    await updateEmployee(deps.db, session.employee.firmId, session.employee.id, {
      mainMenuOpened: change.mainMenuOpened,
    });
  }
  const data = await loadSessionData(deps.db, session.id);
  if (!data) throw httpErrors.NOT_AUTHENTICATED();
  return data;
}
