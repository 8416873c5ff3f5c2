/**
 * Verification series and the checks of a firm's accounting settings (decision 0045): one series per
 * ledger, the ledger mapping's accounts all in the firm's chart.
 */
import type { LedgerMapping } from './bas-accounts';

/** The ledgers Montör books into, each with its own verification series (api-spec §4 ledger kind). */
export const ledgers = ['JOURNAL', 'INVOICE', 'PAYMENT', 'CASH'] as const;
export type Ledger = (typeof ledgers)[number];

export const ledgerLabels: Record<Ledger, string> = {
  JOURNAL: 'Dagbok',
  INVOICE: 'Kundfakturor',
  PAYMENT: 'Inbetalningar',
  CASH: 'Kontantförsäljning',
};

export interface VerificationSeries {
  prefix: string;
  nextNumber: number;
}

/** A, B, C, D from 1: what a firm has before it sets its own series. */
export const defaultSeries: Record<Ledger, VerificationSeries> = {
  JOURNAL: { prefix: 'A', nextNumber: 1 },
  INVOICE: { prefix: 'B', nextNumber: 1 },
  PAYMENT: { prefix: 'C', nextNumber: 1 },
  CASH: { prefix: 'D', nextNumber: 1 },
};

/** BAS account numbers are four digits; the first names the class (1 assets … 8 financial items). */
export const ACCOUNT_PATTERN = /^[1-8]\d{3}$/;
/** Long enough for any BAS name; a longer one would not fit on a printed ledger line. */
export const ACCOUNT_NAME_MAX = 100;
/** A series name SIE (#VER) and Fortnox both take: capital letters and digits. */
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;
/** The highest verification number we hand out: far beyond any year's vouchers, and an int4 in Fortnox. */
export const MAX_VERIFICATION_NUMBER = 999_999_999;

export interface SettingsIssue {
  field: string;
  message: string;
}

/** Every account the mapping names, with the field path a message about it belongs to. */
export function mappedAccounts(mapping: LedgerMapping): { field: string; account: string }[] {
  const fields: { field: string; account: string }[] = [];
  mapping.sales.forEach((row, i) => {
    for (const type of ['material', 'work', 'other'] as const) {
      fields.push({ field: `mapping.sales.${i}.${type}`, account: row[type] });
    }
  });
  mapping.outputVat.forEach((row, i) => {
    fields.push({ field: `mapping.outputVat.${i}.account`, account: row.account });
  });
  for (const key of [
    'reverseChargeSales',
    'receivables',
    'rotReceivable',
    'taxAccount',
    'bank',
    'cash',
    'rounding',
    'interestIncome',
    'reminderFees',
  ] as const) {
    fields.push({ field: `mapping.${key}`, account: mapping[key] });
  }
  return fields;
}

/** The mapping may only name accounts of the chart: a voucher on an unknown account cannot be exported. */
export function validateMapping(mapping: LedgerMapping, chart: ReadonlySet<string>): SettingsIssue[] {
  const unknown = mappedAccounts(mapping)
    .filter(({ account }) => !chart.has(account))
    .map(({ field, account }) => ({
      field,
      message: account ? `Kontot ${account} finns inte i kontoplanen` : 'Välj ett konto',
    }));
  return [...rateIssues(mapping), ...unknown];
}

/** The VAT rates the mapping books: sales at each, output VAT at each but 0 %. */
export const salesRatesBp = [2500, 1200, 600, 0] as const;
export const vatRatesBp = [2500, 1200, 600] as const;

function rateIssues(mapping: LedgerMapping): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  for (const rate of salesRatesBp) {
    if (mapping.sales.filter((s) => s.rateBp === rate).length !== 1) {
      issues.push({
        field: 'mapping.sales',
        message: `Ange försäljningskonton för ${rate / 100} % moms en gång`,
      });
    }
  }
  for (const rate of vatRatesBp) {
    if (mapping.outputVat.filter((v) => v.rateBp === rate).length !== 1) {
      issues.push({ field: 'mapping.outputVat', message: `Ange momskonto för ${rate / 100} % moms en gång` });
    }
  }
  return issues;
}

/**
 * Two ledgers on one series would hand out the same verification number twice (each ledger counts on
 * its own), and bokföringslagen wants every verification identifiable.
 */
export function validateSeries(series: Record<Ledger, VerificationSeries>): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  const seen = new Map<string, Ledger>();
  for (const ledger of ledgers) {
    const { prefix, nextNumber } = series[ledger];
    if (!Number.isInteger(nextNumber) || nextNumber < 1 || nextNumber > MAX_VERIFICATION_NUMBER) {
      issues.push({ field: `series.${ledger}.nextNumber`, message: 'Ange ett heltal från 1' });
    }
    if (!SERIES_PREFIX_PATTERN.test(prefix)) {
      issues.push({
        field: `series.${ledger}.prefix`,
        message: 'Serien är 1–3 versaler eller siffror, t.ex. A',
      });
      continue;
    }
    const other = seen.get(prefix);
    if (other) {
      issues.push({
        field: `series.${ledger}.prefix`,
        message: `Serien ${prefix} används redan för ${ledgerLabels[other].toLowerCase()}`,
      });
    } else seen.set(prefix, ledger);
  }
  return issues;
}

export interface AccountInput {
  account: string;
  name: string;
  sru: number | null;
}

/** An account the firm adds or renames: a BAS-style number, a name, and an SRU code if it has one. */
export function validateAccount(input: AccountInput): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  if (!ACCOUNT_PATTERN.test(input.account)) {
    issues.push({ field: 'account', message: 'Kontonumret är fyra siffror, 1000–8999' });
  }
  if (input.name.trim() === '') issues.push({ field: 'name', message: 'Ange kontots namn' });
  else if (input.name.length > ACCOUNT_NAME_MAX) {
    issues.push({ field: 'name', message: `Högst ${ACCOUNT_NAME_MAX} tecken` });
  }
  if (input.sru !== null && !(Number.isInteger(input.sru) && input.sru >= 1000 && input.sru <= 9999)) {
    issues.push({ field: 'sru', message: 'SRU-koden är fyra siffror, t.ex. 7410' });
  }
  return issues;
}
