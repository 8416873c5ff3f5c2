import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { catalogueApi } from '@shared/api/catalogue.api';
import { formatNumber } from '@shared/domain/format';
import { IconArrowsExchange, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useApiQuery } from '../../../api/hooks';
import { QueryError } from '../../../shell/QueryError';
import { usePageTitle } from '../../../shell/use-page-title';
import { hitCount } from '../catalogue-format';
import { type ListingState, listingParameters, type UserSearchArea } from '../catalogue-query';
import { ListingLayout } from '../listing/ListingLayout';
import { ProductCard } from '../listing/ProductCard';
import { useListingState } from '../use-listing-state';
import { searchAreaLabels, setSearchArea } from './search-area-store';

const SORT_FIELDS = ['MATCHING_SCORE', 'POPULARITY', 'TITLE', 'NATURAL'] as const;

function focusSearchBar() {
  document.querySelector<HTMLInputElement>('[data-testid="search-input"]')?.focus();
}

/** Another area is another result set: its own filters and first page. */
function inArea(state: ListingState, searchArea: UserSearchArea): ListingState {
  return { ...state, searchArea, facets: [], offset: 0 };
}

/** The full search page, `/catalogue/search?q=…&sa=…`, with filters, sorting and pages. */
export function SearchPage() {
  const [state, setState] = useListingState();
  const { pattern, searchArea } = state;
  usePageTitle(pattern ? `Sök: ${pattern}` : 'Sök i katalogen');
  const search = useApiQuery(
    catalogueApi.search,
    { pattern, searchArea, ...listingParameters(state) },
    {
      enabled: pattern !== '',
      // Other filters or pages of the same search keep the old answer on screen while loading; a new
      // search text or area does not, or the heading would name one search over another's results.
      placeholderData: (previous, query) => {
        const key = query?.queryKey[1] as { pattern?: string; searchArea?: string } | undefined;
        return key?.pattern === pattern && key?.searchArea === searchArea ? previous : undefined;
      },
    },
  );
  const data = search.data;
  const switchArea = (area: UserSearchArea) => {
    setSearchArea(area);
    setState(inArea(state, area));
  };
  const other: UserSearchArea = searchArea === 'CATALOGUE_ONLY' ? 'FREE_ITEMS_ONLY' : 'CATALOGUE_ONLY';
  const otherTotal = data
    ? other === 'CATALOGUE_ONLY'
      ? data.totalCatalogueProductsFound
      : data.totalFreeItemsFound
    : 0;

  if (!pattern) {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1} fz={28}>
            Sök i katalogen
          </Title>
          <Text c="dimmed">
            Sök på produktnamn, varumärke, artikelnummer eller RSK-nummer – till exempel ”termostatblandare”
            eller ”123 45 67”.
          </Text>
          <Button leftSection={<IconSearch size={16} />} onClick={focusSearchBar}>
            Skriv i sökfältet
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', md: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Text size="sm" c="dimmed">
              Sökresultat i {searchAreaLabels[searchArea].toLowerCase()}
            </Text>
            <Title order={1} fz={{ base: 24, md: 30 }} data-testid="search-heading">
              ”{pattern}”
            </Title>
          </div>
          <SegmentedControl
            value={searchArea}
            onChange={(value) => switchArea(value as UserSearchArea)}
            data={(['CATALOGUE_ONLY', 'FREE_ITEMS_ONLY'] as const).map((area) => ({
              value: area,
              label: `${searchAreaLabels[area]}${
                data
                  ? ` (${formatNumber(area === 'CATALOGUE_ONLY' ? data.totalCatalogueProductsFound : data.totalFreeItemsFound, 0)})`
                  : ''
              }`,
            }))}
            data-testid="search-area-switch"
          />
        </Group>
        {search.error ? (
          <QueryError what="sökresultatet" error={search.error} onRetry={() => void search.refetch()} />
        ) : (
          <>
            {data?.approximate && (
              <Alert
                variant="light"
                color="yellow"
                icon={<IconInfoCircle size={18} />}
                data-testid="approximate"
              >
                Inget matchade exakt det du skrev. Här är träffar för ord som stavas nästan likadant.
              </Alert>
            )}
            {data?.exactMatch && (
              <Paper withBorder radius="md" p="md" bg="green.0" data-testid="exact-match">
                <Text fw={700} mb="sm">
                  Exakt träff på{' '}
                  {data.exactMatch.matchedArticle === data.exactMatch.rsk ? 'RSK-nummer' : 'artikelnummer'}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }}>
                  <ProductCard card={data.exactMatch} />
                </SimpleGrid>
              </Paper>
            )}
            {data && data.categories.length > 0 && (
              <Group gap="xs" data-testid="search-categories">
                <Text size="sm" fw={600}>
                  Kategorier med träffar:
                </Text>
                {data.categories.slice(0, 8).map((c) => (
                  <Button
                    key={c.id}
                    component={Link}
                    to={c.link}
                    variant="default"
                    radius="xl"
                    size="compact-sm"
                    rightSection={
                      <Badge size="xs" variant="light" color="gray">
                        {formatNumber(c.productCount, 0)}
                      </Badge>
                    }
                  >
                    {c.name}
                  </Button>
                ))}
              </Group>
            )}
            <ListingLayout
              listingKey={`${searchArea}:${pattern}`}
              countText={(total) => (total === 0 ? 'Inga träffar' : hitCount(total))}
              state={state}
              onChange={setState}
              sortFields={SORT_FIELDS}
              fallbackSort="MATCHING_SCORE"
              result={
                data && {
                  products: data.products,
                  facets: data.facets,
                  total: data.totalProductsFound,
                  sortBy: data.sortBy,
                  descOrder: data.descOrder,
                }
              }
              stale={search.isPlaceholderData}
              empty={
                <Paper withBorder radius="md" p="xl" data-testid="search-empty">
                  <Stack align="center" ta="center" gap="sm">
                    <Text fw={700} size="lg">
                      Inga träffar för ”{pattern}” bland{' '}
                      {searchArea === 'CATALOGUE_ONLY' ? 'katalogens produkter' : 'beställningsvarorna'}.
                    </Text>
                    <Text c="dimmed" size="sm" maw={520}>
                      Kontrollera stavningen, sök på färre ord eller på artikel- eller RSK-nummer.
                    </Text>
                    <Button
                      variant="light"
                      leftSection={<IconArrowsExchange size={16} />}
                      onClick={() => switchArea(other)}
                      data-testid="search-other-area"
                    >
                      Sök bland {other === 'CATALOGUE_ONLY' ? 'katalogens produkter' : 'beställningsvaror'} i
                      stället
                      {otherTotal > 0 ? ` (${formatNumber(otherTotal, 0)} träffar)` : ''}
                    </Button>
                  </Stack>
                </Paper>
              }
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
