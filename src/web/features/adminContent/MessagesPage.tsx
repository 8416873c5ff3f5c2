import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AdminMessage, adminContentApi } from '@shared/api/adminContent.api';
import type { PublicationState } from '@shared/api/news.api';
import { formatDate } from '@shared/domain/format';
import { IconMail, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { EmptyState } from '../../kit';
import { QueryError } from '../../shell/QueryError';
import { SafeHtml } from '../news';
import { MessageDialog } from './MessageDialog';

const stateBadges: Record<PublicationState, { label: string; color: string }> = {
  DRAFT: { label: 'Utkast', color: 'yellow' },
  PUBLISHED: { label: 'Publicerad', color: 'green' },
  UNPUBLISHED: { label: 'Avpublicerad', color: 'gray' },
};

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
        list.data.items.map((m) => <MessageCard key={m.uid} message={m} onEdit={() => setEditing(m)} />)
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

function MessageCard({ message: m, onEdit }: { message: AdminMessage; onEdit: () => void }) {
  const [busy, setBusy] = useState(false);
  const badge = stateBadges[m.state];
  const publish = m.state !== 'PUBLISHED';
  const change = async () => {
    setBusy(true);
    try {
      const endpoint = publish ? adminContentApi.publishMessage : adminContentApi.unpublishMessage;
      await call(endpoint, { uid: m.uid }, { handleErrors: false });
      notifications.show({
        message: publish ? 'Meddelandet är publicerat.' : 'Meddelandet är avpublicerat och syns inte längre.',
      });
      await refresh();
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      notifications.show({ color: 'red', message: error.displayText });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-message">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{m.title}</Text>
          <Text size="sm" c="gray.7">
            Till: {recipientText(m)}
          </Text>
        </div>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={badge.color} variant="light" tt="none" style={{ overflow: 'visible' }}>
            {badge.label}
          </Badge>
          <Text size="xs" c="gray.7">
            {m.sentAt ? `Skickat ${formatDate(m.sentAt)}` : `Skrivet ${formatDate(m.createdAt)}`}
          </Text>
        </Stack>
      </Group>
      <SafeHtml html={m.body} />
      <Group gap="sm" mt="md">
        <Button size="xs" variant="default" onClick={onEdit} aria-label={`Ändra ${m.title}`}>
          Ändra
        </Button>
        <Button
          size="xs"
          variant={publish ? 'filled' : 'default'}
          loading={busy}
          onClick={() => void change()}
          aria-label={`${publish ? 'Publicera' : 'Avpublicera'} ${m.title}`}
        >
          {publish ? 'Publicera' : 'Avpublicera'}
        </Button>
      </Group>
    </Card>
  );
}
