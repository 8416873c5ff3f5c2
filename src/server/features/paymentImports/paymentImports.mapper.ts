import type { BankPayment, ImportSummary } from '@shared/api/paymentImports.api';
import type { BgmaxFile, BgmaxPayment } from '@shared/domain/payments/bgmax';
import {
  type MatchInvoice,
  matchBankPayment,
  referencedInvoiceNumbers,
} from '@shared/domain/payments/bgmax-match';
import type { NewPayment } from '../payments';
import type { BankPaymentRow, ImportRow, NewBankPayment, PayableByNumber } from './paymentImports.repository';

export interface FilePayment {
  payment: BgmaxPayment;
  paymentDate: string;
  dedupeKey: string;
}

/**
 * Every payment of the file with its key: the same bank payment in another file (Bankgirot sends a
 * deposit again, or a period overlaps) has the same receiving bankgiro, deposit date, BGC serial number,
 * sender, amount and reference. Two identical records in one file stay two payments (#2, #3 …).
 */
export function filePayments(file: BgmaxFile): FilePayment[] {
  const seen = new Map<string, number>();
  return file.deposits.flatMap((deposit) =>
    deposit.payments.map((payment) => {
      const base = [
        deposit.bankgiro,
        deposit.paymentDate,
        payment.serialNumber,
        payment.senderBankgiro,
        payment.amountOre,
        payment.reference,
      ].join('|');
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      return { payment, paymentDate: deposit.paymentDate, dedupeKey: n === 1 ? base : `${base}#${n}` };
    }),
  );
}

export interface ImportPlan {
  bankPayments: NewBankPayment[];
  /** The payments to register, by their bank payment's key (its id is known after the insert). */
  allocations: (Omit<NewPayment, 'bankPaymentId'> & { dedupeKey: string })[];
  counts: Record<'MATCHED' | 'UNMATCHED' | 'OVERPAID' | 'UNDERPAID', number>;
  registeredOre: number;
}

/**
 * Matches the file's new payments in file order against the invoices found by number, so two payments
 * of one invoice in the same file see what the first left owing. A number two documents share (an
 * invoice and an interest invoice in separate series) is ambiguous: unmatched, for a person.
 */
export function planImport(
  payments: readonly FilePayment[],
  payables: readonly PayableByNumber[],
): ImportPlan {
  const byNumber = new Map<number, PayableByNumber | null>();
  for (const doc of payables) byNumber.set(doc.number, byNumber.has(doc.number) ? null : doc);
  const remaining = new Map(payables.map((d) => [d.id, d.remainingOre]));
  const plan: ImportPlan = {
    bankPayments: [],
    allocations: [],
    counts: { MATCHED: 0, UNMATCHED: 0, OVERPAID: 0, UNDERPAID: 0 },
    registeredOre: 0,
  };
  for (const { payment, paymentDate, dedupeKey } of payments) {
    const numbers = referencedInvoiceNumbers(payment);
    const invoices: (MatchInvoice | null)[] = numbers.map((n) => {
      const doc = byNumber.get(n);
      return doc ? { id: doc.id, remainingOre: remaining.get(doc.id) ?? 0 } : null;
    });
    const { state, allocations } = matchBankPayment({
      amountOre: payment.amountOre,
      invoices,
      ownAmounts: ownAmounts(payment, numbers, invoices),
    });
    for (const a of allocations) {
      remaining.set(a.documentId, Math.max(0, (remaining.get(a.documentId) ?? 0) - a.amountOre));
      plan.allocations.push({ ...a, paymentDate, source: 'BGMAX', dedupeKey });
      plan.registeredOre += a.amountOre;
    }
    plan.counts[state] += 1;
    plan.bankPayments.push({
      lineNumber: payment.line,
      dedupeKey,
      paymentDate,
      amountOre: payment.amountOre,
      reference: payment.reference,
      extraReferences: payment.extraReferences.map((e) => e.reference),
      payerName: payment.payerName ?? '',
      payerBankgiro: payment.senderBankgiro,
      state,
      documentId: allocations[0]?.documentId ?? null,
    });
  }
  return plan;
}

/**
 * The extra references' own amounts, when the payment is split by them: no OCR in its own reference,
 * every extra reference an invoice found and carrying an amount (23 counts negative).
 */
function ownAmounts(
  payment: BgmaxPayment,
  numbers: readonly number[],
  invoices: readonly (MatchInvoice | null)[],
): number[] | null {
  const extras = payment.extraReferences;
  if (extras.length === 0 || extras.length !== numbers.length || invoices.some((i) => i === null))
    return null;
  if (extras.some((e) => e.amountOre === null)) return null;
  return extras.map((e) => e.amountOre ?? 0);
}

export function toSummary(
  row: ImportRow,
  extra: Partial<Omit<ImportSummary, 'importUid' | 'fileName' | 'bankgiro' | 'importedAt'>> = {},
): ImportSummary {
  return {
    importUid: row.id,
    fileName: row.fileName,
    bankgiro: row.bankgiro,
    importedAt: new Date(row.createdAt).toISOString(),
    alreadyImported: false,
    paymentCount: row.paymentCount,
    matchedCount: row.matchedCount,
    overpaidCount: 0,
    underpaidCount: 0,
    unmatchedCount: 0,
    duplicateCount: 0,
    totalSum: Number(row.totalOre),
    registeredSum: 0,
    toHandleCount: 0,
    ...extra,
  };
}

export function toBankPayment(row: BankPaymentRow): BankPayment {
  return {
    bankPaymentUid: row.id,
    importUid: row.importId,
    fileName: row.fileName,
    lineNumber: row.lineNumber,
    paymentDate: row.paymentDate,
    paymentSum: Number(row.amountOre),
    reference: row.reference,
    extraReferences: row.extraReferences,
    payerName: row.payerName,
    state: row.state,
    document:
      row.documentId && row.docType
        ? {
            docUid: row.documentId,
            docType: row.docType,
            documentNumber: row.documentNumber === null ? null : Number(row.documentNumber),
            client: row.client ?? '',
          }
        : null,
  };
}
