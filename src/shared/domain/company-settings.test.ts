import { companySettingsShape } from '@shared/api/company.api';
import { describe, expect, it } from 'vitest';
import {
  formatBankgiro,
  formatPlusgiro,
  normalizeCompanySettings,
  validateCompanySettings,
} from './company-settings';

const valid = companySettingsShape.parse({
  companyName: 'Rörfirman Demo AB',
  organizationId: '556547-5489',
  vatRegistrationId: 'se 5565475489 01',
  bankgiro: '50501055',
  address: { street: 'Porfyrvägen 5', postalCode: '22478', city: 'Lund' },
});

type Settings = typeof valid;
const change = (patch: (s: Settings) => void): Settings => {
  const copy = structuredClone(valid);
  patch(copy);
  return copy;
};

describe('validateCompanySettings', () => {
  it('accepts the defaults with a name and an organisation number', () => {
    expect(validateCompanySettings(valid)).toEqual([]);
  });

  it.each<[string, (s: Settings) => void, string, string]>([
    ['no company name', (s) => (s.companyName = ' '), 'companyName', 'Detta fält måste fyllas i'],
    ['no organisation number', (s) => (s.organizationId = ''), 'organizationId', 'Detta fält måste fyllas i'],
    [
      'a short organisation number',
      (s) => (s.organizationId = '55654754'),
      'organizationId',
      'Organisationsnumret ska ha 10 siffror',
    ],
    [
      'a wrong check digit',
      (s) => (s.organizationId = '5565475488'),
      'organizationId',
      'Organisationsnumret har fel kontrollsiffra',
    ],
    [
      'a VAT number of another firm',
      (s) => (s.vatRegistrationId = 'SE556016068001'),
      'vatRegistrationId',
      'Momsregistreringsnumret ska innehålla organisationsnumret (SE + organisationsnumret + 01)',
    ],
    [
      'a malformed VAT number',
      (s) => (s.vatRegistrationId = 'SE55654754890'),
      'vatRegistrationId',
      'Momsregistreringsnumret ska vara SE följt av 12 siffror',
    ],
    [
      'a wrong bankgiro',
      (s) => (s.bankgiro = '5050-1056'),
      'bankgiro',
      'Bankgironumret har fel kontrollsiffra',
    ],
    ['a short bankgiro', (s) => (s.bankgiro = '505-105'), 'bankgiro', 'Bankgironumret ska ha 7–8 siffror'],
    [
      'a wrong plusgiro',
      (s) => (s.plusgiro = '90 20 01-4'),
      'plusgiro',
      'Plusgironumret har fel kontrollsiffra',
    ],
    [
      'a wrong postal code',
      (s) => (s.address.postalCode = '2247'),
      'address.postalCode',
      'Postnumret ska ha fem siffror',
    ],
    ['a wrong e-mail', (s) => (s.email = 'info@'), 'email', 'Felaktigt format på e-postadressen'],
    [
      'a wrong contact phone',
      (s) => (s.primaryContact.phone = 'ring mig'),
      'primaryContact.phone',
      'Felaktigt format på mobilnumret',
    ],
    [
      'a long delivery city',
      (s) => (s.deliveryAddress.city = 'x'.repeat(61)),
      'deliveryAddress.city',
      'Högst 60 tecken',
    ],
    ['a negative payment delay', (s) => (s.paymentDelay = -1), 'paymentDelay', 'Ange antal dagar, 0–365'],
    [
      'a payment delay of a year and a day',
      (s) => (s.paymentDelay = 366),
      'paymentDelay',
      'Ange antal dagar, 0–365',
    ],
    [
      'a VAT rate Sweden does not have',
      (s) => (s.vatRateBp = 2000),
      'vatRateBp',
      'Välj en momssats i listan',
    ],
    [
      'interest of 51 points',
      (s) => (s.interestOnArrearsBp = 5100),
      'interestOnArrearsBp',
      'Dröjsmålsräntan ska vara 0–50 procentenheter över referensräntan',
    ],
    [
      'a note length of 50',
      (s) => (s.documentNoteMaxLength = 50),
      'documentNoteMaxLength',
      'Ange en längd mellan 100 och 4000 tecken',
    ],
    [
      'ten copies',
      (s) => (s.printingSettings.numberOfCopies = 10),
      'printingSettings.numberOfCopies',
      'Ange 1–9 exemplar',
    ],
    [
      'a long footer',
      (s) => (s.printingSettings.documentsFooterMessage = 'x'.repeat(501)),
      'printingSettings.documentsFooterMessage',
      'Högst 500 tecken',
    ],
    [
      'a client series from 0',
      (s) => (s.numbering.clientMinNumber = 0),
      'numbering.clientMinNumber',
      'Numret ska vara ett heltal från 1 och uppåt',
    ],
    [
      'an invoice series from 1,5',
      (s) => (s.numbering.docsNumbering.INVOICE.minNumber = 1.5),
      'numbering.docsNumbering.INVOICE.minNumber',
      'Numret ska vara ett heltal från 1 och uppåt',
    ],
    [
      'a first year of 19 months',
      (s) =>
        Object.assign(s.accountingSettings, {
          firstFiscalPeriodBegin: '2025-01-01',
          firstFiscalPeriodEnd: '2026-07-31',
        }),
      'accountingSettings.firstFiscalPeriodEnd',
      'Det första räkenskapsåret får vara högst 18 månader',
    ],
    [
      'Swish without a number',
      (s) => Object.assign(s.qrPaymentsGenerationSettings, { enabled: true, paymentMethod: 'SWISH' }),
      'qrPaymentsGenerationSettings.swishNumber',
      'Detta fält måste fyllas i',
    ],
    [
      'a private Swish number',
      (s) =>
        Object.assign(s.qrPaymentsGenerationSettings, {
          enabled: true,
          paymentMethod: 'SWISH',
          swishNumber: '0701234567',
        }),
      'qrPaymentsGenerationSettings.swishNumber',
      'Swishnumret ska ha 10 siffror och börja med 123',
    ],
    [
      'bank app QR without giro',
      (s) =>
        Object.assign(s, {
          bankgiro: '',
          qrPaymentsGenerationSettings: { enabled: true, paymentMethod: 'INTERNAL', swishNumber: '' },
        }),
      'bankgiro',
      'Ange bankgiro eller plusgiro för QR-betalning med bankapp',
    ],
    [
      'VVS-guiden without an address',
      (s) => Object.assign(s.vvsguiden, { enabled: true }),
      'vvsguiden.linkSuffix',
      'Detta fält måste fyllas i',
    ],
    [
      'a VVS-guiden address with spaces',
      (s) => Object.assign(s.vvsguiden, { linkSuffix: 'Rörfirman Demo' }),
      'vvsguiden.linkSuffix',
      'Adressen får bara ha små bokstäver a–z, siffror och bindestreck, 3–60 tecken',
    ],
  ])('refuses %s', (_case, patch, field, message) => {
    expect(validateCompanySettings(change(patch))).toEqual([{ field, message }]);
  });

  it('accepts a Swedish business Swish number with spaces', () => {
    const settings = change((s) =>
      Object.assign(s.qrPaymentsGenerationSettings, {
        enabled: true,
        paymentMethod: 'SWISH',
        swishNumber: '123 456 78 90',
      }),
    );
    expect(validateCompanySettings(settings)).toEqual([]);
    expect(normalizeCompanySettings(settings).qrPaymentsGenerationSettings.swishNumber).toBe('1234567890');
  });
});

describe('normalizeCompanySettings', () => {
  it('stores numbers in their printed form', () => {
    const normalized = normalizeCompanySettings(valid);
    expect(normalized).toMatchObject({
      organizationId: '5565475489',
      vatRegistrationId: 'SE556547548901',
      bankgiro: '5050-1055',
      address: { postalCode: '224 78' },
    });
  });

  it.each([
    ['50501055', '5050-1055'],
    ['5051055', '505-1055'],
  ])('bankgiro %s → %s', (digits, printed) => expect(formatBankgiro(digits)).toBe(printed));

  it('prints plusgiro with the check digit after a dash', () => {
    expect(formatPlusgiro('9020015')).toBe('902001-5');
  });
});
