import { describe, expect, it } from 'vitest';
import { clientDataSchema, clientDataShape } from '../api/clients.api';
import { luhnCheckDigit } from './check-digits';
import {
  type ClientInput,
  clientCodeSortKey,
  normalizeIdentityNumber,
  validateClientData,
  validateIdentityNumber,
} from './client-rules';

const pnr = (first11: string) => `${first11}${luhnCheckDigit(first11.slice(2))}`;
const orgNo = (nine: string) => `${nine}${luhnCheckDigit(nine)}`;
const PERSON = pnr('19740312405');
const OTHER_PERSON = pnr('19720905407');
const BRF = orgNo('769612345');
const COMPANY = orgNo('556701234');

const base = (): ClientInput =>
  clientDataShape.parse({
    code: '1001',
    name: 'Karin Bergström',
    paymentDelay: 30,
    contacts: [{ name: 'Karin', mobile: '070-174 06 05', email: 'karin@exempel.se', main: true }],
    taxPayers: [{ name: 'Karin Bergström', personalNumber: PERSON, propertyDesignation: 'Lund Galten 12' }],
  });

type Patch = (d: ClientInput) => ClientInput;
const contact = (over: Partial<ClientInput['contacts'][number]>) => ({
  name: 'Per',
  title: '',
  phone: '',
  mobile: '',
  email: '',
  main: false,
  ...over,
});
const payer = (over: Partial<ClientInput['taxPayers'][number]>) => ({
  name: 'Per Bergström',
  personalNumber: OTHER_PERSON,
  propertyDesignation: '',
  flatNumber: '',
  associationOrgNumber: '',
  ...over,
});

