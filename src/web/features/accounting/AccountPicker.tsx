import { Select } from '@mantine/core';
import type { ChartAccountRow } from '@shared/api/accounting.api';
import { useMemo } from 'react';
import { accountOptions } from './accounting-form';

/**
 * One mapped account, chosen from the firm's chart by number or name. A stored account that has left
 * the chart stays visible as its bare number, so the error at the field names what is wrong.
 */
export function AccountPicker({
  accounts,
  label,
  value,
  error,
  onChange,
  onBlur,
  testId,
}: {
  accounts: readonly ChartAccountRow[];
  label: string;
  value: string;
  error?: string | null;
  onChange: (account: string) => void;
  onBlur?: () => void;
  testId?: string;
}) {
  const data = useMemo(() => {
    const options = accountOptions(accounts);
    return value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  }, [accounts, value]);
  return (
    <Select
      label={label}
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      onBlur={onBlur}
      error={error}
      searchable
      allowDeselect={false}
      nothingFoundMessage="Inget konto med det numret eller namnet"
      placeholder="Välj konto"
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
