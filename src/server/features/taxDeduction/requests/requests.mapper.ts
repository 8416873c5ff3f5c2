/**
 * From a paid ROT invoice to Skatteverket's cases (decision 0039): one case per buyer, each with their own
 * share of the price for the work, their own deduction and what they paid of the labour. Pure, so the
 * arithmetic is tested on hand-computed figures; the use case reads the rows and checks the result.
 */
import type { DocumentTaxPayer } from '@shared/api/documents';
import type { DocumentTotals } from '@shared/domain/documents/document-lines';
import { rotBaseOre, splitRotBase } from '@shared/domain/rot/rot-amount';
import type { RotPeriod } from '@shared/domain/rot/rot-periods';
import { normalizePersonnummer } from '@shared/domain/validators';
import type { RotInvoice } from '../../documents';
import type { RotCase, RotWork } from '../xml/xml.files';

const KRONA = 100;

/** Öre to whole kronor, to the nearest krona (every amount in the file is whole kronor). */
const kronor = (ore: number) => Math.round(ore / KRONA);

/** Blank text is "not given": the schema wants the element left out, not empty. */
const given = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

type PaidInvoice = Pick<RotInvoice, 'number' | 'header' | 'paymentDates' | 'paidDate' | 'lastPaymentDate'>;

/**
 * BetalningsDatum: the client's last payment (Skatteverket's own payment is never one of them), else the
 * stored dates of the balance.
 */
export function clientPaymentDate(invoice: PaidInvoice): string | null {
  return invoice.paymentDates.at(-1) ?? invoice.paidDate ?? invoice.lastPaymentDate;
}

/** Skatteverket takes whole hours per work type; the buyer's decimal hours are rounded to the nearest. */
function works(payer: DocumentTaxPayer): RotWork[] {
  return payer.works.map((w) => ({
    type: w.type,
    hours: Math.round(w.hours),
    materialCostKr: kronor(w.materialCostOre),
  }));
}

export interface InvoiceCasesInput {
  invoice: PaidInvoice;
  totals: Pick<DocumentTotals, 'rotWorkInclVatOre' | 'totalSumOre'>;
  /** The period in force on the payment date (the one the amounts were computed with). */
  period: RotPeriod | null;
}

/**
 * The deductible labour the amounts were computed from: the ROT lines incl. VAT, or a heat pump's standard
 * share of the total (the period in force on the payment date, as for the amount itself).
 */
function labourOre({ invoice, totals, period }: InvoiceCasesInput): number {
  const td = invoice.header.taxDeduction!;
  const heatingPump = { type: td.heatingPumpsWorkType, customLabourBp: td.customHeatingPumpsWorkPart };
  if (heatingPump.type === 'NONE') return Math.max(0, totals.rotWorkInclVatOre);
  if (!period) return 0;
  return rotBaseOre({
    rotLabourOre: totals.rotWorkInclVatOre,
    totalInclVatOre: totals.totalSumOre,
    heatingPump,
    period,
  });
}

/**
 * One case per buyer. Price for the work = the buyer's share of the labour (as the amounts split it:
 * by ownership share, equal when none is given); requested = the buyer's stored deduction; paid = the
 * labour the buyer paid themselves (price − requested: the client has paid the whole invoice).
 */
export function invoiceCases(input: InvoiceCasesInput, paymentDate: string): RotCase[] {
  const { invoice } = input;
  const payers = invoice.header.taxDeduction?.taxPayers ?? [];
  const shares = splitRotBase(
    labourOre(input),
    payers.map((p) => p.shareBp),
  );
  return payers.map((payer, i) => {
    const priceForWorkKr = kronor(shares[i] ?? 0);
    const requestedAmountKr = kronor(payer.amountOre);
    return {
      buyerPersonalNumber: normalizePersonnummer(payer.personalNumber) ?? payer.personalNumber,
      paymentDate,
      priceForWorkKr,
      paidAmountKr: priceForWorkKr - requestedAmountKr,
      requestedAmountKr,
      invoiceNumber: invoice.number === null ? null : String(invoice.number),
      otherCostKr: 0,
      propertyDesignation: given(payer.propertyDesignation),
      flatNumber: given(payer.flatNumber),
      associationOrgNumber: given(payer.associationOrgNumber),
      works: works(payer),
    };
  });
}

/** What the file asks for the invoice, öre (whole kronor): the sum of its buyers' requested amounts. */
export function requestedOreOf(cases: readonly RotCase[]): number {
  return cases.reduce((sum, c) => sum + c.requestedAmountKr * KRONA, 0);
}

/** `ROT-20261121-1`: the firm's local date and the day's serial, well inside the 16 characters. */
export function madeRequestName(today: string, serial: number): string {
  return `${madeNamePrefix(today)}${serial}`;
}

export function madeNamePrefix(today: string): string {
  return `ROT-${today.replace(/-/g, '')}-`;
}

/** The file's name: Windows and mail programs choke on a few characters a request name may carry. */
export function requestFileName(name: string): string {
  return `ROT_${name.replace(/[^\p{L}\p{N}_.-]+/gu, '_')}.xml`;
}
