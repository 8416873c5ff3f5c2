import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  type DocumentMailing,
  emailingApi,
  type MailingStatus,
  mailingStatusLabels,
} from '@shared/api/emailing.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatDate, formatDateTime, formatTime } from '@shared/domain/format';
import { useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';

const statusColors: Record<MailingStatus, string> = { QUEUED: 'yellow', SENT: 'green', FAILED: 'red' };

/** While a mail waits in the outbox the log asks again, so "Köad" turns "Skickad" (or "Misslyckades"). */
const QUEUED_POLL_MS = 3_000;

/** "Skickad 14:02" the same day it was queued (the entry shows the date), else with the date. */
function statusText(mailing: DocumentMailing): string {
  if (mailing.status !== 'SENT' || !mailing.sentAt) return mailingStatusLabels[mailing.status];
  const sameDay = formatDate(mailing.sentAt) === formatDate(mailing.createdAt);
  return `Skickad ${sameDay ? formatTime(mailing.sentAt) : formatDateTime(mailing.sentAt)}`;
}

function MailingEntry({ mailing }: { mailing: DocumentMailing }) {
  const files = [mailing.fileName, ...mailing.attachmentNames].join(', ');
  return (
    <div data-testid="mail-log-entry">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed">
          {formatDateTime(mailing.createdAt)}
          {mailing.employee ? ` · ${mailing.employee.caption}` : ''}
        </Text>
        <Badge
          color={statusColors[mailing.status]}
          variant="light"
          tt="none"
          style={{ flexShrink: 0 }}
          data-testid="mail-log-status"
        >
          {statusText(mailing)}
        </Badge>
      </Group>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        Till {mailing.recipients.join(', ')}
      </Text>
      <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
        {mailing.subject} · {files}
      </Text>
      {mailing.error && (
        <Text size="sm" c="red.8" data-testid="mail-log-error">
          {mailing.error}
        </Text>
      )}
    </div>
  );
}

/** The document's sent log: when, to whom, which files, by whom, and how it went. */
export function DocumentMailLog({ docType, docUid }: { docType: DocumentType; docUid: string | null }) {
  const log = useApiQuery(
    emailingApi.documentMailings,
    { docType, docUid: docUid ?? '' },
    {
      enabled: docUid !== null,
      refetchInterval: (query) =>
        query.state.data?.items.some((m) => m.status === 'QUEUED') ? QUEUED_POLL_MS : false,
    },
  );
  if (docUid === null) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="document-mail-log">
      <Text fw={600} mb="xs">
        Skickad e-post
      </Text>
      {log.error ? (
        <QueryError what="e-postloggen" error={log.error} onRetry={() => void log.refetch()} />
      ) : !log.data ? (
        <Skeleton h={40} />
      ) : log.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Dokumentet har inte skickats med e-post ännu.
        </Text>
      ) : (
        <Stack gap="sm">
          {log.data.items.map((m) => (
            <MailingEntry key={m.uid} mailing={m} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
