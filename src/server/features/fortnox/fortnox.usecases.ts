/**
 * Activating and resetting the Fortnox connection (product-spec §4, decision 0047) and starting exports.
 * The browser brings Fortnox's code back to the integration page; logged in, the page activates at
 * once; logged out, the server keeps the code under a `temporalObjUid` the browser holds until its user
 * logs in. Either way the code is only taken with a `state` this firm asked for.
 */
import { randomBytes } from 'node:crypto';
import {
  FORTNOX_SYNC_LIMIT,
  type FortnoxConnection,
  type FortnoxExportResult,
  type FortnoxExportStatus,
  type FortnoxFinancialYear,
  type FortnoxRefusal,
} from '@shared/api/fortnox.api';
import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import type { AppDeps, SessionEmployee } from '../../platform/http/context';
import { exportStatusOf, FORTNOX_EXPORT_JOB } from './export/export.mapper';
import { listExportables } from './export/export.repository';
import { type ExportRequest, exportTargets, financialYears, runExport } from './export/export.usecases';
import { authorizationUrl, exchangeCode, FortnoxApi, sealTokens } from './fortnox.client';
import { fortnoxErrors } from './fortnox.errors';
import {
  authStateExists,
  deleteConnection,
  findConnection,
  findEmployeeName,
  insertAuthState,
  insertPendingCode,
  openToken,
  saveConnection,
  sealToken,
  takeAuthState,
  takePendingCode,
} from './fortnox.repository';

/** How long a consent may take, and how long a logged-out browser's code waits for its login. */
const STATE_TTL_MS = 30 * 60_000;
const PENDING_CODE_TTL_MS = 30 * 60_000;

interface Call {
  deps: AppDeps;
  firmId: string;
  session: SessionEmployee;
}

/**
 * Why this employee may not activate (product-spec §6): a role matter is the firm's administrator's to
 * solve, a missing option or access level the provider's.
 */
export function fortnoxRefusal(session: SessionEmployee): FortnoxRefusal | null {
  if (canAccess(session, permissions.manageFortnox)) return null;
  return canAccess({ ...session, role: 'ADMIN' }, permissions.manageFortnox) ? 'ASK_ADMIN' : 'ASK_PROVIDER';
}

function assertMayManage(session: SessionEmployee): void {
  const refusal = fortnoxRefusal(session);
  if (refusal) throw fortnoxErrors[refusal]();
}

export async function fortnoxConnection({ deps, firmId, session }: Call): Promise<FortnoxConnection> {
  const row = await findConnection(deps.db, firmId);
  const now = deps.clock.now();
  return {
    active: row !== null && row.refreshExpiresAt > now,
    refreshTokenDeadline: row?.refreshExpiresAt.toISOString() ?? null,
    activatedAt: row?.activatedAt.toISOString() ?? null,
    activatedBy: row?.activatedBy ? await findEmployeeName(deps.db, firmId, row.activatedBy) : null,
    refusal: fortnoxRefusal(session),
  };
}

export async function activationLink({ deps, firmId, session }: Call): Promise<{ link: string }> {
  const state = randomBytes(24).toString('base64url');
  const expiresAt = new Date(deps.clock.now().getTime() + STATE_TTL_MS);
  await insertAuthState(deps.db, { state, firmId, employeeId: session.id, expiresAt });
  return { link: authorizationUrl(deps.config.fortnox, state) };
}

/** `saveActivationCode`: a logged-out browser's code, kept until its user logs in. */
export async function saveActivationCode({
  deps,
  authorizationCode,
  state,
}: {
  deps: AppDeps;
  authorizationCode: string;
  state: string;
}): Promise<{ temporalObjUid: string }> {
  // Only a code answering a link some firm asked for is kept: the call is open to anyone.
  if (!(await authStateExists(deps.db, state, deps.clock.now()))) throw fortnoxErrors.STATE_UNKNOWN();
  const expiresAt = new Date(deps.clock.now().getTime() + PENDING_CODE_TTL_MS);
  // Sealed like the tokens: the code is worth a connection until Fortnox lets it expire.
  const code = sealToken(deps.config.fortnox.tokenKey, authorizationCode);
  return { temporalObjUid: await insertPendingCode(deps.db, { code, state, expiresAt }) };
}

