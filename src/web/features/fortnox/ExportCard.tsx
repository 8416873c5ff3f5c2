import { Button, Checkbox, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { type FortnoxExportResult, type FortnoxSelectableKind, fortnoxApi } from '@shared/api/fortnox.api';
import { formatDate, formatKr } from '@shared/domain/format';
import { IconCloudUpload, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { EmptyState, SkeletonRows } from '../../kit';
import { QueryError } from '../../shell/QueryError';
import { type AlreadyExported, AlreadyExportedChoice, ExportOutcome } from './ExportReport';

const kindLabels: Record<FortnoxSelectableKind, string> = {
  CLIENT: 'Kunder',
  INVOICE: 'Fakturor',
  PAYMENT: 'Betalningar',
};

const endpoints = {
  CLIENT: fortnoxApi.exportFortnoxClient,
  INVOICE: fortnoxApi.exportFortnoxInvoice,
  PAYMENT: fortnoxApi.exportFortnoxPayment,
} as const;

/** Polls a running export until it has its report. */
export function useJobReport(jobUid: string | null) {
  return useApiQuery(
    fortnoxApi.fortnoxExportStatus,
    { jobUid: jobUid ?? '' },
    {
      enabled: jobUid !== null,
      refetchInterval: (query) => (query.state.data?.status === 'IN_PROGRESS' ? 1000 : false),
    },
  );
}

/** Choose clients, invoices or payments, send them to Fortnox, and read the report. */
export function ExportCard() {
  const [kind, setKind] = useState<FortnoxSelectableKind>('INVOICE');
  const [selected, setSelected] = useState<string[]>([]);
  const [again, setAgain] = useState<AlreadyExported>('SKIP');
  const [report, setReport] = useState<FortnoxExportResult | null>(null);
  const [jobUid, setJobUid] = useState<string | null>(null);
  const list = useApiQuery(fortnoxApi.fortnoxExportables, { kind, search: '', limit: 200 });
  const job = useJobReport(jobUid);
  const run = useApiMutation(endpoints[kind], {
    onSuccess: (answer) => {
      setSelected([]);
      if (answer.asyncMode) setJobUid(answer.jobUid);
      else setReport(answer);
      void queryClient.invalidateQueries({ queryKey: [fortnoxApi.fortnoxExportables.path] });
    },
  });
  const items = list.data?.items ?? [];
  const toggle = (uid: string) =>
    setSelected((current) => (current.includes(uid) ? current.filter((u) => u !== uid) : [...current, uid]));

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Export till Fortnox
        </Title>
        <SegmentedControl
          value={kind}
          onChange={(value) => {
            setKind(value as FortnoxSelectableKind);
            setSelected([]);
          }}
          data={Object.entries(kindLabels).map(([value, label]) => ({ value, label }))}
          aria-label="Vad som exporteras"
        />
        {list.isError ? (
          <QueryError what="listan" error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.isPending && items.length === 0 ? (
          <EmptyState
            icon={IconInbox}
            title={`Inga ${kindLabels[kind].toLowerCase()} att exportera`}
            text="Det finns inget att välja ännu."
          />
        ) : (
          <Table.ScrollContainer minWidth={520} mah={360}>
            <Table striped highlightOnHover stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Markera alla"
                      checked={items.length > 0 && selected.length === items.length}
                      indeterminate={selected.length > 0 && selected.length < items.length}
                      onChange={(e) => setSelected(e.currentTarget.checked ? items.map((i) => i.uid) : [])}
                    />
                  </Table.Th>
                  <Table.Th>{kind === 'CLIENT' ? 'Kund' : 'Dokument'}</Table.Th>
                  {kind !== 'CLIENT' && <Table.Th>Datum</Table.Th>}
                  {kind !== 'CLIENT' && <Table.Th ta="right">Belopp</Table.Th>}
                  <Table.Th>I Fortnox</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.isPending ? (
                  <SkeletonRows columns={kind === 'CLIENT' ? 3 : 5} rows={4} />
                ) : (
                  items.map((item) => (
                    <Table.Tr key={item.uid} data-testid="fortnox-exportable">
                      <Table.Td>
                        <Checkbox
                          aria-label={`Välj ${item.label}`}
                          checked={selected.includes(item.uid)}
                          onChange={() => toggle(item.uid)}
                        />
                      </Table.Td>
                      <Table.Td>{item.label}</Table.Td>
                      {kind !== 'CLIENT' && <Table.Td>{item.date ? formatDate(item.date) : ''}</Table.Td>}
                      {kind !== 'CLIENT' && (
                        <Table.Td ta="right">
                          {item.amountOre === null ? '' : formatKr(item.amountOre)}
                        </Table.Td>
                      )}
                      <Table.Td>
                        {item.exportedToFortnox ? `Exporterad (nr ${item.fortnoxNumber})` : 'Nej'}
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && list.data.totalCount > items.length && (
          <Text size="xs" c="dimmed">
            Visar de {items.length} senaste av {list.data.totalCount}.
          </Text>
        )}
        <AlreadyExportedChoice value={again} onChange={setAgain} />
        <Group>
          <Button
            leftSection={<IconCloudUpload size={16} />}
            disabled={selected.length === 0}
            loading={run.isPending || job.data?.status === 'IN_PROGRESS'}
            onClick={() => {
              setReport(null);
              setJobUid(null);
              run.mutate({ uids: selected, alreadyExported: again });
            }}
          >
            Exportera markerade ({selected.length})
          </Button>
        </Group>
        <ExportOutcome job={job.data} report={report} />
      </Stack>
    </Paper>
  );
}
