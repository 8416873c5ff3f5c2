import { describe, expect, it } from 'vitest';
import { luhnCheckDigit } from './check-digits';
import {
  normalizeBankgiro,
  normalizeOrganisationNumber,
  normalizePersonnummer,
  normalizePlusgiro,
  normalizePostalCode,
  normalizeVatNumber,
  validateBankgiro,
  validateEmail,
  validateGln,
  validateMaxLength,
  validateMobile,
  validateOrganisationNumber,
  validatePersonnummer,
  validatePlusgiro,
  validatePostalCode,
  validateRequired,
  validateVatNumber,
} from './validators';

/** Completes a personnummer: the check digit covers the last ten digits (YYMMDDNNN), not the century. */
const pnr = (first11: string) => `${first11}${luhnCheckDigit(first11.slice(2))}`;
/** The same number with its check digit changed, so only the check digit is wrong. */
const wrongCheck = (valid: string) => `${valid.slice(0, -1)}${(Number(valid.at(-1)) + 1) % 10}`;

/** Optional fields: emptiness is `validateRequired`'s business. */
const empties = ['', '   ', null, undefined];

describe('validateRequired', () => {
  it.each<unknown>(['x', ' x ', '0', 0, false])('accepts %j', (v) => expect(validateRequired(v)).toBeNull());
  it.each<unknown>(['', '  \t', null, undefined])('requires a value instead of %j', (v) =>
    expect(validateRequired(v)).toBe('Detta fält måste fyllas i'),
  );
  // Outside it.each, which would spread an array row into arguments.
  it('needs at least one element in an array', () => {
    expect(validateRequired(['a'])).toBeNull();
    expect(validateRequired([])).toBe('Detta fält måste fyllas i');
  });
});

describe('validateMaxLength', () => {
  it.each<[string | null | undefined, number, string | null]>([
    ['abc', 3, null],
    ['abcd', 3, 'Högst 3 tecken'],
    ['', 0, null],
    ['x'.repeat(256), 256, null],
    ['x'.repeat(257), 256, 'Högst 256 tecken'],
    ['åäö', 3, null],
    ['🔧🔧', 2, null],
    ['🔧🔧🔧', 2, 'Högst 2 tecken'],
    [null, 5, null],
    [undefined, 5, null],
  ])('%j (max %i) → %s', (v, n, expected) => {
    expect(validateMaxLength(v, n)).toBe(expected);
  });
});

describe('validateEmail', () => {
  it.each(['anna@firma.se', 'anna.svensson+faktura@vvs-firma.co.uk', ' anna@firma.se ', 'å@rörfirman.se'])(
    'accepts %j',
    (v) => expect(validateEmail(v)).toBeNull(),
  );
  it.each([
    'anna',
    'anna@',
    '@firma.se',
    'anna@firma',
    'anna@firma.s',
    'an na@firma.se',
    'a@b@c.se',
    'anna@.se',
    'anna@firma..se',
  ])('rejects %j', (v) => expect(validateEmail(v)).toBe('Felaktigt format på e-postadressen'));
});

describe('validateMobile', () => {
  it.each(['0701234567', '070-123 45 67', '+46 (0)70 123 45 67', '*31'])('accepts %j', (v) =>
    expect(validateMobile(v)).toBeNull(),
  );
  it.each(['070 123 45 6x', 'tel: 0701234567', '070/1234567', '+-()', '070.123.45.67'])('rejects %j', (v) =>
    expect(validateMobile(v)).toBe('Felaktigt format på mobilnumret'),
  );
});

describe('postal code', () => {
  it.each([
    ['11453', '114 53'],
    ['114 53', '114 53'],
    ['114-53', '114 53'],
    [' 114 53 ', '114 53'],
  ])('%j is valid and normalises to %j', (v, normal) => {
    expect(validatePostalCode(v)).toBeNull();
    expect(normalizePostalCode(v)).toBe(normal);
  });
  it.each(['1145', '114533', '114  53', '11 453', '1145a', 'abcde', '114--53'])('rejects %j', (v) => {
    expect(validatePostalCode(v)).toBe('Postnumret ska ha fem siffror');
    expect(normalizePostalCode(v)).toBeNull();
  });
});

