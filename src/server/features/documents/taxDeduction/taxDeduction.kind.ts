/**
 * The ROT hooks of the kinds whose definition claims the deduction (the invoice, decision 0039): the ROT
 * rules refuse completion at their fields, completing starts the ROT state, and the client's payments
 * move it between NOT_PAID and PAID_BY_CLIENT. Also the figures every ROT computation starts from.
 */
import type { DocumentHeader, DocumentTaxDeduction } from '@shared/api/documents';
import { taxDeductionSumOre } from '@shared/api/documents';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import type { DocumentTotals } from '@shared/domain/documents/document-lines';
import type { DocumentProblem } from '@shared/domain/documents/document-rules';
import { rotPeriodMessages, rotRateDate } from '@shared/domain/rot/rot-periods';
import { rotMessages, validateTaxDeduction } from '@shared/domain/rot/rot-rules';
import { initialTaxDeductionState, stateAfterPayments } from '@shared/domain/rot/rot-states';
import type { Db } from '../../../platform/db/database';
import { totalsOf } from '../engine/engine.mapper';
import type { DocumentRow } from '../engine/engine.repository';
import {
  claimedThisYear,
  findPaymentFollowingStates,
  readRotPeriods,
  writeRotStates,
} from './taxDeduction.repository';
import {
  buyersOf,
  clientPaidInFull,
  creditedInFull,
  payerOverCap,
  type RotFigures,
  rotFigures,
  rotPayerKey,
  rotPeriodOf,
  rotRulesInput,
} from './taxDeduction.rules';

/** What a ROT computation reads of a document: its date, its buyers and the totals of its lines. */
export interface RotSubject {
  db: Db;
  firmId: string;
  /** The stored document, left out of what its buyers used this year; null for a new one. */
  docUid: string | null;
  header: DocumentHeader;
  td: DocumentTaxDeduction;
  totals: DocumentTotals;
  /** The client's payment date when one is registered; the invoice date stands in before it. */
  paymentDate?: string | null;
}

/** What each buyer used this year, by personnummer key, on the firm's other completed invoices. */
async function usedByKey(subject: RotSubject, year: number): Promise<Map<string, number>> {
  const rows = await claimedThisYear(subject.db, {
    firmId: subject.firmId,
    excludeDocId: subject.docUid,
    year,
  });
  const used = new Map<string, number>();
  for (const r of rows) {
    const key = rotPayerKey(r.personalNumber);
    used.set(key, (used.get(key) ?? 0) + r.amountOre);
  }
  return used;
}

/** The period in force and `computeRot`'s figures; null when no period covers the date. */
export async function rotFiguresFor(subject: RotSubject): Promise<RotFigures | null> {
  const dates = { invoiceDate: subject.header.docDate, paymentDate: subject.paymentDate ?? null };
  const [periods, used] = await Promise.all([
    readRotPeriods(subject.db),
    usedByKey(subject, Number(rotRateDate(dates).slice(0, 4))),
  ]);
  const period = rotPeriodOf(periods, dates);
  return period ? rotFigures(subject.td, subject.totals, period, used) : null;
}

/** The ROT rules' problems for the figures, plus a missing period, at their fields. */
export function rotProblems(subject: RotSubject, figures: RotFigures | null): DocumentProblem[] {
  if (!figures) {
    return [{ field: 'taxDeduction', message: rotPeriodMessages.missingPeriod(subject.header.docDate) }];
  }
  return validateTaxDeduction(rotRulesInput(subject.header, subject.td, subject.totals, figures.result));
}

type Completed = Pick<DocumentRow, 'id' | 'docType' | 'header' | 'items' | 'totalPayableOre'>;

/**
 * The ROT rules at completion, on the stored document: every rule of product-spec §5, and an amount
 * another invoice's completion has since pushed over the buyer's cap (save again to recompute).
 */
export async function taxDeductionCompletionProblems(
  row: Completed,
  context: { db: Db; firmId: string },
): Promise<DocumentProblem[]> {
  const kind = documentKinds[row.docType];
  if (kind.taxDeduction !== 'CLAIMED') return [];
  const td = buyersOf(row.header);
  const totals = totalsOf(row.header, row.items, kind);
  if (!td && (row.header.taxDeduction === null || totals.rotWorkInclVatOre === 0)) return [];
  const subject = {
    ...context,
    docUid: row.id,
    header: row.header,
    td: td ?? row.header.taxDeduction!,
    totals,
  };
  const figures = await rotFiguresFor(subject);
  const problems = rotProblems(subject, figures);
  const over = figures ? payerOverCap(subject.td, figures.result) : -1;
  if (figures && over >= 0) {
    const maxOre = figures.result.perPayer[over]?.maxOre ?? 0;
    problems.push({
      field: `taxDeduction.taxPayers.${over}.amountOre`,
      message: rotMessages.overMaximum(maxOre),
    });
  }
  return problems;
}

/** Completing starts the ROT state: NOT_PAID with a deduction, NOT_APPLICABLE without (decision 0039). */
export async function taxDeductionOnCompleted(call: { tx: Db; firmId: string; row: DocumentRow }) {
  const { tx, firmId, row } = call;
  if (documentKinds[row.docType].taxDeduction !== 'CLAIMED') return;
  const state = initialTaxDeductionState(taxDeductionSumOre(row.header.taxDeduction) > 0);
  await writeRotStates(tx, firmId, [{ id: row.id, state }]);
  await refreshTaxDeductionState(tx, firmId, [row.id]);
}

/**
 * NOT_PAID ↔ PAID_BY_CLIENT after the client's payments or credits changed (`stateAfterPayments`), and
 * NOT_APPLICABLE once credited in full before the file: called by the
 * payments' balance refresh in its transaction, after the balance is written, with the rows it locked.
 */
export async function refreshTaxDeductionState(
  tx: Db,
  firmId: string,
  documentIds: readonly string[],
): Promise<void> {
  if (documentIds.length === 0) return;
  const rows = await findPaymentFollowingStates(tx, firmId, documentIds);
  const changes = rows.flatMap((r) => {
    const state = stateAfterPayments(r.state, clientPaidInFull(r), creditedInFull(r));
    return state === r.state ? [] : [{ id: r.id, state }];
  });
  await writeRotStates(tx, firmId, changes);
}
