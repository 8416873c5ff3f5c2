import { createFormContext } from '@mantine/form';
import { type CompanySettings, companySettingsSchema } from '@shared/api/company.api';
import { validateCompanySettings } from '@shared/domain/company-settings';
import { combineErrors, ruleFieldErrors, zodFieldErrors } from './form-errors';
import { bpToPercent, EMPTY_NUMBER, percentToBp } from './number-fields';

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

/**
 * Props for a Mantine NumberInput bound to a number setting. An emptied input is NaN (never sent: the
 * rules refuse it); `percent` shows basis points as percent.
 */
export function numberInput(form: SettingsForm, path: string, options: { percent?: boolean } = {}) {
  const props = form.getInputProps(path);
  const value = props.value as number;
  return {
    ...props,
    value: Number.isFinite(value) ? (options.percent ? bpToPercent(value) : value) : '',
    onChange: (next: number | string) => {
      if (next === '') form.setFieldValue(path, EMPTY_NUMBER as never);
      else form.setFieldValue(path, (options.percent ? percentToBp(next) : Number(next)) as never);
    },
  };
}
