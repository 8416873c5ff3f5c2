import { describe, expect, it } from 'vitest';
import type { LineInput } from './document-lines';
import {
  addDays,
  applyClientToHeader,
  type ClientForDocument,
  type ClientHeaderFields,
  type CompletionInput,
  defaultValidTill,
  validateDocumentForCompletion,
  validateDocumentStructure,
} from './document-rules';

const line = (p: Partial<LineInput> = {}): LineInput => ({
  kind: 'NOMENCLATURE',
  nomenclatureItemType: 'REGULAR',
  ownArticleType: null,
  quantity: 1000,
  unit: 'st',
  priceOre: 10_000,
  purchasePriceOre: 6000,
  discountBp: 0,
  discountOre: 0,
  markupBp: 0,
  vatRateBp: null,
  applyDiscount: true,
  excludeFromTotalMaterialProfit: false,
  ...p,
});

const commentLine = line({ kind: 'COMMENT', nomenclatureItemType: null, priceOre: null });

const offer = (change: (d: CompletionInput) => void = () => {}): CompletionInput => {
  const input: CompletionInput = {
    hasItems: true,
    extraFields: ['validTill'],
    header: {
      docDate: '2026-11-21',
      mark: 'Badrum Storgatan 3',
      object: '',
      notes: '',
      validTill: '2026-12-21',
      reverseTaxLiability: false,
      vatRegistrationId: '',
      clientUid: null,
    },
    items: [line()],
    pricing: {
      vatRateBp: 2500,
      discountBp: 0,
      markupToPurchasePrice: false,
      markupToMaterialOwnArticles: false,
      reverseTaxLiability: false,
      includeDocumentDiscountToProfit: false,
    },
    settings: { mandatoryMark: true, mandatoryObject: false, noteMaxLength: 2000 },
  };
  change(input);
  return input;
};

const required = 'Detta fält måste fyllas i';

