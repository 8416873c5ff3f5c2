import { Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AdminNews, adminContentApi } from '@shared/api/adminContent.api';
import { formatDate } from '@shared/domain/format';
import { validateRequired } from '@shared/domain/validators';
import { IconNews, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { uploadFile } from '../../api/upload';
import { EmptyState, RichTextInput } from '../../kit';
import { QueryError } from '../../shell/QueryError';
import { CardPicture, ContentCard, DialogFormEnd, showRefusal } from './content-parts';
import { PictureInput, type PictureValue } from './PictureInput';

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
            media={n.picture ? <CardPicture src={n.picture.link} alt={n.picture.alt} /> : undefined}
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
  body: string;
  picture: PictureValue;
  imageAlt: string;
}

/** The picture as the save names it: a new upload, null to take it away, absent to keep it. */
async function pictureUid(picture: PictureValue): Promise<{ pictureUid?: string | null }> {
  if (picture.file)
    return { pictureUid: (await uploadFile(adminContentApi.uploadPicture, picture.file)).fileUid };
  return picture.removed ? { pictureUid: null } : {};
}

function NewsForm({ news, onClose }: { news: AdminNews | null; onClose: () => void }) {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      title: news?.title ?? '',
      publishDate: news?.publishDate ?? formatDate(new Date()),
      body: news?.body ?? '',
      picture: { file: null, removed: false },
      imageAlt: news?.picture?.alt ?? '',
    },
    validate: { title: validateRequired, publishDate: validateRequired, body: validateRequired },
  });
  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    if (form.errors.picture) return;
    try {
      await call(
        adminContentApi.saveNews,
        {
          ...(news ? { uid: news.uid } : {}),
          title: values.title.trim(),
          publishDate: values.publishDate,
          body: values.body,
          bodyFormat: 'HTML',
          ...(await pictureUid(values.picture)),
          imageAlt: values.imageAlt,
        },
        { handleErrors: false },
      );
      notifications.show({ message: news ? 'Ändringen är sparad.' : 'Nyheten är sparad som utkast.' });
      await refresh();
      onClose();
    } catch (error) {
      showRefusal(
        error,
        (fields) => form.setErrors({ ...fields, picture: fields.content ?? fields.pictureUid }),
        setGeneral,
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Rubrik" withAsterisk {...form.getInputProps('title')} />
        <TextInput type="date" label="Publiceringsdag" withAsterisk {...form.getInputProps('publishDate')} />
        <RichTextInput label="Text" withAsterisk {...form.getInputProps('body')} />
        <PictureInput
          label="Bild"
          current={news?.picture ?? null}
          value={form.values.picture}
          onChange={(picture) => form.setFieldValue('picture', picture)}
          error={form.errors.picture}
          onProblem={(message) => form.setFieldError('picture', message)}
          removable
          alt={{ value: form.values.imageAlt, onChange: (text) => form.setFieldValue('imageAlt', text) }}
        />
        <DialogFormEnd general={general} onCancel={onClose} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
