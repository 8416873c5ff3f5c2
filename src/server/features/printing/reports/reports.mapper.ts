import { type DocumentKind, documentKinds } from '@shared/domain/documents/document-kinds';
import { toListRow, totalsOf } from '../../documents';
import type { ProviderInvoiceRow, SelectedDocumentRow } from './reports.repository';

/** One document of a report: its list figures, and the net sum and VAT of the editor's totals. */
export interface ReportRow {
  number: number | null;
  docDate: string;
  client: string;
  mark: string;
  netSumOre: number;
  vatSumOre: number;
  roundingOre: number;
  /** The list's "Summa": the payable sum after öresavrundning (decision 0021). */
  payableOre: number;
}

export interface ReportTotals {
  netSumOre: number;
  vatSumOre: number;
  roundingOre: number;
  payableOre: number;
}

/** A report: the kind's name, its rows in the order chosen, and the total row. */
export interface Report {
  kind: DocumentKind;
  rows: ReportRow[];
  totals: ReportTotals;
}

/**
 * The row as the list shows the document (`toListRow`: number, date, client, mark, "Summa") with the
 * net sum and VAT of `totalsOf`, the editor's totals. The rounding column is what lies between the
 * two, so every row adds up: net + VAT + rounding = the list's sum, to the öre.
 */
export function toReportRow(row: SelectedDocumentRow, kind: DocumentKind): ReportRow {
  const listed = toListRow(row);
  const totals = totalsOf(row.header, row.items, kind);
  const payableOre = listed.totalPayableSumOre ?? totals.totalPayableSumOre;
  return {
    number: listed.docNumber,
    docDate: listed.docDate,
    client: listed.client?.caption ?? '',
    mark: listed.mark,
    netSumOre: totals.netSumOre,
    vatSumOre: totals.vatSumOre,
    roundingOre: payableOre - totals.totalSumOre,
    payableOre,
  };
}

export function reportTotals(rows: readonly ReportTotals[]): ReportTotals {
  const sum = (pick: (r: ReportTotals) => number) => rows.reduce((acc, r) => acc + pick(r), 0);
  return {
    netSumOre: sum((r) => r.netSumOre),
    vatSumOre: sum((r) => r.vatSumOre),
    roundingOre: sum((r) => r.roundingOre),
    payableOre: sum((r) => r.payableOre),
  };
}

/** One invoice of the provider's monthly summary. */
export interface SummaryInvoice {
  number: number | null;
  docDate: string;
  dueDate: string | null;
  netSumOre: number;
  vatSumOre: number;
  payableOre: number;
}

/** VAT of the month at one rate: the base it is taken on and the VAT. */
export interface SummaryVatRate {
  rateBp: number;
  baseOre: number;
  vatOre: number;
}

/** The monthly summary (decision 0029): its month is its uid, as in the summaries list. */
export interface MonthlySummary {
  month: string;
  invoices: SummaryInvoice[];
  vatRates: SummaryVatRate[];
  totals: ReportTotals;
}

/** The month's invoices, their VAT per rate from the engine's totals, and the sums of the month. */
export function toMonthlySummary(month: string, rows: readonly ProviderInvoiceRow[]): MonthlySummary {
  const byRate = new Map<number, SummaryVatRate>();
  const invoices = rows.map((row) => {
    const totals = totalsOf(row.header, row.items, documentKinds.UNIX_INVOICE);
    for (const vat of totals.vat) {
      const rate = byRate.get(vat.rateBp) ?? { rateBp: vat.rateBp, baseOre: 0, vatOre: 0 };
      rate.baseOre += vat.baseOre;
      rate.vatOre += vat.vatOre;
      byRate.set(vat.rateBp, rate);
    }
    return {
      number: row.number,
      docDate: row.docDate,
      dueDate: row.dueDate,
      netSumOre: totals.netSumOre,
      vatSumOre: totals.vatSumOre,
      roundingOre: row.totalPayableOre - totals.totalSumOre,
      payableOre: row.totalPayableOre,
    };
  });
  return {
    month,
    invoices,
    vatRates: [...byRate.values()].sort((a, b) => b.rateBp - a.rateBp),
    totals: reportTotals(invoices),
  };
}

/** The first day of the month and of the next one ("2026-12" → ["2026-12-01", "2027-01-01"]). */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}