describe('organisation number', () => {
  it.each([
    ['5560160680', '5560160680'],
    ['556016-0680', '5560160680'],
    ['5565475489', '5565475489'],
    ['202100-5489', '2021005489'],
    ['8112189876', '8112189876'],
  ])('%j is valid (Luhn only, no third-digit rule)', (v, normal) => {
    expect(validateOrganisationNumber(v)).toBeNull();
    expect(normalizeOrganisationNumber(v)).toBe(normal);
  });
  it.each([
    ['556016068', 'Organisationsnumret ska ha 10 siffror'],
    ['55601606801', 'Organisationsnumret ska ha 10 siffror'],
    ['55601-60680', 'Organisationsnumret ska ha 10 siffror'],
    ['556016 0680', 'Organisationsnumret ska ha 10 siffror'],
    ['556016068O', 'Organisationsnumret ska ha 10 siffror'],
    ['SE5560160680', 'Organisationsnumret ska ha 10 siffror'],
    ['5560160681', 'Organisationsnumret har fel kontrollsiffra'],
    ['556016-0689', 'Organisationsnumret har fel kontrollsiffra'],
    ['5560160860', 'Organisationsnumret har fel kontrollsiffra'],
  ])('%j → %s', (v, expected) => {
    expect(validateOrganisationNumber(v)).toBe(expected);
  });
});

describe('VAT number', () => {
  it.each([
    ['SE556016068001', 'SE556016068001'],
    ['se556016068001', 'SE556016068001'],
    ['SE 5560 1606 8001', 'SE556016068001'],
    ['SE202100548901', 'SE202100548901'],
    ['SE811218987601', 'SE811218987601'],
  ])('%j is valid', (v, normal) => {
    expect(validateVatNumber(v)).toBeNull();
    expect(normalizeVatNumber(v)).toBe(normal);
  });
  it.each([
    ['556016068001', 'Momsregistreringsnumret ska vara SE följt av 12 siffror'],
    ['SE5560160680', 'Momsregistreringsnumret ska vara SE följt av 12 siffror'],
    ['SE55601606800', 'Momsregistreringsnumret ska vara SE följt av 12 siffror'],
    ['SE5560160680010', 'Momsregistreringsnumret ska vara SE följt av 12 siffror'],
    ['SE556016068002', 'Momsregistreringsnumret ska vara SE följt av 12 siffror'],
    ['SE556016-068001', 'Momsregistreringsnumret ska vara SE följt av 12 siffror'],
    ['DK556016068001', 'Momsregistreringsnumret ska vara SE följt av 12 siffror'],
    ['SE55601606800A', 'Momsregistreringsnumret ska vara SE följt av 12 siffror'],
    ['SE556016068101', 'Momsregistreringsnumret har fel kontrollsiffra'],
  ])('%j → %s', (v, expected) => {
    expect(validateVatNumber(v)).toBe(expected);
  });
});

describe('GLN', () => {
  it.each(['7300000000004', '7350053850019', ' 7350053850019 '])('accepts %j', (v) =>
    expect(validateGln(v)).toBeNull(),
  );
  it.each([
    ['730000000000', 'GLN ska ha 13 siffror'],
    ['73000000000040', 'GLN ska ha 13 siffror'],
    ['730000000000A', 'GLN ska ha 13 siffror'],
    ['7300-00000004', 'GLN ska ha 13 siffror'],
    ['7300000000005', 'GLN har fel kontrollsiffra'],
    ['7300009020008', 'GLN har fel kontrollsiffra'],
  ])('%j → %s', (v, expected) => expect(validateGln(v)).toBe(expected));
});

describe('plusgiro', () => {
  it.each([
    ['18', '18'],
    ['1-8', '18'],
    ['47118', '47118'],
    ['4711-8', '47118'],
    ['902001-7', '9020017'],
    ['90 20 01-7', '9020017'],
    ['12345674', '12345674'],
    ['1234567-4', '12345674'],
  ])('%j is valid → %s', (v, digits) => {
    expect(validatePlusgiro(v)).toBeNull();
    expect(normalizePlusgiro(v)).toBe(digits);
  });
  it.each([
    ['1', 'Plusgironumret ska ha 2–8 siffror'],
    ['123456789', 'Plusgironumret ska ha 2–8 siffror'],
    ['12345678-9', 'Plusgironumret ska ha 2–8 siffror'],
    ['4711-8-1', 'Plusgironumret ska ha 2–8 siffror'],
    ['-47118', 'Plusgironumret ska ha 2–8 siffror'],
    ['4711-', 'Plusgironumret ska ha 2–8 siffror'],
    ['PG 4711-8', 'Plusgironumret ska ha 2–8 siffror'],
    ['4711-9', 'Plusgironumret har fel kontrollsiffra'],
    ['90 20 01-5', 'Plusgironumret har fel kontrollsiffra'],
  ])('%j → %s', (v, expected) => {
    expect(validatePlusgiro(v)).toBe(expected);
    expect(normalizePlusgiro(v)).toBeNull();
  });
});

