import { describe, expect, it } from 'vitest';
import { documentKinds, documentTypes } from './document-kinds';
import {
  buyerKindOf,
  buyerProblems,
  creditProblems,
  isLegalInvoiceKind,
  invoiceContentMessages as m,
  sellerProblems,
  vatChoiceProblems,
} from './invoice-contents';

const seller = {
  name: 'Rörläggarna i Lund AB',
  address: { street: 'Industrigatan 4', postalCode: '222 22', city: 'Lund' },
  vatRegistrationId: 'SE556677889901',
};
const address = { streetAddress: 'Storgatan 3', streetAddressExt: '', zipCode: '211 45', city: 'Malmö' };

describe('which kinds are invoices in law', () => {
  it('is the firm’s locking kinds: invoice, credit invoice, interest invoice', () => {
    expect(documentTypes.filter((t) => isLegalInvoiceKind(documentKinds[t]))).toEqual([
      'INVOICE',
      'CREDIT_INVOICE',
      'INTEREST_INVOICE',
    ]);
  });
});

describe('buyerKindOf', () => {
  it.each([
    ['198112189876', 'PRIVATE'],
    ['19811218-9876', 'PRIVATE'],
    ['5566778899', 'BUSINESS'],
    ['556677-8899', 'BUSINESS'],
    ['', null],
    ['123', null],
    [null, null],
  ] as const)('%s → %s', (identity, kind) => {
    expect(buyerKindOf(identity)).toBe(kind);
  });
});

describe('sellerProblems', () => {
  it.each([
    ['complete', {}, []],
    ['no name', { name: '  ' }, [['company.companyName', m.sellerName]]],
    ['no city', { address: { ...seller.address, city: '' } }, [['company.address', m.sellerAddress]]],
    ['no VAT number', { vatRegistrationId: '' }, [['company.vatRegistrationId', m.sellerVatMissing]]],
    [
      'a VAT number with a wrong check digit',
      { vatRegistrationId: 'SE556677889801' },
      [['company.vatRegistrationId', m.sellerVatInvalid('momsregistreringsnumret har fel kontrollsiffra')]],
    ],
  ] as const)('%s', (_, patch, expected) => {
    const problems = sellerProblems({ ...seller, ...patch });
    expect(problems.map((p) => [p.field, p.message])).toEqual(expected);
  });

  it('names the field in Swedish with where to mend it', () => {
    expect(m.sellerVatMissing).toBe(
      'Företagets momsregistreringsnummer saknas — ange det under Inställningar',
    );
  });
});

describe('buyerProblems', () => {
  it.each([
    ['a client with an address', { name: 'Anna Svensson', address }, []],
    ['no client', { name: null, address }, [m.noBuyer]],
    ['a client without a name', { name: '', address }, [m.buyerName]],
    ['no street', { name: 'Anna', address: { ...address, streetAddress: '' } }, [m.buyerAddress]],
    [
      'a box address in the second line',
      { name: 'Anna', address: { ...address, streetAddress: '', streetAddressExt: 'Box 12' } },
      [],
    ],
    ['no postal code', { name: 'Anna', address: { ...address, zipCode: ' ' } }, [m.buyerAddress]],
  ] as const)('%s', (_, buyer, expected) => {
    const problems = buyerProblems(buyer);
    expect(problems.map((p) => p.message)).toEqual(expected);
    for (const p of problems) expect(p.field).toBe('clientUid');
  });
});

describe('vatChoiceProblems (product-spec §5)', () => {
  it.each([
    ['VAT to a private person', false, 'PRIVATE', 50_000, []],
    ['reverse charge to a business', true, 'BUSINESS', 0, []],
    ['reverse charge with ROT work', true, 'BUSINESS', 65_000, [m.rotWithReverseCharge]],
    ['reverse charge with ROT work, private', true, 'PRIVATE', 65_000, [m.rotWithReverseCharge]],
    ['reverse charge to a private person', true, 'PRIVATE', 0, [m.reverseChargePrivate]],
    ['reverse charge, buyer unknown', true, null, 0, []],
    ['a credited ROT line under reverse charge', true, 'BUSINESS', -65_000, [m.rotWithReverseCharge]],
  ] as const)('%s', (_, reverseTaxLiability, buyerKind, rotWorkSumOre, expected) => {
    const problems = vatChoiceProblems({ reverseTaxLiability, buyerKind, rotWorkSumOre });
    expect(problems.map((p) => p.message)).toEqual(expected);
  });
});

describe('creditProblems', () => {
  const invoice = { name: 'faktura 1042', completed: true, payableOre: 500_000, creditedOre: 375_000 };
  it.each([
    ['the whole rest', 125_000, invoice, []],
    ['part of the rest', 50_000, invoice, []],
    ['one öre more than the rest', 125_001, invoice, [m.overCredit('faktura 1042', 125_000)]],
    [
      'a fully credited invoice',
      100,
      { ...invoice, creditedOre: 500_000 },
      [m.overCredit('faktura 1042', 0)],
    ],
    ['a draft invoice', 100, { ...invoice, completed: false }, [m.creditedNotCompleted('faktura 1042')]],
  ] as const)('%s', (_, creditOre, credited, expected) => {
    expect(creditProblems({ creditedInvoiceUid: 'x', credited, creditOre }).map((p) => p.message)).toEqual(
      expected,
    );
  });

  it('says the rest in kronor as the user reads it', () => {
    expect(m.overCredit('faktura 1042', 125_000)).toBe(
      'Kreditfakturan överstiger det som återstår att kredita på faktura 1042 (1\u00a0250,00\u00a0kr)',
    );
  });

  it('needs the invoice it credits', () => {
    expect(creditProblems({ creditedInvoiceUid: null, credited: null, creditOre: 100 })).toEqual([
      { field: 'creditedInvoiceUid', message: m.noCreditedInvoice },
    ]);
  });
});
