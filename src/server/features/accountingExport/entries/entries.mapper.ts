import type { LedgerEntry, LedgerRow } from '@shared/api/accountingExport.api';
import type { LedgerMapping } from '@shared/domain/accounting/bas-accounts';
import { invoiceVoucherInput } from '@shared/domain/accounting/invoice-input';
import {
  type AccountingMethod,
  cashMethodPaymentVoucher,
  cashSaleVoucher,
  creditInvoiceVoucher,
  type InvoiceVoucherInput,
  invoiceVoucher,
  paymentVoucher,
  rotDecisionVoucher,
  type Voucher,
} from '@shared/domain/accounting/vouchers';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { computeDocumentTotals } from '@shared/domain/documents/document-totals';
import { pricingOf, toLineInput } from '@shared/domain/documents/line-input';
import type { DocumentBookingInput } from '../accountingExport.table';
import type {
  DecisionFacts,
  DocumentContent,
  DocumentFacts,
  EntryRef,
  PaymentFacts,
} from './entries.repository';

/**
 * Each entry's voucher, from the pure builders of decision 0040, by the firm's method (decision 0046).
 * A voucher that cannot be built (a VAT rate without an account in the mapping, a payment beyond what is
 * left under the cash method) is an entry with an error, reported to the user, never a guessed booking.
 */

export interface BookingSetup {
  method: AccountingMethod;
  mapping: LedgerMapping;
  accounts: ReadonlyMap<string, { name: string; sru?: string }>;
}

export interface EntryFacts {
  document: DocumentFacts;
  payment?: PaymentFacts;
  decision?: DecisionFacts;
}

export interface BuiltEntry {
  ref: EntryRef;
  document: DocumentFacts;
  text: string;
  voucher: Voucher | null;
  error: string | null;
}

function numberText(document: DocumentFacts): string {
  return document.number === null ? '' : ` ${document.number}`;
}

function entryText(ref: EntryRef, facts: EntryFacts): string {
  const { document } = facts;
  const label = documentKinds[document.docType].label;
  const client = document.client ? ` ${document.client}` : '';
  if (ref.entity === 'ROT_DECISION') return `ROT nekad del, ${label.toLowerCase()}${numberText(document)}`;
  if (ref.entity === 'PAYMENT') {
    if (facts.payment?.source === 'SKATTEVERKET')
      return `ROT-utbetalning från Skatteverket, ${label.toLowerCase()}${numberText(document)}`;
    return `Inbetalning ${label.toLowerCase()}${numberText(document)}${client}`;
  }
  const kind = ref.ledger === 'CASH' ? 'Kontantfaktura' : label;
  return `${kind}${numberText(document)}${client}`;
}

/** The booking input of a document's lines: the same figures its totals show (decision 0046). */
export function bookingInputOf(content: DocumentContent, docType: DocumentType): DocumentBookingInput {
  const pricing = pricingOf(content.header, documentKinds[docType]);
  const lines = content.items.map(toLineInput);
  const {
    date: _date,
    text: _text,
    ...input
  } = invoiceVoucherInput(lines, pricing, computeDocumentTotals(lines, pricing), { date: '', text: '' });
  return input;
}

/**
 * The invoice as the voucher builders read it: from the input stored at completion, else from its lines.
 * An interest invoice has no lines: its payable sum is the interest (decision 0035), outside VAT.
 */
function invoiceInput(document: DocumentFacts, date: string, text: string): InvoiceVoucherInput {
  if (document.docType === 'INTEREST_INVOICE') {
    const payable = document.totalPayableOre;
    return {
      date,
      text,
      sales: [],
      vat: [],
      reverseCharge: false,
      payableOre: payable,
      rotOre: 0,
      interestOre: payable,
    };
  }
  if (document.booking) return { date, text, ...document.booking };
  // buildEntries reads the lines of every document it books a sale of; missing here is a bug there.
  if (!document.content) throw new Error(`Dokumentets rader lästes inte (${document.id})`);
  return { date, text, ...bookingInputOf(document.content, document.docType) };
}

