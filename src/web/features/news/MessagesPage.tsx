import {
  Badge,
  Flex,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { MESSAGES_PAGE_SIZE, newsApi, type SystemMessage } from '@shared/api/news.api';
import { formatDateTime } from '@shared/domain/format';
import { IconMail, IconMailOpened } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { EmptyState, ListFooter } from '../../kit';
import { placeholders } from '../../lib/placeholders';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { MessageDialog } from './MessageDialog';
import classes from './News.module.css';
import { MESSAGES_PATH, NoveltyTabs } from './NoveltyTabs';
import { markMessageRead, plainText } from './news-queries';

function MessageRow({ message, onOpen }: { message: SystemMessage; onOpen: () => void }) {
  const Icon = message.read ? IconMailOpened : IconMail;
  return (
    <UnstyledButton
      onClick={onOpen}
      className={classes.messageRow}
      data-unread={!message.read || undefined}
      data-testid="message-row"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Icon
          size={20}
          style={{ flexShrink: 0, marginTop: 2 }}
          color={message.read ? undefined : 'var(--mantine-color-red-8)'}
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Flex
            direction={{ base: 'column-reverse', sm: 'row' }}
            justify="space-between"
            align={{ base: 'flex-start', sm: 'baseline' }}
            gap={{ base: 0, sm: 'xs' }}
          >
            <Text fw={message.read ? 500 : 700} lineClamp={2}>
              {!message.read && <VisuallyHidden>Oläst: </VisuallyHidden>}
              {message.title}
            </Text>
            <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              {formatDateTime(message.date)}
            </Text>
          </Flex>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {plainText(message.message, 160)}
          </Text>
        </Stack>
        {!message.read && (
          <Badge color="red.8" size="sm" style={{ flexShrink: 0 }} visibleFrom="sm">
            Oläst
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}

/** `/novelties/message`: the provider's messages, 20 a page; opening one shows it and marks it read. */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('sida')) || 1);
  const list = useApiQuery(
    newsApi.messages,
    { offset: (page - 1) * MESSAGES_PAGE_SIZE, limit: MESSAGES_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const [open, setOpen] = useState<SystemMessage | null>(null);

  function openMessage(message: SystemMessage) {
    setOpen(message);
    if (!message.read) void markMessageRead(message.uid).catch(() => {});
  }

  return (
    <Page
      title="Aktuellt från grossisten"
      intro="Meddelanden från grossisten till ert företag: leveranser, avtal och driftinformation."
      size="lg"
    >
      <NoveltyTabs value={MESSAGES_PATH}>
        {list.isError ? (
          <QueryError what="meddelandena" error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Stack gap={0}>
            {placeholders(4).map((key) => (
              <Skeleton key={key} h={64} mb={4} />
            ))}
          </Stack>
        ) : list.data.totalCount === 0 ? (
          <EmptyState
            icon={IconMail}
            title="Inga meddelanden"
            text="När grossisten skickar meddelanden till ert företag visas de här."
          />
        ) : (
          <>
            <Paper withBorder radius="md" className={classes.messages} data-testid="message-list">
              {list.data.items.map((message) => (
                <MessageRow key={message.uid} message={message} onOpen={() => openMessage(message)} />
              ))}
            </Paper>
            <ListFooter
              page={page}
              pageSize={MESSAGES_PAGE_SIZE}
              total={list.data.totalCount}
              noun={{ one: 'meddelande', many: 'meddelanden', neuter: true }}
              onPage={(next) => setParams(next === 1 ? {} : { sida: String(next) })}
            />
          </>
        )}
      </NoveltyTabs>
      <MessageDialog message={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
