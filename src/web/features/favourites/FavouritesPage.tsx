import {
  Button,
  CloseButton,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CATALOGUE_PAGE_SIZE, type CatalogueCard } from '@shared/api/catalogue.api';
import { favouritesApi } from '@shared/api/favourites.api';
import { formatNumber } from '@shared/domain/format';
import { IconCategory, IconHeart, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { placeholders } from '../../lib/placeholders';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { FavouritesTable } from './FavouritesTable';
import { setFavouriteOverride } from './favourite-store';

const sortOptions = [
  { value: 'ADDED_DATE:desc', label: 'Senast tillagda först' },
  { value: 'ADDED_DATE:asc', label: 'Först tillagda först' },
  { value: 'NAME:asc', label: 'Namn A–Ö' },
  { value: 'NAME:desc', label: 'Namn Ö–A' },
  { value: 'ARTICLE:asc', label: 'Artikelnummer' },
] as const;
type SortOption = (typeof sortOptions)[number]['value'];

function parseSort(option: SortOption) {
  const [sortBy, direction] = option.split(':') as ['ADDED_DATE' | 'NAME' | 'ARTICLE', 'asc' | 'desc'];
  return { sortBy, sortDesc: direction === 'desc' };
}

function NoFavourites() {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="favourites-empty">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <IconHeart size={30} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          Du har inga favoriter ännu
        </Text>
        <Text c="dimmed" maw={460}>
          Klicka på hjärtat på en produkt i katalogen så hamnar den här – bra för det material du köper ofta.
        </Text>
        <Button component={Link} to="/catalogue" leftSection={<IconCategory size={16} />}>
          Till sortimentet
        </Button>
      </Stack>
    </Paper>
  );
}

/** `/favorites`: the employee's own favourite products with search, sorting, pages and prices. */
export function FavouritesPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<SortOption>('ADDED_DATE:desc');
  const [page, setPage] = useState(1);
  const params = {
    searchPattern: debounced || undefined,
    ...parseSort(sort),
    offset: (page - 1) * CATALOGUE_PAGE_SIZE,
    limit: CATALOGUE_PAGE_SIZE,
  };
  const list = useApiQuery(favouritesApi.list, params, { placeholderData: keepPreviousData });
  const toggle = useApiMutation(favouritesApi.toggle);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / CATALOGUE_PAGE_SIZE)) : 1;

  /** True when it went through; a failure the call layer did not already report is reported here. */
  async function change(item: CatalogueCard, action: 'ADD' | 'REMOVE'): Promise<boolean> {
    try {
      await toggle.mutateAsync({ action, articles: [item.article] });
    } catch (error) {
      if (isApiError(error) && !error.handled) {
        notifications.show({
          color: 'red',
          title: 'Favoriterna kunde inte ändras',
          message: error.displayText,
        });
      }
      return false;
    }
    setFavouriteOverride(item.article, action === 'ADD');
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(favouritesApi.list) });
    return true;
  }

  async function remove(item: CatalogueCard) {
    if (!(await change(item, 'REMOVE'))) return;
    // The last row of a later page gone: step back rather than show an empty page.
    if (data && data.favoriteItems.length === 1 && page > 1) setPage(page - 1);
    const id = `favourite-removed-${item.id}`;
    notifications.show({
      id,
      title: 'Borttagen ur favoriter',
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" lineClamp={1}>
            {item.name}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              notifications.hide(id);
              void change(item, 'ADD');
            }}
          >
            Ångra
          </Button>
        </Group>
      ),
      autoClose: 5000,
    });
  }

  const searching = debounced !== '';
  return (
    <Page title="Mina favoriter" intro="Produkter du har sparat, med dina aktuella priser och lagersaldon.">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <TextInput
            placeholder="Sök på namn, artikel- eller RSK-nummer"
            aria-label="Sök bland favoriterna"
            leftSection={<IconSearch size={16} />}
            rightSection={
              search ? <CloseButton aria-label="Rensa sökningen" onClick={() => setSearch('')} /> : null
            }
            value={search}
            // The server's limit for the favourites search.
            maxLength={100}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 380 }}
            data-testid="favourites-search"
          />
          <Select
            aria-label="Sortera favoriterna"
            data={[...sortOptions]}
            value={sort}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              setSort(value as SortOption);
              setPage(1);
            }}
            w={{ base: '100%', sm: 240 }}
          />
        </Group>
        {list.error ? (
          <QueryError what="favoriterna" error={list.error} onRetry={() => void list.refetch()} />
        ) : !data ? (
          <Stack gap="xs">
            {placeholders(5).map((key) => (
              <Skeleton key={key} h={56} radius="sm" />
            ))}
          </Stack>
        ) : data.totalCount === 0 && !searching ? (
          <NoFavourites />
        ) : data.totalCount === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            Inga favoriter matchar ”{debounced}”.
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="favourites-count">
              {data.totalCount === 1 ? '1 favorit' : `${formatNumber(data.totalCount, 0)} favoriter`}
            </Text>
            <div style={{ opacity: list.isPlaceholderData ? 0.55 : 1 }}>
              <FavouritesTable
                items={data.favoriteItems}
                gross={data.grossPricesAvailable}
                net={data.netPricesAvailable}
                onRemove={(item) => void remove(item)}
              />
            </div>
            {pages > 1 && (
              <Group justify="center">
                <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Page>
  );
}
