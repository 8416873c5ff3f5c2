/**
 * Writes valid BgMax files (Bankgirot's incoming payments, layouts in shared/domain/payments/bgmax-records)
 * for tests, the Playwright spec and the bench: every count and sum of records 15 and 70 computed, so a
 * test breaks a file on purpose only where it means to.
 */
import { bgmaxRecord } from '@shared/domain/payments/bgmax-records';

export { bgmaxRecord };

export interface FixturePayment {
  reference: string;
  amountOre: number;
  /** BGC-löpnummer; unique within the file by default. */
  serial?: number;
  extraReferences?: { reference: string; amountOre?: number | null; minus?: boolean }[];
  payerName?: string;
}

export interface FixtureDeposit {
  /** YYYY-MM-DD. */
  paymentDate: string;
  payments: FixturePayment[];
}

const compact = (date: string) => date.replaceAll('-', '');

export function bgmaxFile(input: { bankgiro: string; deposits: FixtureDeposit[]; stamp?: string }): string {
  const bankgiro = Number(input.bankgiro.replace(/\D/g, ''));
  const lines = [
    bgmaxRecord('01', [
      [3, 22, 'BGMAX'],
      [23, 24, 1],
      [25, 44, input.stamp ?? '20261125080000000000'],
      [45, 45, 'P'],
    ]),
  ];
  let serial = 0;
  const counts = { payments: 0, extras: 0 };
  input.deposits.forEach((deposit, index) => {
    lines.push(
      bgmaxRecord('05', [
        [3, 12, bankgiro],
        [23, 25, 'SEK'],
      ]),
    );
    const tx = (type: string, reference: string, ore: number, serialNo: number, code: string) =>
      bgmaxRecord(type, [
        [3, 12, 55551234],
        [13, 37, reference],
        [38, 55, ore],
        [56, 56, code],
        [57, 57, '1'],
        [58, 69, serialNo],
        [70, 70, '0'],
      ]);
    for (const payment of deposit.payments) {
      serial += 1;
      const serialNo = payment.serial ?? serial;
      const extras = payment.extraReferences ?? [];
      lines.push(tx('20', payment.reference, payment.amountOre, serialNo, extras.length > 0 ? '3' : '2'));
      for (const extra of extras) {
        lines.push(tx(extra.minus ? '23' : '22', extra.reference, extra.amountOre ?? 0, serialNo, '2'));
      }
      if (payment.payerName) lines.push(bgmaxRecord('26', [[3, 37, payment.payerName]]));
      counts.payments += 1;
      counts.extras += extras.length;
    }
    lines.push(
      bgmaxRecord('15', [
        [3, 37, '12345678901'],
        [38, 45, compact(deposit.paymentDate)],
        [46, 50, index + 1],
        [51, 68, deposit.payments.reduce((sum, p) => sum + p.amountOre, 0)],
        [69, 71, 'SEK'],
        [72, 79, deposit.payments.length],
      ]),
    );
  });
  lines.push(
    bgmaxRecord('70', [
      [3, 10, counts.payments],
      [11, 18, 0],
      [19, 26, counts.extras],
      [27, 34, input.deposits.length],
    ]),
  );
  return `${lines.join('\r\n')}\r\n`;
}

/** The file as Bankgirot sends it: ISO-8859-1 bytes (å, ä, ö one byte each). */
export function latin1(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
}
