import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyMessages } from '../company-settings';
import { messages } from '../validators';
import {
  type BankAppQrInput,
  bankAppQr,
  invoiceOcr,
  type PaymentQrSettings,
  paymentQrMessages,
  paymentQrPayload,
  SWISH_MAX_AMOUNT_ORE,
  type SwishQrInput,
  swishQr,
} from './payment-qr';

describe('invoiceOcr', () => {
  // Length digit = (digits + 2) mod 10; Luhn from the right doubles every other digit, starting with the
  // length digit (a doubled d over 9 counts d·2 − 9); check digit = (10 − sum mod 10) mod 10.
  it.each([
    // 1 → "1" + length 3 → "13": 3·2=6, 1 → 7 → check 3
    [1, '133'],
    // 1001 → "1001" + length 6 → "10016": 6·2=12→3, 1, 0·2=0, 0, 1·2=2 → 6 → check 4
    [1001, '100164'],
    // 10001 → "10001" + 7 → "100017": 7·2=14→5, 1, 0, 0, 0, 1 → 7 → check 3
    [10001, '1000173'],
    // 12345 → "12345" + 7 → "123457": 7·2=14→5, 5, 4·2=8, 3, 2·2=4, 1 → 26 → check 4 (the README's iref)
    [12345, '1234574'],
    // 123456 → "123456" + 8 → "1234568": 8·2=16→7, 6, 5·2=10→1, 4, 3·2=6, 2, 1·2=2 → 28 → check 2
    [123456, '12345682'],
    // 12345678 → 10 digits, length digit 0 → "123456780": 0, 8, 7·2=14→5, 6, 5·2=10→1, 4, 3·2=6, 2, 1·2=2
    // → 34 → check 6
    [12345678, '1234567806'],
  ])('invoice %i → OCR %s', (invoiceNumber, ocr) => {
    expect(invoiceOcr(invoiceNumber)).toBe(ocr);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s, which no number series hands out', (n) => {
    expect(() => invoiceOcr(n)).toThrow(RangeError);
  });
});

const swish = (over: Partial<SwishQrInput> = {}): SwishQrInput => ({
  swishNumber: '1231181189',
  amountOre: 125_000,
  message: 'INV 1001',
  ...over,
});

