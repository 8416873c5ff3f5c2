import { Badge, Group, Select, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { adminOrdersApi, providerOrderStatusLabels } from '@shared/api/adminOrders.api';
import { providerOrderStatuses } from '@shared/api/providerIntake.api';
import { formatDateTime, formatKr } from '@shared/domain/format';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { EmptyState, OffsetListFooter, SearchInput } from '../../kit';
import { QueryError } from '../../shell/QueryError';
import { OrderDialog } from './OrderDialog';

const PAGE = 25;
const statusColors = { RECEIVED: 'yellow', CONFIRMED: 'blue', DELIVERED: 'teal', INVOICED: 'green' } as const;
const statusOptions = [
  { value: 'ALL', label: 'Alla statusar' },
  ...providerOrderStatuses.map((s) => ({ value: s, label: providerOrderStatusLabels[s] })),
];

/** The firms' orders as the intake received them, newest first (decision 0063). */
export function OrdersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [status, setStatus] = useState<string>('ALL');
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const list = useApiQuery(adminOrdersApi.orders, {
    search: debounced,
    status: status as (typeof providerOrderStatuses)[number] | 'ALL',
    offset,
    limit: PAGE,
  });
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <SearchInput
          aria-label="Sök beställning"
          placeholder="Ordernummer, kund eller märkning"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
          w={{ base: '100%', sm: 360 }}
        />
        <Select
          aria-label="Status"
          data={statusOptions}
          value={status}
          allowDeselect={false}
          onChange={(v) => {
            setStatus(v ?? 'ALL');
            setOffset(0);
          }}
          w={200}
        />
      </Group>
      {list.error ? (
        <QueryError what="beställningarna" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={240} radius="md" />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={IconSearch}
          title="Inga beställningar"
          text={
            debounced ? `Inget matchar ”${debounced}”.` : 'Kundernas beställningar visas här när de skickas.'
          }
        />
      ) : (
        <>
          <Table.ScrollContainer
            minWidth={760}
            type="native"
            tabIndex={0}
            role="region"
            aria-label="Beställningar"
          >
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="admin-orders">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Kund</Table.Th>
                  <Table.Th>Märkning</Table.Th>
                  <Table.Th>Mottagen</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Summa</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((o) => (
                  <Table.Tr key={o.uid}>
                    <Table.Td>
                      <UnstyledButton onClick={() => setOpen(o.uid)} c="montor.8" fw={600} td="underline">
                        {o.orderNumber}
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>
                      {o.firm.code} {o.firm.name}
                    </Table.Td>
                    <Table.Td>{o.mark || '–'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(o.receivedAt)}</Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[o.status]} variant="light" tt="none">
                        {providerOrderStatusLabels[o.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {o.totalOre === null ? '–' : formatKr(o.totalOre)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <OffsetListFooter
            offset={offset}
            pageSize={PAGE}
            total={list.data.totalCount}
            onOffset={setOffset}
            noun={{ one: 'beställning', many: 'beställningar' }}
          />
          <Text size="xs" c="gray.7">
            Summorna är kundens nettopriser exklusive moms så som Montör skickade dem.
          </Text>
        </>
      )}
      <OrderDialog uid={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
