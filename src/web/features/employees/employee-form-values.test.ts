import { employeeMessages } from '@shared/api/employees.api';
import { messages } from '@shared/domain/validators';
import { describe, expect, it } from 'vitest';
import { formPathFromServerField } from '../../kit';
import {
  employeeFieldMapping,
  newEmployeeValues,
  passwordsDiffer,
  toEmployeeData,
  validateEmployeeForm,
} from './employee-form-values';

const valid = {
  ...newEmployeeValues(),
  loginName: 'lisa.berg',
  displayName: 'Lisa Berg',
  email: 'lisa@rorfirman.se',
  password: 'hemligt123',
  passwordRepeat: 'hemligt123',
};

describe('employee form', () => {
  it('starts a new employee as an active office user with the contract’s defaults', () => {
    expect(newEmployeeValues()).toMatchObject({
      role: 'MANAGER',
      active: true,
      documentsOnPage: 20,
      addingDuplicateArticleType: 'ASK',
      password: '',
    });
  });

  it('accepts a valid new employee and sends no repeated password', () => {
    expect(validateEmployeeForm(valid, true)).toEqual({});
    expect(toEmployeeData(valid)).not.toHaveProperty('passwordRepeat');
  });

  it('needs a password of at least 8 characters for a new login, typed the same twice', () => {
    expect(validateEmployeeForm({ ...valid, password: '', passwordRepeat: '' }, true).password).toBe(
      employeeMessages.passwordNeeded,
    );
    expect(validateEmployeeForm({ ...valid, password: 'kort', passwordRepeat: 'kort' }, true).password).toBe(
      employeeMessages.passwordShort,
    );
    expect(validateEmployeeForm({ ...valid, passwordRepeat: 'hemligt124' }, true)).toEqual({
      passwordRepeat: passwordsDiffer,
    });
  });

  it('keeps the current password of an existing employee when the field is left empty', () => {
    expect(validateEmployeeForm({ ...valid, password: '', passwordRepeat: '' }, false)).toEqual({});
  });

  it('checks login, name and e-mail with the shared rules', () => {
    const errors = validateEmployeeForm({ ...valid, loginName: 'a b', displayName: '', email: 'x@' }, true);
    expect(errors).toMatchObject({
      loginName: employeeMessages.loginCharacters,
      displayName: messages.required,
      email: messages.email,
    });
  });

  it('maps the server’s refusals to the fields', () => {
    expect(formPathFromServerField('data.role', employeeFieldMapping)).toBe('role');
    expect(formPathFromServerField('data.active', employeeFieldMapping)).toBe('active');
    expect(formPathFromServerField('data.loginName', employeeFieldMapping)).toBe('loginName');
    expect(formPathFromServerField('newVersion', employeeFieldMapping)).toBeNull();
  });
});