describe('swishQr', () => {
  it('reproduces the README example', () => {
    expect(swishQr(swish())).toEqual({ ok: true, payload: 'C1231181189;1250,00;INV 1001;0' });
  });

  it.each([
    [1, '0,01'],
    [10, '0,10'],
    [100, '1,00'],
    [125_050, '1250,50'],
    // No thousands separator: a space would end the amount for the app.
    [123_456_789, '1234567,89'],
    [SWISH_MAX_AMOUNT_ORE, '999999999999,99'],
  ])('%i öre is written %s', (amountOre, text) => {
    expect(swishQr(swish({ amountOre }))).toEqual({ ok: true, payload: `C1231181189;${text};INV 1001;0` });
  });

  it.each([
    [{}, 0],
    [{ payee: true }, 1],
    [{ amount: true }, 2],
    [{ message: true }, 4],
    [{ amount: true, message: true }, 6],
    [{ payee: true, amount: true, message: true }, 7],
    [{ payee: false, amount: true }, 2],
  ])('editable %o → mask %i', (editable, mask) => {
    expect(swishQr(swish({ editable }))).toEqual({
      ok: true,
      payload: `C1231181189;1250,00;INV 1001;${mask}`,
    });
  });

  it.each(['123 118 11 89', '123-118 11 89', ' 1231181189 '])('strips spaces and dashes from %s', (n) => {
    expect(swishQr(swish({ swishNumber: n }))).toMatchObject({ payload: 'C1231181189;1250,00;INV 1001;0' });
  });

  it.each(['', 'Faktura 1001', 'Åsa Öberg: rör, ventiler (ÄTA) - klart!?.', 'x'.repeat(50)])(
    'accepts the message %s',
    (message) => {
      expect(swishQr(swish({ message }))).toEqual({ ok: true, payload: `C1231181189;1250,00;${message};0` });
    },
  );

  it.each<[string, Partial<SwishQrInput>, string, string]>([
    ['no Swish number', { swishNumber: ' ' }, 'swishNumber', messages.required],
    ['a private mobile number', { swishNumber: '0701234567' }, 'swishNumber', companyMessages.swishNumber],
    ['a charity 90-number', { swishNumber: '9001234' }, 'swishNumber', companyMessages.swishNumber],
    ['nine digits', { swishNumber: '123118118' }, 'swishNumber', companyMessages.swishNumber],
    ['a letter', { swishNumber: '123118118a' }, 'swishNumber', companyMessages.swishNumber],
    ['zero', { amountOre: 0 }, 'amountOre', paymentQrMessages.amountPositive],
    ['a negative amount', { amountOre: -100 }, 'amountOre', paymentQrMessages.amountPositive],
    [
      'over Swish’s maximum',
      { amountOre: SWISH_MAX_AMOUNT_ORE + 1 },
      'amountOre',
      paymentQrMessages.swishAmountMax,
    ],
    ['51 characters', { message: 'x'.repeat(51) }, 'message', paymentQrMessages.swishMessageLength],
    ['a semicolon', { message: 'INV;1001' }, 'message', paymentQrMessages.swishMessageCharacters],
    ['a quote', { message: 'INV "1001"' }, 'message', paymentQrMessages.swishMessageCharacters],
    ['an accented é', { message: 'Café' }, 'message', paymentQrMessages.swishMessageCharacters],
    ['a newline', { message: 'INV\n1001' }, 'message', paymentQrMessages.swishMessageCharacters],
  ])('refuses %s', (_, over, field, message) => {
    expect(swishQr(swish(over))).toEqual({ ok: false, field, message });
  });

  it('throws on fractional öre: a float in money arithmetic is a bug, not user data', () => {
    expect(() => swishQr(swish({ amountOre: 100.5 }))).toThrow(RangeError);
  });
});

const README_BANK_APP =
  '{"uqr":1,"tp":1,"nme":"Rörfirman AB","cid":"5560160680","iref":"1234574","idt":"20261121","ddt":"20261221","due":1250,"pt":"BG","acc":"5050-1055"}';

const bankApp = (over: Partial<BankAppQrInput> = {}): BankAppQrInput => ({
  payeeName: 'Rörfirman AB',
  orgNumber: '5560160680',
  ocrOrInvoiceNumber: '1234574',
  invoiceDate: '2026-11-21',
  dueDate: '2026-12-21',
  amountOre: 125_000,
  giro: { type: 'BANK_GIRO', number: '5050-1055' },
  ...over,
});

const payloadOf = (result: ReturnType<typeof bankAppQr> | null): string =>
  result?.ok ? result.payload : `not ok: ${JSON.stringify(result)}`;