describe('bankgiro', () => {
  it.each([
    ['5050-1055', '50501055'],
    ['50501055', '50501055'],
    ['297-3675', '2973675'],
    ['2973675', '2973675'],
  ])('%j is valid → %s', (v, digits) => {
    expect(validateBankgiro(v)).toBeNull();
    expect(normalizeBankgiro(v)).toBe(digits);
  });
  it.each([
    ['505-105', 'Bankgironumret ska ha 7–8 siffror'],
    ['123456', 'Bankgironumret ska ha 7–8 siffror'],
    ['505010550', 'Bankgironumret ska ha 7–8 siffror'],
    ['5050--1055', 'Bankgironumret ska ha 7–8 siffror'],
    ['5050-105X', 'Bankgironumret ska ha 7–8 siffror'],
    ['BG 5050-1055', 'Bankgironumret ska ha 7–8 siffror'],
    ['5050-1056', 'Bankgironumret har fel kontrollsiffra'],
    ['297-3676', 'Bankgironumret har fel kontrollsiffra'],
  ])('%j → %s', (v, expected) => {
    expect(validateBankgiro(v)).toBe(expected);
    expect(normalizeBankgiro(v)).toBeNull();
  });
});

describe('personnummer', () => {
  it.each([
    ['198112189876', '198112189876'],
    ['19811218-9876', '198112189876'],
    ['191212121212', '191212121212'],
    ['197802022389', '197802022389'],
    [pnr('20000229123'), pnr('20000229123')],
    [pnr('19900161123'), pnr('19900161123')],
    [pnr('20240289001'), pnr('20240289001')],
    [pnr('18991231999'), pnr('18991231999')],
  ])('%j is valid → %s', (v, digits) => {
    expect(validatePersonnummer(v)).toBeNull();
    expect(normalizePersonnummer(v)).toBe(digits);
  });
  it.each([
    ['8112189876', 'Personnumret ska ha 12 siffror (ÅÅÅÅMMDDNNNN)'],
    ['811218-9876', 'Personnumret ska ha 12 siffror (ÅÅÅÅMMDDNNNN)'],
    ['1981121898760', 'Personnumret ska ha 12 siffror (ÅÅÅÅMMDDNNNN)'],
    ['198112-189876', 'Personnumret ska ha 12 siffror (ÅÅÅÅMMDDNNNN)'],
    ['19811218+9876', 'Personnumret ska ha 12 siffror (ÅÅÅÅMMDDNNNN)'],
    ['1981121898X6', 'Personnumret ska ha 12 siffror (ÅÅÅÅMMDDNNNN)'],
    ['198112189877', 'Personnumret har fel kontrollsiffra'],
    [wrongCheck(pnr('19900161123')), 'Personnumret har fel kontrollsiffra'],
    [pnr('19811318987'), 'Personnumret innehåller inget giltigt datum'],
    [pnr('19810230123'), 'Personnumret innehåller inget giltigt datum'],
    [pnr('19000229123'), 'Personnumret innehåller inget giltigt datum'],
    [pnr('19810100123'), 'Personnumret innehåller inget giltigt datum'],
    [pnr('19810160123'), 'Personnumret innehåller inget giltigt datum'],
    [pnr('19810192123'), 'Personnumret innehåller inget giltigt datum'],
    [pnr('17991231123'), 'Personnumret innehåller inget giltigt datum'],
  ])('%j → %s', (v, expected) => {
    expect(validatePersonnummer(v)).toBe(expected);
  });
});

describe('optional fields', () => {
  const validators = {
    validateEmail,
    validateMobile,
    validatePostalCode,
    validateOrganisationNumber,
    validateVatNumber,
    validateGln,
    validatePlusgiro,
    validateBankgiro,
    validatePersonnummer,
  };
  it.each(Object.entries(validators).flatMap(([name, fn]) => empties.map((v) => [name, v, fn] as const)))(
    '%s accepts the empty value %j',
    (_name, v, fn) => {
      expect(fn(v)).toBeNull();
    },
  );
});
