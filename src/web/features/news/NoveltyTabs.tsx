import { Badge, VisuallyHidden } from '@mantine/core';
import { contentApi } from '@shared/api/content.api';
import { IconMail, IconNews } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { PageTabs } from '../../kit';

export const NEWS_PATH = '/novelties/news';
export const MESSAGES_PATH = '/novelties/message';
export const newsItemPath = (uid: string) => `${NEWS_PATH}/detailed/${uid}`;

type Tab = typeof NEWS_PATH | typeof MESSAGES_PATH;

function Unread({ count, testId }: { count: number | undefined; testId: string }) {
  if (!count) return null;
  return (
    <Badge color="red.8" size="sm" data-testid={testId}>
      {count}
      <VisuallyHidden> olästa</VisuallyHidden>
    </Badge>
  );
}

/** The provider's two channels side by side: news and messages, each with its unread count. */
export function NoveltyTabs({ value, children }: { value: Tab; children: ReactNode }) {
  const navigate = useNavigate();
  const counters = useApiQuery(contentApi.counters, {});
  return (
    <PageTabs
      mb="lg"
      value={value}
      onChange={(tab) => navigate(tab)}
      tabs={[
        {
          value: NEWS_PATH,
          label: 'Nyheter',
          leftSection: <IconNews size={16} />,
          rightSection: <Unread count={counters.data?.unreadNews} testId="unread-news-count" />,
        },
        {
          value: MESSAGES_PATH,
          label: 'Meddelanden',
          leftSection: <IconMail size={16} />,
          rightSection: <Unread count={counters.data?.unreadMessages} testId="unread-messages-count" />,
        },
      ]}
    >
      {children}
    </PageTabs>
  );
}