describe('bankAppQr', () => {
  it('reproduces the README example byte for byte', () => {
    expect(bankAppQr(bankApp())).toEqual({ ok: true, payload: README_BANK_APP });
  });

  it.each([
    [125_000, '1250'],
    [125_050, '1250.5'],
    [125_005, '1250.05'],
    [125_099, '1250.99'],
    [1, '0.01'],
    [10, '0.1'],
    [100, '1'],
    [1_234_567_890, '12345678.9'],
  ])('%i öre → "due":%s', (amountOre, due) => {
    expect(payloadOf(bankAppQr(bankApp({ amountOre })))).toContain(`,"due":${due},"pt"`);
  });

  it('writes a plusgiro as PG with the check digit after a dash', () => {
    // 902001: 1·2=2, 0, 0·2=0, 2, 0·2=0, 9 → 13 → check digit 7
    const payload = payloadOf(bankAppQr(bankApp({ giro: { type: 'PLUS_GIRO', number: '90 20 01-7' } })));
    expect(payload).toMatch(/,"pt":"PG","acc":"902001-7"}$/);
  });

  it('normalises the organisation number and the giro number', () => {
    const result = bankAppQr(
      bankApp({ orgNumber: '556016-0680', giro: { type: 'BANK_GIRO', number: '50501055' } }),
    );
    expect(result).toEqual({ ok: true, payload: README_BANK_APP });
  });

  it('marks a credit note with tp 2', () => {
    expect(payloadOf(bankAppQr(bankApp({ credit: true })))).toBe(README_BANK_APP.replace('"tp":1', '"tp":2'));
  });

  it('escapes quotes, backslashes and newlines in the name and keeps one line', () => {
    const payload = payloadOf(bankAppQr(bankApp({ payeeName: 'Rör "Nisse" \\ Co\nAB' })));
    expect(payload).toContain(String.raw`"nme":"Rör \"Nisse\" \\ Co\nAB"`);
    expect(payload).not.toContain('\n');
    expect(JSON.parse(payload).nme).toBe('Rör "Nisse" \\ Co\nAB');
  });

  it('always gives JSON that reads back to the same name and amount', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 1, max: 99_999_999_999 }), (name, ore) => {
        fc.pre(name.trim() !== '');
        const parsed = JSON.parse(payloadOf(bankAppQr(bankApp({ payeeName: name, amountOre: ore }))));
        expect(parsed.nme).toBe(name.trim());
        expect(Math.round(parsed.due * 100)).toBe(ore);
        expect(Object.keys(parsed)).toEqual([
          'uqr',
          'tp',
          'nme',
          'cid',
          'iref',
          'idt',
          'ddt',
          'due',
          'pt',
          'acc',
        ]);
      }),
    );
  });

  it.each<[string, Partial<BankAppQrInput>, string, string]>([
    ['a blank name', { payeeName: '  ' }, 'payeeName', paymentQrMessages.payeeName],
    ['no organisation number', { orgNumber: '' }, 'orgNumber', messages.required],
    ['a short organisation number', { orgNumber: '55601606' }, 'orgNumber', messages.orgNumberLength],
    ['a wrong org check digit', { orgNumber: '5560160681' }, 'orgNumber', messages.orgNumberCheck],
    ['no reference', { ocrOrInvoiceNumber: '' }, 'ocrOrInvoiceNumber', paymentQrMessages.reference],
    [
      'a letter in the reference',
      { ocrOrInvoiceNumber: 'F1001' },
      'ocrOrInvoiceNumber',
      paymentQrMessages.reference,
    ],
    ['26 digits', { ocrOrInvoiceNumber: '1'.repeat(26) }, 'ocrOrInvoiceNumber', paymentQrMessages.reference],
    ['a compact date', { invoiceDate: '20261121' }, 'invoiceDate', paymentQrMessages.date],
    ['30 February', { dueDate: '2026-02-30' }, 'dueDate', paymentQrMessages.date],
    [
      'a due date before the invoice date',
      { dueDate: '2026-11-20' },
      'dueDate',
      paymentQrMessages.dueBeforeInvoice,
    ],
    ['zero', { amountOre: 0 }, 'amountOre', paymentQrMessages.amountPositive],
    ['no bankgiro', { giro: { type: 'BANK_GIRO', number: '' } }, 'giro.number', messages.required],
    [
      'a six-digit bankgiro',
      { giro: { type: 'BANK_GIRO', number: '505-105' } },
      'giro.number',
      messages.bankgiroLength,
    ],
    [
      'a wrong bankgiro check digit',
      { giro: { type: 'BANK_GIRO', number: '5050-1056' } },
      'giro.number',
      messages.bankgiroCheck,
    ],
    ['no plusgiro', { giro: { type: 'PLUS_GIRO', number: ' ' } }, 'giro.number', messages.required],
    [
      'a nine-digit plusgiro',
      { giro: { type: 'PLUS_GIRO', number: '123456789' } },
      'giro.number',
      messages.plusgiroLength,
    ],
    [
      'a one-digit plusgiro',
      { giro: { type: 'PLUS_GIRO', number: '4' } },
      'giro.number',
      messages.plusgiroLength,
    ],
    [
      'a wrong plusgiro check digit',
      { giro: { type: 'PLUS_GIRO', number: '902001-5' } },
      'giro.number',
      messages.plusgiroCheck,
    ],
  ])('refuses %s', (_, over, field, message) => {
    expect(bankAppQr(bankApp(over))).toEqual({ ok: false, field, message });
  });

  it('accepts a two-digit plusgiro and the due date on the invoice date', () => {
    // 4: 4·2=8 → check digit 2
    const result = bankAppQr(bankApp({ dueDate: '2026-11-21', giro: { type: 'PLUS_GIRO', number: '42' } }));
    expect(payloadOf(result)).toMatch(/"ddt":"20261121".*"acc":"4-2"}$/);
  });
});

