import { describe, expect, it } from 'vitest';
import { basAccounts, defaultLedgerMapping } from './bas-accounts';
import { chartOfAccounts } from './chart';
import { defaultSeries, validateAccount, validateMapping, validateSeries } from './ledgers';

const bas = new Set(basAccounts.map((a) => a.account));

describe('validateMapping', () => {
  it('accepts the default mapping on the seeded chart', () => {
    expect(validateMapping(defaultLedgerMapping, bas)).toEqual([]);
  });

  it('names each account outside the chart, and an empty one, at its field', () => {
    const mapping = { ...defaultLedgerMapping, bank: '1940', rounding: '' };
    expect(validateMapping(mapping, bas)).toEqual([
      { field: 'mapping.bank', message: 'Kontot 1940 finns inte i kontoplanen' },
      { field: 'mapping.rounding', message: 'Välj ett konto' },
    ]);
  });

  it('wants every rate once: a missing or doubled rate is an error on the list', () => {
    const mapping = {
      ...defaultLedgerMapping,
      sales: [...defaultLedgerMapping.sales, defaultLedgerMapping.sales[0]!],
      outputVat: defaultLedgerMapping.outputVat.slice(1),
    };
    expect(validateMapping(mapping, bas).map((i) => i.field)).toEqual(['mapping.sales', 'mapping.outputVat']);
  });
});

describe('validateSeries', () => {
  it('accepts A–D from 1', () => {
    expect(validateSeries(defaultSeries)).toEqual([]);
  });

  it('refuses a shared prefix, a malformed one and a number below 1', () => {
    const series = {
      JOURNAL: { prefix: 'A', nextNumber: 1 },
      INVOICE: { prefix: 'A', nextNumber: 0 },
      PAYMENT: { prefix: 'bet', nextNumber: 1.5 },
      CASH: { prefix: 'KS1', nextNumber: 7 },
    };
    expect(validateSeries(series)).toEqual([
      { field: 'series.INVOICE.nextNumber', message: 'Ange ett heltal från 1' },
      { field: 'series.INVOICE.prefix', message: 'Serien A används redan för dagbok' },
      { field: 'series.PAYMENT.nextNumber', message: 'Ange ett heltal från 1' },
      { field: 'series.PAYMENT.prefix', message: 'Serien är 1–3 versaler eller siffror, t.ex. A' },
    ]);
  });
});

describe('validateAccount and the chart', () => {
  it('takes a four-digit number of class 1–8, a name and an optional four-digit SRU code', () => {
    expect(validateAccount({ account: '3041', name: 'Tjänster', sru: 7410 })).toEqual([]);
    expect(validateAccount({ account: '9100', name: 'x', sru: null }).map((i) => i.field)).toEqual([
      'account',
    ]);
    expect(validateAccount({ account: '304', name: '', sru: 741 }).map((i) => i.field)).toEqual([
      'account',
      'name',
      'sru',
    ]);
  });

  it('overlays the firm rows on the seed: a BAS number is renamed, another is added, in number order', () => {
    const chart = chartOfAccounts([
      { account: '3041', name: 'Tjänster', sru: 7410 },
      { account: '1930', name: 'Bank', sru: 7281 },
    ]);
    expect(chart.find((a) => a.account === '1930')).toEqual({
      account: '1930',
      name: 'Bank',
      sru: 7281,
      origin: 'RENAMED',
    });
    expect(chart.find((a) => a.account === '3041')?.origin).toBe('OWN');
    expect(chart.find((a) => a.account === '1510')?.origin).toBe('BAS');
    expect(chart.map((a) => a.account)).toEqual([...chart.map((a) => a.account)].sort());
    expect(chart).toHaveLength(basAccounts.length + 1);
  });
});
