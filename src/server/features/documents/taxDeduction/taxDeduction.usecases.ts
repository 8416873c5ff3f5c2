/**
 * ROT on the documents (issue #17, decisions 0038–0039): every save recomputes the buyers' amounts,
 * `calcTaxDeduction` answers the same computation for the editor's unsaved data, and an invoice's ROT
 * state is changed here and read by the ROT file and the decision (src/server/features/taxDeduction).
 */
import {
  type DocumentData,
  type DocumentHeader,
  type DocumentItemData,
  documentTaxDeductionSchema,
  taxDeductionSumOre,
} from '@shared/api/documents';
import type { TaxDeductionCalculation } from '@shared/api/taxDeduction.api';
import { type DocumentKind, type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { claimLeftAfterCredits } from '@shared/domain/rot/rot-credit';
import { rotPayerKey } from '@shared/domain/rot/rot-document';
import {
  allowedTaxDeductionChanges,
  taxDeductionChangeProblem,
  taxDeductionStateMessages,
} from '@shared/domain/rot/rot-states';
import type { TaxDeductionState } from '@shared/domain/rot/work-types';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { StoreDeps } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { assertKindAccess } from '../engine/engine.errors';
import { hideTotalsMargins, totalsOf } from '../engine/engine.mapper';
import { findDocumentState } from '../engine/engine.repository';
import type { SavedContent } from '../rotCredit/rotCredit.kind';
import { reversedByCredits, withReversedTaxDeduction } from '../rotCredit/rotCredit.usecases';
import { documentViewer, type EmployeeSession } from '../view/view.mapper';
import { taxDeductionErrors } from './taxDeduction.errors';
import { rotFiguresFor, rotProblems } from './taxDeduction.kind';
import {
  clientPaymentDates,
  findRotInvoices,
  type RotInvoiceRow,
  writeRotStates,
} from './taxDeduction.repository';
import { buyersOf, clientPaidInFull, withAmounts, withoutTaxDeduction } from './taxDeduction.rules';

/**
 * The header a save writes: a kind without ROT carries none, a credit takes back its invoice's (0044),
 * and with buyers each buyer's `amountOre` is recomputed (never trusted from the browser). Without buyers nothing is read: saves are benchmarked.
 */
export async function withComputedTaxDeduction(args: SavedContent): Promise<DocumentHeader> {
  if (args.kind.taxDeduction === 'REVERSED') return withReversedTaxDeduction(args);
  const header = withoutTaxDeduction(args.kind, args.header);
  const td = buyersOf(header);
  if (!td) return header;
  const totals = totalsOf(header, args.items, args.kind);
  const figures = await rotFiguresFor({ ...args, docUid: args.docUid ?? null, header, td, totals });
  return { ...header, taxDeduction: withAmounts(td, figures?.result ?? null) };
}

/** `withComputedTaxDeduction` on a whole content, as the engine's writers hold it. */
export async function contentWithTaxDeduction<
  C extends { header: DocumentHeader; items: DocumentItemData[] },
>(
  at: { db: Db; firmId: string; kind: DocumentKind; docUid: string | null | undefined },
  content: C,
): Promise<C> {
  return { ...content, header: await withComputedTaxDeduction({ ...at, ...content }) };
}

const NO_PERIOD = { validFrom: '', rateBp: 0, capOre: 0 };

/** POST /doc/calcTaxDeduction: the save's computation on the editor's data, and the rules it breaks. */
export async function calcTaxDeduction({
  deps: { db },
  firmId,
  session,
  parameters,
}: {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  parameters: { docType: DocumentType; docUid: string | null; data: DocumentData };
}): Promise<TaxDeductionCalculation> {
  const { docType, docUid, data } = parameters;
  assertKindAccess(session, docType);
  if (docUid && !(await findDocumentState(db, firmId, docType, docUid))) {
    throw httpErrors.NOT_FOUND({ field: 'docUid' });
  }
  const kind = documentKinds[docType];
  const { items, ...header } = data;
  const td = header.taxDeduction ?? documentTaxDeductionSchema.parse({});
  const subject = { db, firmId, docUid, header, td, totals: totalsOf(header, items, kind) };
  const figures = await rotFiguresFor(subject);
  const taxDeduction = withAmounts(td, figures?.result ?? null);
  const totals = totalsOf({ ...header, taxDeduction }, items, kind);
  return {
    taxDeduction,
    totals: documentViewer(session).netVisible ? totals : hideTotalsMargins(totals),
    period: figures?.period ?? NO_PERIOD,
    baseOre: figures?.result.baseOre ?? 0,
    maxOre: figures?.result.requestedMaxOre ?? 0,
    payers: td.taxPayers.map((p, i) => ({
      personalNumber: p.personalNumber,
      usedThisYearOre: figures?.usedOre[i] ?? 0,
      remainingCapOre: figures?.result.perPayer[i]?.maxOre ?? 0,
      amountOre: taxDeduction.taxPayers[i]?.amountOre ?? 0,
    })),
    problems: rotProblems(subject, figures),
  };
}

/** The invoice's buyers with what its credit invoices left of their claim (decision 0044). */
function claimLeft(row: RotInvoiceRow, reversed: ReadonlyMap<string, number> | undefined): RotInvoiceRow {
  const td = row.header.taxDeduction;
  if (!reversed || !td) return row;
  const byKey = new Map<string, number>();
  for (const [personalNumber, ore] of reversed) {
    const key = rotPayerKey(personalNumber);
    byKey.set(key, (byKey.get(key) ?? 0) + ore);
  }
  const taxPayers = claimLeftAfterCredits(td.taxPayers, (p) => rotPayerKey(p.personalNumber), byKey);
  return { ...row, header: { ...row.header, taxDeduction: { ...td, taxPayers } } };
}

/** An invoice's ROT data as the ROT file, the decision and the invoice's ROT card read it. */
export interface RotInvoice extends Omit<RotInvoiceRow, 'state'> {
  state: TaxDeductionState;
  /** The deduction the buyers claim: the sum of their computed amounts. */
  requestedOre: number;
  /** The client's payment dates, oldest first (Skatteverket's payment is not one). */
  paymentDates: string[];
  clientPaidInFull: boolean;
  /** The states a person may confirm now (`taxDeductionChangeProblem` says yes). */
  allowedStates: TaxDeductionState[];
}

function toRotInvoice(row: RotInvoiceRow, paymentDates: string[]): RotInvoice {
  const state = row.state ?? 'NOT_APPLICABLE';
  const requestedOre = taxDeductionSumOre(row.header.taxDeduction);
  const ctx = { hasRot: requestedOre > 0, clientPaidInFull: clientPaidInFull(row) };
  return {
    ...row,
    state,
    requestedOre,
    paymentDates,
    clientPaidInFull: ctx.clientPaidInFull,
    allowedStates: allowedTaxDeductionChanges(state).filter(
      (to) => taxDeductionChangeProblem(state, to, ctx) === null,
    ),
  };
}

/**
 * The firm's invoices (kinds that claim ROT) by id, in id order, with their ROT data; another firm's,
 * another kind's or a trashed id is left out. `forUpdate` locks them for the caller's transaction.
 */
export async function readRotInvoices(
  db: Db,
  firmId: string,
  invoiceUids: readonly string[],
  options: { forUpdate?: boolean } = {},
): Promise<RotInvoice[]> {
  const rows = await findRotInvoices(db, firmId, invoiceUids, options);
  const ids = rows.map((r) => r.id);
  const [dates, reversed] = await Promise.all([
    clientPaymentDates(db, firmId, ids),
    reversedByCredits(db, firmId, ids),
  ]);
  return rows.map((r) => toRotInvoice(claimLeft(r, reversed.get(r.id)), dates.get(r.id) ?? []));
}

/** One invoice's ROT data; 404 when it is not the firm's invoice. */
export async function readRotInvoice(db: Db, firmId: string, invoiceUid: string): Promise<RotInvoice> {
  const [invoice] = await readRotInvoices(db, firmId, [invoiceUid]);
  if (!invoice) throw httpErrors.NOT_FOUND({ field: 'invoiceUid' });
  return invoice;
}

/** The payments or the current state forbid it (409); else the state machine has no such step (400). */
function refusal(message: string) {
  const conflicts: string[] = [taxDeductionStateMessages.notPaid, taxDeductionStateMessages.paid];
  const isConflict = conflicts.includes(message) || message.startsWith('ROT-statusen är redan');
  return isConflict
    ? taxDeductionErrors.TAX_DEDUCTION_CHANGE_CONFLICT(message, { field: 'taxDeductionState' })
    : taxDeductionErrors.TAX_DEDUCTION_CHANGE_INVALID(message, { field: 'taxDeductionState' });
}

/**
 * A person's confirmed change of an invoice's ROT state (`taxDeductionChangingState`), under the row
 * lock so a payment registered at the same time is read before the rule is judged. `employeeId` is who
 * confirmed: no state history is stored yet (decision 0039), the ROT file and decision keep theirs.
 */
export async function changeTaxDeductionState(args: {
  db: Db;
  firmId: string;
  invoiceUid: string;
  to: TaxDeductionState;
  employeeId?: string | null;
}): Promise<RotInvoice> {
  const { firmId, invoiceUid, to } = args;
  return withTransaction(args.db, async (tx) => {
    const [invoice] = await readRotInvoices(tx, firmId, [invoiceUid], { forUpdate: true });
    if (!invoice) throw httpErrors.NOT_FOUND({ field: 'invoiceUid' });
    if (!invoice.completed) throw taxDeductionErrors.TAX_DEDUCTION_NOT_COMPLETED();
    const problem = taxDeductionChangeProblem(invoice.state, to, {
      hasRot: invoice.requestedOre > 0,
      clientPaidInFull: invoice.clientPaidInFull,
    });
    if (problem) throw refusal(problem);
    await writeRotStates(tx, firmId, [{ id: invoice.id, state: to }]);
    return readRotInvoice(tx, firmId, invoiceUid);
  });
}
