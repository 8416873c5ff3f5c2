import { Button, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DocumentLink } from '@shared/api/providerDocuments.api';
import { IconExternalLink, IconFileText, IconPhoto } from '@tabler/icons-react';

/** What a file is, as a user names it. */
export function fileKind(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  if (contentType.startsWith('image/')) return 'Bild';
  if (contentType.includes('spreadsheet')) return 'Excel';
  return 'Fil';
}

/** One of the provider's documents: what it is, its file, and a link that opens it in a new tab. */
export function DocumentRow({ document, compact = false }: { document: DocumentLink; compact?: boolean }) {
  const Icon = document.contentType.startsWith('image/') ? IconPhoto : IconFileText;
  const headingId = `doc-${document.uid}`;
  return (
    <Paper withBorder radius="md" p={compact ? 'sm' : 'md'} component="article" aria-labelledby={headingId}>
      {/* A phone gives the text the whole width and puts the button under it. */}
      <Flex
        direction={compact ? 'row' : { base: 'column', xs: 'row' }}
        justify="space-between"
        align={compact ? 'center' : { base: 'flex-start', xs: 'center' }}
        gap="sm"
      >
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <Icon
            size={compact ? 22 : 28}
            color="var(--mantine-color-montor-6)"
            aria-hidden
            style={{ flex: 'none' }}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz={compact ? 14 : 16} id={headingId}>
              {document.title}
            </Title>
            {!compact && document.description && (
              <Text size="sm" c="dimmed">
                {document.description}
              </Text>
            )}
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {fileKind(document.contentType)} · {document.fileName} · Uppdaterad {document.updatedOn}
            </Text>
          </Stack>
        </Group>
        <Button
          component="a"
          href={document.link}
          target="_blank"
          rel="noopener"
          variant="light"
          size={compact ? 'xs' : 'sm'}
          rightSection={<IconExternalLink size={14} aria-hidden />}
          aria-label={`Öppna ${document.title} (${fileKind(document.contentType)}, öppnas i ny flik)`}
          style={{ flex: 'none' }}
          ml={compact ? 0 : { base: 38, xs: 0 }}
        >
          Öppna
        </Button>
      </Flex>
    </Paper>
  );
}
