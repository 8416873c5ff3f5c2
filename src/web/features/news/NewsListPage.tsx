import { Badge, Button, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { NEWS_PAGE_SIZE, type News, newsApi } from '@shared/api/news.api';
import { IconChecks, IconNews } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { EmptyState, ListFooter } from '../../kit';
import { placeholders } from '../../lib/placeholders';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import classes from './News.module.css';
import { NEWS_PATH, NoveltyTabs, newsItemPath } from './NoveltyTabs';
import { plainText, refreshReadState } from './news-queries';

function NewsCard({ news }: { news: News }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      data-unread={!news.read || undefined}
      data-testid="news-card"
      component="article"
      aria-labelledby={`news-${news.uid}`}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        {news.imageLink && (
          <Image
            src={news.imageLink}
            alt={news.imageAlt}
            w={112}
            h={112}
            radius="sm"
            visibleFrom="xs"
            fit="contain"
          />
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
            <Title order={2} fz={18} id={`news-${news.uid}`}>
              <Link to={newsItemPath(news.uid)} className={classes.titleLink}>
                {news.title}
              </Link>
            </Title>
            {!news.read && (
              <Badge color="red.8" variant="filled" size="sm" style={{ flexShrink: 0 }}>
                Oläst
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            Publicerad {news.publishDate}
          </Text>
          <Text size="sm" lineClamp={3}>
            {plainText(news.message)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** `/novelties/news`: the provider's news, 5 a page (product-spec §9), read state and "read all". */
export function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('sida')) || 1);
  const list = useApiQuery(
    newsApi.newsList,
    { offset: (page - 1) * NEWS_PAGE_SIZE, limit: NEWS_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const readAll = useApiMutation(newsApi.readAll, { onSuccess: () => refreshReadState() });
  const unread = list.data?.unreadCount ?? 0;

  return (
    <Page
      title="Aktuellt från grossisten"
      intro="Det senaste från grossisten: nya produkter, prislistor, öppettider och utbildningar."
      size="lg"
    >
      <NoveltyTabs value={NEWS_PATH}>
        <Group justify="flex-end" mb="md">
          <Button
            variant="default"
            leftSection={<IconChecks size={16} />}
            disabled={unread === 0}
            loading={readAll.isPending}
            onClick={() => readAll.mutate({})}
            data-testid="news-read-all"
          >
            Markera alla som lästa
          </Button>
        </Group>
        {list.isError ? (
          <QueryError what="nyheterna" error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Stack gap="md">
            {placeholders(3).map((key) => (
              <Skeleton key={key} h={140} radius="md" />
            ))}
          </Stack>
        ) : list.data.totalCount === 0 ? (
          <EmptyState
            icon={IconNews}
            title="Inga nyheter ännu"
            text="När grossisten publicerar nyheter visas de här."
          />
        ) : (
          <>
            <Stack gap="md" data-testid="news-list">
              {list.data.items.map((news) => (
                <NewsCard key={news.uid} news={news} />
              ))}
            </Stack>
            <ListFooter
              page={page}
              pageSize={NEWS_PAGE_SIZE}
              total={list.data.totalCount}
              noun={{ one: 'nyhet', many: 'nyheter' }}
              onPage={(next) => setParams(next === 1 ? {} : { sida: String(next) })}
            />
          </>
        )}
      </NoveltyTabs>
    </Page>
  );
}
