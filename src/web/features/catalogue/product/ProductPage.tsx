import { Alert, Anchor, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type CatalogueProduct, catalogueApi } from '@shared/api/catalogue.api';
import { formatRsk } from '@shared/domain/catalogue-codes';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/hooks';
import { QueryError } from '../../../shell/QueryError';
import { usePageTitle } from '../../../shell/use-page-title';
import { CatalogueNotFound } from '../CatalogueNotFound';
import { CatalogueBreadcrumb } from '../listing/CatalogueBreadcrumb';
import { ProductBadges } from '../listing/ProductBadges';
import { useProductActions } from '../product-actions';
import { useCanonicalPath } from '../use-canonical-path';
import { ProductDescription, ProductDocuments, ProductMarks, ProductProperties } from './ProductFacts';
import { ProductGallery } from './ProductGallery';
import { ProductPrices } from './ProductPrices';
import { ProductStock } from './ProductStock';

function Replacements({ product }: { product: CatalogueProduct }) {
  if (product.active) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Artikeln har utgått"
      data-testid="archived-notice"
    >
      {product.replacements.length === 0 ? (
        <Text size="sm">
          Leverantören har ingen ersättare angiven. Kontakta ditt lager för ett alternativ.
        </Text>
      ) : (
        <Stack gap={6}>
          <Text size="sm">Den ersätts av:</Text>
          {product.replacements.map((r) => (
            <Anchor key={r.code} component={Link} to={r.link} size="sm" fw={600} data-testid="replacement">
              <Group gap={4} component="span" wrap="nowrap">
                {r.name} (art.nr {r.article}
                {r.rsk ? `, RSK ${formatRsk(r.rsk)}` : ''})
                <IconArrowRight size={14} />
              </Group>
            </Anchor>
          ))}
        </Stack>
      )}
    </Alert>
  );
}

function ProductSkeleton() {
  return (
    <Grid gutter="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Skeleton style={{ aspectRatio: '1' }} radius="md" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Skeleton h={32} w="80%" mb="sm" />
        <Skeleton h={14} w="40%" mb="xl" />
        <Skeleton h={140} radius="md" mb="md" />
        <Skeleton h={120} radius="md" />
      </Grid.Col>
    </Grid>
  );
}

/** A product page (`…-i{id}`): pictures, texts, properties, documents, prices and stock. */
export function ProductPage({ productId }: { productId: number }) {
  const query = useApiQuery(catalogueApi.product, { id: String(productId) });
  const product = query.data;
  const { BasketControl, FavouriteControl } = useProductActions();
  usePageTitle(product?.name ?? null);
  useCanonicalPath(product?.link);

  if (query.error && isApiError(query.error) && query.error.status === 404) {
    return <CatalogueNotFound what="Produkten" text="Artikeln finns inte i katalogen." />;
  }

  return (
    <Container size="xl" py={{ base: 'md', md: 'xl' }}>
      {product && <CatalogueBreadcrumb trail={product.breadcrumb} current={product.name} />}
      {query.error ? (
        <QueryError what="produkten" error={query.error} onRetry={() => void query.refetch()} />
      ) : !product ? (
        <ProductSkeleton />
      ) : (
        <Stack gap={40}>
          <Grid gutter="xl">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <ProductGallery images={product.images} name={product.name} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <Stack gap="md">
                <Stack gap={6}>
                  <ProductBadges card={product} />
                  <Title order={1} fz={{ base: 24, md: 30 }} lh={1.2} data-testid="product-name">
                    {product.name}
                  </Title>
                  <Text c="dimmed" size="sm">
                    Art.nr <b>{product.article}</b>
                    {product.rsk && (
                      <>
                        {' · '}RSK <b data-testid="product-rsk">{formatRsk(product.rsk)}</b>
                      </>
                    )}
                    {product.brand && ` · ${product.brand}`}
                  </Text>
                  <ProductMarks product={product} />
                </Stack>
                <Replacements product={product} />
                <ProductPrices product={product} />
                <ProductStock product={product} />
                <BasketControl
                  productId={product.id}
                  name={product.name}
                  unit={product.unit}
                  active={product.active}
                  pack={{
                    quantityPerUnit: product.quantityPerUnit,
                    wholesaleQuantity: product.wholesaleQuantity,
                    nonIntegralQuantity: product.nonIntegralQuantity,
                  }}
                />
                <Group gap="sm">
                  <FavouriteControl
                    article={product.article}
                    favorite={product.favorite}
                    name={product.name}
                    active={product.active}
                    variant="button"
                  />
                </Group>
              </Stack>
            </Grid.Col>
          </Grid>
          <Grid gutter="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap={32}>
                <ProductDescription product={product} />
                <ProductDocuments product={product} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <ProductProperties product={product} />
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </Container>
  );
}
