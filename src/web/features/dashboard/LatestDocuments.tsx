import { Button, Group, Paper, Skeleton, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { DASHBOARD_DOCUMENTS, dashboardApi } from '@shared/api/dashboard.api';
import type { DocumentListRow } from '@shared/api/documents';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { formatDate, formatDateTime } from '@shared/domain/format';
import { IconFilePlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { placeholders } from '../../lib/placeholders';
import { QueryError } from '../../shell/QueryError';
import {
  DocumentSum,
  documentEditPath,
  documentListPath,
  documentNewPath,
  hasEditor,
  StatusBadge,
} from '../documents';

/** Where a row opens: the editor, or the list for the provider's invoices (they have no editor). */
function rowPath(row: DocumentListRow): string {
  const kind = documentKinds[row.docType];
  return hasEditor(kind) ? documentEditPath(row.docType, row.docUid) : documentListPath(row.docType);
}

function caption(row: DocumentListRow): string {
  const kind = documentKinds[row.docType];
  return row.docNumber === null ? `${kind.label}, utkast` : `${kind.label} ${row.docNumber}`;
}

function Rows({ rows }: { rows: DocumentListRow[] }) {
  return (
    <>
      <Table.ScrollContainer minWidth={720} visibleFrom="sm">
        <Table highlightOnHover verticalSpacing="xs" data-testid="latest-documents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dokument</Table.Th>
              <Table.Th>Kund</Table.Th>
              <Table.Th>Märkning</Table.Th>
              <Table.Th>Datum</Table.Th>
              <Table.Th ta="right">Belopp</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Ändrad</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.docUid}>
                <Table.Td>
                  <Text component={Link} to={rowPath(row)} fw={600} c="montor.8" size="sm">
                    {caption(row)}
                  </Text>
                </Table.Td>
                <Table.Td maw={200}>
                  <Text size="sm" truncate>
                    {row.client?.caption ?? '–'}
                  </Text>
                </Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm" truncate>
                    {row.mark || '–'}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.docDate)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <DocumentSum row={row} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={row.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(row.modifiedAt)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="sm" data-testid="latest-documents-cards">
        {rows.map((row) => (
          <UnstyledButton key={row.docUid} component={Link} to={rowPath(row)}>
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={700} size="sm" truncate>
                  {caption(row)}
                </Text>
                <StatusBadge status={row.status} />
              </Group>
              <Text size="sm" truncate>
                {row.client?.caption ?? 'Ingen kund'}
                {row.mark ? ` · ${row.mark}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(row.docDate)} · <DocumentSum row={row} />
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </Stack>
    </>
  );
}

/** The firm's 10 latest documents of every kind, newest change first. */
export function LatestDocuments({ canCreateOffer }: { canCreateOffer: boolean }) {
  const latest = useApiQuery(dashboardApi.allTypeDocuments, {
    offset: 0,
    limit: DASHBOARD_DOCUMENTS,
    searchPattern: '',
  });
  let body: React.ReactNode;
  if (latest.error) {
    body = (
      <QueryError what="de senaste dokumenten" error={latest.error} onRetry={() => void latest.refetch()} />
    );
  } else if (!latest.data) {
    body = (
      <Stack gap={6}>
        {placeholders(5).map((key) => (
          <Skeleton key={key} h={36} radius="sm" />
        ))}
      </Stack>
    );
  } else if (latest.data.items.length === 0) {
    body = (
      <Stack align="center" gap="sm" py="lg" data-testid="latest-documents-empty">
        <Text c="dimmed">
          {canCreateOffer
            ? 'Inga dokument ännu – skapa din första offert'
            : 'Inga dokument ännu – skapa ditt första med knapparna ovan'}
        </Text>
        {canCreateOffer && (
          <Button component={Link} to={documentNewPath('OFFER')} leftSection={<IconFilePlus size={18} />}>
            Ny offert
          </Button>
        )}
      </Stack>
    );
  } else {
    body = <Rows rows={latest.data.items} />;
  }
  return (
    <Paper withBorder radius="md" p="md" shadow="xs">
      <Title order={2} fz={18} mb="sm">
        Senaste dokumenten
      </Title>
      {body}
    </Paper>
  );
}