function documentVoucher(ref: EntryRef, document: DocumentFacts, text: string, setup: BookingSetup) {
  const input = invoiceInput(document, ref.date, text);
  if (ref.ledger === 'CASH') return cashSaleVoucher(input, setup.mapping, 'CASH');
  if (document.docType === 'CREDIT_INVOICE') return creditInvoiceVoucher(input, setup.mapping);
  return invoiceVoucher(input, setup.mapping);
}

/**
 * Skatteverket's ROT payout clears 1513; the client's payment clears 1510 under the invoice method (and
 * on a remainder invoice, whose sale the original booked) or books its share of the sale under the cash
 * method.
 */
function paymentVoucherOf(
  ref: EntryRef,
  { document, payment }: Required<Pick<EntryFacts, 'document' | 'payment'>>,
  text: string,
  setup: BookingSetup,
): Voucher {
  const base = { date: ref.date, text, amountOre: payment.amountOre };
  if (payment.source === 'SKATTEVERKET')
    return paymentVoucher({ ...base, payer: 'SKATTEVERKET' }, setup.mapping);
  if (setup.method === 'INVOICE' || document.remainder)
    return paymentVoucher({ ...base, payer: 'CLIENT' }, setup.mapping);
  return cashMethodPaymentVoucher(
    { ...base, paidBeforeOre: payment.paidBeforeOre, invoice: invoiceInput(document, ref.date, text) },
    setup.mapping,
  );
}

/** The denied part of a ROT claim goes back from 1513 to the client's receivable (decision 0040). */
function decisionVoucher(ref: EntryRef, decision: DecisionFacts, text: string, setup: BookingSetup) {
  const denied = decision.requestedOre - decision.approvedOre;
  return rotDecisionVoucher({ date: ref.date, text, requestedOre: denied, approvedOre: 0 }, setup.mapping);
}

export function buildEntry(ref: EntryRef, facts: EntryFacts, setup: BookingSetup): BuiltEntry {
  const text = entryText(ref, facts);
  try {
    let voucher: Voucher;
    if (ref.entity === 'PAYMENT' && facts.payment)
      voucher = paymentVoucherOf(ref, { document: facts.document, payment: facts.payment }, text, setup);
    else if (ref.entity === 'ROT_DECISION' && facts.decision)
      voucher = decisionVoucher(ref, facts.decision, text, setup);
    else voucher = documentVoucher(ref, facts.document, text, setup);
    if (voucher.rows.length === 0)
      return { ref, document: facts.document, text, voucher: null, error: 'Verifikationen saknar belopp' };
    return { ref, document: facts.document, text, voucher, error: null };
  } catch (error) {
    return { ref, document: facts.document, text, voucher: null, error: (error as Error).message };
  }
}

export function accountName(setup: Pick<BookingSetup, 'accounts'>, account: string): string {
  return setup.accounts.get(account)?.name ?? `Konto ${account}`;
}

export function ledgerRows(voucher: Voucher | null, setup: Pick<BookingSetup, 'accounts'>): LedgerRow[] {
  return (voucher?.rows ?? []).map((row) => ({
    account: row.account,
    accountName: accountName(setup, row.account),
    debitOre: row.amountOre > 0 ? row.amountOre : 0,
    creditOre: row.amountOre < 0 ? -row.amountOre : 0,
  }));
}

export function toLedgerEntry(entry: BuiltEntry, setup: Pick<BookingSetup, 'accounts'>): LedgerEntry {
  const { ref, document } = entry;
  return {
    uid: ref.id,
    entity: ref.entity,
    ledger: ref.ledger,
    date: ref.date,
    text: entry.text,
    documentUid: document.id,
    docType: document.docType,
    documentNumber: document.number,
    client: document.client,
    verification:
      ref.series !== null && ref.number !== null && ref.exportedAt
        ? { series: ref.series, number: ref.number, exportedAt: ref.exportedAt.toISOString() }
        : null,
    rows: ledgerRows(entry.voucher, setup),
    error: entry.error,
  };
}
