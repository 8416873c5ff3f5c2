/**
 * Vouchers (verifikationer) as pure functions (decision 0040). Every builder returns a voucher whose rows
 * sum to exactly 0 öre: debit is positive, credit negative. The amounts that cannot be computed exactly
 * (öresavrundning, a partial payment's share) land on the rounding account, so balance never depends on
 * the caller's arithmetic.
 */
import { mulDivRounded } from '../documents/document-totals';
import type { ItemType, LedgerMapping } from './bas-accounts';
import { outputVatAccount, salesAccount } from './bas-accounts';

/** Bokföringslagen lets a small firm book at payment (kontantmetoden) instead of at invoicing. */
export type AccountingMethod = 'INVOICE' | 'CASH';

export interface VoucherRow {
  account: string;
  /** Debit +, credit −. */
  amountOre: number;
  text?: string;
}

export interface Voucher {
  date: string;
  text: string;
  rows: VoucherRow[];
}

export interface SalesAmount {
  rateBp: number;
  itemType: ItemType;
  /** Excluding VAT, after the document discount. */
  netOre: number;
}

export interface OutputVat {
  rateBp: number;
  vatOre: number;
}

/**
 * An invoice as the document totals give it, with invoice signs (a credit passes what it credits, see
 * `invoiceVoucherInput`). The receivable is `payableOre`; the rounding row is whatever makes it balance.
 */
export interface InvoiceVoucherInput {
  date: string;
  text: string;
  sales: readonly SalesAmount[];
  vat: readonly OutputVat[];
  reverseCharge: boolean;
  /** What the client owes: the totals' `totalPayableSumOre`. */
  payableOre: number;
  /** The ROT part Skatteverket is asked for: the totals' `taxDeductionOre`. */
  rotOre: number;
  interestOre?: number;
  reminderFeeOre?: number;
}

export type PaymentTarget = 'BANK' | 'CASH' | 'TAX_ACCOUNT';

export function voucherBalance(voucher: Pick<Voucher, 'rows'>): number {
  return voucher.rows.reduce((sum, row) => sum + row.amountOre, 0);
}

export function assertBalanced(voucher: Voucher): Voucher {
  const balance = voucherBalance(voucher);
  if (balance !== 0) throw new Error(`Verifikationen "${voucher.text}" balanserar inte: ${balance} öre`);
  for (const row of voucher.rows)
    if (!Number.isSafeInteger(row.amountOre))
      throw new Error(`Beloppet på konto ${row.account} är inte hela ören`);
  return voucher;
}

/** One row per account, in first-seen order, without zero rows: the voucher a person expects to read. */
function merged(rows: readonly VoucherRow[]): VoucherRow[] {
  const byAccount = new Map<string, VoucherRow>();
  for (const row of rows) {
    const seen = byAccount.get(row.account);
    if (seen) seen.amountOre += row.amountOre;
    else byAccount.set(row.account, { ...row });
  }
  return [...byAccount.values()].filter((row) => row.amountOre !== 0);
}

function voucher(date: string, text: string, rows: readonly VoucherRow[]): Voucher {
  return assertBalanced({ date, text, rows: merged(rows) });
}