describe('validateDocumentForCompletion', () => {
  const cases: [string, CompletionInput, { field: string; message: string }[]][] = [
    ['a complete offer', offer(), []],
    [
      'no mark when the firm requires one',
      offer((d) => (d.header.mark = '  ')),
      [{ field: 'mark', message: required }],
    ],
    [
      'no mark when the firm does not require one',
      offer((d) => {
        d.header.mark = '';
        d.settings.mandatoryMark = false;
      }),
      [],
    ],
    ['a mark of 256 characters', offer((d) => (d.header.mark = 'x'.repeat(256))), []],
    [
      'a mark of 257 characters',
      offer((d) => (d.header.mark = 'x'.repeat(257))),
      [{ field: 'mark', message: 'Högst 256 tecken' }],
    ],
    [
      'no object when the firm requires one',
      offer((d) => (d.settings.mandatoryObject = true)),
      [{ field: 'object', message: required }],
    ],
    [
      'an object when the firm requires one',
      offer((d) => {
        d.settings.mandatoryObject = true;
        d.header.object = 'Badrum';
      }),
      [],
    ],
    [
      'notes over the firm’s maximum',
      offer((d) => {
        d.settings.noteMaxLength = 10;
        d.header.notes = 'elva tecken';
      }),
      [{ field: 'notes', message: 'Högst 10 tecken' }],
    ],
    [
      'no lines',
      offer((d) => (d.items = [])),
      [{ field: 'items', message: 'Dokumentet måste ha minst en artikelrad' }],
    ],
    [
      'only comment rows',
      offer((d) => (d.items = [commentLine])),
      [{ field: 'items', message: 'Dokumentet måste ha minst en artikelrad' }],
    ],
    [
      'a kind without lines (interest invoice) needs none',
      offer((d) => {
        d.hasItems = false;
        d.items = [];
      }),
      [],
    ],
    [
      'valid till the document date',
      offer((d) => (d.header.validTill = '2026-11-21')),
      [{ field: 'validTill', message: 'Giltig till måste vara senare än dokumentets datum' }],
    ],
    [
      'valid till before the document date',
      offer((d) => (d.header.validTill = '2026-10-01')),
      [{ field: 'validTill', message: 'Giltig till måste vara senare än dokumentets datum' }],
    ],
    ['valid till the next day', offer((d) => (d.header.validTill = '2026-11-22')), []],
    ['no valid till (optional)', offer((d) => (d.header.validTill = null)), []],
    [
      'a kind without valid till ignores a stale value',
      offer((d) => {
        d.extraFields = ['dueDate'];
        d.header.validTill = '2020-01-01';
      }),
      [],
    ],
    [
      'reverse charge without the buyer’s VAT number',
      offer((d) => (d.header.reverseTaxLiability = true)),
      [
        {
          field: 'vatRegistrationId',
          message: 'Ange köparens momsregistreringsnummer (SE + 12 siffror) för omvänd betalningsskyldighet',
        },
      ],
    ],
    [
      'reverse charge with a malformed VAT number',
      offer((d) => {
        d.header.reverseTaxLiability = true;
        d.header.vatRegistrationId = 'SE55643355';
      }),
      [
        {
          field: 'vatRegistrationId',
          message: 'Ange köparens momsregistreringsnummer (SE + 12 siffror) för omvänd betalningsskyldighet',
        },
      ],
    ],
    [
      'reverse charge with a wrong check digit',
      offer((d) => {
        d.header.reverseTaxLiability = true;
        d.header.vatRegistrationId = 'SE556036079401';
      }),
      [{ field: 'vatRegistrationId', message: 'Momsregistreringsnumret har fel kontrollsiffra' }],
    ],
    [
      'reverse charge with a valid VAT number',
      offer((d) => {
        d.header.reverseTaxLiability = true;
        d.header.vatRegistrationId = 'SE556036079301';
      }),
      [],
    ],
    [
      'a VAT number is not needed without reverse charge',
      offer((d) => (d.header.vatRegistrationId = 'x')),
      [],
    ],
    [
      'line problems at their item path',
      offer(
        (d) =>
          (d.items = [
            commentLine,
            line(),
            line({ discountBp: 10_001 }),
            line({ nomenclatureItemType: 'FREE', priceOre: null, purchasePriceOre: null, discountOre: 5 }),
          ]),
      ),
      [
        { field: 'items.2.discountBp', message: 'Rabatten får inte vara större än 100 %' },
        { field: 'items.3.priceOre', message: 'Fyll i pris eller inköpspris' },
        { field: 'items.3.discountOre', message: 'Rabatten är större än priset' },
      ],
    ],
    [
      'line rules follow the document’s pricing (negative markup with markup on purchase price)',
      offer((d) => {
        d.pricing.markupToPurchasePrice = true;
        d.items = [line({ markupBp: -100 })];
      }),
      [
        {
          field: 'items.0.markupBp',
          message: 'Påslaget får inte vara negativt när påslag görs på inköpspriset',
        },
      ],
    ],
  ];

  it.each(cases)('%s', (_, input, problems) => {
    expect(validateDocumentForCompletion(input)).toEqual(problems);
  });
});

describe('validateDocumentStructure', () => {
  const ok = { header: { mark: '', notes: '', title: '', object: '' }, itemCount: 0, noteMaxLength: 2000 };
  it.each([
    ['an empty draft', ok, []],
    ['5 000 lines', { ...ok, itemCount: 5000 }, []],
    ['5 001 lines', { ...ok, itemCount: 5001 }, [{ field: 'items', message: 'Högst 5000 rader' }]],
    [
      'a mark of 257',
      { ...ok, header: { ...ok.header, mark: 'x'.repeat(257) } },
      [{ field: 'mark', message: 'Högst 256 tecken' }],
    ],
    [
      'a title of 257',
      { ...ok, header: { ...ok.header, title: 'x'.repeat(257) } },
      [{ field: 'title', message: 'Högst 256 tecken' }],
    ],
    [
      'an object of 257',
      { ...ok, header: { ...ok.header, object: 'x'.repeat(257) } },
      [{ field: 'object', message: 'Högst 256 tecken' }],
    ],
    ['emoji count as one character', { ...ok, header: { ...ok.header, mark: '🔧'.repeat(256) } }, []],
    [
      'notes over the maximum',
      { ...ok, noteMaxLength: 3, header: { ...ok.header, notes: 'fyra' } },
      [{ field: 'notes', message: 'Högst 3 tecken' }],
    ],
    ['a missing mark does not refuse a draft', ok, []],
  ])('%s', (_, input, problems) => {
    expect(validateDocumentStructure(input)).toEqual(problems);
  });
});

