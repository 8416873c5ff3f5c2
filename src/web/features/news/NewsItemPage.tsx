import { Anchor, Button, Image, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type News, newsApi } from '@shared/api/news.api';
import { IconArrowLeft, IconExternalLink, IconNewsOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { EmptyState } from '../../kit';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { NEWS_PATH } from './NoveltyTabs';
import { refreshReadState } from './news-queries';
import { SafeHtml } from './SafeHtml';

const isExternal = (link: string) => /^https?:\/\//.test(link);

function NewsArticle({ news }: { news: News }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article" data-testid="news-item">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Publicerad {news.publishDate}
        </Text>
        {news.imageLinks.length > 0 && (
          <SimpleGrid
            cols={{ base: Math.min(2, news.imageLinks.length), sm: Math.min(3, news.imageLinks.length) }}
            maw={news.imageLinks.length === 1 ? 260 : 560}
          >
            {news.imageLinks.map((src, i) => (
              <Image
                key={src}
                src={src}
                alt={i === 0 ? news.imageAlt : ''}
                radius="sm"
                fit="contain"
                h={180}
              />
            ))}
          </SimpleGrid>
        )}
        <SafeHtml html={news.message} testId="news-body" />
        {news.additionalLinks.length > 0 && (
          <div>
            <Title order={2} fz={16} mb={6}>
              Läs mer
            </Title>
            <List spacing={4}>
              {news.additionalLinks.map((link) => (
                <List.Item key={link.link}>
                  {isExternal(link.link) ? (
                    <Anchor href={link.link} target="_blank" rel="noopener noreferrer">
                      {link.title} <IconExternalLink size={14} aria-label="(öppnas i ny flik)" />
                    </Anchor>
                  ) : (
                    <Anchor component={Link} to={link.link}>
                      {link.title}
                    </Anchor>
                  )}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

/** `/novelties/news/detailed/:uid`: one news item, marked read when it is opened. */
export function NewsItemPage() {
  const { uid = '' } = useParams();
  const item = useApiQuery(newsApi.news, { uid });
  const markRead = useApiMutation(newsApi.markNewsRead, {
    onSuccess: () => refreshReadState(),
  });
  const unreadUid = item.data && !item.data.read ? item.data.uid : null;
  const { mutate } = markRead;
  useEffect(() => {
    if (unreadUid) mutate({ uid: unreadUid });
  }, [unreadUid, mutate]);

  const notFound =
    item.isError && isApiError(item.error) && (item.error.status === 404 || item.error.status === 400);
  return (
    <Page
      title={item.data?.title ?? (notFound ? 'Nyheten finns inte' : 'Nyhet')}
      size="md"
      actions={
        <Button component={Link} to={NEWS_PATH} variant="default" leftSection={<IconArrowLeft size={16} />}>
          Alla nyheter
        </Button>
      }
    >
      {notFound ? (
        <EmptyState
          icon={IconNewsOff}
          title="Nyheten finns inte"
          text="Den kan ha tagits bort av grossisten, eller så är adressen fel."
          testId="news-not-found"
        />
      ) : item.isError ? (
        <QueryError what="nyheten" error={item.error} onRetry={() => void item.refetch()} />
      ) : item.data ? (
        <NewsArticle news={item.data} />
      ) : (
        <Stack gap="md">
          <Skeleton h={20} w={160} />
          <Skeleton h={180} w={260} />
          <Skeleton h={120} />
        </Stack>
      )}
    </Page>
  );
}
