/**
 * The administrator's employee form: the contract's data plus the repeated password. Validation is the
 * contract's own schema (the server runs the same rules) and the one check only a form can make: that the
 * password was typed the same way twice.
 */
import {
  type EmployeeData,
  type EmployeeDataInput,
  employeeDataSchemaFor,
  employeeDataShape,
} from '@shared/api/employees.api';
import type { FieldMapping } from '../../kit';
import { issuesToErrors } from '../../kit';

export type EmployeeFormValues = EmployeeData & { password: string; passwordRepeat: string };

export const passwordsDiffer = 'Lösenorden är inte lika';

/** What a new employee starts as: an office user, active, with the contract's defaults. */
export function newEmployeeValues(): EmployeeFormValues {
  const { password: _password, ...data } = employeeDataShape.parse({
    loginName: '',
    role: 'MANAGER',
    displayName: '',
  });
  return { ...data, password: '', passwordRepeat: '' };
}

export function toEmployeeFormValues(data: EmployeeData): EmployeeFormValues {
  return { ...data, password: '', passwordRepeat: '' };
}

export function toEmployeeData(values: EmployeeFormValues): EmployeeDataInput {
  const { passwordRepeat: _repeat, ...data } = values;
  return {
    ...data,
    loginName: data.loginName.trim(),
    displayName: data.displayName.trim(),
    email: data.email.trim(),
  };
}

export function validateEmployeeForm(values: EmployeeFormValues, isNew: boolean): Record<string, string> {
  const result = employeeDataSchemaFor({ isNew }).safeParse(toEmployeeData(values));
  const errors = result.success ? {} : issuesToErrors(result.error.issues);
  if (!errors.password && values.password !== values.passwordRepeat) errors.passwordRepeat = passwordsDiffer;
  return errors;
}

export const employeeFieldMapping: FieldMapping = {
  prefix: 'data.',
  fields: [
    'loginName',
    'role',
    'active',
    'defaultEmployee',
    'onlyOwnUnixOrders',
    'netPriceAndMarginHidden',
    'password',
    'displayName',
    'email',
    'phone',
    'documentsOnPage',
    'addingDuplicateArticleType',
    'adaptiveItemsTableDisabled',
    'saveAndUseListViewSettings',
    'preferredCatalogueItemSortField',
  ],
};
