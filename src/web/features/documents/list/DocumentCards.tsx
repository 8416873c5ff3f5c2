import { Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { DocumentListRow } from '@shared/api/documents.api';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import { formatDate, formatKr } from '@shared/domain/format';
import { Link } from 'react-router';
import { placeholders } from '../../../lib/placeholders';
import { documentEditPath, hasEditor } from '../document-paths';
import { StatusBadge } from './document-columns';

/** On a phone each document is a card: number or "Utkast", client, mark, sum and status. */
export function DocumentCards({ kind, rows }: { kind: DocumentKind; rows: DocumentListRow[] | null }) {
  if (rows === null) {
    return (
      <Stack gap="xs">
        {placeholders(5).map((key) => (
          <Skeleton key={key} h={84} radius="md" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" data-testid="document-cards">
      {rows.map((row) => {
        const body = (
          <Paper key={row.docUid} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700}>{row.docNumber === null ? 'Utkast' : `${kind.label} ${row.docNumber}`}</Text>
              <StatusBadge status={row.status} />
            </Group>
            <Text size="sm" truncate>
              {row.client?.caption ?? 'Ingen kund'}
              {row.mark ? ` · ${row.mark}` : ''}
            </Text>
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {formatDate(row.docDate)}
              </Text>
              <Text size="sm" fw={600}>
                {formatKr(row.totalSumOre)}
              </Text>
            </Group>
          </Paper>
        );
        return hasEditor(kind) ? (
          <UnstyledButton
            key={row.docUid}
            component={Link}
            to={documentEditPath(kind.type, row.docUid)}
            data-testid="document-row"
          >
            {body}
          </UnstyledButton>
        ) : (
          <div key={row.docUid} data-testid="document-row">
            {body}
          </div>
        );
      })}
    </Stack>
  );
}
