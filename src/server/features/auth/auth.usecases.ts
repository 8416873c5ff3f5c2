import type { CurrentSession, SessionData } from '@shared/api/auth.api';
import type { Db } from '../../platform/db/database';
import type { AppDeps, RequestSession } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { recordAdminAction } from '../auditLog';
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
  recentAddressRequests,
  recentFailures,
  recordAddressRequest,
  recordLoginAttempt,
  updateSession,
} from './auth.repository';
import {
  isStored,
  loadSessionData,
  openSession,
  openVisitorSession,
  randomToken,
  sha256,
} from './auth.session';

export const THROTTLE = { windowMs: 15 * 60_000, perLogin: 5, perAddress: 20 } as const;
const RESET_LINK_LIFETIME_MS = 60 * 60_000;
export const MIN_PASSWORD_LENGTH = 8;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** The visitor's or employee's current session; a browser without one gets a visitor session (no row). */
export async function currentSession({
  deps,
  session,
}: {
  deps: AppDeps;
  session: RequestSession | null;
}): Promise<{ current: CurrentSession; newSecret: string | null }> {
  if (session) {
    const data = session.employee ? await loadSessionData(deps.db, session.id) : null;
    return { current: { instanceToken: session.instanceToken, session: data }, newSecret: null };
  }
  const visitor = openVisitorSession();
  return { current: { instanceToken: visitor.instanceToken, session: null }, newSecret: visitor.secret };
}

export async function assertNotThrottled(db: Db, login: string, ip: string, now: Date): Promise<void> {
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

  // A provider admin reading a firm's data as one of its employees is logged before the session opens.
  if (admin) {
    await recordAdminAction(db, {
      adminId: admin.id,
      action: 'ACT_AS_EMPLOYEE',
      targetType: 'EMPLOYEE',
      targetId: employee.id,
      targetLabel: `${employee.displayName} (${employee.login}), ${firm.code} ${firm.name}`,
      ip: client.ip,
    });
  }
  if (previous && isStored(previous)) await deleteSession(db, previous.id);
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
}: {
  deps: AppDeps;
  session: RequestSession | null;
}): Promise<{ current: CurrentSession; secret: string }> {
  if (session && isStored(session)) await deleteSession(deps.db, session.id);
  const visitor = openVisitorSession();
  return { current: { instanceToken: visitor.instanceToken, session: null }, secret: visitor.secret };
}

/** Per-address limits on the forms a stranger can send without logging in (decision 0023). */
export const ADDRESS_LIMITS = {
  resetPassword: { perWindow: 10, windowMs: 60 * 60_000 },
  loginInfoRequest: { perWindow: 5, windowMs: 60 * 60_000 },
} as const;

/**
 * Counts a request of `action` from the address and refuses it beyond the limit. The counts live in the
 * database, as the login throttle's do, so every app server sees them. A refused request is not counted:
 * a script hammering the form writes nothing.
 */
async function admitAddressRequest(
  deps: AppDeps,
  action: keyof typeof ADDRESS_LIMITS,
  ip: string,
): Promise<void> {
  const { perWindow, windowMs } = ADDRESS_LIMITS[action];
  const now = deps.clock.now();
  const { requests, oldest } = await recentAddressRequests(
    deps.db,
    { action, ip },
    new Date(now.getTime() - windowMs),
  );
  if (requests >= perWindow && oldest) {
    const waitMs = oldest.getTime() + windowMs - now.getTime();
    throw authErrors.REQUESTS_THROTTLED(Math.max(1, Math.ceil(waitMs / 60_000)));
  }
  await recordAddressRequest(deps.db, { action, ip, at: now });
}

/**
 * Mails a one-hour, single-use link to set a new password. Every login or address typed gets the same
 * answer, whether it exists, has an e-mail address or not, as the login answers a wrong password and an
 * unknown login alike: the form must not tell which logins exist (decision 0023).
 */
export async function requestPasswordReset({
  deps,
  input,
  client,
}: {
  deps: AppDeps;
  input: { login: string; captchaTicket: string; captchaAnswer: string };
  client: ClientInfo;
}): Promise<{ warehouseNoun: string }> {
  const { db, clock, config, mail } = deps;
  await admitAddressRequest(deps, 'resetPassword', client.ip);
  await verifyCaptcha({ deps, ticket: input.captchaTicket, answer: input.captchaAnswer });
  const now = clock.now();
  const provider = await readProvider(db);
  const answer = { warehouseNoun: provider?.warehouseNoun ?? 'lager' };
  const employee = await findActiveEmployeeByLoginOrEmail(db, input.login.trim());
  if (!employee?.email) return answer;
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
  return answer;
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
  client,
}: {
  deps: AppDeps;
  client: ClientInfo;
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
  await admitAddressRequest(deps, 'loginInfoRequest', client.ip);
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
