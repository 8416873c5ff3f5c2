import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  type CatalogueCard,
  defaultDescOrder,
  type Facet,
  type SearchSortField,
} from '@shared/api/catalogue.api';
import { countSelectedValues, toggleFacetValue } from '@shared/domain/catalogue-facets';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { placeholders } from '../../../lib/placeholders';
import { productCount } from '../catalogue-format';
import { effectiveSort, type ListingState, withFacets, withPage, withSort } from '../catalogue-query';
import type { ListingUpdate } from '../use-listing-state';
import { FacetPanel, selectedValueNames } from './FacetPanel';
import { ListingPagination } from './ListingPagination';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { SortControl } from './SortControl';

export interface ListingResult {
  products: CatalogueCard[];
  /** Absent on lists that cannot be filtered (special pages). */
  facets?: Facet[];
  total: number;
  sortBy: SearchSortField;
  descOrder: boolean;
}

interface ListingLayoutProps {
  state: ListingState;
  onChange: (next: ListingState, update?: ListingUpdate) => void;
  sortFields: readonly SearchSortField[];
  fallbackSort: SearchSortField;
  result: ListingResult | undefined;
  /** True while an answer for an older address is on screen. */
  stale: boolean;
  /** Shown instead of the grid when nothing matches and no filter is the reason. */
  empty: ReactNode;
  /** Keys the filter panel, so its open sections start afresh on another category or search. */
  listingKey: string;
  /** How the total reads above the grid; products by default, hits on the search page. */
  countText?: (total: number) => string;
}

function SelectedChips({
  facets,
  state,
  onChange,
}: Pick<ListingLayoutProps, 'state' | 'onChange'> & { facets: Facet[] }) {
  const chips = selectedValueNames(facets, state.facets);
  if (chips.length === 0) return null;
  return (
    <Group gap={6} data-testid="selected-facets">
      {chips.map((chip) => (
        <Badge
          key={`${chip.property}:${chip.value}`}
          variant="light"
          size="lg"
          radius="sm"
          tt="none"
          fw={500}
          pr={4}
          rightSection={
            <CloseButton
              size="xs"
              aria-label={`Ta bort filtret ${chip.label}`}
              onClick={() =>
                onChange(withFacets(state, toggleFacetValue(state.facets, chip.property, chip.value)), {
                  keepScroll: true,
                })
              }
            />
          }
        >
          {chip.propertyName}: {chip.label}
        </Badge>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconFilterOff size={14} />}
        onClick={() => onChange(withFacets(state, []), { keepScroll: true })}
      >
        Rensa alla filter
      </Button>
    </Group>
  );
}

/** Filters, sorting, product grid and pages: the body of every catalogue listing (category, search, special). */
export function ListingLayout(props: ListingLayoutProps) {
  const { state, onChange, sortFields, fallbackSort, result, stale, empty, listingKey } = props;
  const countText = props.countText ?? ((total: number) => productCount(total));
  const [filtersOpened, filters] = useDisclosure(false);
  const facets = result?.facets;
  const hasFacets = facets !== undefined && (facets.length > 0 || state.facets.length > 0);
  const selectedCount = countSelectedValues(state.facets);
  const sort = effectiveSort(state, result, fallbackSort);
  const toggle = (property: string, value: string) =>
    onChange(withFacets(state, toggleFacetValue(state.facets, property, value)), { keepScroll: true });

  const panel = facets && (
    <FacetPanel key={listingKey} facets={facets} selection={state.facets} onToggle={toggle} />
  );

  let body: ReactNode;
  if (!result) {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, xl: 4 }} spacing="md">
        {placeholders(8).map((key) => (
          <ProductCardSkeleton key={key} />
        ))}
      </SimpleGrid>
    );
  } else if (result.total === 0 && selectedCount > 0) {
    body = (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Stack align="center" gap="sm">
          <Text fw={600}>Inga produkter matchar de valda filtren.</Text>
          <Text c="dimmed" size="sm">
            Ta bort ett filter eller börja om utan filter.
          </Text>
          <Button
            variant="light"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => onChange(withFacets(state, []), { keepScroll: true })}
          >
            Rensa alla filter
          </Button>
        </Stack>
      </Paper>
    );
  } else if (result.total === 0) {
    body = empty;
  } else {
    body = (
      <>
        <SimpleGrid
          cols={{ base: 1, xs: 2, sm: 3, lg: hasFacets ? 3 : 4, xl: 4 }}
          spacing="md"
          style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 120ms' }}
          aria-busy={stale || undefined}
          data-testid="product-grid"
        >
          {result.products.map((card) => (
            <ProductCard key={`${card.type}-${card.id}`} card={card} />
          ))}
        </SimpleGrid>
        <ListingPagination
          state={state}
          total={result.total}
          onPage={(page) => onChange(withPage(state, page))}
        />
      </>
    );
  }

  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      {hasFacets && (
        <Box w={260} visibleFrom="md" style={{ flexShrink: 0 }} component="aside" aria-label="Filter">
          <Text fw={700} mb="xs">
            Filtrera
          </Text>
          {panel}
        </Box>
      )}
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="listing-count">
            {result ? countText(result.total) : ' '}
          </Text>
          <Group gap="xs" wrap="nowrap" style={{ flexGrow: 1, justifyContent: 'flex-end' }}>
            {hasFacets && (
              <Button
                variant="default"
                hiddenFrom="md"
                leftSection={<IconAdjustmentsHorizontal size={16} />}
                onClick={filters.open}
              >
                Filter{selectedCount > 0 ? ` (${selectedCount})` : ''}
              </Button>
            )}
            <SortControl
              fields={sortFields}
              sortBy={sort.sortBy}
              descOrder={sort.descOrder}
              onChange={(sortBy, desc) =>
                onChange(withSort(state, sortBy, desc ?? defaultDescOrder(sortBy)), { keepScroll: true })
              }
            />
          </Group>
        </Group>
        {facets && <SelectedChips facets={facets} state={state} onChange={onChange} />}
        {body}
      </Stack>
      {hasFacets && (
        <Drawer
          opened={filtersOpened}
          onClose={filters.close}
          title="Filtrera"
          position="bottom"
          size="85%"
          closeButtonProps={{ 'aria-label': 'Stäng filtren' }}
        >
          {panel}
          <Box pos="sticky" bottom={0} bg="white" py="sm" style={{ zIndex: 1 }}>
            <Button fullWidth onClick={filters.close}>
              Visa {result ? countText(result.total) : 'resultatet'}
            </Button>
          </Box>
        </Drawer>
      )}
    </Group>
  );
}
