import { Alert, Button, Group, NumberInput, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminSettings, adminSettingsApi } from '@shared/api/adminSettings.api';
import { IconPercentage, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { bpToPercentText, CardSection, PercentInput } from '../../kit';
import { QueryError } from '../../shell/QueryError';
import { RotPeriodsCard, RuleStateBadge } from './RotPeriodsCard';
import { comingHalfYears, saveRule } from './settings-save';

/** The provider's dated global rules (decision 0061): ROT, the reference rate, the polling interval. */
export function AdminSettingsPage() {
  const query = useApiQuery(adminSettingsApi.settings, {});
  if (query.error)
    return <QueryError what="inställningarna" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton h={320} radius="md" />;
  return (
    <Stack gap="lg">
      <RotPeriodsCard settings={query.data} />
      <ReferenceRatesCard settings={query.data} />
      <PollingCard settings={query.data} />
    </Stack>
  );
}

function ReferenceRatesCard({ settings }: { settings: AdminSettings }) {
  const [general, setGeneral] = useState<string | null>(null);
  const halfYears = comingHalfYears(settings.today);
  const form = useForm({
    initialValues: { validFrom: halfYears[0] ?? '', rateBp: null as number | null },
    validate: { rateBp: (v) => (v === null ? 'Detta fält måste fyllas i' : null) },
  });
  const submit = form.onSubmit(async (v) => {
    setGeneral(null);
    const failed = await saveRule(adminSettingsApi.saveReferenceRate, {
      validFrom: v.validFrom,
      rateBp: v.rateBp!,
    });
    if (failed) {
      form.setErrors(failed.fields);
      setGeneral(failed.general);
    }
  });
  return (
    <CardSection
      titleId="reference-rates"
      title="Referensränta"
      icon={<IconPercentage size={18} />}
      testId="reference-rates"
    >
      <Text size="sm" c="dimmed" mb="sm">
        Riksbankens referensränta per halvår (räntelagen 9 §). Dröjsmålsränta räknas med den som gällde för
        varje dag; en räntefaktura som redan skickats behåller sin ränta.
      </Text>
      <Table verticalSpacing="xs" maw={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Gäller från</Table.Th>
            <Table.Th>Ränta</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {settings.referenceRates.slice(-6).map((r) => (
            <Table.Tr key={r.validFrom}>
              <Table.Td>{r.validFrom}</Table.Td>
              <Table.Td>{bpToPercentText(r.rateBp)} %</Table.Td>
              <Table.Td>
                <RuleStateBadge state={r.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <form onSubmit={submit} noValidate data-testid="reference-rate-form">
        <Group align="flex-end" mt="md" gap="sm">
          <Select
            label="Halvår"
            data={halfYears}
            allowDeselect={false}
            {...form.getInputProps('validFrom')}
            w={180}
          />
          <PercentInput
            label="Referensränta"
            maxBp={2000}
            withAsterisk
            value={form.values.rateBp}
            onChange={(v) => form.setFieldValue('rateBp', v)}
            error={form.errors.rateBp}
            w={160}
          />
          <Button type="submit" loading={form.submitting}>
            Spara ränta
          </Button>
        </Group>
        {general && (
          <Alert color="red" variant="light" mt="sm" role="alert">
            {general}
          </Alert>
        )}
      </form>
    </CardSection>
  );
}

function PollingCard({ settings }: { settings: AdminSettings }) {
  const defaultSeconds = Math.round(settings.pollingIntervalDefaultMs / 1000);
  const [seconds, setSeconds] = useState<number | string>(
    settings.pollingIntervalMs === null ? defaultSeconds : Math.round(settings.pollingIntervalMs / 1000),
  );
  const [error, setError] = useState<string | null>(null);
  async function save(value: number | null) {
    const failed = await saveRule(adminSettingsApi.savePolling, { pollingIntervalSeconds: value });
    setError(failed ? (failed.fields.pollingIntervalSeconds ?? failed.general) : null);
    if (!failed && value === null) setSeconds(defaultSeconds);
  }
  return (
    <CardSection
      titleId="polling"
      title="Uppdateringsintervall"
      icon={<IconRefresh size={18} />}
      testId="polling"
    >
      <Text size="sm" c="dimmed" mb="sm">
        Hur ofta Montör i kundernas webbläsare frågar efter nya meddelanden och räknare. Kortare ger snabbare
        besked men mer last. Standard är {defaultSeconds === 1 ? '1 sekund' : `${defaultSeconds} sekunder`}.
      </Text>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Sekunder"
          min={10}
          max={600}
          value={seconds}
          onChange={setSeconds}
          error={error}
          w={160}
        />
        <Button onClick={() => void save(Number(seconds))}>Spara</Button>
        {settings.pollingIntervalMs !== null && (
          <Button variant="default" onClick={() => void save(null)}>
            Använd standard
          </Button>
        )}
      </Group>
    </CardSection>
  );
}
