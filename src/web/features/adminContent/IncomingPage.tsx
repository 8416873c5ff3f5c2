import { Badge, Button, Card, Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { adminContentApi } from '@shared/api/adminContent.api';
import { endpointUrl } from '@shared/api/endpoint';
import { formatDateTime } from '@shared/domain/format';
import { IconDownload, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { EmptyState } from '../../kit';
import { QueryError } from '../../shell/QueryError';

const firmText = (firm: { code: string; name: string } | null) => (firm ? `${firm.code} ${firm.name}` : '–');

function ExportButton({ href }: { href: string }) {
  return (
    <Button component="a" href={href} download variant="default" leftSection={<IconDownload size={16} />}>
      Exportera CSV
    </Button>
  );
}

/** What came in from the firms and visitors: feedback, and each survey's answers, with a CSV for Excel. */
export function IncomingPage() {
  return (
    <Stack gap="lg">
      <FeedbackSection />
      <SurveySection />
    </Stack>
  );
}

function FeedbackSection() {
  const list = useApiQuery(adminContentApi.feedback, {});
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Synpunkter
        </Title>
        <ExportButton href={endpointUrl(adminContentApi.exportFeedback)} />
      </Group>
      {list.error ? (
        <QueryError what="synpunkterna" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={120} radius="md" />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={IconInbox}
          title="Inga synpunkter ännu"
          text="Det som skickas via formuläret Synpunkter visas här."
        />
      ) : (
        list.data.items.slice(0, 50).map((f) => (
          <Card key={f.uid} withBorder radius="md" padding="sm" data-testid="admin-feedback">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm">
                {f.name}
                {f.company ? `, ${f.company}` : ''}
              </Text>
              <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
                {formatDateTime(f.createdAt)}
              </Text>
            </Group>
            <Text size="sm" c="gray.7">
              {f.kind} · {f.type} · {f.email}
              {f.firm ? ` · ${firmText(f.firm)}` : ''}
            </Text>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {f.message}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
}

function SurveySection() {
  const surveys = useApiQuery(adminContentApi.surveys, {});
  const [uid, setUid] = useState<string | null>(null);
  const answers = useApiQuery(adminContentApi.surveyAnswers, { uid: uid ?? '' }, { enabled: uid !== null });
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Enkätsvar
      </Title>
      {surveys.error ? (
        <QueryError what="enkäterna" error={surveys.error} onRetry={() => void surveys.refetch()} />
      ) : !surveys.data ? (
        <Skeleton h={40} radius="md" />
      ) : (
        <Group align="flex-end">
          <Select
            label="Enkät"
            placeholder="Välj enkät"
            style={{ flex: 1, minWidth: 220 }}
            value={uid}
            onChange={setUid}
            data={surveys.data.items.map((s) => ({
              value: s.uid,
              label: `${s.title} (${s.answerCount} svar)`,
            }))}
          />
          {uid && (
            <ExportButton
              href={`${endpointUrl(adminContentApi.exportSurveyAnswers)}?uid=${encodeURIComponent(uid)}`}
            />
          )}
        </Group>
      )}
      {uid === null ? null : answers.error ? (
        <QueryError what="svaren" error={answers.error} onRetry={() => void answers.refetch()} />
      ) : !answers.data ? (
        <Skeleton h={120} radius="md" />
      ) : answers.data.items.length === 0 ? (
        <EmptyState
          icon={IconInbox}
          title="Inga svar ännu"
          text="Svaren på enkäten visas här när de kommer in."
        />
      ) : (
        <Table.ScrollContainer minWidth={600} type="native" tabIndex={0} role="region" aria-label="Svaren">
          <Table striped withTableBorder data-testid="admin-survey-answers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Inkommen</Table.Th>
                <Table.Th>Kundföretag</Table.Th>
                {answers.data.fields.map((f) => (
                  <Table.Th key={f.uid}>{f.title}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answers.data.items.slice(0, 100).map((a) => (
                <Table.Tr key={a.uid}>
                  <Table.Td>{formatDateTime(a.createdAt)}</Table.Td>
                  <Table.Td>
                    {firmText(a.firm)}
                    {a.employeeName && (
                      <Badge variant="light" color="gray" tt="none" ml={4}>
                        {a.employeeName}
                      </Badge>
                    )}
                  </Table.Td>
                  {a.values.map((v, i) => (
                    <Table.Td key={answers.data.fields[i]?.uid ?? i}>{v || '–'}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
