import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { providerDocumentsApi } from '@shared/api/providerDocuments.api';
import { useApiQuery } from '../../api/hooks';
import { placeholders } from '../../lib/placeholders';
import { QueryError } from '../../shell/QueryError';
import { DocumentRow, fileKind } from './DocumentRow';

function Loading() {
  return (
    <Stack gap="xs">
      {placeholders(3).map((key) => (
        <Skeleton key={key} h={56} radius="md" />
      ))}
    </Stack>
  );
}

/** The provider's forms to download (`/content/downloadableFilesList`). */
function Downloadables() {
  const files = useApiQuery(providerDocumentsApi.downloadableFiles, {});
  return (
    <Stack gap="sm" component="section" aria-labelledby="downloadables" data-testid="downloadable-files">
      <Title order={2} fz={20} id="downloadables">
        Blanketter att ladda ner
      </Title>
      {files.isError ? (
        <QueryError what="blanketterna" error={files.error} onRetry={() => void files.refetch()} />
      ) : !files.data ? (
        <Loading />
      ) : files.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Grossisten har inga blanketter publicerade just nu.
        </Text>
      ) : (
        files.data.items.map((file) => <DocumentRow key={file.uid} document={file} compact />)
      )}
    </Stack>
  );
}

/** The provider's documents per type (`/binaryDocuments`): terms, privacy policy, credit application. */
function TypeDocuments() {
  const documents = useApiQuery(providerDocumentsApi.binaryDocuments, {});
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="type-documents"
      data-testid="type-documents"
    >
      <Title order={2} fz={18} id="type-documents" mb="xs">
        Villkor och policyer
      </Title>
      {documents.isError ? (
        <QueryError what="villkoren" error={documents.error} onRetry={() => void documents.refetch()} />
      ) : !documents.data ? (
        <Loading />
      ) : documents.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Inga villkor publicerade.
        </Text>
      ) : (
        <Stack gap={6}>
          {documents.data.items.map((document) => (
            <Anchor key={document.docType} href={document.link} target="_blank" rel="noopener" size="sm">
              {document.title} ({fileKind(document.contentType)})
            </Anchor>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The page's side column: forms, then terms (below the instructions on a phone). */
export function SideDocuments() {
  return (
    <Stack gap="lg">
      <Downloadables />
      <TypeDocuments />
    </Stack>
  );
}
