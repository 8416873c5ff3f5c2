import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { INVALID_LOGIN_TEXT, loginFormError } from './login-errors';

const error = (status: number, code: string, text: string, field?: string, userErrorMessage?: string) =>
  new ApiError({ status, code, messages: [{ level: 'ERROR', code, text, field }], userErrorMessage });

describe('loginFormError', () => {
  it('marks both fields on bad credentials', () => {
    expect(loginFormError(error(403, 'INVALID_CREDENTIALS', 'x'), false)).toEqual({
      text: INVALID_LOGIN_TEXT,
      fields: ['username', 'password'],
    });
  });

  it('shows the server text when login is throttled', () => {
    const throttled = error(
      429,
      'LOGIN_THROTTLED',
      'Vänta 5 minuter',
      undefined,
      'Vänta 5 minuter innan du försöker igen',
    );
    expect(loginFormError(throttled, false)).toEqual({
      text: 'Vänta 5 minuter innan du försöker igen',
      fields: [],
    });
  });

  it('maps parameter errors to the fields of the admin form', () => {
    expect(loginFormError(error(400, 'MISSING_PARAMETER', 'Saknas', 'employeeLogin'), true)?.fields).toEqual([
      'actAs',
    ]);
    expect(loginFormError(error(400, 'MISSING_PARAMETER', 'Saknas', 'employeeLogin'), false)?.fields).toEqual(
      ['username'],
    );
  });

  it('leaves other failures to the caller', () => {
    expect(loginFormError(error(403, 'FORBIDDEN', 'Nej'), false)).toBeNull();
    expect(loginFormError(new Error('boom'), false)).toBeNull();
  });
});
