import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type BankPayment,
  type BankPaymentState,
  bankPaymentStateLabels,
  paymentImportsApi,
} from '@shared/api/paymentImports.api';
import { formatDateTime, formatKr } from '@shared/domain/format';
import { IconCircleCheck, IconFileUpload, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { EmptyState, SkeletonRows } from '../../kit';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { BANK_FILES_PATH, invoicePath, PaymentPagesTabs } from '../payments';
import { MatchDialog } from './MatchDialog';
import { summaryText, useBgmaxUpload } from './use-bank-files';

const stateColor: Record<BankPaymentState, string> = {
  MATCHED: 'green',
  UNMATCHED: 'red',
  OVERPAID: 'orange',
  UNDERPAID: 'yellow',
  HANDLED: 'gray',
};

/** "Bankfiler": read Bankgirot's BgMax file and handle the payments that did not match an invoice exactly. */
export function BankFilesPage() {
  const { upload, error, summary, busy } = useBgmaxUpload();
  const imports = useApiQuery(paymentImportsApi.paymentImports, {});
  const open = useApiQuery(paymentImportsApi.bankPayments, { show: 'TO_HANDLE', limit: 200 });
  const [matching, setMatching] = useState<BankPayment | null>(null);

  return (
    <Page
      title="Bankfiler"
      intro="Läs in Bankgirots BgMax-fil med inbetalningar. Betalningar med fakturans OCR-nummer registreras direkt; resten hanterar du här."
    >
      <PaymentPagesTabs current={BANK_FILES_PATH}>
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" align="center" gap="sm">
              <Text size="sm" maw={640}>
                Filen ska gälla företagets bankgironummer. En fil som redan är inläst registrerar ingenting
                igen.
              </Text>
              <FileButton onChange={(file) => file && void upload(file)} accept=".txt,.bgmax,text/plain,*/*">
                {(props) => (
                  <Button
                    {...props}
                    leftSection={<IconFileUpload size={16} />}
                    loading={busy}
                    data-testid="bgmax-upload"
                  >
                    Läs in BgMax-fil
                  </Button>
                )}
              </FileButton>
            </Group>
            {error && (
              <Alert
                color="red"
                variant="light"
                mt="md"
                title="Filen lästes inte in"
                data-testid="bgmax-error"
              >
                <Text size="sm" c="red.9">
                  {error}
                </Text>
              </Alert>
            )}
            {summary && !error && (
              <Alert
                color={summary.alreadyImported ? 'blue' : 'green'}
                variant="light"
                mt="md"
                title={summary.alreadyImported ? 'Filen är redan inläst' : `${summary.fileName} är inläst`}
                data-testid="bgmax-summary"
              >
                <Text size="sm">{summaryText(summary)}</Text>
              </Alert>
            )}
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Inbetalningar att hantera
            </Title>
            {open.isError ? (
              <QueryError what="inbetalningarna" error={open.error} onRetry={() => void open.refetch()} />
            ) : open.data?.items.length === 0 ? (
              <EmptyState
                icon={IconCircleCheck}
                color="green"
                title="Inget att hantera"
                text="Alla inlästa betalningar är registrerade på sina fakturor."
              />
            ) : (
              <ToHandleTable rows={open.data?.items} onMatch={setMatching} />
            )}
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Inlästa filer
            </Title>
            {imports.data?.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                Ingen bankfil är inläst ännu.
              </Text>
            ) : (
              <Table.ScrollContainer
                type="native"
                tabIndex={0}
                role="region"
                aria-label="Inlästa filer"
                minWidth={560}
              >
                <Table data-testid="bgmax-imports">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Inläst</Table.Th>
                      <Table.Th>Fil</Table.Th>
                      <Table.Th ta="right">Betalningar</Table.Th>
                      <Table.Th ta="right">Summa</Table.Th>
                      <Table.Th ta="right">Att hantera</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {!imports.data ? (
                      <SkeletonRows columns={5} rows={2} />
                    ) : (
                      imports.data.items.map((i) => (
                        <Table.Tr key={i.importUid}>
                          <Table.Td>{formatDateTime(i.importedAt)}</Table.Td>
                          <Table.Td>{i.fileName}</Table.Td>
                          <Table.Td ta="right">{i.paymentCount}</Table.Td>
                          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {formatKr(i.totalSum)}
                          </Table.Td>
                          <Table.Td ta="right">{i.toHandleCount}</Table.Td>
                        </Table.Tr>
                      ))
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        </Stack>
      </PaymentPagesTabs>
      <MatchDialog payment={matching} onClose={() => setMatching(null)} />
    </Page>
  );
}

function ToHandleTable({
  rows,
  onMatch,
}: {
  rows: BankPayment[] | undefined;
  onMatch: (p: BankPayment) => void;
}) {
  const handle = useApiMutation(paymentImportsApi.handleBankPayment);

  async function markHandled(payment: BankPayment) {
    await handle.mutateAsync({ bankPaymentUid: payment.bankPaymentUid });
    notifications.show({ color: 'green', message: 'Inbetalningen är markerad som hanterad' });
    await queryClient.invalidateQueries();
  }

  return (
    <Table.ScrollContainer
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Inbetalningar att hantera"
      minWidth={720}
    >
      <Table striped data-testid="bank-payments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Datum</Table.Th>
            <Table.Th ta="right">Belopp</Table.Th>
            <Table.Th>Referens</Table.Th>
            <Table.Th>Betalare</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Åtgärd</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!rows ? (
            <SkeletonRows columns={6} rows={3} />
          ) : (
            rows.map((p) => (
              <Table.Tr key={p.bankPaymentUid} data-testid="bank-payment-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.paymentDate}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatKr(p.paymentSum)}
                </Table.Td>
                <Table.Td>
                  {[p.reference, ...p.extraReferences].filter(Boolean).join(', ') || '–'}
                  <Text size="xs" c="dimmed">
                    {p.fileName}, rad {p.lineNumber}
                  </Text>
                </Table.Td>
                <Table.Td>{p.payerName || '–'}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={stateColor[p.state]}>
                    {bankPaymentStateLabels[p.state]}
                  </Badge>
                  {p.document && (
                    <Text size="xs">
                      <Anchor component={Link} to={invoicePath(p.document.docType, p.document.docUid)}>
                        Faktura {p.document.documentNumber}
                      </Anchor>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {p.state === 'UNMATCHED' && (
                      <Button size="xs" leftSection={<IconLink size={14} />} onClick={() => onMatch(p)}>
                        Matcha
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="default"
                      loading={handle.isPending && handle.variables?.bankPaymentUid === p.bankPaymentUid}
                      onClick={() => void markHandled(p)}
                    >
                      Markera hanterad
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
