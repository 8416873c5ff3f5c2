import { Anchor, Badge, Card, Group, List, Progress, Text } from '@mantine/core';
import { adminCatalogueApi, type CatalogueImportView } from '@shared/api/adminCatalogue.api';
import { endpointUrl } from '@shared/api/endpoint';
import { formatDateTime } from '@shared/domain/format';
import { importStatusLabels, sizeText, summaryText } from './import-texts';

/** One import: its file, its state, a progress bar while it runs and what it did when done. */
export function ImportCard({ item }: { item: CatalogueImportView }) {
  const status = importStatusLabels[item.status];
  const percent = item.progressTotal ? Math.round((100 * item.progress) / item.progressTotal) : 0;
  const { summary } = item;
  return (
    <Card withBorder radius="md" padding="md" data-testid="catalogue-import">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {item.fileName}
          </Text>
          <Text size="sm" c="gray.7">
            {formatDateTime(item.createdAt)} · {sizeText(item.size)}
            {item.firmCode ? ` · kund ${item.firmCode}` : ''}
          </Text>
        </div>
        <Badge color={status.color} variant="light" tt="none" style={{ flexShrink: 0 }}>
          {status.label}
        </Badge>
      </Group>
      {(item.status === 'RUNNING' || item.status === 'QUEUED') && (
        <Progress
          value={percent}
          mt="sm"
          animated
          aria-label={`Importen av ${item.fileName}: ${percent} %`}
        />
      )}
      {item.error && item.status === 'FAILED' && (
        <Text size="sm" c="red.8" mt="xs">
          {item.error}
        </Text>
      )}
      {summary && (
        <>
          <Text size="sm" mt="sm" data-testid="import-summary">
            {summaryText(summary)}
          </Text>
          {summary.errorCount > 0 && (
            <>
              <Text size="sm" fw={600} mt="xs" c="red.8">
                {summary.errorCount === 1 ? '1 rad avvisades' : `${summary.errorCount} rader avvisades`}
              </Text>
              <List size="sm" spacing={2} mt={4}>
                {summary.errors.map((e) => (
                  <List.Item key={`${e.line}-${e.reason}`}>
                    Rad {e.line}: {e.reason}
                  </List.Item>
                ))}
              </List>
              <Anchor
                size="sm"
                mt="xs"
                display="inline-block"
                href={`${endpointUrl(adminCatalogueApi.importReport)}?importId=${item.importId}`}
              >
                Ladda ner rapporten (CSV)
              </Anchor>
            </>
          )}
        </>
      )}
    </Card>
  );
}