describe('validateClientData', () => {
  it('accepts a complete private client with a ROT buyer', () => {
    expect(validateClientData(base())).toEqual([]);
  });

  it.each<[string, Patch, string, string]>([
    ['an empty client number', (d) => ({ ...d, code: ' ' }), 'code', 'Detta fält måste fyllas i'],
    ['a 13-character client number', (d) => ({ ...d, code: '1234567890123' }), 'code', 'Högst 12 tecken'],
    [
      'a client number with a space',
      (d) => ({ ...d, code: '10 01' }),
      'code',
      'Kundnumret får inte innehålla mellanslag',
    ],
    ['no name', (d) => ({ ...d, name: '' }), 'name', 'Detta fält måste fyllas i'],
    [
      'an identity number of 11 digits',
      (d) => ({ ...d, organizationCode: '55670123456' }),
      'organizationCode',
      'Ange organisationsnummer (10 siffror) eller personnummer (12 siffror)',
    ],
    [
      'an organisation number with a wrong check digit',
      (d) => ({ ...d, organizationCode: `${COMPANY.slice(0, 9)}${(Number(COMPANY[9]) + 1) % 10}` }),
      'organizationCode',
      'Organisationsnumret har fel kontrollsiffra',
    ],
    [
      'a VAT number without SE',
      (d) => ({ ...d, vatRegistrationId: '556701234501' }),
      'vatRegistrationId',
      'Momsregistreringsnumret ska vara SE följt av 12 siffror',
    ],
    ['a GLN of 12 digits', (d) => ({ ...d, gln: '735999000101' }), 'gln', 'GLN ska ha 13 siffror'],
    [
      'a four-digit postal code',
      (d) => ({ ...d, address: { ...d.address, postalCode: '2246' } }),
      'address.postalCode',
      'Postnumret ska ha fem siffror',
    ],
    ['a discount over 100 %', (d) => ({ ...d, discountBp: 10_001 }), 'discountBp', 'För stor rabatt'],
    [
      'a negative discount',
      (d) => ({ ...d, discountBp: -100 }),
      'discountBp',
      'Värdet får inte vara negativt',
    ],
    ['a fractional basis point', (d) => ({ ...d, markupBp: 12.5 }), 'markupBp', 'Ange ett heltal'],
    [
      'a negative markup on the purchase price',
      (d) => ({ ...d, markupBp: -500, markupToPurchasePrice: true }),
      'markupBp',
      'Påslaget får inte vara negativt när det räknas på inköpspriset',
    ],
    [
      'a payment delay over a year',
      (d) => ({ ...d, paymentDelay: 400 }),
      'paymentDelay',
      'Betalningsvillkoret får vara högst 365 dagar',
    ],
    [
      'a negative payment delay',
      (d) => ({ ...d, paymentDelay: -1 }),
      'paymentDelay',
      'Värdet får inte vara negativt',
    ],
    [
      'reverse charge without a VAT number',
      (d) => ({ ...d, useReverseTaxLiability: true, taxPayers: [] }),
      'vatRegistrationId',
      'Omvänd betalningsskyldighet kräver kundens momsregistreringsnummer',
    ],
    [
      'reverse charge for a ROT client',
      (d) => ({ ...d, useReverseTaxLiability: true, vatRegistrationId: `SE${COMPANY}01` }),
      'useReverseTaxLiability',
      'En kund med omvänd betalningsskyldighet kan inte ha ROT-köpare',
    ],
    [
      'e-invoice without identity',
      (d) => ({ ...d, eInvoiceEnabled: true }),
      'organizationCode',
      'E-faktura kräver organisationsnummer eller GLN',
    ],
    [
      'Svefaktura by GLN without a GLN',
      (d) => ({ ...d, sveFakturaEnabled: true, useGlnInSveFaktura: true }),
      'gln',
      'Ange GLN för att använda det i Svefaktura',
    ],
    [
      'a contact e-mail without a domain',
      (d) => ({ ...d, contacts: [...d.contacts, contact({ email: 'per@exempel' })] }),
      'contacts.1.email',
      'Felaktigt format på e-postadressen',
    ],
    [
      'a contact mobile with letters',
      (d) => ({ ...d, contacts: [...d.contacts, contact({ mobile: '070-ABC' })] }),
      'contacts.1.mobile',
      'Felaktigt format på mobilnumret',
    ],
    [
      'a contact without a name',
      (d) => ({ ...d, contacts: [contact({ name: '', main: true })] }),
      'contacts.0.name',
      'Detta fält måste fyllas i',
    ],
    [
      'contacts without a main one',
      (d) => ({ ...d, contacts: [contact({})] }),
      'contacts',
      'Välj en huvudkontakt',
    ],
    [
      'two main contacts',
      (d) => ({ ...d, contacts: [...d.contacts, contact({ main: true })] }),
      'contacts.1.main',
      'Bara en kontakt kan vara huvudkontakt',
    ],
    [
      'a ROT buyer with a wrong personnummer',
      (d) => ({ ...d, taxPayers: [payer({ personalNumber: '197409051234', propertyDesignation: 'X 1' })] }),
      'taxPayers.0.personalNumber',
      'Personnumret har fel kontrollsiffra',
    ],
    [
      'a ROT buyer with a ten-digit personnummer',
      (d) => ({ ...d, taxPayers: [payer({ personalNumber: '7409051234', propertyDesignation: 'X 1' })] }),
      'taxPayers.0.personalNumber',
      'Personnumret ska ha 12 siffror (ÅÅÅÅMMDDNNNN)',
    ],
    [
      'a ROT buyer without property or flat',
      (d) => ({ ...d, taxPayers: [payer({})] }),
      'taxPayers.0.propertyDesignation',
      'Ange fastighetsbeteckning eller lägenhetsnummer',
    ],
    [
      'a ROT buyer with both property and flat',
      (d) => ({
        ...d,
        taxPayers: [
          payer({ propertyDesignation: 'Lund Galten 12', flatNumber: '1102', associationOrgNumber: BRF }),
        ],
      }),
      'taxPayers.0.flatNumber',
      'Ange antingen fastighetsbeteckning eller lägenhetsnummer, inte båda',
    ],
    [
      'a flat without its association',
      (d) => ({ ...d, taxPayers: [payer({ flatNumber: '1102' })] }),
      'taxPayers.0.associationOrgNumber',
      'Ange bostadsrättsföreningens organisationsnummer',
    ],
    [
      'an association number without a flat',
      (d) => ({
        ...d,
        taxPayers: [payer({ propertyDesignation: 'Lund Galten 12', associationOrgNumber: BRF })],
      }),
      'taxPayers.0.associationOrgNumber',
      'Organisationsnumret gäller bara en bostadsrätt: ange lägenhetsnumret',
    ],
    [
      'a property designation over 40 characters',
      (d) => ({ ...d, taxPayers: [payer({ propertyDesignation: 'x'.repeat(41) })] }),
      'taxPayers.0.propertyDesignation',
      'Högst 40 tecken',
    ],
    [
      'the same person twice as ROT buyer',
      (d) => ({
        ...d,
        taxPayers: [...d.taxPayers, payer({ personalNumber: PERSON, propertyDesignation: 'Lund Galten 12' })],
      }),
      'taxPayers.1.personalNumber',
      'Personen finns redan bland ROT-köparna',
    ],
  ])('refuses %s', (_, patch, field, message) => {
    expect(validateClientData(patch(base()))).toContainEqual({ field, message });
  });

  it('accepts a tenant-owner with flat number and association', () => {
    const data = { ...base(), taxPayers: [payer({ flatNumber: '1102', associationOrgNumber: BRF })] };
    expect(validateClientData(data)).toEqual([]);
  });

  it('accepts a builder with reverse charge and no ROT buyers', () => {
    const data = {
      ...base(),
      organizationCode: COMPANY,
      useReverseTaxLiability: true,
      vatRegistrationId: `SE${COMPANY}01`,
      taxPayers: [],
    };
    expect(validateClientData(data)).toEqual([]);
  });

  it('allows a client without contacts', () => {
    expect(validateClientData({ ...base(), contacts: [] })).toEqual([]);
  });
});

