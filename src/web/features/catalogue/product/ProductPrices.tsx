import { Alert, Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CatalogueProduct } from '@shared/api/catalogue.api';
import { formatDate, formatKr } from '@shared/domain/format';
import { withMomsOre } from '@shared/domain/pricing';
import { IconEyeOff, IconLogin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSession } from '../../../session/session-store';
import { openLogin } from '../../auth';
import { formatPercentBp, formatQuantity, unitAbbreviation } from '../catalogue-format';
import { priceView } from '../price-view';

type Prices = CatalogueProduct['prices'];

function Amount({ ore, per, color, testId }: { ore: number; per: string; color?: string; testId?: string }) {
  return (
    <Text fz={30} fw={800} lh={1.1} c={color ?? 'dark.8'} data-testid={testId}>
      {formatKr(ore)}
      <Text span size="sm" fw={400} c="dimmed">
        {' '}
        {per}
      </Text>
    </Text>
  );
}

/** Turnkey prices are the provider's suggested selling prices to the firm's clients (pricing.ts). */
function TurnkeyPrices({ turnkey, per }: { turnkey: NonNullable<Prices['turnkeyPrice']>; per: string }) {
  const rows: Array<[string, number | null]> = [
    ['Nyckelfärdigt', turnkey.turnkeyPrice],
    ['Pris A', turnkey.a],
    ['Pris B', turnkey.b],
    ['Pris C', turnkey.c],
  ];
  return (
    <Stack gap={6} data-testid="turnkey-prices">
      <Text size="sm" fw={600}>
        Nyckelfärdiga priser till kund{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          (exkl. moms {per})
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        {rows.map(([label, ore]) => (
          <Paper key={label} bg="gray.0" p={8} radius="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={600}>
              {ore === null ? '–' : formatKr(ore)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The product page's price box. A visitor sees the list price with and without moms; a logged-in firm
 * its own net price, a campaign that beats it (with its last day) and the turnkey prices; an employee
 * whose net prices are hidden sees the list price and a line saying why.
 */
export function ProductPrices({
  product,
}: {
  product: Pick<CatalogueProduct, 'prices' | 'unit' | 'wholesaleQuantity'>;
}) {
  const session = useSession();
  const { prices, unit } = product;
  const view = priceView(prices, session !== null);
  const per = `/${unitAbbreviation(unit)}`;

  let main: ReactNode;
  if (view.kind === 'none') {
    main = <Text fw={600}>Pris på förfrågan – kontakta ditt lager.</Text>;
  } else if (view.kind === 'retail') {
    main = (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Listpris
        </Text>
        <Amount
          ore={view.inclMoms ?? withMomsOre(view.exclMoms)}
          per={`inkl. moms ${per}`}
          testId="price-main"
        />
        <Text size="sm" c="dimmed" data-testid="price-excl-moms">
          {formatKr(view.exclMoms)} exkl. moms
        </Text>
        <Button
          variant="light"
          size="xs"
          mt="xs"
          w="fit-content"
          leftSection={<IconLogin size={14} />}
          onClick={() => openLogin()}
        >
          Logga in för att se ditt företags pris
        </Button>
      </Stack>
    );
  } else if (view.kind === 'list') {
    main = (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Listpris exkl. moms
        </Text>
        <Amount ore={view.exclMoms} per={per} testId="price-main" />
        {view.inclMoms !== null && (
          <Text size="sm" c="dimmed">
            {formatKr(view.inclMoms)} inkl. moms
          </Text>
        )}
        <Alert
          variant="light"
          color="gray"
          icon={<IconEyeOff size={16} />}
          p="xs"
          mt="xs"
          data-testid="net-hidden"
        >
          <Text size="xs">
            {session?.clientMode
              ? 'Kundläge: nettopriser och marginaler visas inte.'
              : 'Nettopriser är dolda för din inloggning. Fråga företagets administratör.'}
          </Text>
        </Alert>
      </Stack>
    );
  } else {
    main = (
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {view.campaign ? 'Kampanjpris exkl. moms' : 'Ditt nettopris exkl. moms'}
          </Text>
          {view.campaign && (
            <Badge color="red" size="sm">
              {view.campaign.endsOn ? `t.o.m. ${formatDate(view.campaign.endsOn)}` : 'Kampanj'}
            </Badge>
          )}
        </Group>
        <Amount ore={view.price} per={per} color={view.campaign ? 'red.7' : undefined} testId="price-main" />
        {view.campaign && (
          <Text size="sm" c="dimmed">
            Ditt ordinarie nettopris <s>{formatKr(view.campaign.before)}</s>
          </Text>
        )}
        {view.weakerCampaign && (
          <Text size="sm" c="dimmed">
            Kampanjpris {formatKr(view.weakerCampaign.price)}
            {view.weakerCampaign.endsOn ? ` t.o.m. ${formatDate(view.weakerCampaign.endsOn)}` : ''} – ditt
            nettopris är lägre.
          </Text>
        )}
        {view.listPrice !== null && (
          <Text size="sm" c="dimmed">
            Listpris {formatKr(view.listPrice)}
            {view.discountBp !== null && view.discountBp > 0
              ? ` · din rabatt ${formatPercentBp(view.discountBp)}`
              : ''}
          </Text>
        )}
        {view.wholesalePrice !== null && product.wholesaleQuantity !== null && (
          <Text size="sm" c="dimmed">
            {formatKr(view.wholesalePrice)} för minsta köp ({formatQuantity(product.wholesaleQuantity, unit)})
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid="product-prices" data-price-kind={view.kind}>
      {main}
      {prices.turnkeyPrice && (
        <>
          <Divider my="sm" />
          <TurnkeyPrices turnkey={prices.turnkeyPrice} per={per} />
        </>
      )}
    </Paper>
  );
}
