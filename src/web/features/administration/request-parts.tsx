import { Badge, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { RequestStatus } from '@shared/api/administration.api';
import { formatDate } from '@shared/domain/format';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../kit';

const statusBadges: Record<RequestStatus, { label: string; color: string }> = {
  PENDING: { label: 'Väntar', color: 'yellow' },
  APPROVED: { label: 'Godkänd', color: 'green' },
  REJECTED: { label: 'Avslagen', color: 'gray' },
};

export type StatusFilter = 'PENDING' | 'ALL';

export function StatusFilterControl({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (v: StatusFilter) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Visa"
      value={value}
      onChange={(v) => onChange(v as StatusFilter)}
      data={[
        { value: 'PENDING', label: 'Väntar på beslut' },
        { value: 'ALL', label: 'Alla' },
      ]}
    />
  );
}

/** One request as a card: who, what they gave, when, and the decision or the buttons to make it. */
export function RequestCard({
  title,
  subtitle,
  status,
  createdAt,
  decisionNote,
  details,
  warnings,
  actions,
}: {
  title: string;
  subtitle: string;
  status: RequestStatus;
  createdAt: string;
  decisionNote: string | null;
  details: readonly [string, ReactNode][];
  warnings?: ReactNode;
  actions?: ReactNode;
}) {
  const badge = statusBadges[status];
  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-request">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <div>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        </div>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={badge.color} variant="light" tt="none">
            {badge.label}
          </Badge>
          <Text size="xs" c="gray.7">
            {formatDate(createdAt)}
          </Text>
        </Stack>
      </Group>
      <Stack gap={2}>
        {details.map(([label, value]) => (
          <Text size="sm" key={label}>
            <Text span c="gray.7">
              {/[?:]$/.test(label) ? label : `${label}:`}
            </Text>{' '}
            {value}
          </Text>
        ))}
      </Stack>
      {warnings}
      {decisionNote && (
        <Text size="sm" mt="xs" c="gray.7">
          Besked: {decisionNote}
        </Text>
      )}
      {status === 'PENDING' && actions && (
        <Group gap="sm" mt="md">
          {actions}
        </Group>
      )}
    </Card>
  );
}

export function NoRequests({ filter, noun }: { filter: StatusFilter; noun: string }) {
  return (
    <EmptyState
      icon={IconInbox}
      title={filter === 'PENDING' ? `Inga ${noun} väntar på beslut` : `Inga ${noun} ännu`}
      text="Nya kommer hit när någon skickar formuläret, och kundtjänst får ett e-postmeddelande."
    />
  );
}
