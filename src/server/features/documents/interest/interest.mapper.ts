import type { InterestRow } from '@shared/api/documents';
import { formatAmount, formatKr, formatNumber } from '@shared/domain/format';
import type { Db } from '../../../platform/db/database';
import type { PrintTable } from '../kinds/kinds.kind';
import {
  findInterestInvoiceRows,
  findInterestRows,
  type LatePaidInvoice,
  type StoredInterestRow,
  termsOf,
} from './interest.repository';
import { caption, type InterestTermsOfFirm, interestSpan, stillBillable } from './interest.rules';

/** "10 %" or "10,5 % / 10 %" when the days span a change of reference rate. */
export function ratesText(ratesBp: readonly number[]): string {
  return ratesBp.map((bp) => `${formatNumber(bp / 100).replace(/,00$/, '')} %`).join(' / ');
}

export function interestPrintTable(rows: readonly InterestRow[]): PrintTable {
  const total = rows.reduce((sum, row) => sum + row.interest, 0);
  return {
    title: 'Räntefakturerade fakturor',
    columns: [
      { label: 'Faktura', width: '*' },
      { label: 'Förfallodatum', width: 62 },
      { label: 'Betald', width: 62 },
      { label: 'Belopp', width: 70, right: true },
      { label: 'Dagar', width: 34, right: true },
      { label: 'Ränta %', width: 60, right: true },
      { label: 'Ränta', width: 62, right: true },
    ],
    rows: rows.map((row) => [
      row.invoiceNumber === null ? row.invoice.caption : String(row.invoiceNumber),
      row.dueDate,
      row.paidDate,
      formatAmount(row.documentPayableSum),
      String(row.days),
      ratesText(row.ratesBp),
      formatAmount(row.interest),
    ]),
    footer: ['Summa ränta', '', '', '', '', '', formatKr(total)],
  };
}

/** The print hook's table of each interest invoice printed (the kind's `print.table`). */
export async function interestPrintTables(call: { db: Db; firmId: string; docIds: readonly string[] }) {
  const [rows, terms] = await Promise.all([
    findInterestInvoiceRows(call.db, call.firmId, call.docIds),
    termsOf(call.db, call.firmId),
  ]);
  const tables = new Map<string, PrintTable>();
  for (const id of call.docIds) {
    const own = rows.filter((r) => r.interestInvoiceId === id).map((r) => toStoredRow(r, terms));
    tables.set(id, interestPrintTable(own));
  }
  return tables;
}

export function toRow(
  uid: string,
  invoice: Pick<LatePaidInvoice, 'id' | 'number' | 'paymentStatus' | 'deleted'>,
  figures: { dueDate: string; paidDate: string; payableOre: number; interestOre: number },
  terms: InterestTermsOfFirm,
): InterestRow {
  return {
    uid,
    invoice: { uid: invoice.id, caption: caption(invoice.number) },
    invoiceNumber: invoice.number,
    dueDate: figures.dueDate,
    paidDate: figures.paidDate,
    documentPayableSum: figures.payableOre,
    ...interestSpan(figures.dueDate, figures.paidDate, terms),
    interest: figures.interestOre,
    deleted: invoice.deleted,
    paymentStatus: invoice.paymentStatus,
  };
}

export function toStoredRow(row: StoredInterestRow, terms: InterestTermsOfFirm): InterestRow {
  return toRow(row.id, { ...row, id: row.invoiceId }, row, terms);
}

/**
 * What completing an interest invoice checks beyond its total (the kind's `onCompleted`, in the
 * completion's transaction): every invoice still fully paid late and paid before the interest invoice's
 * date (product-spec §5), answered at the date field.
 */
export async function interestCompletionProblems(
  tx: Db,
  firmId: string,
  doc: { id: string; docDate: string },
) {
  const rows = await findInterestRows(tx, firmId, doc.id);
  return rows
    .filter((row) => !stillBillable(row, doc.docDate))
    .map((row) => ({
      field: 'docDate',
      message: `Räntefakturans datum måste vara efter betalningsdatum för ${caption(row.number).toLowerCase()}, och fakturan fullt betald (uppdatera räntan).`,
    }));
}
