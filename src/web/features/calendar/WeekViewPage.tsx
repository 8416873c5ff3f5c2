import { Anchor, Button, Group, Paper, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import { calendarApi, type PlannedWorkOrder } from '@shared/api/calendar.api';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { formatDate } from '@shared/domain/format';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { addDays, mondayOf, timeOnDay, weekDays, weekNumber, weekRows } from './week';

const weekdayNames = ['Mån', 'Tis', 'Ons', 'Tor', 'Fre', 'Lör', 'Sön'];
const editPath = (uid: string) => `/montor/dokument/${documentKinds.WORK_ORDER.slug}/edit/${uid}`;

function OrderChip({ order, day }: { order: PlannedWorkOrder; day: string }) {
  const what = order.title || order.mark || order.object || order.client || 'Arbetsorder';
  return (
    <Paper withBorder radius="sm" p={4} bg={order.completed ? 'gray.0' : 'blue.0'} data-testid="week-order">
      <Text size="xs" c="dimmed">
        {timeOnDay(order, day)}
      </Text>
      <Anchor component={Link} to={editPath(order.docUid)} size="sm" fw={500} lineClamp={2}>
        {order.number ? `${order.number} · ` : ''}
        {what}
      </Anchor>
      {order.client && order.client !== what && (
        <Text size="xs" lineClamp={1}>
          {order.client}
        </Text>
      )}
    </Paper>
  );
}

/**
 * Who works where this week (issue #19, decision 0049): the firm's employees down the side, Monday to
 * Sunday across, each planned work order on its assignees' days. On a phone the same week reads day by
 * day, one card per employee with work that day.
 */
export function WeekViewPage() {
  const [params, setParams] = useSearchParams();
  const monday = mondayOf(params.get('vecka') ?? formatDate(new Date()));
  const days = weekDays(monday);
  const week = useApiQuery(calendarApi.plannedWorkOrders, { weekStart: monday });
  const go = (date: string) => setParams({ vecka: date }, { replace: true });

  const actions = (
    <Group gap="xs">
      <Button
        variant="default"
        size="sm"
        onClick={() => go(addDays(monday, -7))}
        aria-label="Föregående vecka"
      >
        <IconChevronLeft size={16} />
      </Button>
      <Button variant="default" size="sm" onClick={() => go(formatDate(new Date()))}>
        Denna vecka
      </Button>
      <Button variant="default" size="sm" onClick={() => go(addDays(monday, 7))} aria-label="Nästa vecka">
        <IconChevronRight size={16} />
      </Button>
    </Group>
  );
  const title = `Vecka ${weekNumber(monday)}`;
  const intro = `Planerade arbetsordrar ${monday} – ${days[6]}, per utförare.`;

  if (week.isError) {
    return (
      <Page title={title} intro={intro} actions={actions}>
        <QueryError what="veckans arbetsordrar" error={week.error} onRetry={() => void week.refetch()} />
      </Page>
    );
  }
  if (!week.data) {
    return (
      <Page title={title} intro={intro} actions={actions}>
        <Skeleton h={240} />
      </Page>
    );
  }
  const rows = weekRows(week.data.employees, week.data.orders, days);
  const empty = week.data.orders.length === 0;

  return (
    <Page title={title} intro={intro} actions={actions}>
      {empty && (
        <Text c="dimmed" mb="md" data-testid="week-empty">
          Inga arbetsordrar är planerade den här veckan. Ange planerad start på en arbetsorder så syns den
          här.
        </Text>
      )}
      <ScrollArea visibleFrom="sm" type="auto">
        <Table withTableBorder withColumnBorders layout="fixed" miw={980} data-testid="week-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>Utförare</Table.Th>
              {days.map((day, i) => (
                <Table.Th key={day}>
                  {weekdayNames[i]} {day.slice(8)}/{Number(day.slice(5, 7))}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.employee.uid || 'nobody'}>
                <Table.Td fw={500}>{row.employee.caption}</Table.Td>
                {row.days.map((orders, i) => (
                  <Table.Td key={days[i]} valign="top">
                    <Stack gap={4}>
                      {orders.map((o) => (
                        <OrderChip key={o.docUid} order={o} day={days[i]!} />
                      ))}
                    </Stack>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Stack hiddenFrom="sm" gap="md" data-testid="week-days">
        {days.map((day, i) => {
          const working = rows.filter((row) => row.days[i]!.length > 0);
          return (
            <div key={day}>
              <Text fw={600} mb={4}>
                {weekdayNames[i]} {day}
              </Text>
              {working.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Inget planerat
                </Text>
              ) : (
                <Stack gap={6}>
                  {working.map((row) => (
                    <Paper key={row.employee.uid || 'nobody'} withBorder p="xs" radius="md">
                      <Text size="sm" fw={500} mb={4}>
                        {row.employee.caption}
                      </Text>
                      <Stack gap={4}>
                        {row.days[i]!.map((o) => (
                          <OrderChip key={o.docUid} order={o} day={day} />
                        ))}
                      </Stack>
                    </Paper>
                  ))}
                </Stack>
              )}
            </div>
          );
        })}
      </Stack>
    </Page>
  );
}
