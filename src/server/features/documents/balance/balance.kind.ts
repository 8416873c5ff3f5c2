/**
 * The documents side of an invoice's stored balance (decision 0032): completing an invoice starts it,
 * completing a credit invoice settles the invoice it credits. The payments feature keeps `paid_ore` and
 * `last_payment_date`; both read the same rule, `paymentState`.
 */
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { kindTakesPayments } from '@shared/domain/payments/payable-kinds';
import { paymentState } from '@shared/domain/payments/payment-status';
import type { Db } from '../../../platform/db/database';
import type { DocumentRow } from '../engine/engine.repository';
import { refreshTaxDeductionState } from '../taxDeduction/taxDeduction.kind';
import { type BalanceChange, type BalanceRow, lockPayableInvoice, writeBalance } from './balance.repository';

/**
 * The status and paid date of an invoice with `creditedOre` credited, settled on `settledOn` if this
 * change is what settles it. A paid date once set stays (it is the day it became paid); it goes only when
 * the invoice is no longer paid.
 */
export function balanceOf(invoice: BalanceRow, creditedOre: number, settledOn: string): BalanceChange {
  const state = paymentState({
    totalOre: invoice.totalPayableOre,
    payments: [{ amountOre: invoice.paidOre }],
    creditedOre,
  });
  const paid = state.status === 'PAID';
  return {
    paymentStatus: state.status,
    creditedOre,
    paidDate: paid ? (invoice.paidDate ?? settledOn) : null,
  };
}

/** What is still owed, never negative (the list's "Kvar att betala"). */
export function remainingOf(row: { totalPayableOre: number; paidOre: number; creditedOre: number }): number {
  return paymentState({
    totalOre: row.totalPayableOre,
    payments: [{ amountOre: row.paidOre }],
    creditedOre: row.creditedOre,
  }).remainingOre;
}

type CompletionCall = { tx: Db; firmId: string; row: DocumentRow; now: Date };

/** A completed invoice owes its payable sum: UNPAID, or PAID at once when it owes nothing. */
async function startBalance({ tx, firmId, row }: CompletionCall): Promise<void> {
  const invoice = await lockPayableInvoice(tx, firmId, row.id);
  if (!invoice) return;
  await writeBalance(tx, firmId, row.id, balanceOf(invoice, invoice.creditedOre, invoice.docDate));
}

/**
 * A completed credit invoice lowers what its original owes by its (positive) sum; a credit that settles
 * the original makes it PAID on the credit invoice's date. The original is locked first so a payment
 * registered at the same time waits and then reads the credit.
 */
async function settleCreditedInvoice({ tx, firmId, row }: CompletionCall): Promise<void> {
  const originalId = row.header.creditedInvoiceUid;
  if (!originalId) return;
  const original = await lockPayableInvoice(tx, firmId, originalId);
  if (!original) return;
  const creditedOre = original.creditedOre + Math.abs(row.totalPayableOre);
  const change = balanceOf(original, creditedOre, row.docDate);
  // A draft original owes nothing yet: its credited sum is kept, its status starts when it is completed.
  await writeBalance(
    tx,
    firmId,
    original.id,
    original.completed ? change : { paymentStatus: null, creditedOre, paidDate: null },
  );
  // The credit may have paid the rest of the client's part or cancelled the ROT claim (0044).
  await refreshTaxDeductionState(tx, firmId, [original.id]);
}

/**
 * The completion hook of every invoice kind, chosen by the kind's definition rather than its type: a
 * kind that takes payments starts its balance, a kind that credits settles its original.
 */
export async function invoiceBalanceOnCompleted(call: CompletionCall): Promise<void> {
  if (kindTakesPayments(call.row.docType)) await startBalance(call);
  if (documentKinds[call.row.docType].credits) await settleCreditedInvoice(call);
}
