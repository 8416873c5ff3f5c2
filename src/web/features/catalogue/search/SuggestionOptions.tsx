import { Badge, Box, Combobox, Group, Image, Text } from '@mantine/core';
import type { catalogueApi } from '@shared/api/catalogue.api';
import type { ResultOf } from '@shared/api/endpoint';
import { formatRsk } from '@shared/domain/catalogue-codes';
import { IconArrowRight, IconCategory, IconPhoto } from '@tabler/icons-react';
import { hitCount } from '../catalogue-format';
import { searchPageLink } from '../catalogue-query';

type Suggestions = ResultOf<typeof catalogueApi.suggest>;
type SuggestedProduct = Suggestions['products'][number];

function Thumbnail({ src }: { src: string | null }) {
  return src ? (
    <Image src={src} w={40} h={40} radius="sm" fit="contain" bg="gray.0" alt="" />
  ) : (
    <Box w={40} h={40} bg="gray.1" style={{ borderRadius: 4, display: 'grid', placeItems: 'center' }}>
      <IconPhoto size={18} color="var(--mantine-color-gray-5)" />
    </Box>
  );
}

function ProductOption({ product, exact }: { product: SuggestedProduct; exact?: boolean }) {
  const matchedRsk = product.matchedArticle !== null && product.matchedArticle === product.rsk;
  return (
    <Combobox.Option value={product.link} data-testid="suggestion-product">
      <Group gap="sm" wrap="nowrap">
        <Thumbnail src={product.image} />
        <Box miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={500} lineClamp={1}>
            {product.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            Art.nr {product.article}
            {product.rsk ? ` · RSK ${formatRsk(product.rsk)}` : ''}
            {product.freeItem ? ' · Beställningsvara' : ''}
          </Text>
        </Box>
        {exact && (
          <Badge size="sm" variant="light" color="green">
            {matchedRsk ? 'RSK-nummer' : 'Artikelnummer'}
          </Badge>
        )}
      </Group>
    </Combobox.Option>
  );
}

/**
 * The suggestion panel's options (product-spec §2): the exact code match, products, categories and the
 * links to all hits in either area with their totals. Every row is an option, so the arrow keys reach
 * the "show all" links too.
 */
export function SuggestionOptions({ data, pattern }: { data: Suggestions; pattern: string }) {
  const exact = data.exactMatch;
  const products = data.products.filter((p) => p.link !== exact?.link);
  const nothing = !exact && products.length === 0 && data.categories.length === 0;
  const catalogueHits = hitCount(data.totalCatalogueProductsFound, data.totalCatalogueProductsCapped);
  const freeHits = hitCount(data.totalFreeItemsFound, data.totalFreeItemsCapped);
  return (
    <>
      {nothing && (
        <Combobox.Empty>
          Inga förslag för ”{pattern}”. Prova ett annat ord eller ett artikel- eller RSK-nummer.
        </Combobox.Empty>
      )}
      {exact && (
        <Combobox.Group label="Exakt träff">
          <ProductOption product={exact} exact />
        </Combobox.Group>
      )}
      {products.length > 0 && (
        <Combobox.Group label="Produkter">
          {products.map((p) => (
            <ProductOption key={p.link} product={p} />
          ))}
        </Combobox.Group>
      )}
      {data.categories.length > 0 && (
        <Combobox.Group label="Kategorier">
          {data.categories.map((c) => (
            <Combobox.Option key={c.link} value={c.link} data-testid="suggestion-category">
              <Group gap="sm" wrap="nowrap">
                <IconCategory size={18} color="var(--mantine-color-montor-6)" />
                <Text size="sm">{c.name}</Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Group>
      )}
      <Combobox.Group label="Alla träffar">
        <Combobox.Option
          value={searchPageLink(pattern, 'CATALOGUE_ONLY')}
          data-testid="suggestion-all-catalogue"
        >
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={600} c="montor.7">
              {`Visa alla i katalogen (${catalogueHits})`}
            </Text>
            <IconArrowRight size={16} color="var(--mantine-color-montor-7)" />
          </Group>
        </Combobox.Option>
        <Combobox.Option value={searchPageLink(pattern, 'FREE_ITEMS_ONLY')} data-testid="suggestion-all-free">
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={600} c="montor.7">
              {`Visa alla beställningsvaror (${freeHits})`}
            </Text>
            <IconArrowRight size={16} color="var(--mantine-color-montor-7)" />
          </Group>
        </Combobox.Option>
      </Combobox.Group>
    </>
  );
}
