import { Grid, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type PriceLists, priceListsApi } from '@shared/api/priceLists.api';
import { type PriceListCode, priceListCodeLabels, priceListCodes } from '@shared/domain/price-lists';
import { IconFileOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { EmptyState } from '../../kit';
import { placeholders } from '../../lib/placeholders';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { PriceListRow } from './PriceListRow';
import { SaleTerms } from './SaleTerms';

function ListDates({ data }: { data: PriceLists }) {
  const date = (value: string | null) => value ?? 'ej publicerad';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="list-dates"
      data-testid="price-list-dates"
    >
      <Title order={2} fz={18} id="list-dates" mb="xs">
        Prislistornas datum
      </Title>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text size="sm">Bruttoprislista</Text>
          <Text size="sm" fw={600} data-testid="main-price-list-date">
            {date(data.mainPriceListDate)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm">Nettoprislista</Text>
          <Text size="sm" fw={600} data-testid="net-price-list-date">
            {date(data.netPriceListDate)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          Prislistorna uppdateras varje måndag. Filerna görs med dagens sortiment och era rabatter.
        </Text>
      </Stack>
    </Paper>
  );
}

function VariantGroup({
  title,
  variants,
  code,
}: {
  title: string;
  variants: PriceLists['priceListVariants'];
  code: PriceListCode;
}) {
  if (variants.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz={20}>
        {title}
      </Title>
      {variants.map((variant) => (
        <PriceListRow key={variant.variant} variant={variant} code={code} />
      ))}
    </Stack>
  );
}

/** `/price_lists`: the provider's sale terms, the list dates and the firm's price lists as files. */
export function PriceListsPage() {
  const lists = useApiQuery(priceListsApi.priceLists, {});
  const [code, setCode] = useState<PriceListCode>('CAT');
  const data = lists.data;

  return (
    <Page
      title="Prislistor"
      intro="Grossistens prislistor med era nettopriser enligt rabattbrevet, som fil för Excel, ekonomisystemet eller utskrift."
    >
      {lists.isError ? (
        <QueryError what="prislistorna" error={lists.error} onRetry={() => void lists.refetch()} />
      ) : !data ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              {placeholders(5).map((key) => (
                <Skeleton key={key} h={92} radius="md" />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={320} radius="md" />
          </Grid.Col>
        </Grid>
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              <Stack gap={6}>
                <Text size="sm" fw={600} id="price-list-order">
                  Ordning i filen
                </Text>
                <SegmentedControl
                  aria-labelledby="price-list-order"
                  value={code}
                  onChange={(value) => setCode(value as PriceListCode)}
                  data={priceListCodes.map((c) => ({ value: c, label: priceListCodeLabels[c] }))}
                  fullWidth
                  orientation="horizontal"
                  data-testid="price-list-code"
                />
              </Stack>
              {data.priceListVariants.length === 0 ? (
                <EmptyState
                  icon={IconFileOff}
                  title="Inga prislistor att hämta"
                  text="Grossisten har inga prislistor för er just nu."
                />
              ) : (
                <>
                  <VariantGroup
                    title="Bruttoprislistor"
                    variants={data.priceListVariants.filter((v) => !v.net)}
                    code={code}
                  />
                  <VariantGroup
                    title="Nettoprislistor"
                    variants={data.priceListVariants.filter((v) => v.net)}
                    code={code}
                  />
                </>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="lg">
              <ListDates data={data} />
              <SaleTerms terms={data.saleTerms} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Page>
  );
}
