import { Anchor, Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { adminEventsApi } from '@shared/api/adminEvents.api';
import { surveyTypeLabels } from '@shared/domain/survey-authoring';
import { IconForms, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { EmptyState } from '../../kit';
import { QueryError } from '../../shell/QueryError';
import { NEW_SURVEY_SEGMENT, SURVEYS_ADMIN_PATH } from './paths';

/** Every survey and form the firms and visitors answer: its type, whether it is shown, and what it holds. */
export function SurveysListPage() {
  const navigate = useNavigate();
  const list = useApiQuery(adminEventsApi.surveys, {});
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text c="gray.7" size="sm" maw={640}>
          Den nyaste aktiva enkäten av en typ är den som visas (allmän enkät, skolbesök, gästkonto).
          Anmälningsenkäter används av de evenemang som väljer dem.
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => void navigate(`${SURVEYS_ADMIN_PATH}/${NEW_SURVEY_SEGMENT}`)}
        >
          Ny enkät
        </Button>
      </Group>
      {list.error ? (
        <QueryError what="enkäterna" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={240} radius="md" />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={IconForms} title="Inga enkäter ännu" text="Skapa en enkät eller ett formulär." />
      ) : (
        <Table.ScrollContainer minWidth={680} type="native" tabIndex={0} role="region" aria-label="Enkäter">
          <Table striped verticalSpacing="sm" data-testid="admin-surveys-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Enkät</Table.Th>
                <Table.Th>Typ</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Frågor</Table.Th>
                <Table.Th ta="right">Svar</Table.Th>
                <Table.Th ta="right">Evenemang</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((s) => (
                <Table.Tr key={s.uid} data-testid="admin-survey-row">
                  <Table.Td>
                    <Anchor component={Link} to={`${SURVEYS_ADMIN_PATH}/${s.uid}`} fw={500}>
                      {s.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{surveyTypeLabels[s.type]}</Table.Td>
                  <Table.Td>
                    <Badge color={s.active ? 'green' : 'gray'} variant="light" tt="none">
                      {s.active ? 'Aktiv' : 'Inaktiv'}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{s.fieldCount}</Table.Td>
                  <Table.Td ta="right">{s.answerCount}</Table.Td>
                  <Table.Td ta="right">{s.eventCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
