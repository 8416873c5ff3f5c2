import { describe, expect, it } from 'vitest';
import { basAccounts, defaultLedgerMapping, outputVatAccount, salesAccount } from './bas-accounts';

function mappedAccounts(): string[] {
  const { sales, outputVat, ...single } = defaultLedgerMapping;
  return [
    ...sales.flatMap((s) => [s.material, s.work, s.other]),
    ...outputVat.map((v) => v.account),
    ...Object.values(single),
  ];
}

describe('the seeded chart and the default mapping', () => {
  it('seeds every account the default mapping books, each once, as four digits', () => {
    const seeded = basAccounts.map((a) => a.account);
    expect(new Set(seeded).size).toBe(seeded.length);
    expect(seeded.every((a) => /^\d{4}$/.test(a))).toBe(true);
    for (const account of mappedAccounts()) expect(seeded).toContain(account);
  });

  it.each([
    [2500, 'MATERIAL', '3001', '2611'],
    [1200, 'WORK', '3002', '2621'],
    [600, 'OTHER', '3003', '2631'],
  ] as const)('%i bp %s: sales %s, VAT %s', (rateBp, type, sales, vat) => {
    expect(salesAccount(defaultLedgerMapping, rateBp, type)).toBe(sales);
    expect(outputVatAccount(defaultLedgerMapping, rateBp)).toBe(vat);
  });

  it('has no VAT account for 0 %: nothing to book', () => {
    expect(salesAccount(defaultLedgerMapping, 0, 'WORK')).toBe('3004');
    expect(() => outputVatAccount(defaultLedgerMapping, 0)).toThrow('Inget momskonto för momssatsen 0 %');
  });
});
