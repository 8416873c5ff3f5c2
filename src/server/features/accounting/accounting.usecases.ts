import type { AccountInputData, AccountingProfile, AccountingSettings } from '@shared/api/accounting.api';
import { defaultLedgerMapping, type LedgerMapping } from '@shared/domain/accounting/bas-accounts';
import { type ChartAccount, chartOfAccounts } from '@shared/domain/accounting/chart';
import {
  type Ledger,
  ledgers,
  validateAccount,
  validateMapping,
  validateSeries,
} from '@shared/domain/accounting/ledgers';
import type { AccountingMethod } from '@shared/domain/accounting/vouchers';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { StoreDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { assertValid, type FieldIssue } from '../../platform/http/validation';
import { accountingErrors } from './accounting.errors';
import {
  findOwnAccounts,
  findSeries,
  findSettings,
  insertAccount,
  lockSeries,
  takeNumbers,
  upsertAccount,
  writeMethod,
  writeSeries,
  writeSettings,
} from './accounting.repository';

export interface AccountingSetup {
  /** The firm's switch: off until the firm turns accounting exports on. */
  enabled: boolean;
  method: AccountingMethod;
  mapping: LedgerMapping;
  series: Record<Ledger, { prefix: string; nextNumber: number }>;
  /** The chart: seeded BAS accounts with the firm's names and own accounts. */
  accounts: ReadonlyMap<string, { name: string; sru?: string }>;
}

/**
 * Everything an export needs to book a firm's documents: method, mapping, series and chart. A firm that
 * has set nothing gets the defaults (export off, invoice method, the BAS mapping, series A–D from 1).
 */
export async function loadAccountingSetup({
  db,
  firmId,
}: {
  db: Db;
  firmId: string;
}): Promise<AccountingSetup> {
  const [settings, series, own] = await Promise.all([
    findSettings(db, firmId),
    findSeries(db, firmId),
    findOwnAccounts(db, firmId),
  ]);
  const accounts = new Map(
    chartOfAccounts(own).map((a) => [
      a.account,
      a.sru === null ? { name: a.name } : { name: a.name, sru: String(a.sru) },
    ]),
  );
  return {
    enabled: settings?.enabled ?? false,
    method: settings?.method ?? 'INVOICE',
    mapping: settings?.mapping ?? defaultLedgerMapping,
    series,
    accounts,
  };
}

/**
 * The first number of a gap-free block of `count` verification numbers in the ledger's series. Call it
 * inside the transaction that records the numbers on the documents or payments: the series row stays
 * locked until that transaction ends (a second app server's export waits), and a rollback gives the block
 * back. The transaction must be READ COMMITTED (PostgreSQL's default).
 */
export async function allocateVerificationNumbers({
  tx,
  firmId,
  ledger,
  count,
}: {
  tx: Db;
  firmId: string;
  ledger: Ledger;
  count: number;
}): Promise<number> {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`count must be a positive integer, not ${count}`);
  return takeNumbers(tx, firmId, ledger, count);
}

/** The session's accountingEnabled: the provider's SIE option (checked by the caller) and the firm's switch. */
export async function accountingSwitchedOn(db: Db, firmId: string): Promise<boolean> {
  return (await findSettings(db, firmId))?.enabled ?? false;
}

async function chartOf(db: Db, firmId: string): Promise<ChartAccount[]> {
  return chartOfAccounts(await findOwnAccounts(db, firmId));
}

/** A copy the contract can carry: the stored mapping is read-only. */
function mappingData(mapping: LedgerMapping): AccountingSettings['mapping'] {
  return {
    ...mapping,
    sales: mapping.sales.map((s) => ({ ...s })),
    outputVat: mapping.outputVat.map((v) => ({ ...v })),
  };
}

