import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLedgerMapping as m } from './bas-accounts';
import type { InvoiceVoucherInput, Voucher } from './vouchers';
import {
  cashMethodPaymentVoucher,
  cashSaleVoucher,
  creditInvoiceVoucher,
  invoiceVoucher,
  paymentVoucher,
  rotDecisionVoucher,
  voucherBalance,
} from './vouchers';

const head = { date: '2026-11-25', text: 'Test' };
const ore = fc.integer({ min: -10_000_000, max: 10_000_000 });
const rate = fc.constantFrom(2500, 1200, 600, 0);

/** Any invoice input, consistent or not: the builders must balance it through the rounding row anyway. */
const invoiceArb: fc.Arbitrary<InvoiceVoucherInput> = fc.record({
  date: fc.constant(head.date),
  text: fc.constant(head.text),
  sales: fc.array(
    fc.record({ rateBp: rate, itemType: fc.constantFrom('MATERIAL', 'WORK', 'OTHER' as const), netOre: ore }),
    { maxLength: 6 },
  ),
  vat: fc.array(fc.record({ rateBp: fc.constantFrom(2500, 1200, 600), vatOre: ore }), { maxLength: 3 }),
  reverseCharge: fc.constant(false),
  payableOre: ore,
  rotOre: fc.nat({ max: 5_000_000 }),
  interestOre: fc.nat({ max: 1_000_000 }),
  reminderFeeOre: fc.constantFrom(0, 6_000),
});

const reverseChargeArb = invoiceArb.map((i) => ({
  ...i,
  reverseCharge: true,
  rotOre: 0,
  vat: i.vat.map((v) => ({ ...v, vatOre: 0 })),
}));

function totalsPerAccount(vouchers: readonly Voucher[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const v of vouchers)
    for (const row of v.rows) totals.set(row.account, (totals.get(row.account) ?? 0) + row.amountOre);
  for (const [account, amount] of totals) if (amount === 0) totals.delete(account);
  return totals;
}

describe('every builder balances to 0 öre', () => {
  it('invoice, credit and cash sale, with or without reverse charge', () => {
    fc.assert(
      fc.property(fc.oneof(invoiceArb, reverseChargeArb), (input) => {
        for (const v of [
          invoiceVoucher(input, m),
          creditInvoiceVoucher(input, m),
          cashSaleVoucher(input, m),
        ]) {
          expect(voucherBalance(v)).toBe(0);
          expect(v.rows.every((r) => r.amountOre !== 0)).toBe(true);
        }
      }),
    );
  });

  it('payments and ROT decisions', () => {
    fc.assert(
      fc.property(
        ore,
        fc.boolean(),
        fc.nat({ max: 10_000_000 }),
        fc.nat(),
        (amount, client, requested, pick) => {
          const payer = client ? 'CLIENT' : 'SKATTEVERKET';
          expect(voucherBalance(paymentVoucher({ ...head, payer, amountOre: amount }, m))).toBe(0);
          const approvedOre = requested === 0 ? 0 : pick % (requested + 1);
          expect(
            voucherBalance(rotDecisionVoucher({ ...head, requestedOre: requested, approvedOre }, m)),
          ).toBe(0);
        },
      ),
    );
  });

  it('cash method: payments in any parts balance and together book exactly the whole invoice', () => {
    const paidInParts = fc
      .tuple(
        invoiceArb,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
      )
      .map(([invoice, payableOre, cuts]) => ({ invoice: { ...invoice, payableOre }, cuts }));
    fc.assert(
      fc.property(paidInParts, ({ invoice, cuts }) => {
        const payable = invoice.payableOre;
        // Cut points inside the payable, sorted: the parts between them are the payments.
        const points = [...new Set([0, ...cuts.map((c) => c % payable), payable])].sort((a, b) => a - b);
        const vouchers = points.slice(1).map((after, i) => {
          const paidBeforeOre = points[i] ?? 0;
          return cashMethodPaymentVoucher(
            { ...head, amountOre: after - paidBeforeOre, paidBeforeOre, invoice },
            m,
          );
        });
        for (const v of vouchers) expect(voucherBalance(v)).toBe(0);
        const whole = cashSaleVoucher(invoice, m, 'BANK');
        expect(totalsPerAccount(vouchers)).toEqual(totalsPerAccount([whole]));
      }),
    );
  });
});
