import { createHash, randomBytes } from 'node:crypto';
import type { SessionData } from '@shared/api/auth.api';
import type { FeatureFlag } from '@shared/domain/access';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../platform/db/database';
import type { AppDeps, RequestSession } from '../../platform/http/context';
import { accountingSwitchedOn } from '../accounting';
import type { EmployeeRow } from '../employees';
import type { FirmRow } from '../firms';
import { findPreselectedOwnArticleUid } from '../ownArticles';
import { readEnabledFeatures } from '../settings';
import { findLiveSession, findSessionRows, insertSession, type SessionRow } from './auth.repository';

export const SESSION_COOKIE = 'montor_session';

const MINUTE = 60_000;
/** How long a session lives without use. Durable ("kom ihåg mig") sessions outlive the browser. */
export const SESSION_LIFETIME_MS = {
  durable: 30 * 24 * 60 * MINUTE,
  browser: 12 * 60 * MINUTE,
  visitor: 24 * 60 * MINUTE,
} as const;
/** Sliding expiry is written at most this often, so a busy page does not write on every call. */
const TOUCH_EVERY_MS = MINUTE;

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/*
 * A visitor is not stored (decision 0023): 500 cookieless calls made 500 rows. The cookie of a visitor
 * holds `v.` and a random secret, and its instance token is derived from that secret. A cross-site page
 * can neither read the HttpOnly cookie nor our answers, so it cannot know the token, just as with a
 * stored session; anyone may make himself a visitor cookie, which gives nothing a visitor lacks.
 */
const VISITOR_PREFIX = 'v.';
/** The id of a visitor's session, which has no row: nothing may look it up or delete it. */
const UNSTORED = '';

const visitorToken = (secret: string) => sha256(`montor-visitor-instance-token:${secret}`);

/** Whether the session has a row (an employee's, or a visitor's from before visitors went unstored). */
export const isStored = (session: RequestSession): boolean => session.id !== UNSTORED;

/** A visitor's session: a cookie secret and its instance token, and no row. */
export function openVisitorSession(): { instanceToken: string; secret: string } {
  const secret = `${VISITOR_PREFIX}${randomToken()}`;
  return { instanceToken: visitorToken(secret), secret };
}

export function lifetimeOf(session: {
  employeeId: string | null;
  adminId?: string | null;
  durable: boolean;
}): number {
  if (!session.employeeId && !session.adminId) return SESSION_LIFETIME_MS.visitor;
  return session.durable ? SESSION_LIFETIME_MS.durable : SESSION_LIFETIME_MS.browser;
}

/** Creates a session row and returns it with the cookie secret, which only the browser keeps. */
export async function openSession(
  db: Db,
  values: {
    employeeId?: string;
    firmId?: string;
    adminId?: string | null;
    durable?: boolean;
    ip: string;
    userAgent: string | null;
    now: Date;
  },
): Promise<{ session: SessionRow; secret: string }> {
  const secret = randomToken();
  const employeeId = values.employeeId ?? null;
  const durable = values.durable ?? false;
  const session = await insertSession(db, {
    secretHash: sha256(secret),
    instanceToken: randomToken(),
    employeeId,
    firmId: values.firmId ?? null,
    adminId: values.adminId ?? null,
    durable,
    ip: values.ip,
    userAgent: values.userAgent,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: new Date(
      values.now.getTime() + lifetimeOf({ employeeId, adminId: values.adminId ?? null, durable }),
    ),
  });
  return { session, secret };
}

export function setSessionCookie(
  reply: FastifyReply,
  config: AppConfig,
  secret: string,
  durable: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    // Without maxAge the cookie ends with the browser; the server-side expiry bounds it either way.
    ...(durable ? { maxAge: SESSION_LIFETIME_MS.durable / 1000 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
  });
}

const sessionCache = new WeakMap<FastifyRequest, Promise<RequestSession | null>>();

/** Resolves (once per request) the session its cookie names, sliding its expiry forward. */
export function resolveSession(request: FastifyRequest, deps: AppDeps): Promise<RequestSession | null> {
  let cached = sessionCache.get(request);
  if (!cached) {
    cached = loadSession(request, deps);
    sessionCache.set(request, cached);
  }
  return cached;
}

