import { Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { adminOrdersApi, type ProviderDocumentPart } from '@shared/api/adminOrders.api';
import { formatDate, formatKr, formatNumber } from '@shared/domain/format';
import { IconFileInvoice, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';

const partLabels: Record<ProviderDocumentPart, string> = {
  FOLLOW_UP: 'Följesedel',
  INVOICE: 'Leverantörsfaktura',
};

/**
 * The follow-up and the provider invoice the order produced, opened in place: the provider checks what the
 * customer received without acting as one of its employees (they are the provider's own documents).
 */
export function ProviderDocumentPanel({
  uid,
  hasFollowUp,
  hasInvoice,
}: {
  uid: string;
  hasFollowUp: boolean;
  hasInvoice: boolean;
}) {
  const [open, setOpen] = useState<ProviderDocumentPart | null>(null);
  const toggle = (part: ProviderDocumentPart) => setOpen((current) => (current === part ? null : part));
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        Dokument till kunden
      </Text>
      {!hasFollowUp && (
        <Text size="sm" c="gray.7">
          Ingen följesedel än: den kommer när ordern bekräftas.
        </Text>
      )}
      <Group gap="xs">
        {hasFollowUp && (
          <Button
            variant={open === 'FOLLOW_UP' ? 'filled' : 'default'}
            leftSection={<IconTruckDelivery size={16} aria-hidden />}
            onClick={() => toggle('FOLLOW_UP')}
            aria-expanded={open === 'FOLLOW_UP'}
          >
            Visa följesedel
          </Button>
        )}
        {hasInvoice && (
          <Button
            variant={open === 'INVOICE' ? 'filled' : 'default'}
            leftSection={<IconFileInvoice size={16} aria-hidden />}
            onClick={() => toggle('INVOICE')}
            aria-expanded={open === 'INVOICE'}
          >
            Visa leverantörsfaktura
          </Button>
        )}
      </Group>
      {open && <DocumentView uid={uid} part={open} />}
    </div>
  );
}

/** A quantity in thousandths as the order shows it: "12,5", "2". */
export const quantityText = (thousandths: number) => formatNumber(thousandths / 1000, 3).replace(/,?0+$/, '');

function DocumentView({ uid, part }: { uid: string; part: ProviderDocumentPart }) {
  const query = useApiQuery(adminOrdersApi.document, { uid, part });
  if (query.error)
    return (
      <QueryError
        what={partLabels[part].toLowerCase()}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <Skeleton h={160} mt="sm" />;
  const doc = query.data;
  const sums: [string, number][] = [
    ['Netto', doc.netSumOre],
    ['Moms', doc.vatSumOre],
    ['Öresavrundning', doc.roundingOre],
    ['Att betala', doc.totalPayableSumOre],
  ];
  return (
    <Paper withBorder radius="md" p="sm" mt="sm" data-testid={`provider-document-${part}`}>
      <Stack gap="xs">
        <Text fw={600}>
          {partLabels[part]} {doc.number ?? ''} · {formatDate(doc.docDate)}
          {doc.dueDate ? ` · förfaller ${formatDate(doc.dueDate)}` : ''}
        </Text>
        <Table.ScrollContainer
          minWidth={520}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={`${partLabels[part]}ens rader`}
        >
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Artikel</Table.Th>
                <Table.Th>Benämning</Table.Th>
                <Table.Th ta="right">Antal</Table.Th>
                <Table.Th ta="right">À-pris</Table.Th>
                <Table.Th ta="right">Summa</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {doc.lines.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the document's line order is fixed
                <Table.Tr key={i}>
                  <Table.Td>{l.code}</Table.Td>
                  <Table.Td>{l.description}</Table.Td>
                  <Table.Td ta="right">
                    {quantityText(l.quantity)} {l.unit}
                  </Table.Td>
                  <Table.Td ta="right">{l.unitNetOre === null ? '' : formatKr(l.unitNetOre)}</Table.Td>
                  <Table.Td ta="right">{formatKr(l.sumOre)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={0} align="flex-end">
          {sums.map(([label, ore]) => (
            <Text size="sm" key={label} fw={label === 'Att betala' ? 700 : undefined}>
              {label}: {formatKr(ore)}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
