import { Alert, Badge, Button, Group, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminSettings, adminSettingsApi, type RuleState } from '@shared/api/adminSettings.api';
import { formatKr } from '@shared/domain/format';
import { IconReceiptTax } from '@tabler/icons-react';
import { useState } from 'react';
import { bpToPercentText, CardSection, MoneyInput, PercentInput } from '../../kit';
import { saveRule } from './settings-save';

const stateBadges: Record<RuleState, { label: string; color: string }> = {
  PAST: { label: 'Tidigare', color: 'gray' },
  IN_FORCE: { label: 'Gäller nu', color: 'green' },
  PLANNED: { label: 'Planerad', color: 'blue' },
};

export function RuleStateBadge({ state }: { state: RuleState }) {
  const badge = stateBadges[state];
  return (
    <Badge color={badge.color} variant="light" tt="none">
      {badge.label}
    </Badge>
  );
}

/** ROT's dated periods: rate, cap and heat-pump labour shares; a new period from a coming date. */
export function RotPeriodsCard({ settings }: { settings: AdminSettings }) {
  const [general, setGeneral] = useState<string | null>(null);
  const current = settings.rotPeriods.find((p) => p.state === 'IN_FORCE');
  const form = useForm({
    initialValues: {
      validFrom: '',
      rateBp: current?.rateBp ?? null,
      capOre: current?.capOre ?? null,
      mountainHeatPumpLabourBp: current?.mountainHeatPumpLabourBp ?? null,
      airWaterHeatPumpLabourBp: current?.airWaterHeatPumpLabourBp ?? null,
    } as Record<string, string | number | null>,
    validate: {
      validFrom: (v) =>
        v ? (String(v) > settings.today ? null : 'Välj ett datum efter i dag') : 'Detta fält måste fyllas i',
      rateBp: (v) => (v === null ? 'Detta fält måste fyllas i' : null),
      capOre: (v) => (v === null ? 'Detta fält måste fyllas i' : null),
    },
  });
  /** The kit's number inputs take a number (or null) where Mantine's form hands out its raw value. */
  const numberField = (path: string) => ({
    value: form.values[path] as number | null,
    onChange: (value: number | null) => form.setFieldValue(path, value),
    error: form.errors[path],
  });
  const submit = form.onSubmit(async (v) => {
    setGeneral(null);
    const failed = await saveRule(adminSettingsApi.saveRotPeriod, {
      validFrom: String(v.validFrom),
      rateBp: Number(v.rateBp),
      capOre: Number(v.capOre),
      mountainHeatPumpLabourBp: Number(v.mountainHeatPumpLabourBp ?? 0),
      airWaterHeatPumpLabourBp: Number(v.airWaterHeatPumpLabourBp ?? 0),
    });
    if (failed) {
      form.setErrors(failed.fields);
      setGeneral(failed.general);
    } else form.setFieldValue('validFrom', '');
  });
  const remove = (validFrom: string) => void saveRule(adminSettingsApi.removeRotPeriod, { validFrom });
  return (
    <CardSection
      titleId="rot-periods"
      title="ROT-avdrag"
      icon={<IconReceiptTax size={18} />}
      testId="rot-periods"
    >
      <Text size="sm" c="dimmed" mb="sm">
        Avdraget räknas efter den period som gäller på betalningsdagen. En period som redan gäller ändras
        aldrig – lägg till en ny från det datum lagen ändras.
      </Text>
      {/* Focusable, so a keyboard can scroll the table sideways on a phone. */}
      <Table.ScrollContainer
        minWidth={680}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="ROT-perioder"
      >
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Gäller från</Table.Th>
              <Table.Th>Avdrag</Table.Th>
              <Table.Th>Tak per person och år</Table.Th>
              <Table.Th>Bergvärme, arbete</Table.Th>
              <Table.Th>Luft/vatten, arbete</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th aria-label="Åtgärd" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settings.rotPeriods.map((p) => (
              <Table.Tr key={p.validFrom}>
                <Table.Td>{p.validFrom}</Table.Td>
                <Table.Td>{bpToPercentText(p.rateBp)} %</Table.Td>
                <Table.Td>{formatKr(p.capOre)}</Table.Td>
                <Table.Td>{bpToPercentText(p.mountainHeatPumpLabourBp)} %</Table.Td>
                <Table.Td>{bpToPercentText(p.airWaterHeatPumpLabourBp)} %</Table.Td>
                <Table.Td>
                  <RuleStateBadge state={p.state} />
                </Table.Td>
                <Table.Td>
                  {p.state === 'PLANNED' && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => remove(p.validFrom)}
                    >
                      Ta bort
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <form onSubmit={submit} noValidate data-testid="rot-period-form">
        <Text fw={600} size="sm" mt="md" mb="xs">
          Ny period
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          <TextInput label="Gäller från" type="date" withAsterisk {...form.getInputProps('validFrom')} />
          <PercentInput label="Avdrag" withAsterisk {...numberField('rateBp')} />
          <MoneyInput label="Tak per person och år" withAsterisk {...numberField('capOre')} />
          <PercentInput label="Bergvärme, arbete" {...numberField('mountainHeatPumpLabourBp')} />
          <PercentInput label="Luft/vatten, arbete" {...numberField('airWaterHeatPumpLabourBp')} />
        </SimpleGrid>
        {general && (
          <Alert color="red" variant="light" mt="sm" role="alert">
            {general}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={form.submitting}>
            Spara period
          </Button>
        </Group>
      </form>
    </CardSection>
  );
}
