import { Anchor, Badge, Card, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ClientListRow } from '@shared/api/clients.api';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { placeholders } from '../../lib/placeholders';
import type { ClientCellContext } from './client-columns';

interface ClientCardsProps {
  rows: ClientListRow[] | null;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelect: (uids: string[], selected: boolean) => void;
  cell: ClientCellContext;
  rowAction?: (row: ClientListRow, compact: boolean) => ReactNode;
}

const stop = (e: React.MouseEvent) => e.stopPropagation();

/** The client list on a phone: one card per client with the numbers a fitter taps to call. */
export function ClientCards({ rows, selectable, selected, onSelect, cell, rowAction }: ClientCardsProps) {
  const navigate = useNavigate();
  if (rows === null) {
    return (
      <Stack gap="sm">
        {placeholders(5).map((key) => (
          <Card key={key} withBorder radius="md" padding="sm">
            <Skeleton h={16} w="60%" mb={8} />
            <Skeleton h={12} w="40%" />
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" data-testid="client-cards">
      {rows.map((row) => {
        const number = row.mobile || row.phone;
        const place = [row.street, row.city].filter(Boolean).join(', ');
        return (
          <Card
            key={row.uid}
            withBorder
            radius="md"
            padding="sm"
            style={{ cursor: 'pointer' }}
            onClick={() => void navigate(cell.editPath(row.uid))}
            data-testid="client-row"
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                {selectable && (
                  <Checkbox
                    mt={3}
                    onClick={stop}
                    aria-label={`Markera ${row.name}`}
                    checked={selected.has(row.uid)}
                    onChange={(e) => onSelect([row.uid], e.currentTarget.checked)}
                  />
                )}
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={cell.editPath(row.uid)} fw={700} c="dark.7" onClick={stop}>
                    {row.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    Kundnr {row.code}
                    {row.contactName && row.contactName !== row.name ? ` · ${row.contactName}` : ''}
                  </Text>
                  {place && (
                    // The address is where the job is: on a phone it wraps rather than ends in "…".
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {place}
                    </Text>
                  )}
                  {row.hidden && (
                    <Badge size="xs" variant="light" color="gray" tt="none" mt={4}>
                      Dold
                    </Badge>
                  )}
                </div>
              </Group>
              {cell.star(row)}
            </Group>
            {(number || row.email || rowAction) && (
              <Group gap="md" mt="xs" pl={selectable ? 32 : 0}>
                {number && (
                  <Anchor href={`tel:${number.replace(/[^\d+]/g, '')}`} size="sm" onClick={stop}>
                    <Group gap={4} wrap="nowrap">
                      <IconPhone size={15} />
                      {number}
                    </Group>
                  </Anchor>
                )}
                {row.email && (
                  <Anchor href={`mailto:${row.email}`} size="sm" style={{ minWidth: 0 }} onClick={stop}>
                    <Group gap={4} wrap="nowrap">
                      <IconMail size={15} />
                      <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {row.email}
                      </Text>
                    </Group>
                  </Anchor>
                )}
                {rowAction && <span onClick={stop}>{rowAction(row, false)}</span>}
              </Group>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