describe('the form schema', () => {
  it('reports the rules as zod issues at the same paths', () => {
    const result = clientDataSchema.safeParse({
      ...base(),
      discountBp: 20_000,
      contacts: [contact({ email: 'x' })],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['discountBp', 'För stor rabatt']);
    expect(issues).toContainEqual(['contacts.0.email', 'Felaktigt format på e-postadressen']);
    expect(issues).toContainEqual(['contacts', 'Välj en huvudkontakt']);
  });
});

describe('identity numbers', () => {
  it.each<[string, string | null]>([
    [COMPANY, `${COMPANY.slice(0, 6)}-${COMPANY.slice(6)}`],
    [`${COMPANY.slice(0, 6)}-${COMPANY.slice(6)}`, `${COMPANY.slice(0, 6)}-${COMPANY.slice(6)}`],
    [PERSON, `${PERSON.slice(0, 8)}-${PERSON.slice(8)}`],
    ['12345', null],
  ])('normalises %s to %s', (input, expected) => expect(normalizeIdentityNumber(input)).toBe(expected));

  it.each<[string, string | null]>([
    ['', null],
    [COMPANY, null],
    [PERSON, null],
    ['19740332-4051', 'Personnumret innehåller inget giltigt datum'],
  ])('validates %j', (input, expected) => expect(validateIdentityNumber(input)).toBe(expected));
});

describe('clientCodeSortKey', () => {
  it('orders numbers by value and text after them', () => {
    const codes = ['10', 'B2', '2', '1001', 'a1', '999'];
    expect([...codes].sort((a, b) => (clientCodeSortKey(a) < clientCodeSortKey(b) ? -1 : 1))).toEqual([
      '2',
      '10',
      '999',
      '1001',
      'a1',
      'B2',
    ]);
  });
});
