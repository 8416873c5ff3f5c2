import { employeeMessages } from '@shared/api/employees.api';
import { messages } from '@shared/domain/validators';
import { describe, expect, it } from 'vitest';
import { passwordsDiffer } from '../employees';
import { toProfileFormValues, toSaveOwnParameters, validateProfileForm } from './profile-form-values';

const values = toProfileFormValues({
  displayName: 'Anna Lindqvist',
  email: 'anna@rorfirman-demo.se',
  phone: '070-123 45 67',
  documentsOnPage: 20,
  addingDuplicateArticleType: 'ASK',
  adaptiveItemsTableDisabled: false,
  saveAndUseListViewSettings: true,
  preferredCatalogueItemSortField: null,
  interfaceSettingsData: {},
});

describe('profile form', () => {
  it('accepts the loaded values and sends the version it read', () => {
    expect(validateProfileForm(values)).toEqual({});
    expect(toSaveOwnParameters(values, 7)).toMatchObject({
      newVersion: 7,
      currentPassword: '',
      newPassword: '',
    });
    expect(toSaveOwnParameters(values, 7).data).not.toHaveProperty('newPasswordRepeat');
  });

  it('needs the current password for a new one, at its field', () => {
    const errors = validateProfileForm({
      ...values,
      newPassword: 'nyttlosen1',
      newPasswordRepeat: 'nyttlosen1',
    });
    expect(errors).toEqual({ currentPassword: employeeMessages.currentPasswordNeeded });
  });

  it('gives the shared rules’ messages at the form’s paths', () => {
    const errors = validateProfileForm({
      ...values,
      displayName: '',
      phone: 'ring mig',
      currentPassword: 'demo1234',
      newPassword: 'kort',
      newPasswordRepeat: 'kort',
    });
    expect(errors).toEqual({
      displayName: messages.required,
      phone: messages.mobile,
      newPassword: employeeMessages.passwordShort,
    });
  });

  it('wants the new password typed the same twice', () => {
    const errors = validateProfileForm({
      ...values,
      currentPassword: 'demo1234',
      newPassword: 'nyttlosen1',
      newPasswordRepeat: 'nyttlosen2',
    });
    expect(errors).toEqual({ newPasswordRepeat: passwordsDiffer });
  });
});
