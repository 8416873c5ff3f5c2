/**
 * "Mina uppgifter": the employee's own settings plus a password change, which needs the current password.
 * The rules are the contract's `validateOwnEmployeeData`, whose paths are the call's (`data.phone`,
 * `newPassword`); they are mapped onto the form the same way the server's answers are.
 */
import { type OwnEmployee, validateOwnEmployeeData } from '@shared/api/employees.api';
import { type FieldMapping, formPathFromServerField } from '../../kit';
import { passwordsDiffer } from '../employees';

export type ProfileFormValues = OwnEmployee['data'] & {
  currentPassword: string;
  newPassword: string;
  newPasswordRepeat: string;
};

export const profileFieldMapping: FieldMapping = {
  prefix: 'data.',
  fields: [
    'displayName',
    'email',
    'phone',
    'documentsOnPage',
    'addingDuplicateArticleType',
    'adaptiveItemsTableDisabled',
    'saveAndUseListViewSettings',
    'preferredCatalogueItemSortField',
    'currentPassword',
    'newPassword',
  ],
};

export function toProfileFormValues(data: OwnEmployee['data']): ProfileFormValues {
  return { ...data, currentPassword: '', newPassword: '', newPasswordRepeat: '' };
}

export function toSaveOwnParameters(values: ProfileFormValues, version: number) {
  const { currentPassword, newPassword, newPasswordRepeat: _repeat, ...data } = values;
  return {
    newVersion: version,
    data: { ...data, displayName: data.displayName.trim(), email: data.email.trim() },
    currentPassword,
    newPassword,
  };
}

export function validateProfileForm(values: ProfileFormValues): Record<string, string> {
  const { data, currentPassword, newPassword } = toSaveOwnParameters(values, 1);
  const errors: Record<string, string> = {};
  for (const issue of validateOwnEmployeeData({ data, currentPassword, newPassword })) {
    const path = formPathFromServerField(issue.field, profileFieldMapping);
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  if (!errors.newPassword && values.newPassword !== values.newPasswordRepeat) {
    errors.newPasswordRepeat = passwordsDiffer;
  }
  return errors;
}
