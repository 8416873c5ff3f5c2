import { Alert, Button, Group, List, Modal, Progress, Radio, Stack, Text } from '@mantine/core';
import {
  type AccVerCheck,
  accountingExportApi,
  type LedgerKind,
  type SieExportDone,
  type VerificationChoice,
  type VoucherErrorReport,
} from '@shared/api/accountingExport.api';
import type { FileLink } from '@shared/api/files.api';
import { formatNumber } from '@shared/domain/format';
import { IconAlertTriangle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { saveFile } from '../../api/files';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { DateField } from '../../shell/DateField';

/** How often the bar asks the server while a background export runs. */
const POLL_MS = 1000;

const choiceLabels: Record<VerificationChoice, { label: string; description: string }> = {
  SKIP: {
    label: 'Hoppa över de redan exporterade',
    description: 'Bara verifikationer som inte har skickats till bokföringen tas med.',
  },
  NEW_NUMBERS: {
    label: 'Exportera alla med nya verifikationsnummer',
    description: 'Använd om den förra filen aldrig lästes in i bokföringsprogrammet.',
  },
  OLD_NUMBERS: {
    label: 'Exportera alla med sina gamla nummer',
    description: 'Samma nummer som förra gången; nya verifikationer får nästa lediga nummer.',
  },
};

type Step =
  | { kind: 'period' }
  | { kind: 'choose'; check: AccVerCheck }
  | { kind: 'job'; jobUid: string; count: number }
  | { kind: 'done'; link: FileLink; count: number; errors: VoucherErrorReport[] };

function ErrorReports({ errors }: { errors: VoucherErrorReport[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title="Kunde inte bokföras">
      <List size="sm" spacing={2}>
        {errors.map((e) => (
          <List.Item key={e.reference}>
            {e.reference}: {e.text}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        Rätta kontoinställningarna och exportera igen; de här fick inget verifikationsnummer.
      </Text>
    </Alert>
  );
}

function JobProgress({ jobUid, onDone }: { jobUid: string; onDone: (step: Step) => void }) {
  const status = useApiQuery(
    accountingExportApi.exportStatus,
    { jobUid },
    {
      refetchInterval: (query) => (query.state.data?.status === 'IN_PROGRESS' ? POLL_MS : false),
      staleTime: 0,
    },
  );
  const data = status.data;
  useEffect(() => {
    if (data?.status === 'COMPLETED' && data.linkForDownload)
      onDone({
        kind: 'done',
        link: data.linkForDownload,
        count: data.successfullyExportedDocuments,
        errors: data.vouchersErrorReports,
      });
  }, [data, onDone]);
  if (data?.status === 'FAILED' || data?.status === 'UNAVAILABLE')
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Exporten blev inte klar">
        {data.message}
      </Alert>
    );
  const percent = data?.progressTotal ? Math.round((100 * data.progress) / data.progressTotal) : 0;
  return (
    <Stack gap="xs" data-testid="sie-progress">
      <Text size="sm">Filen skapas på servern …</Text>
      <Progress value={percent} animated size="lg" aria-label="Förlopp" />
      <Text size="xs" c="dimmed">
        Exporten fortsätter på servern även om du stänger fönstret.
      </Text>
    </Stack>
  );
}

/**
 * The SIE export of a ledger's period (decision 0046): the period, then — when some of it was exported
 * before — the user's choice of product-spec §8, then the file at once or a background job's progress,
 * then the download.
 */
export function SieExportDialog({
  ledgerKind,
  fromDate: initialFrom,
  toDate: initialTo,
  uids,
  onClose,
}: {
  ledgerKind: LedgerKind;
  fromDate: string;
  toDate: string;
  /** The rows ticked in the list: only those of the period go in the file. */
  uids?: string[];
  onClose: () => void;
}) {
  const [fromDate, setFrom] = useState<string | null>(initialFrom);
  const [toDate, setTo] = useState<string | null>(initialTo);
  const [step, setStep] = useState<Step>({ kind: 'period' });
  const [choice, setChoice] = useState<VerificationChoice>('SKIP');
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const payments = ledgerKind === 'PAYMENT';
  const check = useApiMutation(
    payments ? accountingExportApi.checkPaymentsAccVerNumbers : accountingExportApi.checkDocsAccVerNumbers,
    { handleErrors: false },
  );
  const exporting = useApiMutation(
    payments ? accountingExportApi.exportSIEPayment : accountingExportApi.exportSIEDoc,
    { handleErrors: false },
  );
  const period = { fromDate: fromDate ?? '', toDate: toDate ?? '', ledgerKind, ...(uids ? { uids } : {}) };

  function failed(e: unknown) {
    if (!isApiError(e)) throw e;
    const field = e.messages.find((m) => m.field)?.field;
    setError({ text: e.displayText, field });
  }

  async function run(chosen: VerificationChoice) {
    setError(null);
    try {
      const result = await exporting.mutateAsync({ ...period, overrideVerificationNumbers: chosen });
      if (result.asyncMode) setStep({ kind: 'job', jobUid: result.jobUid, count: result.countForExport });
      else done(result);
    } catch (e) {
      failed(e);
    }
  }

  function done(result: SieExportDone) {
    setStep({
      kind: 'done',
      link: result.linkForDownload,
      count: result.successfullyExportedDocuments,
      errors: result.vouchersErrorReports,
    });
  }

  async function start() {
    setError(null);
    try {
      const result = await check.mutateAsync(period);
      if (result.countAlreadyExported > 0) {
        // Skipping would leave nothing when everything was exported before: offer the old numbers.
        setChoice(result.countForExport === 0 ? 'OLD_NUMBERS' : 'SKIP');
        setStep({ kind: 'choose', check: result });
      } else await run('SKIP');
    } catch (e) {
      failed(e);
    }
  }

  // The lists show each voucher's number: once numbers were given, they are read again.
  const exported = step.kind === 'done';
  useEffect(() => {
    if (exported) void queryClient.invalidateQueries({ queryKey: apiQueryKey(accountingExportApi.ledgers) });
  }, [exported]);

  const busy = check.isPending || exporting.isPending;
  return (
    <Modal opened onClose={onClose} title="Exportera SIE-fil (SIE 4E)" size={560} centered>
      <Stack gap="md" data-testid="sie-dialog">
        {step.kind === 'period' && (
          <>
            <Text size="sm" data-testid="sie-intro">
              {uids
                ? `De ${formatNumber(uids.length, 0)} markerade verifikationerna som ligger i perioden`
                : 'Verifikationerna i perioden'}{' '}
              får nummer ur företagets verifikationsserier och sparas som en fil att läsa in i
              bokföringsprogrammet.
            </Text>
            <Group grow align="flex-start">
              <DateField
                label="Från"
                value={fromDate}
                onChange={setFrom}
                error={error?.field === 'fromDate' ? error.text : undefined}
                data-testid="sie-from"
              />
              <DateField
                label="Till"
                value={toDate}
                onChange={setTo}
                error={error?.field === 'toDate' ? error.text : undefined}
                data-testid="sie-to"
              />
            </Group>
          </>
        )}
        {step.kind === 'choose' && (
          <>
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title="Redan exporterade">
              {formatNumber(step.check.countAlreadyExported, 0)} av verifikationerna i perioden har redan
              exporterats
              {step.check.countForExport > 0
                ? `, ${formatNumber(step.check.countForExport, 0)} är nya.`
                : ' och inga är nya.'}
              <List size="sm" mt="xs" spacing={0}>
                {step.check.numbersWithAccVer.slice(0, 5).map((n) => (
                  <List.Item key={n}>{n}</List.Item>
                ))}
              </List>
            </Alert>
            <Radio.Group
              value={choice}
              onChange={(v) => setChoice(v as VerificationChoice)}
              label="Vad ska hända?"
            >
              <Stack gap="xs" mt="xs">
                {(Object.keys(choiceLabels) as VerificationChoice[]).map((c) => (
                  <Radio
                    key={c}
                    value={c}
                    label={choiceLabels[c].label}
                    description={choiceLabels[c].description}
                  />
                ))}
              </Stack>
            </Radio.Group>
          </>
        )}
        {step.kind === 'job' && <JobProgress jobUid={step.jobUid} onDone={setStep} />}
        {step.kind === 'done' && (
          <>
            <Group gap="xs" c="green.8">
              <IconCircleCheck size={20} />
              <Text fw={600} data-testid="sie-done">
                {formatNumber(step.count, 0)}{' '}
                {step.count === 1 ? 'verifikation exporterad' : 'verifikationer exporterade'}
              </Text>
            </Group>
            <Text size="sm" data-testid="sie-file">
              Fil: {step.link.fileName}
            </Text>
            <ErrorReports errors={step.errors} />
          </>
        )}
        {error && !error.field && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="sie-error">
            {error.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {step.kind === 'done' ? 'Stäng' : 'Avbryt'}
          </Button>
          {step.kind === 'period' && (
            <Button onClick={() => void start()} loading={busy} data-testid="sie-start">
              Exportera
            </Button>
          )}
          {step.kind === 'choose' && (
            <Button onClick={() => void run(choice)} loading={busy} data-testid="sie-confirm">
              Exportera
            </Button>
          )}
          {step.kind === 'done' && (
            <Button
              leftSection={<IconDownload size={16} />}
              onClick={() => saveFile(step.link)}
              data-testid="sie-download"
            >
              Ladda ner filen
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