async function loadSession(request: FastifyRequest, deps: AppDeps): Promise<RequestSession | null> {
  const secret = request.cookies[SESSION_COOKIE];
  if (!secret) return null;
  if (secret.startsWith(VISITOR_PREFIX)) {
    return {
      id: UNSTORED,
      instanceToken: visitorToken(secret),
      durable: false,
      clientMode: false,
      employee: null,
      providerAdminId: null,
    };
  }
  const session = await findLiveSession(deps.db, {
    secretHash: sha256(secret),
    now: deps.clock.now(),
    touchEveryMs: TOUCH_EVERY_MS,
    lifetimeMs: SESSION_LIFETIME_MS,
  });
  if (!session) return null;
  const { employee } = session;
  return {
    id: session.id,
    instanceToken: session.instanceToken,
    durable: session.durable,
    clientMode: session.clientMode,
    employee:
      employee && session.employeeId
        ? {
            id: session.employeeId,
            firmId: employee.firmId,
            role: employee.role,
            accessLevel: employee.accessLevel,
            enabledSiteOption: employee.siteOptions,
            adminId: session.adminId,
            netPriceAndMarginHidden: employee.netPriceAndMarginHidden,
            defaultWarehouse:
              employee.defaultWarehouseId && employee.defaultWarehouseCode
                ? { id: employee.defaultWarehouseId, code: employee.defaultWarehouseCode }
                : null,
          }
        : null,
    providerAdminId: session.employeeId ? null : session.adminId,
  };
}

/** The session data of api-spec §3.13, built from the rows it describes. */
export function toSessionData(input: {
  employee: EmployeeRow;
  firm: FirmRow;
  session: Pick<SessionRow, 'clientMode'>;
  adminLogin: string | null;
  adminName: string | null;
  defaultWarehouseCode: string | null;
  enabledFeatures: FeatureFlag[];
  preselectedOwnArticle: string | null;
  accountingSwitchedOn: boolean;
}): SessionData {
  const { employee, firm, session } = input;
  const options = new Set(firm.siteOptions);
  return {
    employeeUid: employee.id,
    employeePhone: employee.phone,
    employeeEmail: employee.email,
    employeeLogin: employee.login,
    employeeName: employee.displayName,
    customerUid: firm.id,
    customerCode: firm.code,
    customerName: firm.name,
    customerLogoLink: firm.logoLink,
    preselectedOwnArticle: input.preselectedOwnArticle,
    adminLogin: input.adminLogin,
    adminName: input.adminName,
    accessLevel: firm.accessLevel,
    netPriceAndMarginHidden: employee.netPriceAndMarginHidden,
    clientMode: session.clientMode,
    mainMenuOpened: employee.mainMenuOpened,
    // The terms bind the firm: one approval by its admin covers every employee (decision 0052).
    gdprApproved: firm.gdprApprovedAt !== null,
    role: employee.role,
    documentsOnPage: employee.documentsOnPage,
    paymentDelay: firm.paymentDelayDays,
    eInvoiceEnabled: options.has('E_INVOICE'),
    onlyAdminsCanOrder: firm.onlyAdminsCanOrder,
    vvsguidenEnabled: firm.vvsguidenEnabled,
    // The provider's SIE option opens accounting; the firm's own switch turns its exports on (decision 0045).
    accountingEnabled: options.has('SIE') && input.accountingSwitchedOn,
    paymentRemindersEnabled: options.has('PAYMENT_REMINDERS'),
    fortnoxActivated: firm.fortnoxActivated,
    autoArchivingDocuments: firm.autoArchivingDocuments,
    lastCreatedDocumentType: null,
    priceList: null,
    ownPricesMode: firm.ownPricesMode,
    accountingType: firm.accountingType,
    adaptiveItemsTableDisabled: employee.adaptiveItemsTableDisabled,
    mandatoryMarkEnabled: firm.mandatoryMark,
    mandatoryObjectEnabled: firm.mandatoryObject,
    preferredCatalogueItemSortField: employee.preferredCatalogueItemSortField,
    addingDuplicateArticleType: employee.addingDuplicateArticleType,
    unixInvoicesSummariesEnabled: options.has('UNIX_INVOICES'),
    enabledSiteOption: [...firm.siteOptions],
    enabledFeatures: [...new Set([...input.enabledFeatures, ...firm.featureFlags])],
    employeeSaveAndUseListViewSettings: employee.saveAndUseListViewSettings,
    defaultWarehouseCode: input.defaultWarehouseCode,
  };
}

/** What the browser knows of a logged-in session: the employee, the firm and the settings it works under. */
export async function loadSessionData(db: Db, sessionId: string): Promise<SessionData | null> {
  const rows = await findSessionRows(db, sessionId);
  if (!rows) return null;
  const [enabledFeatures, preselectedOwnArticle, switchedOn] = await Promise.all([
    readEnabledFeatures(db),
    findPreselectedOwnArticleUid(db, rows.firm.id),
    accountingSwitchedOn(db, rows.firm.id),
  ]);
  return toSessionData({ ...rows, enabledFeatures, preselectedOwnArticle, accountingSwitchedOn: switchedOn });
}
