import { Alert, Badge, Group, Progress, Radio, Stack, Table, Text } from '@mantine/core';
import type { FortnoxExportResult, FortnoxExportStatus, FortnoxReportRow } from '@shared/api/fortnox.api';

const outcomeLabel: Record<FortnoxReportRow['outcome'], { label: string; color: string }> = {
  EXPORTED: { label: 'Exporterad', color: 'green' },
  SKIPPED: { label: 'Överhoppad', color: 'gray' },
  FAILED: { label: 'Misslyckades', color: 'red' },
};

function summary(report: FortnoxExportResult): string {
  const parts = [
    `${report.successfullyExportedDocuments.length} exporterade`,
    `${report.skippedDocuments.length} överhoppade (redan exporterade)`,
    `${report.failedDocuments.length} misslyckade`,
  ];
  return parts.join(', ');
}

/** The export's progress while it runs as a job. */
export function ExportProgress({ done, total }: { done: number; total: number | null }) {
  return (
    <Stack gap={4} data-testid="fortnox-progress">
      <Text size="sm">
        Exporterar … {done} av {total ?? '?'}
      </Text>
      <Progress value={total ? (100 * done) / total : 0} aria-label="Exportens förlopp" />
    </Stack>
  );
}

/** Product-spec §8: which documents went (with Fortnox's number), which were skipped, which failed and why. */
export function ExportReport({ report }: { report: FortnoxExportResult }) {
  const rows = [
    ...report.failedDocuments,
    ...report.successfullyExportedDocuments,
    ...report.skippedDocuments,
  ];
  const failed = report.failedDocuments.length > 0;
  return (
    <Stack gap="sm" data-testid="fortnox-report">
      <Alert color={failed ? 'orange' : 'green'} variant="light" title="Exportrapport">
        {summary(report)}
      </Alert>
      <Table.ScrollContainer minWidth={520}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dokument</Table.Th>
              <Table.Th>Resultat</Table.Th>
              <Table.Th>Nummer i Fortnox</Table.Th>
              <Table.Th>Kommentar</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.outcome}-${row.uid}`} data-testid={`report-${row.outcome}`}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td>
                  <Badge color={outcomeLabel[row.outcome].color} variant="light">
                    {outcomeLabel[row.outcome].label}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.fortnoxNumber ?? '–'}</Table.Td>
                <Table.Td>{row.message ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export type AlreadyExported = 'SKIP' | 'EXPORT_AGAIN';

/** Product-spec §8: what went before is skipped or sent once more. */
export function AlreadyExportedChoice({
  value,
  onChange,
}: {
  value: AlreadyExported;
  onChange: (value: AlreadyExported) => void;
}) {
  return (
    <Radio.Group
      label="Redan exporterade"
      value={value}
      onChange={(next) => onChange(next as AlreadyExported)}
    >
      <Group mt={4}>
        <Radio value="SKIP" label="Hoppa över" />
        <Radio value="EXPORT_AGAIN" label="Exportera igen" />
      </Group>
    </Radio.Group>
  );
}

/** A running job's progress or failure, then the report (of the job, or of an export done at once). */
export function ExportOutcome({
  job,
  report,
}: {
  job: FortnoxExportStatus | undefined;
  report: FortnoxExportResult | null;
}) {
  const shown = (job?.status === 'COMPLETED' ? job.report : null) ?? report;
  return (
    <>
      {job?.status === 'IN_PROGRESS' && <ExportProgress done={job.done} total={job.total} />}
      {job?.status === 'FAILED' && (
        <Text c="red.8" size="sm" role="alert">
          Exporten avbröts: {job.message}
        </Text>
      )}
      {shown && <ExportReport report={shown} />}
    </>
  );
}