const settings = (
  over: Partial<PaymentQrSettings> = {},
  qr: Partial<PaymentQrSettings['qrPaymentsGenerationSettings']> = {},
) => ({
  companyName: 'Rörfirman AB',
  organizationId: '556016-0680',
  bankgiro: '5050-1055',
  plusgiro: '',
  ...over,
  qrPaymentsGenerationSettings: { enabled: true, paymentMethod: 'INTERNAL' as const, swishNumber: '', ...qr },
});
const invoice = { number: 12345, invoiceDate: '2026-11-21', dueDate: '2026-12-21', amountOre: 125_000 };

describe('paymentQrPayload', () => {
  it('gives the bank-app QR with the invoice OCR (12345 → 1234574, the README example)', () => {
    expect(paymentQrPayload(settings(), invoice)).toEqual({ ok: true, payload: README_BANK_APP });
  });

  it('uses the plusgiro when the firm has no bankgiro', () => {
    const result = paymentQrPayload(settings({ bankgiro: '', plusgiro: '902001-7' }), invoice);
    expect(payloadOf(result)).toMatch(/"pt":"PG","acc":"902001-7"}$/);
  });

  it('gives the Swish QR with the OCR as the locked message', () => {
    const result = paymentQrPayload(settings({}, { paymentMethod: 'SWISH', swishNumber: '123 118 11 89' }), {
      ...invoice,
      number: 1001,
    });
    expect(result).toEqual({ ok: true, payload: 'C1231181189;1250,00;100164;0' });
  });

  it.each([
    ['QR payments are off', settings({}, { enabled: false }), invoice],
    ['a credit invoice', settings(), { ...invoice, credit: true }],
    ['nothing to pay', settings(), { ...invoice, amountOre: 0 }],
    [
      'a refund',
      settings({}, { paymentMethod: 'SWISH', swishNumber: '1231181189' }),
      { ...invoice, amountOre: -500 },
    ],
  ])('prints no QR when %s', (_, firm, inv) => {
    expect(paymentQrPayload(firm, inv)).toBeNull();
  });

  it.each([
    [
      'a Swish number missing',
      settings({}, { paymentMethod: 'SWISH' }),
      'qrPaymentsGenerationSettings.swishNumber',
      messages.required,
    ],
    ['neither giro', settings({ bankgiro: ' ', plusgiro: '' }), 'bankgiro', companyMessages.giroForQr],
    ['a wrong bankgiro', settings({ bankgiro: '5050-1056' }), 'bankgiro', messages.bankgiroCheck],
    [
      'a wrong plusgiro',
      settings({ bankgiro: '', plusgiro: '902001-5' }),
      'plusgiro',
      messages.plusgiroCheck,
    ],
    ['no company name', settings({ companyName: '' }), 'companyName', paymentQrMessages.payeeName],
    [
      'a wrong organisation number',
      settings({ organizationId: '5560160681' }),
      'organizationId',
      messages.orgNumberCheck,
    ],
  ])('points at the settings field for %s', (_, firm, field, message) => {
    expect(paymentQrPayload(firm, invoice)).toEqual({ ok: false, field, message });
  });

  it('reports a due date before the invoice date at the invoice field', () => {
    expect(paymentQrPayload(settings(), { ...invoice, dueDate: '2026-11-01' })).toEqual({
      ok: false,
      field: 'dueDate',
      message: paymentQrMessages.dueBeforeInvoice,
    });
  });
});