describe('dates', () => {
  it.each([
    ['2026-11-21', 30, '2026-12-21'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2028-02-28', 1, '2028-02-29'], // leap year
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-28', 1, '2026-03-29'], // the night summer time starts
    ['2026-10-24', 2, '2026-10-26'], // and ends
    ['2026-01-10', -10, '2025-12-31'],
    ['2026-01-10', 0, '2026-01-10'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([['2026-02-30'], ['21.11.2026'], ['2026-1-1'], ['']])('refuses %s', (date) => {
    expect(() => addDays(date, 1)).toThrow(RangeError);
  });

  it('an offer is valid 30 days by default', () => {
    expect(defaultValidTill('2026-11-21')).toBe('2026-12-21');
    expect(defaultValidTill('2026-11-21', 14)).toBe('2026-12-05');
  });
});

describe('applyClientToHeader', () => {
  const header: ClientHeaderFields & { mark: string } = {
    mark: 'Badrum',
    clientUid: 'old',
    discountBp: 0,
    markupBp: 0,
    markupToPurchasePrice: false,
    markupToPurchasePriceFromClient: false,
    reverseTaxLiability: false,
    vatRegistrationId: '',
    cash: false,
    showTotalMaterialProfitInClientPrintingForm: false,
    clientAddress: {
      streetAddress: 'Gamla vägen 1',
      streetAddressExt: 'Port 2',
      zipCode: '11111',
      city: 'Gamla stan',
      contactName: 'X',
    },
    clientContact: { name: 'X', phone: '1', mobile: '2', email: 'x@example.se' },
    paymentDelay: null,
    dueDate: null,
  };
  const client: ClientForDocument = {
    uid: 'c1',
    discountBp: 1000,
    markupBp: 1500,
    markupToPurchasePrice: true,
    useReverseTaxLiability: true,
    paymentDelay: 30,
    vatRegistrationId: 'SE556036079301',
    cash: false,
    showTotalMaterialProfitInClientPrintingForm: true,
    address: { street: 'Storgatan 3', postalCode: '411 01', city: 'Göteborg' },
    name: 'Byggbolaget AB',
    mainContact: { name: 'Anna Berg', phone: '031-12 34 56', mobile: '070-123 45 67', email: 'anna@bygg.se' },
  };

  it('copies the client’s terms, address and main contact, and sets the due date', () => {
    expect(applyClientToHeader(header, client, '2026-11-21', true)).toEqual({
      mark: 'Badrum',
      clientUid: 'c1',
      discountBp: 1000,
      markupBp: 1500,
      markupToPurchasePrice: true,
      markupToPurchasePriceFromClient: true,
      reverseTaxLiability: true,
      vatRegistrationId: 'SE556036079301',
      cash: false,
      showTotalMaterialProfitInClientPrintingForm: true,
      clientAddress: {
        streetAddress: 'Storgatan 3',
        streetAddressExt: '',
        zipCode: '411 01',
        city: 'Göteborg',
        contactName: 'Anna Berg',
      },
      clientContact: {
        name: 'Anna Berg',
        phone: '031-12 34 56',
        mobile: '070-123 45 67',
        email: 'anna@bygg.se',
      },
      paymentDelay: 30,
      dueDate: '2026-12-21',
    });
  });

  it('leaves the due date alone for kinds without one and clears the contact without a main contact', () => {
    const result = applyClientToHeader(
      { ...header, dueDate: '2026-01-01' },
      { ...client, mainContact: null },
      '2026-11-21',
      false,
    );
    expect(result.dueDate).toBe('2026-01-01');
    expect(result.clientContact).toEqual({ name: '', phone: '', mobile: '', email: '' });
    expect(result.clientAddress.contactName).toBe('');
  });

  it('does not change the header it was given', () => {
    const before = structuredClone(header);
    applyClientToHeader(header, client, '2026-11-21', true);
    expect(header).toEqual(before);
  });
});
