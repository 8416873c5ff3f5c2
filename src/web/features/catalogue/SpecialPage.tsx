import { Container, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { catalogueApi, type Speciality, specialities } from '@shared/api/catalogue.api';
import { keepPreviousData } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';
import { usePageTitle } from '../../shell/use-page-title';
import { listingParameters } from './catalogue-query';
import { ListingLayout } from './listing/ListingLayout';
import { useListingState } from './use-listing-state';

const SORT_FIELDS = ['TITLE', 'POPULARITY', 'NATURAL'] as const;

const texts: Record<Speciality, { title: string; intro: string; empty: string }> = {
  CAMPAIGNS: {
    title: 'Kampanjer',
    intro:
      'Tidsbegränsade priser från grossisten. Kampanjpriset gäller till och med dagen som står på varan.',
    empty: 'Det pågår inga kampanjer just nu.',
  },
  NOVELTIES: {
    title: 'Nyheter',
    intro: 'Nya artiklar i sortimentet.',
    empty: 'Inga nya artiklar har kommit in den senaste tiden.',
  },
  GOOD_DEALS: {
    title: 'Fynd',
    intro: 'Utvalda artiklar till extra bra pris så långt lagret räcker.',
    empty: 'Det finns inga fynd just nu.',
  },
};

/** `/catalogue/special?speciality=…` chooses among the three; /campaigns and /novelties are fixed. */
const SPECIALITY_PARAM = 'speciality';

function SpecialListing({ speciality, switcher }: { speciality: Speciality; switcher: boolean }) {
  const [state, setState] = useListingState();
  const navigate = useNavigate();
  const location = useLocation();
  const text = texts[speciality];
  usePageTitle(switcher ? 'Erbjudanden' : text.title);
  const { selectedFacets: _none, ...paging } = listingParameters(state);
  const query = useApiQuery(
    catalogueApi.special,
    { speciality, ...paging },
    { placeholderData: keepPreviousData },
  );
  const data = query.data;
  // Another tab's answer kept as a placeholder would show the wrong list under the new heading.
  const current = data?.speciality === speciality ? data : undefined;

  return (
    <Container size="xl" py={{ base: 'md', md: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, md: 32 }}>
            {switcher ? 'Erbjudanden' : text.title}
          </Title>
          <Text c="dimmed" mt={4}>
            {switcher ? 'Kampanjer, nyheter och fynd i grossistens sortiment.' : text.intro}
          </Text>
        </div>
        {switcher && (
          <SegmentedControl
            w="fit-content"
            value={speciality}
            data={specialities.map((s) => ({ value: s, label: texts[s].title }))}
            onChange={(value) =>
              void navigate({ pathname: location.pathname, search: `?${SPECIALITY_PARAM}=${value}` })
            }
            data-testid="speciality-switch"
          />
        )}
        {query.error ? (
          <QueryError what="erbjudandena" error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ListingLayout
            listingKey={speciality}
            state={state}
            onChange={setState}
            sortFields={SORT_FIELDS}
            fallbackSort="TITLE"
            result={
              current && {
                products: current.products,
                total: current.totalProductsCount,
                sortBy: current.sortBy,
                descOrder: current.descOrder,
              }
            }
            stale={query.isPlaceholderData}
            empty={
              <Paper withBorder radius="md" p="xl" ta="center">
                <Text fw={600}>{text.empty}</Text>
                <Text c="dimmed" size="sm" mt={4}>
                  Titta in igen senare – grossisten uppdaterar sina priser varje måndag.
                </Text>
              </Paper>
            }
          />
        )}
      </Stack>
    </Container>
  );
}

export function SpecialPage() {
  const location = useLocation();
  const value = new URLSearchParams(location.search).get(SPECIALITY_PARAM);
  const speciality = specialities.find((s) => s === value) ?? 'CAMPAIGNS';
  return <SpecialListing speciality={speciality} switcher />;
}

export function CampaignsPage() {
  return <SpecialListing speciality="CAMPAIGNS" switcher={false} />;
}

export function NoveltiesPage() {
  return <SpecialListing speciality="NOVELTIES" switcher={false} />;
}
