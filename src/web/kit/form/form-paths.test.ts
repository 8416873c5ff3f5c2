import { describe, expect, it } from 'vitest';
import { type FieldMapping, formPathFromServerField, issuesToErrors, mapServerMessages } from './form-paths';

const clientLike: FieldMapping = {
  prefix: 'data.',
  renames: { discountBp: 'discount', markupBp: 'markup' },
  fields: ['code', 'name', 'address', 'discount', 'markup', 'contacts', 'taxPayers'],
};

describe('formPathFromServerField', () => {
  it.each([
    ['data.code', 'code'],
    ['data.contacts.1.email', 'contacts.1.email'],
    ['data.taxPayers.0.personalNumber', 'taxPayers.0.personalNumber'],
    ['data.address.postalCode', 'address.postalCode'],
    ['data.discountBp', 'discount'],
    ['data.markupBp', 'markup'],
    ['data.contacts', 'contacts'],
  ])('%s → %s', (field, path) => {
    expect(formPathFromServerField(field, clientLike)).toBe(path);
  });

  it.each(['newVersion', 'uid', 'data.unknown', 'data.', 'discountBp.x.y'])(
    '%s has no field in the form',
    (field) => {
      expect(formPathFromServerField(field, clientLike)).toBeNull();
    },
  );

  it('takes unprefixed paths as they are when the form has them', () => {
    const profile: FieldMapping = { prefix: 'data.', fields: ['phone', 'currentPassword', 'newPassword'] };
    expect(formPathFromServerField('data.phone', profile)).toBe('phone');
    expect(formPathFromServerField('currentPassword', profile)).toBe('currentPassword');
    expect(formPathFromServerField('newVersion', profile)).toBeNull();
  });
});

describe('mapServerMessages', () => {
  it('puts each message at its field, the first one per field, and keeps the rest for an alert', () => {
    const mapped = mapServerMessages(
      [
        {
          level: 'ERROR',
          code: 'VALIDATION_FAILED',
          text: 'Felaktigt format på e-postadressen',
          field: 'data.contacts.1.email',
        },
        {
          level: 'ERROR',
          code: 'VALIDATION_FAILED',
          text: 'Högst 254 tecken',
          field: 'data.contacts.1.email',
        },
        { level: 'ERROR', code: 'CODE_TAKEN', text: 'Det här kundnumret finns redan', field: 'data.code' },
        {
          level: 'ERROR',
          code: 'MISSING_PARAMETER',
          text: 'Parametern "newVersion" saknas',
          field: 'newVersion',
        },
        { level: 'ERROR', code: 'FORBIDDEN', text: 'Du har inte behörighet till den här funktionen.' },
      ],
      clientLike,
    );
    expect(mapped.fieldErrors).toEqual({
      'contacts.1.email': 'Felaktigt format på e-postadressen',
      code: 'Det här kundnumret finns redan',
    });
    expect(mapped.general).toEqual([
      'Parametern "newVersion" saknas',
      'Du har inte behörighet till den här funktionen.',
    ]);
  });
});

describe('issuesToErrors', () => {
  it('joins array paths and keeps the first message per path', () => {
    expect(
      issuesToErrors(
        [
          { path: ['contacts', 1, 'email'], message: 'a' },
          { path: ['contacts', 1, 'email'], message: 'b' },
          { path: ['discountBp'], message: 'c' },
        ],
        (p) => (p === 'discountBp' ? 'discount' : p),
      ),
    ).toEqual({ 'contacts.1.email': 'a', discount: 'c' });
  });
});
