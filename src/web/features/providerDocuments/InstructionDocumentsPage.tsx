import { Chip, Grid, Group, Skeleton, Stack, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { type InstructionDocument, providerDocumentsApi } from '@shared/api/providerDocuments.api';
import { IconFileOff, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { EmptyState } from '../../kit';
import { placeholders } from '../../lib/placeholders';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { DocumentRow } from './DocumentRow';
import { SideDocuments } from './SideDocuments';

const ALL = '';

/** The instructions in the provider's order, grouped by its categories (the first seen first). */
function groupsOf(items: readonly InstructionDocument[]): Array<[string, InstructionDocument[]]> {
  const groups = new Map<string, InstructionDocument[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}

function matches(item: InstructionDocument, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('sv');
  if (!needle) return true;
  return [item.title, item.description, item.fileName].some((text) =>
    text.toLocaleLowerCase('sv').includes(needle),
  );
}

function Instructions({ items }: { items: InstructionDocument[] }) {
  const [category, setCategory] = useState(ALL);
  const [search, setSearch] = useState('');
  const categories = useMemo(() => groupsOf(items).map(([name]) => name), [items]);
  const shown = groupsOf(
    items.filter((i) => (category === ALL || i.category === category) && matches(i, search)),
  );

  if (items.length === 0)
    return (
      <EmptyState
        icon={IconFileOff}
        title="Inga instruktioner publicerade"
        text="Grossisten har inte publicerat några instruktioner ännu."
      />
    );
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <TextInput
          label="Sök bland instruktionerna"
          placeholder="Till exempel golvbrunn eller värmepump"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="instruction-search"
        />
        <Chip.Group value={category} onChange={(value) => setCategory(value as string)}>
          <Group gap="xs" role="group" aria-label="Visa grupp" data-testid="instruction-categories">
            <Chip value={ALL}>Alla</Chip>
            {categories.map((name) => (
              <Chip key={name} value={name}>
                {name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      {shown.length === 0 ? (
        <EmptyState icon={IconSearch} title="Inga träffar" text="Ingen instruktion matchar sökningen." />
      ) : (
        shown.map(([name, documents]) => (
          <Stack key={name} gap="sm" component="section" aria-label={name} data-testid="instruction-group">
            <Title order={2} fz={20}>
              {name}
            </Title>
            {documents.map((document) => (
              <DocumentRow key={document.uid} document={document} />
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}

/** `/instruction_documents`: the provider's instructions and manuals, its forms and its terms. */
export function InstructionDocumentsPage() {
  const instructions = useApiQuery(providerDocumentsApi.instructions, {});
  return (
    <Page
      title="Instruktioner och blanketter"
      intro="Grossistens monteringsanvisningar, skötselråd och egenkontroller, blanketter att ladda ner och villkoren som gäller."
    >
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {instructions.isError ? (
            <QueryError
              what="instruktionerna"
              error={instructions.error}
              onRetry={() => void instructions.refetch()}
            />
          ) : !instructions.data ? (
            <Stack gap="sm" aria-busy="true">
              <VisuallyHidden role="status">Hämtar instruktionerna</VisuallyHidden>
              {placeholders(4).map((key) => (
                <Skeleton key={key} h={96} radius="md" />
              ))}
            </Stack>
          ) : (
            <Instructions items={instructions.data.items} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SideDocuments />
        </Grid.Col>
      </Grid>
    </Page>
  );
}
