import { Autocomplete, type AutocompleteProps, Group, Loader, Stack, Text } from '@mantine/core';
import type { ResultOf } from '@shared/api/endpoint';
import type { ownPricesApi } from '@shared/api/ownPrices.api';
import { formatKr } from '@shared/domain/format';
import { IconSearch } from '@tabler/icons-react';
import { SUGGEST_MIN_LENGTH, useSuggestions } from './use-suggestions';

export type Suggestion = ResultOf<typeof ownPricesApi.suggest>['items'][number];

/**
 * The catalogue article an own price is for: typed as the provider's article number or RSK number, or
 * found by name among the suggestions. Picking a suggestion fills in the article number.
 */
export function ArticleField({
  value,
  onChange,
  onPick,
  readOnly,
  ...props
}: Omit<AutocompleteProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (text: string) => void;
  onPick: (suggestion: Suggestion) => void;
}) {
  const { items, searching } = useSuggestions(value, !readOnly);
  const byArticle = new Map(items.map((item) => [item.article, item]));
  return (
    <Autocomplete
      {...props}
      readOnly={readOnly}
      value={value}
      onChange={onChange}
      data={[...byArticle.keys()]}
      // The server already matched number, RSK number and name; filtering again by text would hide them.
      filter={({ options }) => options}
      limit={20}
      leftSection={<IconSearch size={16} />}
      rightSection={searching ? <Loader size={14} /> : undefined}
      description={
        readOnly
          ? undefined
          : `Artikelnummer, RSK-nummer eller minst ${SUGGEST_MIN_LENGTH} tecken av benämningen`
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onOptionSubmit={(article) => {
        const picked = byArticle.get(article);
        if (picked) onPick(picked);
      }}
      renderOption={({ option }) => {
        const item = byArticle.get(option.value);
        if (!item) return option.value;
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={1}>
                {item.description}
              </Text>
              <Text size="xs" c="dimmed">
                {item.article}
                {item.rsk ? ` · RSK ${item.rsk}` : ''}
                {item.ownPriceUid ? ' · har eget pris' : ''}
              </Text>
            </Stack>
            {item.grossPriceOre !== null && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatKr(item.grossPriceOre)}
              </Text>
            )}
          </Group>
        );
      }}
    />
  );
}
