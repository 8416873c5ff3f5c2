import { Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AdminNews, adminContentApi, type BodyFormat } from '@shared/api/adminContent.api';
import { formatDate } from '@shared/domain/format';
import { validateRequired } from '@shared/domain/validators';
import { IconNews, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { EmptyState } from '../../kit';
import { QueryError } from '../../shell/QueryError';
import { BodyFields, ContentCard, DialogFormEnd, showRefusal } from './content-parts';

const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey(adminContentApi.news) });

/** The provider's news to all its firms: a draft until published, shown from its publish date. */
export function NewsPage() {
  const list = useApiQuery(adminContentApi.news, {});
  const [editing, setEditing] = useState<AdminNews | 'new' | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm" maw={640}>
          Nyheter till alla kundföretag. En publicerad nyhet visas under Nyheter från publiceringsdagen.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Ny nyhet
        </Button>
      </Group>
      {list.error ? (
        <QueryError what="nyheterna" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={140} radius="md" />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={IconNews} title="Inga nyheter ännu" text="Skriv en nyhet till alla kundföretag." />
      ) : (
        list.data.items.map((n) => (
          <ContentCard
            key={n.uid}
            testId="admin-news"
            title={n.title}
            subtitle="Till alla företag"
            state={n.state}
            dateText={`Publiceringsdag ${formatDate(n.publishDate)}`}
            html={n.body}
            onEdit={() => setEditing(n)}
            changeState={async (publish) => {
              const endpoint = publish ? adminContentApi.publishNews : adminContentApi.unpublishNews;
              await call(endpoint, { uid: n.uid }, { handleErrors: false });
              await refresh();
            }}
          />
        ))
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Ny nyhet' : 'Ändra nyhet'}
        size={640}
        centered
        closeButtonProps={{ 'aria-label': 'Stäng' }}
      >
        {editing !== null && (
          <NewsForm news={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}

interface Values {
  title: string;
  publishDate: string;
  bodyFormat: BodyFormat;
  body: string;
}

function NewsForm({ news, onClose }: { news: AdminNews | null; onClose: () => void }) {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      title: news?.title ?? '',
      publishDate: news?.publishDate ?? formatDate(new Date()),
      bodyFormat: news ? 'HTML' : 'TEXT',
      body: news?.body ?? '',
    },
    validate: { title: validateRequired, publishDate: validateRequired, body: validateRequired },
  });
  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    try {
      await call(
        adminContentApi.saveNews,
        { ...(news ? { uid: news.uid } : {}), ...values, title: values.title.trim() },
        { handleErrors: false },
      );
      notifications.show({ message: news ? 'Ändringen är sparad.' : 'Nyheten är sparad som utkast.' });
      await refresh();
      onClose();
    } catch (error) {
      showRefusal(error, form.setErrors, setGeneral);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Rubrik" withAsterisk {...form.getInputProps('title')} />
        <TextInput type="date" label="Publiceringsdag" withAsterisk {...form.getInputProps('publishDate')} />
        <BodyFields form={form} label="Text" />
        <DialogFormEnd general={general} onCancel={onClose} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
