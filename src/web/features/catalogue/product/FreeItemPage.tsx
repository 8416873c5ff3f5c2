import { Alert, Container, Grid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { catalogueApi } from '@shared/api/catalogue.api';
import { unitName } from '@shared/domain/catalogue-units';
import { IconTruckDelivery } from '@tabler/icons-react';
import { isApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/hooks';
import { QueryError } from '../../../shell/QueryError';
import { usePageTitle } from '../../../shell/use-page-title';
import { CatalogueNotFound } from '../CatalogueNotFound';
import { useCanonicalPath } from '../use-canonical-path';
import { ProductGallery } from './ProductGallery';
import { ProductPrices } from './ProductPrices';

/** A free article's page (`…-a{id}`): non-stock material the provider orders home on request. */
export function FreeItemPage({ itemId }: { itemId: number }) {
  const query = useApiQuery(catalogueApi.freeItem, { id: String(itemId) });
  const item = query.data;
  usePageTitle(item?.name ?? null);
  useCanonicalPath(item?.link);

  if (query.error && isApiError(query.error) && query.error.status === 404) {
    return (
      <CatalogueNotFound what="Beställningsvaran" text="Artikeln finns inte bland beställningsvarorna." />
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', md: 'xl' }}>
      {query.error ? (
        <QueryError what="artikeln" error={query.error} onRetry={() => void query.refetch()} />
      ) : !item ? (
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Skeleton style={{ aspectRatio: '1' }} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Skeleton h={32} w="80%" mb="sm" />
            <Skeleton h={140} radius="md" />
          </Grid.Col>
        </Grid>
      ) : (
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <ProductGallery images={item.image ? [item.image] : []} name={item.name} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack gap="md">
              <Stack gap={6}>
                <Text size="sm" c="copper.8" fw={600} tt="uppercase">
                  Beställningsvara
                </Text>
                <Title order={1} fz={{ base: 24, md: 30 }} lh={1.2} data-testid="product-name">
                  {item.name}
                </Title>
                <Text c="dimmed" size="sm">
                  Art.nr <b>{item.code}</b>
                  {item.supplier && ` · ${item.supplier}`}
                </Text>
              </Stack>
              <Alert variant="light" color="copper" icon={<IconTruckDelivery size={18} />}>
                Lagerförs inte. Artikeln beställs hem från leverantören till ditt lager; fråga lagret om
                leveranstiden.
              </Alert>
              <ProductPrices product={{ prices: item.prices, unit: item.unit, wholesaleQuantity: null }} />
              <Text>{item.description}</Text>
              <Table withTableBorder striped fz="sm" maw={520}>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th w="40%" fw={500} c="dimmed">
                      Artikelnummer
                    </Table.Th>
                    <Table.Td>{item.code}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th fw={500} c="dimmed">
                      Leverantör
                    </Table.Th>
                    <Table.Td>{item.supplier ?? '–'}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th fw={500} c="dimmed">
                      Enhet
                    </Table.Th>
                    <Table.Td>{unitName(item.unit)}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
