import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type AdminEventRow, adminEventsApi, type EventPeriod } from '@shared/api/adminEvents.api';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { EmptyState } from '../../kit';
import { QueryError } from '../../shell/QueryError';
import { EventStateActions } from './EventStateActions';
import { EVENTS_ADMIN_PATH, NEW_EVENT_SEGMENT, stateBadges } from './paths';

const empty: Record<EventPeriod, { title: string; text: string }> = {
  COMING: {
    title: 'Inga kommande evenemang',
    text: 'Skapa ett evenemang. Det sparas som utkast och syns för företagen först när du publicerar det.',
  },
  PAST: { title: 'Inga tidigare evenemang', text: 'Evenemang som har varit visas här.' },
};

/** The provider's events, coming or past: when, where, state and how many have registered. */
export function EventsListPage() {
  const navigate = useNavigate();
  const [period, setPeriod] = useState<EventPeriod>('COMING');
  const list = useApiQuery(adminEventsApi.events, { period });
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          aria-label="Period"
          value={period}
          onChange={(v) => setPeriod(v as EventPeriod)}
          data={[
            { value: 'COMING', label: 'Kommande' },
            { value: 'PAST', label: 'Tidigare' },
          ]}
        />
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => void navigate(`${EVENTS_ADMIN_PATH}/${NEW_EVENT_SEGMENT}`)}
        >
          Nytt evenemang
        </Button>
      </Group>
      {list.error ? (
        <QueryError what="evenemangen" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={240} radius="md" />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={IconCalendarEvent} {...empty[period]} />
      ) : phone ? (
        <Stack gap="sm" data-testid="admin-events-cards">
          {list.data.items.map((event) => (
            <EventCard key={event.uid} event={event} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760} type="native" tabIndex={0} role="region" aria-label="Evenemang">
          <Table striped verticalSpacing="sm" data-testid="admin-events-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Datum</Table.Th>
                <Table.Th>Evenemang</Table.Th>
                <Table.Th>Lager</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Anmälda</Table.Th>
                <Table.Th>Åtgärder</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((event) => (
                <EventRow key={event.uid} event={event} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

const surveyText = (event: AdminEventRow) =>
  `${event.category} · ${event.surveyTitle ? `Enkät: ${event.surveyTitle}` : 'Ingen anmälan i Montör'}`;

function StateBadge({ event }: { event: AdminEventRow }) {
  const badge = stateBadges[event.state];
  return (
    <Badge color={badge.color} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {badge.label}
    </Badge>
  );
}

function EventLink({ event }: { event: AdminEventRow }) {
  return (
    <Anchor component={Link} to={`${EVENTS_ADMIN_PATH}/${event.uid}`} fw={500}>
      {event.title}
    </Anchor>
  );
}

function EventRow({ event }: { event: AdminEventRow }) {
  return (
    <Table.Tr data-testid="admin-event-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {event.date}
        <Text size="xs" c="gray.7">
          {event.begin}–{event.end}
        </Text>
      </Table.Td>
      <Table.Td>
        <EventLink event={event} />
        <Text size="xs" c="gray.7">
          {surveyText(event)}
        </Text>
      </Table.Td>
      <Table.Td>
        {event.warehouse.name}
        <Text size="xs" c="gray.7">
          {event.warehouse.city}
        </Text>
      </Table.Td>
      <Table.Td>
        <StateBadge event={event} />
      </Table.Td>
      <Table.Td ta="right">{event.registrationCount}</Table.Td>
      <Table.Td>
        <EventStateActions event={event} compact />
      </Table.Td>
    </Table.Tr>
  );
}

/** On a phone an event is a card: what, when, where, its state and its buttons. */
function EventCard({ event }: { event: AdminEventRow }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="admin-event-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <EventLink event={event} />
        <StateBadge event={event} />
      </Group>
      <Text size="sm">
        {event.date} {event.begin}–{event.end} · {event.warehouse.name}
      </Text>
      <Text size="xs" c="gray.7" mb="xs">
        {surveyText(event)} · {event.registrationCount} anmälda
      </Text>
      <EventStateActions event={event} compact />
    </Card>
  );
}
