import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type AdminDocument, adminContentApi } from '@shared/api/adminContent.api';
import { providerDocTypeLabels } from '@shared/api/providerDocuments.api';
import { formatDate } from '@shared/domain/format';
import { IconFileText, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { EmptyState } from '../../kit';
import { QueryError } from '../../shell/QueryError';
import { ContentCard } from './content-parts';
import { DocumentDialog, sectionLabels } from './DocumentDialog';

const subtitle = (d: AdminDocument) =>
  [sectionLabels[d.section], d.category ?? (d.docType ? providerDocTypeLabels[d.docType] : null), d.fileName]
    .filter(Boolean)
    .join(' · ');

const refreshDocuments = () =>
  queryClient.invalidateQueries({ queryKey: apiQueryKey(adminContentApi.documents) });

/**
 * The provider's PDFs the firms read (instructions by category, downloadable files, the type documents such
 * as the terms): each published or taken back here. The start page's banners are on "Startsida".
 */
export function DocumentsPage() {
  const list = useApiQuery(adminContentApi.documents, {});
  const [editing, setEditing] = useState<AdminDocument | 'new' | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm" maw={640}>
          Instruktioner, nedladdningsbara filer och typdokument som PDF. Ett utkast syns bara här; ett
          publicerat dokument finns för alla kundföretag.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Nytt dokument
        </Button>
      </Group>
      {list.error ? (
        <QueryError what="dokumenten" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={140} radius="md" />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={IconFileText}
          title="Inga dokument ännu"
          text="Ladda upp en PDF som första dokument."
        />
      ) : (
        list.data.items.map((d) => (
          <ContentCard
            key={d.uid}
            testId="admin-document"
            title={d.title}
            subtitle={subtitle(d)}
            state={d.state}
            dateText={`Uppdaterad ${formatDate(d.updatedOn)}`}
            onEdit={() => setEditing(d)}
            changeState={async (publish) => {
              const endpoint = publish ? adminContentApi.publishDocument : adminContentApi.unpublishDocument;
              await call(endpoint, { uid: d.uid }, { handleErrors: false });
              await refreshDocuments();
            }}
          />
        ))
      )}
      <DocumentDialog
        opened={editing !== null}
        document={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={refreshDocuments}
      />
    </Stack>
  );
}
