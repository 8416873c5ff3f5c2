import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type AdminMessage, adminContentApi } from '@shared/api/adminContent.api';
import { formatDate } from '@shared/domain/format';
import { IconMail, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { EmptyState } from '../../kit';
import { QueryError } from '../../shell/QueryError';
import { ContentCard } from './content-parts';
import { MessageDialog } from './MessageDialog';

const recipientText = (m: AdminMessage) =>
  m.toAllFirms
    ? `Alla företag (${m.recipientCount})`
    : m.recipients.length <= 3
      ? m.recipients.map((f) => `${f.code} ${f.name}`).join(', ')
      : `${m.recipientCount} valda företag`;

const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey(adminContentApi.messages) });

/**
 * The provider's messages to its firms: written as a draft, published to all firms or the chosen ones
 * (they see it in the header's notice and under Nyheter › Meddelanden), taken back by unpublishing.
 */
export function MessagesPage() {
  const list = useApiQuery(adminContentApi.messages, {});
  const [editing, setEditing] = useState<AdminMessage | 'new' | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm" maw={640}>
          Meddelanden till alla kundföretag eller till utvalda. Ett utkast syns bara här; ett publicerat
          meddelande visas för företagens anställda direkt.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Nytt meddelande
        </Button>
      </Group>
      {list.error ? (
        <QueryError what="meddelandena" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={140} radius="md" />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={IconMail}
          title="Inga meddelanden ännu"
          text="Skriv ett meddelande till alla kundföretag eller till några av dem."
        />
      ) : (
        list.data.items.map((m) => (
          <ContentCard
            key={m.uid}
            testId="admin-message"
            title={m.title}
            subtitle={`Till: ${recipientText(m)}`}
            state={m.state}
            dateText={m.sentAt ? `Skickat ${formatDate(m.sentAt)}` : `Skrivet ${formatDate(m.createdAt)}`}
            html={m.body}
            onEdit={() => setEditing(m)}
            changeState={async (publish) => {
              const endpoint = publish ? adminContentApi.publishMessage : adminContentApi.unpublishMessage;
              await call(endpoint, { uid: m.uid }, { handleErrors: false });
              await refresh();
            }}
          />
        ))
      )}
      <MessageDialog
        opened={editing !== null}
        message={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
    </Stack>
  );
}
