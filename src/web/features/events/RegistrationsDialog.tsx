import { List, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { type CalendarEvent, eventsApi } from '@shared/api/events.api';
import { formatDateTime } from '@shared/domain/format';
import { IconUsers } from '@tabler/icons-react';
import { useApiQuery } from '../../api/hooks';
import { EmptyState } from '../../kit';
import { QueryError } from '../../shell/QueryError';

/** `calendarEventRegistrationList`: who of the firm is going, with what they answered. */
export function RegistrationsDialog({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const list = useApiQuery(eventsApi.registrationList, { eventLocator: event.locator });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Stäng' }}
      title={`Anmälda från företaget: ${event.title}`}
      size="xl"
    >
      {list.isPending ? (
        <Stack gap="sm">
          <Skeleton h={32} />
          <Skeleton h={32} />
        </Stack>
      ) : list.error ? (
        <QueryError what="anmälningarna" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={IconUsers}
          title="Ingen från företaget är anmäld"
          text="När du eller en kollega anmäler sig syns det här."
          testId="registrations-empty"
        />
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped data-testid="registrations-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Namn</Table.Th>
                <Table.Th>Anmäld</Table.Th>
                <Table.Th>Svar</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((row) => (
                <Table.Tr key={row.employeeUid}>
                  <Table.Td fw={600}>{row.employeeName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.registeredAt)}</Table.Td>
                  <Table.Td>
                    <List size="sm" listStyleType="none">
                      {row.answers.map((answer) => (
                        <List.Item key={answer.title}>
                          <Text span size="sm" c="dimmed">
                            {/[?:]$/.test(answer.title) ? answer.title : `${answer.title}:`}
                          </Text>{' '}
                          {answer.value}
                        </List.Item>
                      ))}
                    </List>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
