import { companySettingsSchema } from '@shared/api/company.api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { combineErrors, ruleFieldErrors, serverFieldErrors, zodFieldErrors } from './field-errors';

const settings = companySettingsSchema.parse({ companyName: 'Rör AB', organizationId: '5565475489' });

describe('zodFieldErrors', () => {
  it('gives the rules’ Swedish messages at their dotted paths', () => {
    const errors = zodFieldErrors(companySettingsSchema, {
      ...settings,
      bankgiro: '5050-1056',
      address: { ...settings.address, postalCode: '1234' },
    });
    expect(errors).toEqual({
      bankgiro: 'Bankgironumret har fel kontrollsiffra',
      'address.postalCode': 'Postnumret ska ha fem siffror',
    });
  });

  it('reads a cleared number as an empty field, not as zod’s English', () => {
    const errors = zodFieldErrors(z.object({ days: z.number() }), { days: Number.NaN });
    expect(errors).toEqual({ days: 'Detta fält måste fyllas i' });
  });

  it('is empty for valid values', () => {
    expect(zodFieldErrors(companySettingsSchema, settings)).toEqual({});
  });
});

describe('combineErrors and ruleFieldErrors', () => {
  it('keeps the first message per field', () => {
    expect(
      combineErrors(
        { a: 'först' },
        ruleFieldErrors([
          { field: 'a', message: 'sedan' },
          { field: 'b', message: 'b1' },
          { field: 'b', message: 'b2' },
        ]),
      ),
    ).toEqual({ a: 'först', b: 'b1' });
  });
});

describe('serverFieldErrors', () => {
  const error = new ApiError({
    status: 400,
    code: 'VALIDATION_FAILED',
    messages: [
      { level: 'ERROR', code: 'VALIDATION_FAILED', text: 'Fel kontrollsiffra', field: 'data.bankgiro' },
      { level: 'ERROR', code: 'VALIDATION_FAILED', text: 'Ange priset', field: 'data.priceOre' },
      { level: 'WARNING', code: 'NEGATIVE_MARGIN', text: 'Negativ marginal', field: 'data.priceOre' },
      { level: 'ERROR', code: 'X', text: 'Välj minst en', field: 'uids' },
    ],
  });

  it('strips the data prefix and renames fields the form calls differently', () => {
    expect(serverFieldErrors(error, { rename: { priceOre: 'price' } })).toEqual({
      bankgiro: 'Fel kontrollsiffra',
      price: 'Ange priset',
      uids: 'Välj minst en',
    });
  });
});