function targetAccount(mapping: LedgerMapping, target: PaymentTarget): string {
  if (target === 'BANK') return mapping.bank;
  return target === 'CASH' ? mapping.cash : mapping.taxAccount;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Sales and VAT credits. Under reverse charge the buyer accounts for the VAT, so none may be given. */
function salesAndVatRows(input: InvoiceVoucherInput, mapping: LedgerMapping): VoucherRow[] {
  if (input.reverseCharge && input.vat.some((v) => v.vatOre !== 0))
    throw new Error('Omvänd betalningsskyldighet: fakturan får inte ha utgående moms');
  const sales = input.sales.map((s) => ({
    account: input.reverseCharge ? mapping.reverseChargeSales : salesAccount(mapping, s.rateBp, s.itemType),
    amountOre: -s.netOre,
  }));
  const vat = input.vat
    .filter((v) => v.vatOre !== 0)
    .map((v) => ({ account: outputVatAccount(mapping, v.rateBp), amountOre: -v.vatOre }));
  return [...sales, ...vat];
}

/**
 * Everything of an invoice except the client's receivable: the ROT claim on Skatteverket (debit), sales,
 * VAT, interest and reminder fee (credits, both outside VAT) and the rounding that makes it balance
 * against `payableOre` — for consistent totals exactly their `roundingOre`.
 */
function invoiceCounterRows(input: InvoiceVoucherInput, mapping: LedgerMapping): VoucherRow[] {
  const rows: VoucherRow[] = [
    { account: mapping.rotReceivable, amountOre: input.rotOre },
    ...salesAndVatRows(input, mapping),
    { account: mapping.interestIncome, amountOre: -(input.interestOre ?? 0) },
    { account: mapping.reminderFees, amountOre: -(input.reminderFeeOre ?? 0) },
  ];
  const rounding = -(input.payableOre + sum(rows.map((r) => r.amountOre)));
  return [...rows, { account: mapping.rounding, amountOre: rounding }];
}

/** Invoice method: the invoice books the client's receivable when it is issued. */
export function invoiceVoucher(input: InvoiceVoucherInput, mapping: LedgerMapping): Voucher {
  return voucher(input.date, input.text, [
    { account: mapping.receivables, amountOre: input.payableOre },
    ...invoiceCounterRows(input, mapping),
  ]);
}

function reversed(rows: readonly VoucherRow[]): VoucherRow[] {
  return rows.map((row) => ({ ...row, amountOre: -row.amountOre }));
}

/** A credit invoice: the invoice voucher of what is credited (invoice signs) with every sign reversed. */
export function creditInvoiceVoucher(input: InvoiceVoucherInput, mapping: LedgerMapping): Voucher {
  return voucher(input.date, input.text, reversed(invoiceVoucher(input, mapping).rows));
}

/** A cash invoice is paid when issued: cash (or bank) instead of a receivable, under either method. */
export function cashSaleVoucher(
  input: InvoiceVoucherInput,
  mapping: LedgerMapping,
  paidTo: 'CASH' | 'BANK' = 'CASH',
): Voucher {
  return voucher(input.date, input.text, [
    { account: targetAccount(mapping, paidTo), amountOre: input.payableOre },
    ...invoiceCounterRows(input, mapping),
  ]);
}

export interface PaymentVoucherInput {
  date: string;
  text: string;
  amountOre: number;
  /** The client clears 1510; Skatteverket's ROT payout clears 1513. */
  payer: 'CLIENT' | 'SKATTEVERKET';
  /** Default: the bank for the client, the tax account for Skatteverket (it pays to skattekontot). */
  paidTo?: PaymentTarget;
}

/** Invoice method: a payment clears the receivable the invoice booked. */
export function paymentVoucher(input: PaymentVoucherInput, mapping: LedgerMapping): Voucher {
  const fromSkatteverket = input.payer === 'SKATTEVERKET';
  const target = input.paidTo ?? (fromSkatteverket ? 'TAX_ACCOUNT' : 'BANK');
  const receivable = fromSkatteverket ? mapping.rotReceivable : mapping.receivables;
  return voucher(input.date, input.text, [
    { account: targetAccount(mapping, target), amountOre: input.amountOre },
    { account: receivable, amountOre: -input.amountOre },
  ]);
}

export interface CashMethodPaymentInput {
  date: string;
  text: string;
  amountOre: number;
  /** What the client paid on this invoice before this payment. */
  paidBeforeOre: number;
  invoice: InvoiceVoucherInput;
  paidTo?: 'BANK' | 'CASH';
}

/**
 * Cash method: the client's payment books its share of the sale. The share is cumulative — each row's
 * part of everything paid so far, rounded half away from zero, less its part of what was paid before —
 * so the payment that completes the invoice books exactly the invoice's rows and no öre is lost. The few
 * öre the rounded parts differ from the payment go on the rounding account.
 */
export function cashMethodPaymentVoucher(input: CashMethodPaymentInput, mapping: LedgerMapping): Voucher {
  const payable = input.invoice.payableOre;
  const after = input.paidBeforeOre + input.amountOre;
  if (payable === 0) throw new Error('Fakturan har inget belopp att betala');
  if (after / payable > 1 || input.paidBeforeOre / payable < 0)
    throw new Error('Betalningen är större än det som återstår att betala på fakturan');
  const share = (ore: number, paid: number) => mulDivRounded(ore, paid, payable);
  const parts = invoiceCounterRows(input.invoice, mapping).map((row) => ({
    ...row,
    amountOre: share(row.amountOre, after) - share(row.amountOre, input.paidBeforeOre),
  }));
  const rounding = -(input.amountOre + sum(parts.map((p) => p.amountOre)));
  return voucher(input.date, input.text, [
    { account: targetAccount(mapping, input.paidTo ?? 'BANK'), amountOre: input.amountOre },
    ...parts,
    { account: mapping.rounding, amountOre: rounding },
  ]);
}

export interface RotDecisionInput {
  date: string;
  text: string;
  requestedOre: number;
  approvedOre: number;
  /** Default the tax account: Skatteverket pays the approved amount to skattekontot. */
  paidTo?: PaymentTarget;
}

/**
 * Skatteverket's decision clears the whole requested amount from 1513: the approved part against where it
 * was paid, the denied part back to the client's receivable, because the buyer owes the full price and
 * the remainder invoice claims it. A loss on that claim is then an ordinary bad debt, not a ROT booking.
 */
export function rotDecisionVoucher(input: RotDecisionInput, mapping: LedgerMapping): Voucher {
  if (input.approvedOre < 0 || input.approvedOre > input.requestedOre)
    throw new Error('Godkänt belopp måste vara mellan 0 och det begärda beloppet');
  return voucher(input.date, input.text, [
    { account: targetAccount(mapping, input.paidTo ?? 'TAX_ACCOUNT'), amountOre: input.approvedOre },
    { account: mapping.receivables, amountOre: input.requestedOre - input.approvedOre },
    { account: mapping.rotReceivable, amountOre: -input.requestedOre },
  ]);
}
