import type { LedgerMapping } from '@shared/domain/accounting/bas-accounts';
import { defaultSeries, type Ledger, type VerificationSeries } from '@shared/domain/accounting/ledgers';
import type { AccountingMethod } from '@shared/domain/accounting/vouchers';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { firms } from '../firms';
import { accountingAccounts, accountingSeries, accountingSettings } from './accounting.table';

export interface StoredAccountingSettings {
  method: AccountingMethod;
  enabled: boolean;
  mapping: LedgerMapping | null;
  /** 0 until the settings are saved the first time. */
  version: number;
}

/** The firm's settings, or null when the firm does not exist. */
export async function findSettings(db: Db, firmId: string): Promise<StoredAccountingSettings | null> {
  const [row] = await db
    .select({
      method: firms.accountingType,
      enabled: accountingSettings.enabled,
      mapping: accountingSettings.mapping,
      version: accountingSettings.version,
    })
    .from(firms)
    .leftJoin(accountingSettings, eq(accountingSettings.firmId, firms.id))
    .where(eq(firms.id, firmId))
    .limit(1);
  if (!row) return null;
  return {
    method: row.method,
    enabled: row.enabled ?? false,
    mapping: row.mapping ?? null,
    version: row.version ?? 0,
  };
}

export async function findSeries(db: Db, firmId: string): Promise<Record<Ledger, VerificationSeries>> {
  const rows = await db
    .select({
      ledger: accountingSeries.ledger,
      prefix: accountingSeries.prefix,
      next: accountingSeries.nextNumber,
    })
    .from(accountingSeries)
    .where(eq(accountingSeries.firmId, firmId));
  const series = { ...defaultSeries };
  for (const row of rows) series[row.ledger] = { prefix: row.prefix, nextNumber: Number(row.next) };
  return series;
}

export interface StoredAccount {
  account: string;
  name: string;
  sru: number | null;
}

export async function findOwnAccounts(db: Db, firmId: string): Promise<StoredAccount[]> {
  return db
    .select({
      account: accountingAccounts.account,
      name: accountingAccounts.name,
      sru: accountingAccounts.sru,
    })
    .from(accountingAccounts)
    .where(eq(accountingAccounts.firmId, firmId));
}

/** Adds an account; false when the firm already has one with that number. */
export async function insertAccount(
  db: Db,
  firmId: string,
  account: StoredAccount,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(accountingAccounts)
    .values({ firmId, ...account, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ account: accountingAccounts.account });
  return rows.length === 1;
}

export async function upsertAccount(
  db: Db,
  firmId: string,
  account: StoredAccount,
  now: Date,
): Promise<void> {
  await db
    .insert(accountingAccounts)
    .values({ firmId, ...account, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [accountingAccounts.firmId, accountingAccounts.account],
      set: { name: account.name, sru: account.sru, updatedAt: now },
    });
}

/**
 * Writes the settings if the stored version is still `expectedVersion` (0: none stored yet) and returns
 * the new version, or null when someone else saved in between.
 */
export async function writeSettings(
  db: Db,
  firmId: string,
  expectedVersion: number,
  values: { enabled: boolean; mapping: LedgerMapping | null; updatedBy: string | null; now: Date },
): Promise<number | null> {
  if (expectedVersion === 0) {
    const rows = await db
      .insert(accountingSettings)
      .values({ firmId, ...values, version: 1, createdAt: values.now, updatedAt: values.now })
      .onConflictDoNothing()
      .returning({ version: accountingSettings.version });
    return rows[0]?.version ?? null;
  }
  const rows = await db
    .update(accountingSettings)
    .set({
      enabled: values.enabled,
      mapping: values.mapping,
      updatedBy: values.updatedBy,
      updatedAt: values.now,
      version: sql`${accountingSettings.version} + 1`,
    })
    .where(and(eq(accountingSettings.firmId, firmId), eq(accountingSettings.version, expectedVersion)))
    .returning({ version: accountingSettings.version });
  return rows[0]?.version ?? null;
}

export async function writeMethod(
  db: Db,
  firmId: string,
  method: AccountingMethod,
  now: Date,
): Promise<void> {
  await db.update(firms).set({ accountingType: method, updatedAt: now }).where(eq(firms.id, firmId));
}

/** Creates the firm's series rows that do not exist yet, with the default prefixes, and locks them all. */
export async function lockSeries(db: Db, firmId: string): Promise<Record<Ledger, VerificationSeries>> {
  await db
    .insert(accountingSeries)
    .values(Object.entries(defaultSeries).map(([ledger, s]) => ({ firmId, ledger: ledger as Ledger, ...s })))
    .onConflictDoNothing();
  await db.execute(sql`select 1 from accounting_series where firm_id = ${firmId} for update`);
  return findSeries(db, firmId);
}

export async function writeSeries(
  db: Db,
  firmId: string,
  ledger: Ledger,
  series: VerificationSeries,
  now: Date,
): Promise<void> {
  await db
    .update(accountingSeries)
    .set({ prefix: series.prefix, nextNumber: series.nextNumber, updatedAt: now })
    .where(and(eq(accountingSeries.firmId, firmId), eq(accountingSeries.ledger, ledger)));
}

/**
 * Takes `count` numbers off the ledger's series and returns the first. The update holds the row lock
 * until the caller's transaction ends, so a second app server's allocation waits and then continues after
 * this block; a rolled-back export gives its block back, so the series stays gap-free.
 */
export async function takeNumbers(db: Db, firmId: string, ledger: Ledger, count: number): Promise<number> {
  await db
    .insert(accountingSeries)
    .values({ firmId, ledger, ...defaultSeries[ledger] })
    .onConflictDoNothing();
  const [row] = await db
    .update(accountingSeries)
    .set({ nextNumber: sql`${accountingSeries.nextNumber} + ${count}`, updatedAt: new Date() })
    .where(and(eq(accountingSeries.firmId, firmId), eq(accountingSeries.ledger, ledger)))
    .returning({ next: accountingSeries.nextNumber });
  return Number(row!.next) - count;
}
