import { createFormContext } from '@mantine/form';
import { type CompanySettings, companySettingsSchema } from '@shared/api/company.api';
import { validateCompanySettings } from '@shared/domain/company-settings';
import { combineErrors, EMPTY_NUMBER, ruleFieldErrors, zodFieldErrors } from '../../kit';

export const [SettingsFormProvider, useSettingsForm, useCreateSettingsForm] =
  createFormContext<CompanySettings>();

export type SettingsForm = ReturnType<typeof useSettingsForm>;

/** The contract's schema plus its rules run directly, so an empty number does not hide the other rules. */
export function validateSettings(values: CompanySettings) {
  return combineErrors(
    zodFieldErrors(companySettingsSchema, values),
    ruleFieldErrors(validateCompanySettings(values)),
  );
}

/** Props for a Mantine NumberInput bound to a number setting. An emptied input is NaN (never sent: the rules refuse it). */
export function numberInput(form: SettingsForm, path: string) {
  const props = form.getInputProps(path);
  const value = props.value as number;
  return {
    ...props,
    value: Number.isFinite(value) ? value : '',
    onChange: (next: number | string) =>
      form.setFieldValue(path, (next === '' ? EMPTY_NUMBER : Number(next)) as never),
  };
}

/** Props for the kit's PercentInput bound to a setting in basis points; emptied is NaN as above. */
export function percentInput(form: SettingsForm, path: string) {
  const { value, error, onBlur, onFocus } = form.getInputProps(path);
  return {
    value: Number.isFinite(value) ? (value as number) : null,
    onChange: (bp: number | null) => form.setFieldValue(path, (bp ?? EMPTY_NUMBER) as never),
    error,
    onBlur,
    onFocus,
  };
}
