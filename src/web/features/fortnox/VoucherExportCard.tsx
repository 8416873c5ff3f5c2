import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type LedgerKind, ledgerKindLabels, ledgerKinds } from '@shared/api/accountingExport.api';
import { type FortnoxExportResult, fortnoxApi } from '@shared/api/fortnox.api';
import { IconCloudUpload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DateField } from '../../shell/DateField';
import { useJobReport } from './ExportCard';
import { type AlreadyExported, AlreadyExportedChoice, ExportOutcome } from './ExportReport';

/** The Fortnox company's financial years: a voucher goes only into one of them. */
function FinancialYears() {
  const years = useApiQuery(fortnoxApi.fortnoxFinancialYears, {});
  if (years.isPending) return <Text size="sm">Hämtar räkenskapsåren i Fortnox …</Text>;
  if (years.isError) return <Text size="sm">Räkenskapsåren i Fortnox kunde inte hämtas.</Text>;
  const list = years.data.years;
  return (
    <Text size="sm" data-testid="fortnox-years">
      {list.length === 0
        ? 'Fortnox-företaget har inga räkenskapsår: lägg upp dem i Fortnox först.'
        : `Räkenskapsår i Fortnox: ${list.map((y) => `${y.fromDate} – ${y.toDate}`).join(', ')}`}
    </Text>
  );
}

/** exportFortnoxDoc: a period's vouchers into the firm's verification series in Fortnox (decision 0047). */
export function VoucherExportCard() {
  const lastMonth = dayjs().subtract(1, 'month');
  const [fromDate, setFrom] = useState<string | null>(lastMonth.startOf('month').format('YYYY-MM-DD'));
  const [toDate, setTo] = useState<string | null>(lastMonth.endOf('month').format('YYYY-MM-DD'));
  const [ledgerKind, setLedgerKind] = useState<LedgerKind>('JOURNAL');
  const [again, setAgain] = useState<AlreadyExported>('SKIP');
  const [report, setReport] = useState<FortnoxExportResult | null>(null);
  const [jobUid, setJobUid] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const job = useJobReport(jobUid);
  const run = useApiMutation(fortnoxApi.exportFortnoxDoc, { handleErrors: false });

  async function start() {
    setError(null);
    setReport(null);
    setJobUid(null);
    try {
      const answer = await run.mutateAsync({
        fromDate: fromDate ?? '',
        toDate: toDate ?? '',
        ledgerKind,
        alreadyExported: again,
      });
      if (answer.asyncMode) setJobUid(answer.jobUid);
      else setReport(answer);
    } catch (e) {
      if (!isApiError(e)) throw e;
      setError({ text: e.displayText, field: e.messages.find((m) => m.field)?.field });
    }
  }

  const fieldError = (field: string) => (error?.field === field ? error.text : undefined);
  return (
    <Paper withBorder p="md" radius="md" data-testid="fortnox-vouchers">
      <Stack gap="md">
        <Title order={2} size="h4">
          Verifikationer till Fortnox
        </Title>
        <Text size="sm">
          Periodens verifikationer bokförs i Fortnox i företagets verifikationsserier, med samma konton som
          SIE-filen. Fortnox ger dem sina nummer.
        </Text>
        <FinancialYears />
        {/* One field a row on a phone, where three side by side cut the dates. */}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateField label="Från" value={fromDate} onChange={setFrom} error={fieldError('fromDate')} />
          <DateField label="Till" value={toDate} onChange={setTo} error={fieldError('toDate')} />
          <Select
            label="Verifikationer"
            value={ledgerKind}
            onChange={(value) => value && setLedgerKind(value as LedgerKind)}
            data={ledgerKinds.map((value) => ({ value, label: ledgerKindLabels[value] }))}
            allowDeselect={false}
          />
        </SimpleGrid>
        <AlreadyExportedChoice value={again} onChange={setAgain} />
        {error && !error.field && (
          <Alert color="red" variant="light" role="alert">
            {error.text}
          </Alert>
        )}
        <Group>
          <Button
            leftSection={<IconCloudUpload size={16} />}
            loading={run.isPending || job.data?.status === 'IN_PROGRESS'}
            onClick={() => void start()}
          >
            Exportera verifikationer
          </Button>
        </Group>
        <ExportOutcome job={job.data} report={report} />
      </Stack>
    </Paper>
  );
}
