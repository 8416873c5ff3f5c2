import type { AccountingSettings, ChartAccountRow } from '@shared/api/accounting.api';
import { validateMapping, validateSeries } from '@shared/domain/accounting/ledgers';
import type { FieldMapping } from '../../kit';

export type AccountingFormValues = AccountingSettings;

/** The server names fields under `data.`; every top-level name of the form can show a message. */
export const accountingFieldMapping: FieldMapping = {
  prefix: 'data.',
  fields: ['enabled', 'method', 'series', 'mapping'],
};

/** The same rules the server applies, so a mistake shows at its field before anything is sent. */
export function validateAccountingForm(
  values: AccountingFormValues,
  accounts: readonly ChartAccountRow[],
): Record<string, string> {
  const chart = new Set(accounts.map((a) => a.account));
  const errors: Record<string, string> = {};
  for (const issue of [...validateSeries(values.series), ...validateMapping(values.mapping, chart)]) {
    if (!(issue.field in errors)) errors[issue.field] = issue.message;
  }
  return errors;
}

/** "1510 Kundfordringar" for the pickers, in account-number order as the chart comes. */
export function accountOptions(accounts: readonly ChartAccountRow[]) {
  return accounts.map((a) => ({ value: a.account, label: `${a.account} ${a.name}` }));
}

/** "25 %" for a VAT rate in basis points. */
export function rateLabel(rateBp: number): string {
  return `${String(rateBp / 100).replace('.', ',')} %`;
}
