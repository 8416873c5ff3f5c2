import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { type CategoryRef, catalogueApi } from '@shared/api/catalogue.api';
import { formatNumber } from '@shared/domain/format';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';
import { usePageTitle } from '../../shell/use-page-title';
import { CatalogueNotFound } from './CatalogueNotFound';
import { productCount } from './catalogue-format';
import { listingParameters } from './catalogue-query';
import { CatalogueBreadcrumb } from './listing/CatalogueBreadcrumb';
import { ListingLayout } from './listing/ListingLayout';
import chipClasses from './listing/SubCategoryChips.module.css';
import { categoryIcon } from './menu/category-icons';
import { useCanonicalPath } from './use-canonical-path';
import { useListingState } from './use-listing-state';

const SORT_FIELDS = ['TITLE', 'POPULARITY', 'NATURAL'] as const;

function SubCategories({ categories, tiles }: { categories: CategoryRef[]; tiles: boolean }) {
  if (categories.length === 0) return null;
  if (tiles) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" data-testid="subcategories">
        {categories.map((c) => {
          const Icon = categoryIcon(c.name);
          return (
            <Paper
              key={c.id}
              component={Link}
              to={c.link}
              withBorder
              radius="md"
              p="sm"
              style={{ textDecoration: 'none', color: 'inherit' }}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size={40} radius="md">
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={600} size="sm">
                    {c.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {productCount(c.productCount)}
                  </Text>
                </div>
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
    );
  }
  return (
    <div className={chipClasses.chips} data-testid="subcategories">
      {categories.map((c) => (
        <Button
          key={c.id}
          component={Link}
          to={c.link}
          variant="default"
          radius="xl"
          size="sm"
          rightSection={
            <Badge size="sm" variant="light" color="gray" fw={500}>
              {formatNumber(c.productCount, 0)}
            </Badge>
          }
        >
          {c.name}
        </Button>
      ))}
    </div>
  );
}

/** A category page (`…-f{id}`), or the catalogue's root (`/catalogue`) when there is no id. */
export function CategoryPage({ categoryId }: { categoryId: number | null }) {
  const [state, setState] = useListingState();
  const level = useApiQuery(
    catalogueApi.level,
    { parentItemId: categoryId, ...listingParameters(state) },
    // Another filter or page keeps the old answer on screen while loading. Another category is another
    // page instance (CatalogueItemPage keys it by id), so its heading never shows the previous one's.
    { placeholderData: keepPreviousData },
  );
  const data = level.data;
  const name = categoryId === null ? 'Sortiment' : (data?.category?.name ?? null);
  usePageTitle(name);
  useCanonicalPath(categoryId === null ? undefined : data?.category?.link);

  if (level.error && isApiError(level.error) && level.error.status === 404) {
    return <CatalogueNotFound what="Kategorin" text="Kategorin har tagits bort eller flyttats." />;
  }

  return (
    <Container size="xl" py={{ base: 'md', md: 'xl' }}>
      {data && categoryId !== null && <CatalogueBreadcrumb trail={data.breadcrumb} />}
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, md: 32 }}>
            {name ?? '\u00a0'}
          </Title>
          {categoryId === null && (
            <Text c="dimmed" mt={4}>
              Hela grossistens lagersortiment – välj en kategori eller filtrera bland alla produkter.
            </Text>
          )}
        </div>
        {level.error ? (
          <QueryError what="kategorin" error={level.error} onRetry={() => void level.refetch()} />
        ) : (
          <>
            {data && <SubCategories categories={data.categories} tiles={categoryId === null} />}
            <ListingLayout
              listingKey={String(categoryId)}
              state={state}
              onChange={setState}
              sortFields={SORT_FIELDS}
              fallbackSort="TITLE"
              result={
                data && {
                  products: data.products,
                  facets: data.facets,
                  total: data.totalProductsCount,
                  sortBy: data.sortBy,
                  descOrder: data.descOrder,
                }
              }
              stale={level.isPlaceholderData}
              empty={
                <Paper withBorder radius="md" p="xl" ta="center">
                  <Text fw={600}>Det finns inga produkter i den här kategorin just nu.</Text>
                  <Text c="dimmed" size="sm" mt={4}>
                    Titta i en närliggande kategori eller sök efter det du behöver.
                  </Text>
                </Paper>
              }
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