export async function getAccountingProfile({
  deps: { db },
  firmId,
  editable,
}: {
  deps: StoreDeps;
  firmId: string;
  editable: boolean;
}): Promise<AccountingProfile> {
  const [settings, series, accounts] = await Promise.all([
    findSettings(db, firmId),
    findSeries(db, firmId),
    chartOf(db, firmId),
  ]);
  if (!settings) throw httpErrors.NOT_FOUND();
  return {
    version: settings.version,
    editable,
    settings: {
      enabled: settings.enabled,
      method: settings.method,
      series,
      mapping: mappingData(settings.mapping ?? defaultLedgerMapping),
    },
    accounts,
  };
}

/**
 * A series may be moved forward, never back: the numbers below the stored next number are on vouchers
 * already exported, and bokföringslagen wants each verification number once.
 */
function loweredSeries(
  data: AccountingSettings['series'],
  current: Record<Ledger, { nextNumber: number }>,
): FieldIssue[] {
  return ledgers
    .filter((ledger) => data[ledger].nextNumber < current[ledger].nextNumber)
    .map((ledger) => ({
      field: `series.${ledger}.nextNumber`,
      message: `Nummer till och med ${current[ledger].nextNumber - 1} är redan använda. Ange ${current[ledger].nextNumber} eller högre.`,
    }));
}

/**
 * Stores the settings if nobody saved since `newVersion` was read, in one transaction with the method
 * (on the firm, where the session reads it) and the series (locked, so no export allocates meanwhile).
 */
export async function saveAccountingSettings({
  deps,
  firmId,
  employeeId,
  newVersion,
  data,
}: {
  deps: StoreDeps;
  firmId: string;
  employeeId: string | null;
  newVersion: number;
  data: AccountingSettings;
}): Promise<AccountingProfile> {
  const { db, clock } = deps;
  const now = clock.now();
  const chart = new Set((await chartOf(db, firmId)).map((a) => a.account));
  assertValid([...validateSeries(data.series), ...validateMapping(data.mapping, chart)], 'data');
  await withTransaction(db, async (tx) => {
    const version = await writeSettings(tx, firmId, newVersion, {
      enabled: data.enabled,
      mapping: data.mapping,
      updatedBy: employeeId,
      now,
    });
    if (version === null) throw httpErrors.VERSION_CONFLICT();
    await writeMethod(tx, firmId, data.method, now);
    const current = await lockSeries(tx, firmId);
    assertValid(loweredSeries(data.series, current), 'data');
    for (const ledger of ledgers) await writeSeries(tx, firmId, ledger, data.series[ledger], now);
  });
  return getAccountingProfile({ deps, firmId, editable: true });
}

export async function listAccounts({ deps: { db }, firmId }: { deps: StoreDeps; firmId: string }) {
  return { accounts: await chartOf(db, firmId) };
}

interface AccountChange {
  deps: StoreDeps;
  firmId: string;
  input: AccountInputData;
}

/**
 * The steps adding and renaming share: the trimmed input checked by the shared rules, `change` given
 * whether the number is in the chart already, and the chart as it is afterwards.
 */
async function changeChart(
  { deps: { db, clock }, firmId, input }: AccountChange,
  change: (account: AccountInputData, inChart: boolean, now: Date) => Promise<void>,
) {
  const account = { account: input.account.trim(), name: input.name.trim(), sru: input.sru };
  assertValid(validateAccount(account));
  const inChart = (await chartOf(db, firmId)).some((a) => a.account === account.account);
  await change(account, inChart, clock.now());
  return { accounts: await chartOf(db, firmId) };
}

export function addAccount(request: AccountChange) {
  const { deps, firmId } = request;
  return changeChart(request, async (account, inChart, now) => {
    const exists = () => accountingErrors.ACCOUNT_EXISTS(account.account, { field: 'account' });
    if (inChart) throw exists();
    // Two employees adding one number at once: the primary key lets one in, the other hears it exists.
    if (!(await insertAccount(deps.db, firmId, account, now))) throw exists();
  });
}

export function renameAccount(request: AccountChange) {
  const { deps, firmId } = request;
  return changeChart(request, async (account, inChart, now) => {
    if (!inChart) throw accountingErrors.ACCOUNT_UNKNOWN(account.account, { field: 'account' });
    await upsertAccount(deps.db, firmId, account, now);
  });
}