export async function checkAndActivate(
  call: Call & { parameters: { authorizationCode: string; state: string } | { temporalObjUid: string } },
): Promise<FortnoxConnection> {
  const { deps, firmId, session, parameters } = call;
  assertMayManage(session);
  const now = deps.clock.now();
  let code: string;
  let state: string;
  if ('temporalObjUid' in parameters) {
    const pending = await takePendingCode(deps.db, parameters.temporalObjUid, now);
    if (!pending) throw fortnoxErrors.PENDING_CODE_GONE();
    code = openToken(deps.config.fortnox.tokenKey, pending.code);
    state = pending.state;
  } else {
    code = parameters.authorizationCode;
    state = parameters.state;
  }
  if (!(await takeAuthState(deps.db, state, firmId, now))) throw fortnoxErrors.STATE_UNKNOWN();
  const tokens = await exchangeCode(deps.config.fortnox, code, now);
  if (!tokens) throw fortnoxErrors.CODE_REFUSED();
  await saveConnection(deps.db, {
    firmId,
    employeeId: session.id,
    tokens: sealTokens(deps.config.fortnox, tokens),
    now,
  });
  return fortnoxConnection(call);
}

export async function resetCode(call: Call): Promise<FortnoxConnection> {
  assertMayManage(call.session);
  await deleteConnection(call.deps.db, call.firmId);
  return fortnoxConnection(call);
}

export async function fortnoxExportables(
  call: Call & { kind: ExportRequest['kind']; search: string; limit: number },
) {
  const { items, totalCount } = await listExportables(call.deps.db, { ...call });
  return {
    totalCount,
    items: items.map((item) => ({
      ...item,
      amountOre: item.amountOre === null ? null : Number(item.amountOre),
      exportedToFortnox: item.fortnoxNumber !== null,
    })),
  };
}

/** A few documents are sent while the user waits; more go to a job whose report the page polls. */
async function start(deps: AppDeps, request: ExportRequest): Promise<FortnoxExportResult> {
  if (!(await findConnection(deps.db, request.firmId))) throw fortnoxErrors.NOT_ACTIVATED();
  const count =
    request.kind === 'VOUCHER' ? (await exportTargets(deps, request, null)).length : request.uids.length;
  if (count <= FORTNOX_SYNC_LIMIT) {
    return runExport(deps, new FortnoxApi(deps, request.firmId), request);
  }
  if (request.kind !== 'VOUCHER') await exportTargets(deps, request, null);
  // One attempt: a repeat of a half-done export with "export again" would send documents twice.
  const jobUid = await deps.jobs.enqueue(FORTNOX_EXPORT_JOB, request, {
    firmId: request.firmId,
    maxAttempts: 1,
  });
  return {
    asyncMode: true,
    jobUid,
    successfullyExportedDocuments: [],
    skippedDocuments: [],
    failedDocuments: [],
  };
}

export async function startExport(
  call: Call & {
    kind: ExportRequest['kind'];
    uids: string[];
    alreadyExported: ExportRequest['alreadyExported'];
  },
): Promise<FortnoxExportResult> {
  return start(call.deps, {
    firmId: call.firmId,
    employeeId: call.session.id,
    kind: call.kind,
    uids: [...new Set(call.uids)],
    alreadyExported: call.alreadyExported,
  });
}

/** exportFortnoxDoc: the period's vouchers into the firm's series in Fortnox (decision 0047). */
export async function startVoucherExport(
  call: Call & NonNullable<ExportRequest['period']> & { alreadyExported: ExportRequest['alreadyExported'] },
): Promise<FortnoxExportResult> {
  const { ledgerKind, fromDate, toDate } = call;
  return start(call.deps, {
    firmId: call.firmId,
    employeeId: call.session.id,
    kind: 'VOUCHER',
    uids: [],
    alreadyExported: call.alreadyExported,
    period: { ledgerKind, fromDate, toDate },
  });
}

/** customerFiscalPeriods of the Fortnox company: where its vouchers can go; none without a connection. */
export async function fortnoxFinancialYears(call: Call): Promise<{ years: FortnoxFinancialYear[] }> {
  if (!(await findConnection(call.deps.db, call.firmId))) return { years: [] };
  return { years: await financialYears(new FortnoxApi(call.deps, call.firmId)) };
}

export async function fortnoxExportStatus(call: Call & { jobUid: string }): Promise<FortnoxExportStatus> {
  const job = await call.deps.jobs.get(call.jobUid, call.firmId);
  if (!job || job.kind !== FORTNOX_EXPORT_JOB) throw fortnoxErrors.JOB_NOT_FOUND();
  return exportStatusOf(job);
}
