import { describe, expect, it } from 'vitest';
import { invoiceContentMessages } from './invoice-contents';
import { type VatExplanationInput, vatExplanation } from './vat-explanation';

const base: VatExplanationInput = {
  reverseTaxLiability: false,
  vatRegistrationId: '',
  buyerKind: null,
  hasClient: true,
  ratesBp: [2500],
  documentRateBp: 2500,
  rotWorkSumOre: 0,
};

describe('vatExplanation', () => {
  it.each([
    [
      'reverse charge to a VAT-registered builder',
      { reverseTaxLiability: true, vatRegistrationId: 'SE556677889901', buyerKind: 'BUSINESS' },
      'INFO',
      'Omvänd betalningsskyldighet: kunden är registrerad för moms (SE556677889901) och köper byggtjänster — ingen moms debiteras.',
    ],
    ['a private person', { buyerKind: 'PRIVATE' }, 'INFO', 'Moms 25 % debiteras: kunden är en privatperson.'],
    [
      'a private person with ROT work',
      { buyerKind: 'PRIVATE', rotWorkSumOre: 80_000 },
      'INFO',
      'Moms 25 % debiteras: kunden är en privatperson. ROT-avdraget räknas på arbetet inklusive moms.',
    ],
    [
      'a business without reverse charge',
      { buyerKind: 'BUSINESS' },
      'INFO',
      'Moms 25 % debiteras: kunden är ett företag utan omvänd betalningsskyldighet.',
    ],
    [
      'two rates',
      { buyerKind: 'BUSINESS', ratesBp: [2500, 1200] },
      'INFO',
      'Moms 25 % och 12 % debiteras: kunden är ett företag utan omvänd betalningsskyldighet.',
    ],
    [
      'no line yet: the document rate',
      { buyerKind: 'PRIVATE', ratesBp: [], documentRateBp: 1200 },
      'INFO',
      'Moms 12 % debiteras: kunden är en privatperson.',
    ],
    ['no client', { hasClient: false }, 'INFO', 'Moms 25 % debiteras: ingen kund är vald än.'],
    [
      'a client of unknown kind',
      {},
      'INFO',
      'Moms 25 % debiteras: kunden har inte omvänd betalningsskyldighet.',
    ],
    [
      'reverse charge without the buyer’s VAT number',
      { reverseTaxLiability: true, buyerKind: 'BUSINESS' },
      'ERROR',
      'Omvänd betalningsskyldighet kräver köparens momsregistreringsnummer — ange det under Påslag och omvänd betalningsskyldighet.',
    ],
    [
      'reverse charge and ROT',
      { reverseTaxLiability: true, vatRegistrationId: 'SE556677889901', rotWorkSumOre: 65_000 },
      'ERROR',
      invoiceContentMessages.rotWithReverseCharge,
    ],
    [
      'reverse charge to a private person',
      { reverseTaxLiability: true, vatRegistrationId: 'SE556677889901', buyerKind: 'PRIVATE' },
      'ERROR',
      invoiceContentMessages.reverseChargePrivate,
    ],
  ] as const)('%s', (_, patch, tone, text) => {
    expect(vatExplanation({ ...base, ...patch })).toEqual({ tone, text });
  });
});
