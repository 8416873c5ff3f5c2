import { Checkbox, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { DocumentListRow } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import { formatDate, formatKr } from '@shared/domain/format';
import { Link } from 'react-router';
import { placeholders } from '../../../lib/placeholders';
import { documentEditPath, hasEditor } from '../document-paths';
import { DocumentSum } from './DocumentSum';
import { rowName, type Selection } from './DocumentTable';
import { renderDocumentCell, StatusBadge } from './document-columns';
import { PaymentStatusBadge } from './InvoiceListParts';

interface DocumentCardsProps extends Selection {
  kind: DocumentKind;
  rows: DocumentListRow[] | null;
}

/** On a phone each document is a card: number or "Utkast", client, mark, sum, status, payment and relation. */
export function DocumentCards({ kind, rows, selected, onSelect }: DocumentCardsProps) {
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
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700}>{row.docNumber === null ? 'Utkast' : `${kind.label} ${row.docNumber}`}</Text>
              <StatusBadge status={row.status} />
            </Group>
            {/* The client and the mark say which job it is: they wrap on a phone rather than end in "…". */}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.client?.caption ?? 'Ingen kund'}
              {row.mark ? ` · ${row.mark}` : ''}
            </Text>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {formatDate(row.docDate)}
              </Text>
              <Text size="sm" fw={600}>
                <DocumentSum row={row} />
              </Text>
            </Group>
            {row.paymentStatus && (
              // An invoice on a phone: is it paid, and what is left (decision 0032's columns).
              <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="card-payment">
                <PaymentStatusBadge row={row} />
                <Text size="sm" c="dimmed">
                  Kvar {formatKr(row.remainingOre ?? 0)}
                </Text>
              </Group>
            )}
            {row.relationStatus !== 'NONE' && renderDocumentCell('relation', row)}
            {row.clientLinkState && <Group gap="xs">{renderDocumentCell('clientLink', row)}</Group>}
            {row.eInvoiceSent && (
              // Sent as an e-invoice: what the table's optional column says, shown whenever it is true.
              <Group gap={4} wrap="nowrap">
                <Text size="sm" c="dimmed">
                  E-faktura:
                </Text>
                {renderDocumentCell('eInvoice', row)}
              </Group>
            )}
          </Stack>
        );
        return (
          <Paper
            key={row.docUid}
            withBorder
            radius="md"
            p="sm"
            bg={selected.has(row.docUid) ? 'var(--mantine-color-montor-0)' : undefined}
            data-testid="document-row"
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Checkbox
                mt={4}
                size="md"
                aria-label={`Markera ${rowName(kind, row)}`}
                checked={selected.has(row.docUid)}
                onChange={(e) => onSelect([row.docUid], e.currentTarget.checked)}
                data-testid="document-select"
              />
              {hasEditor(kind) ? (
                <UnstyledButton
                  component={Link}
                  to={documentEditPath(kind.type, row.docUid)}
                  style={{ flex: 1, minWidth: 0 }}
                >
                  {body}
                </UnstyledButton>
              ) : (
                body
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
