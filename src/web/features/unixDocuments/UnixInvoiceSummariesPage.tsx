import { Accordion, Anchor, Badge, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { type UnixInvoicesSummary, unixDocumentsApi } from '@shared/api/unixDocuments.api';
import { formatDate, formatKr, formatMonth } from '@shared/domain/format';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { placeholders } from '../../lib/placeholders';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { documentEditPath, documentListPath } from '../documents';
import { ProviderInvoiceSummaryPdf } from '../printing';

/** The summary PDF prints at most two years of months in one file (the contract's limit). */
const MAX_SUMMARY_MONTHS = 24;

function MonthPanel({ summary }: { summary: UnixInvoicesSummary }) {
  return (
    <>
      <Group justify="flex-end" mb="xs">
        <ProviderInvoiceSummaryPdf months={[summary.month]} label="Månaden som PDF" />
      </Group>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Faktura</Table.Th>
              <Table.Th>Fakturadatum</Table.Th>
              <Table.Th>Förfaller</Table.Th>
              <Table.Th ta="right">Exkl. moms</Table.Th>
              <Table.Th ta="right">Att betala</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.invoices.map((invoice) => (
              <Table.Tr key={invoice.docUid}>
                <Table.Td>
                  <Anchor component={Link} to={documentEditPath('UNIX_INVOICE', invoice.docUid)}>
                    {invoice.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDate(invoice.docDate)}</Table.Td>
                <Table.Td>{invoice.dueDate ? formatDate(invoice.dueDate) : '–'}</Table.Td>
                <Table.Td ta="right">{formatKr(invoice.netSumOre)}</Table.Td>
                <Table.Td ta="right">{formatKr(invoice.totalSumOre)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/** The provider's invoices summed per month: what the firm owes the provider and when. */
export function UnixInvoiceSummariesPage() {
  const summaries = useApiQuery(unixDocumentsApi.summaries, { dateFrom: null, dateTo: null });
  return (
    <Page
      title="Fakturasammanställning"
      intro="Leverantörens fakturor per månad: antal, summor och sista förfallodag. Öppna en månad för att se fakturorna."
      actions={
        <Group gap="md">
          {summaries.data && summaries.data.items.length > 0 && (
            <ProviderInvoiceSummaryPdf
              months={summaries.data.items.slice(0, MAX_SUMMARY_MONTHS).map((s) => s.month)}
              label="Alla månader som PDF"
            />
          )}
          <Anchor component={Link} to={documentListPath('UNIX_INVOICE')}>
            Alla leverantörsfakturor
          </Anchor>
        </Group>
      }
    >
      {summaries.isPending ? (
        <Stack gap="sm">
          {placeholders(3).map((key) => (
            <Skeleton key={key} h={64} radius="md" />
          ))}
        </Stack>
      ) : summaries.isError ? (
        <QueryError
          what="sammanställningen"
          error={summaries.error}
          onRetry={() => void summaries.refetch()}
        />
      ) : summaries.data.items.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <IconFileInvoice size={32} stroke={1.5} />
          <Text fw={600} mt="xs">
            Inga leverantörsfakturor än
          </Text>
          <Text c="dimmed" fz="sm">
            När leverantören fakturerar era ordrar summeras fakturorna här per månad.
          </Text>
        </Paper>
      ) : (
        <Accordion variant="separated" radius="md" multiple data-testid="summaries">
          {summaries.data.items.map((summary) => (
            <Accordion.Item key={summary.month} value={summary.month}>
              <Accordion.Control>
                <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
                  <Group gap="sm">
                    <Text fw={700} tt="capitalize">
                      {formatMonth(summary.month)}
                    </Text>
                    <Badge variant="light" tt="none">
                      {summary.invoiceCount} {summary.invoiceCount === 1 ? 'faktura' : 'fakturor'}
                    </Badge>
                  </Group>
                  <Group gap="lg">
                    <Text fz="sm" c="dimmed">
                      Moms {formatKr(summary.vatSumOre)}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      Förfaller {summary.dueDate ? formatDate(summary.dueDate) : '–'}
                    </Text>
                    <Text fw={700}>{formatKr(summary.totalSumOre)}</Text>
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <MonthPanel summary={summary} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Page>
  );
}
