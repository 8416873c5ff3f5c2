/**
 * The editor's ROT part as pure functions (issue #17): new buyers from the client's stored tax payers,
 * each buyer's amount computed in the browser with the shared `computeRot` (the server's save computes
 * the same with the same function, decision 0038), the ROT rules, and the messages placed at their field.
 */
import type { ClientTaxPayer } from '@shared/api/clients.api';
import type { DocumentHeader, DocumentTaxDeduction, DocumentTaxPayer, RotWork } from '@shared/api/documents';
import type { TaxDeductionCalculation } from '@shared/api/taxDeduction.api';
import type { ValidationIssue } from '@shared/domain/client-rules';
import type { RotAmountResult } from '@shared/domain/rot/rot-amount';
import { type RotTotals, rotAmounts, rotPayerKey, rotRulesInput } from '@shared/domain/rot/rot-document';
import { ROT_PERIODS_SEED, type RotPeriod, rotPeriodOn } from '@shared/domain/rot/rot-periods';
import { validateTaxDeduction } from '@shared/domain/rot/rot-rules';
import { type RotWorkType, rotWorkTypes } from '@shared/domain/rot/work-types';
import { normalizePersonnummer } from '@shared/domain/validators';

/** A VVS firm's ROT work is mostly plumbing: a new buyer starts with one Vvs work. */
export const DEFAULT_WORK_TYPE: RotWorkType = 'VVS';

export function emptyWork(type: RotWorkType = DEFAULT_WORK_TYPE): RotWork {
  return { type, hours: 0, materialCostOre: 0 };
}

/** The first work type the buyer does not have yet, or null when all seven are there. */
export function nextWorkType(works: readonly RotWork[]): RotWorkType | null {
  return rotWorkTypes.find((t) => !works.some((w) => w.type === t)) ?? null;
}

export function buyerFromClient(payer: ClientTaxPayer | null): DocumentTaxPayer {
  return {
    uid: payer?.uid ?? null,
    name: payer?.name ?? '',
    personalNumber: payer?.personalNumber ?? '',
    propertyDesignation: payer?.propertyDesignation ?? '',
    flatNumber: payer?.flatNumber ?? '',
    associationOrgNumber: payer?.associationOrgNumber ?? '',
    shareBp: null,
    manualOre: null,
    amountOre: 0,
    works: [emptyWork()],
  };
}

export function newTaxDeduction(payers: readonly ClientTaxPayer[]): DocumentTaxDeduction {
  return {
    autoDistribution: true,
    manualInputInAutoDistribution: false,
    heatingPumpsWorkType: 'NONE',
    customHeatingPumpsWorkPart: null,
    taxPayers: payers.map(buyerFromClient),
  };
}

/** The client's stored tax payers not yet on the document (by personnummer). */
export function storedPayersLeft(stored: readonly ClientTaxPayer[], td: DocumentTaxDeduction | null) {
  const onDocument = new Set(
    (td?.taxPayers ?? []).map((p) => normalizePersonnummer(p.personalNumber) ?? p.personalNumber),
  );
  return stored.filter((p) => !onDocument.has(normalizePersonnummer(p.personalNumber) ?? p.personalNumber));
}

/**
 * The period in force: the server's answer (the database's dated table) when there is one, else the
 * seed row for the document's date. The answer carries no heat-pump shares, so they come from the seed
 * row of the same start date.
 */
export function periodFor(calc: TaxDeductionCalculation | undefined, docDate: string): RotPeriod | null {
  const seed = /^\d{4}-\d{2}-\d{2}$/.test(docDate) ? rotPeriodOn(ROT_PERIODS_SEED, docDate) : null;
  if (!calc) return seed;
  const sameStart = rotPeriodOn(ROT_PERIODS_SEED, calc.period.validFrom) ?? seed;
  if (!sameStart) return null;
  return { ...sameStart, ...calc.period };
}

const pnrKey = rotPayerKey;

/** What each buyer already used this year, by personnummer, from the server's last answer. */
export function usedThisYear(calc: TaxDeductionCalculation | undefined): ReadonlyMap<string, number> {
  return new Map((calc?.payers ?? []).map((p) => [pnrKey(p.personalNumber), p.usedThisYearOre]));
}

export type { RotTotals } from '@shared/domain/rot/rot-document';
export { withAmounts } from '@shared/domain/rot/rot-document';

export function computeAmounts(
  td: DocumentTaxDeduction,
  totals: RotTotals,
  period: RotPeriod,
  used: ReadonlyMap<string, number>,
): RotAmountResult {
  return rotAmounts(td, totals, period, used);
}

/** The ROT rules of product-spec §5 on the draft, as the server will check them. */
export function ruleIssues(
  header: Pick<DocumentHeader, 'docDate' | 'reverseTaxLiability'>,
  td: DocumentTaxDeduction,
  totals: RotTotals,
  result: RotAmountResult,
): ValidationIssue[] {
  return validateTaxDeduction(rotRulesInput(header, td, totals, result));
}

export interface RotMessages {
  /** By path inside the ROT part: `taxPayers.0.personalNumber`, `customHeatingPumpsWorkPart`. */
  fields: Record<string, string>;
  /** About the part as a whole or the list of buyers (shares, totals, the maximum). */
  general: string[];
}

/** Paths inside the ROT part, from the rules (`taxDeduction.…`) and the server (`data.taxDeduction.…`). */
export function rotPath(field: string | null | undefined): string | null {
  if (!field) return null;
  const path = field.replace(/^data\./, '');
  if (path === 'taxDeduction') return '';
  return path.startsWith('taxDeduction.') ? path.slice('taxDeduction.'.length) : null;
}

const LIST_PATHS = new Set(['', 'taxPayers']);

/** The first message wins at a field: the server's refusal before the live rules. */
export function placeRotMessages(...sources: readonly (readonly ValidationIssue[])[]): RotMessages {
  const placed: RotMessages = { fields: {}, general: [] };
  for (const issue of sources.flat()) {
    const path = rotPath(issue.field);
    if (path === null) continue;
    if (LIST_PATHS.has(path)) {
      if (!placed.general.includes(issue.message)) placed.general.push(issue.message);
    } else placed.fields[path] ??= issue.message;
  }
  return placed;
}

/**
 * Before completion is tried, an empty field's "required" message would greet every new buyer: only
 * messages about what was typed are shown until then.
 */
export function typedOnly(issues: readonly ValidationIssue[], td: DocumentTaxDeduction): ValidationIssue[] {
  return issues.filter((issue) => {
    const match = /^taxDeduction\.taxPayers\.(\d+)\.(name|personalNumber|propertyDesignation)$/.exec(
      issue.field,
    );
    if (!match) return true;
    const payer = td.taxPayers[Number(match[1])];
    if (!payer) return true;
    if (match[2] === 'propertyDesignation')
      return payer.propertyDesignation !== '' || payer.flatNumber !== '';
    return payer[match[2] as 'name' | 'personalNumber'].trim() !== '';
  });
}
