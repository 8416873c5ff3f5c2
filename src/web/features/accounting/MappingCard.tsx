import { Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ChartAccountRow } from '@shared/api/accounting.api';
import { FormSection } from '../../kit';
import { AccountPicker } from './AccountPicker';
import { type AccountingFormValues, rateLabel } from './accounting-form';

type Form = UseFormReturnType<AccountingFormValues>;
type SingleAccount = Exclude<keyof AccountingFormValues['mapping'], 'sales' | 'outputVat'>;

const groups: { title: string; fields: { key: SingleAccount; label: string }[] }[] = [
  {
    title: 'Fordringar och betalningar',
    fields: [
      { key: 'receivables', label: 'Kundfordringar' },
      { key: 'rotReceivable', label: 'ROT-fordran på Skatteverket' },
      { key: 'taxAccount', label: 'Skattekonto (ROT-utbetalning)' },
      { key: 'bank', label: 'Bank och bankgiro' },
      { key: 'cash', label: 'Kassa' },
    ],
  },
  {
    title: 'Övriga intäkter',
    fields: [
      { key: 'reverseChargeSales', label: 'Försäljning, omvänd skattskyldighet' },
      { key: 'rounding', label: 'Öresavrundning' },
      { key: 'interestIncome', label: 'Ränteintäkter (dröjsmålsränta)' },
      { key: 'reminderFees', label: 'Påminnelseavgifter' },
    ],
  },
];

export function MappingCard({ form, accounts }: { form: Form; accounts: readonly ChartAccountRow[] }) {
  const { mapping } = form.getValues();
  const picker = (path: string, label: string) => {
    const props = form.getInputProps(path);
    return (
      <AccountPicker
        key={path}
        accounts={accounts}
        label={label}
        value={props.value as string}
        error={props.error as string | undefined}
        onChange={(account) => form.setFieldValue(path, account as never)}
        onBlur={props.onBlur}
        testId={`mapping-${path.replace('mapping.', '').replaceAll('.', '-')}`}
      />
    );
  };
  const listError = (path: string) => {
    const error = form.errors[path];
    return error ? (
      <Text size="sm" c="red.8" data-field-error="true">
        {error}
      </Text>
    ) : null;
  };
  return (
    <FormSection
      title="Kontering"
      description="Vilka konton fakturor och betalningar bokförs på. Material och arbete kan bokas på egna konton."
      testId="accounting-mapping"
    >
      <Stack gap="md">
        <Text fw={600} size="sm">
          Försäljning
        </Text>
        {listError('mapping.sales')}
        {mapping.sales.map((row, i) => (
          <div key={row.rateBp}>
            <Text size="sm" c="dimmed" mb={4}>
              {row.rateBp === 0 ? 'Momsfri försäljning' : `${rateLabel(row.rateBp)} moms`}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {picker(`mapping.sales.${i}.material`, 'Material')}
              {picker(`mapping.sales.${i}.work`, 'Arbete')}
              {picker(`mapping.sales.${i}.other`, 'Övrigt och frakt')}
            </SimpleGrid>
          </div>
        ))}
        <Divider />
        <Text fw={600} size="sm">
          Utgående moms
        </Text>
        {listError('mapping.outputVat')}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {mapping.outputVat.map((row, i) => picker(`mapping.outputVat.${i}.account`, rateLabel(row.rateBp)))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Vid omvänd skattskyldighet bokförs ingen utgående moms: köparen redovisar momsen.
        </Text>
        {groups.map((group) => (
          <Stack key={group.title} gap="sm">
            <Divider />
            <Text fw={600} size="sm">
              {group.title}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {group.fields.map((f) => picker(`mapping.${f.key}`, f.label))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </FormSection>
  );
}
