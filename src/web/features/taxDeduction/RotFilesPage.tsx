import {
  Anchor,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type TaxDeductionRequest, taxDeductionApi } from '@shared/api/taxDeduction.api';
import { formatDateTime, formatKr } from '@shared/domain/format';
import { IconArrowLeft, IconDownload, IconFileCode } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { saveFile } from '../../api/files';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { EmptyState, ListFooter, SkeletonRows } from '../../kit';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { ROT_INVOICE_LIST_PATH as INVOICE_LIST_PATH } from './rot-files-paths';

const PAGE_SIZE = 20;
const noun = { one: 'fil', many: 'filer' };

/**
 * "ROT-filer" (issue #17, `taxDeductionRequests`): the files made for Skatteverket, newest first, each
 * downloadable again — the file is the firm's record of what it claimed, and Skatteverket's e-service
 * sometimes asks for it to be uploaded once more.
 */
export function RotFilesPage() {
  const [page, setPage] = useState(1);
  const phone = useMediaQuery('(max-width: 48em)');
  const query = useApiQuery(taxDeductionApi.taxDeductionRequests, {
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const result = query.data;

  return (
    <Page
      title="ROT-filer"
      intro="Filer med begäran om utbetalning som skapats för Skatteverket. Filen skapas från fakturalistan: markera betalda ROT-fakturor och välj Skapa ROT-fil."
      actions={
        <Button
          component={Link}
          to={INVOICE_LIST_PATH}
          variant="default"
          leftSection={<IconArrowLeft size={18} />}
          data-testid="rot-files-to-invoices"
        >
          Till fakturorna
        </Button>
      }
    >
      <Paper withBorder radius="md" p={phone ? 'xs' : 'md'}>
        {query.isError ? (
          <QueryError what="ROT-filerna" error={query.error} onRetry={() => void query.refetch()} />
        ) : result && result.totalCount === 0 ? (
          <EmptyState
            icon={IconFileCode}
            title="Inga ROT-filer ännu"
            text={
              <>
                När kunden har betalat en ROT-faktura markerar du den i{' '}
                <Anchor component={Link} to={INVOICE_LIST_PATH} inherit>
                  fakturalistan
                </Anchor>{' '}
                och väljer Skapa ROT-fil. Filen visas sedan här.
              </>
            }
            testId="rot-files-empty"
          />
        ) : phone ? (
          <RotFilesCards rows={result?.items} />
        ) : (
          <RotFilesTable rows={result?.items} />
        )}
        {result && result.totalCount > 0 && (
          <ListFooter
            page={page}
            pageSize={PAGE_SIZE}
            total={result.totalCount}
            noun={noun}
            onPage={setPage}
          />
        )}
      </Paper>
    </Page>
  );
}

function DownloadAgain({ request }: { request: TaxDeductionRequest }) {
  const download = useApiMutation(taxDeductionApi.taxDeductionRequestFile);
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      loading={download.isPending}
      onClick={() => void download.mutateAsync({ requestUid: request.uid }).then(saveFile)}
      aria-label={`Ladda ner ${request.name} igen`}
      data-testid="rot-file-download"
    >
      Ladda ner igen
    </Button>
  );
}

function RotFilesTable({ rows }: { rows: TaxDeductionRequest[] | undefined }) {
  return (
    <Table.ScrollContainer type="native" tabIndex={0} role="region" aria-label="ROT-filer" minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="rot-files-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Namn</Table.Th>
            <Table.Th>År</Table.Th>
            <Table.Th ta="right">Fakturor</Table.Th>
            <Table.Th ta="right">Begärt belopp</Table.Th>
            <Table.Th>Skapad</Table.Th>
            <Table.Th>Skapad av</Table.Th>
            <Table.Th>
              <VisuallyHidden>Åtgärd</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!rows ? (
            <SkeletonRows columns={7} rows={3} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.uid} data-testid="rot-file-row">
                <Table.Td fw={600}>{row.name}</Table.Td>
                <Table.Td>{row.year}</Table.Td>
                <Table.Td ta="right">{row.invoiceCount}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatKr(row.requestedOre)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
                <Table.Td>{row.employee ?? '–'}</Table.Td>
                <Table.Td ta="right">
                  <DownloadAgain request={row} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/** On a phone each file is a card: the table's seven columns do not fit 390 px. */
function RotFilesCards({ rows }: { rows: TaxDeductionRequest[] | undefined }) {
  if (!rows) {
    return (
      <Table>
        <Table.Tbody>
          <SkeletonRows columns={1} rows={3} />
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Stack gap="sm" data-testid="rot-files-cards">
      {rows.map((row) => (
        <Card key={row.uid} withBorder radius="md" padding="sm" data-testid="rot-file-row">
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Text fw={600}>{row.name}</Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatKr(row.requestedOre)}
            </Text>
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mb="sm">
            <Fact label="År" value={String(row.year)} />
            <Fact label="Fakturor" value={String(row.invoiceCount)} />
            <Fact label="Skapad" value={formatDateTime(row.createdAt)} />
            <Fact label="Skapad av" value={row.employee ?? '–'} />
          </SimpleGrid>
          <DownloadAgain request={row} />
        </Card>
      ))}
    </Stack>
  );
}
