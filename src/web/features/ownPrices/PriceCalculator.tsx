import { Alert, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ResultOf } from '@shared/api/endpoint';
import type { ownPricesApi } from '@shared/api/ownPrices.api';
import { IconAlertTriangle, IconCalculator } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatMoney, formatPercent } from './own-price-form';

type CalcResult = ResultOf<typeof ownPricesApi.calc>;

function Figure({
  label,
  children,
  strong,
  tone,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  tone?: string;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.3}>
        {label}
      </Text>
      <Text fz={strong ? 22 : 16} fw={strong ? 800 : 600} c={tone} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * What the own price comes to: the firm's net price, the resulting price and the margin, in the chosen
 * mode, straight from the server's calculation (the same one a save is checked with).
 */
export function PriceCalculator({
  result,
  calculating,
  netHidden,
}: {
  result: CalcResult | undefined;
  calculating: boolean;
  netHidden: boolean;
}) {
  if (!result) {
    return (
      <Paper radius="md" p="md" bg="gray.0" data-testid="price-calculator">
        <Group gap="sm" c="dimmed" wrap="nowrap">
          {calculating ? <Loader size="sm" /> : <IconCalculator size={22} />}
          <Text size="sm">Välj en artikel så räknas pris, påslag och marginal ut medan du skriver.</Text>
        </Group>
      </Paper>
    );
  }
  const negative = result.marginOre !== null && result.marginOre < 0;
  const warnings = result.problems.filter((p) => p.level === 'WARNING');
  return (
    <Paper radius="md" p="md" bg="montor.0" data-testid="price-calculator" aria-busy={calculating}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} lineClamp={2}>
            {result.name}
          </Text>
          <Text size="xs" c="dimmed">
            Art.nr {result.article}
            {result.rsk ? ` · RSK ${result.rsk}` : ''} · {result.unit}
          </Text>
        </div>
        <Group gap={6} wrap="nowrap">
          {calculating && <Loader size="xs" />}
          {!result.active && (
            <Badge color="orange" variant="light" tt="none">
              Utgått
            </Badge>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <Figure label="Bruttopris">{formatMoney(result.grossPriceOre)}</Figure>
        {!netHidden && <Figure label="Ert nettopris">{formatMoney(result.netPriceOre)}</Figure>}
        <Figure label="Eget pris" strong>
          <span data-testid="calc-price">{formatMoney(result.priceOre)}</span>
        </Figure>
        {!netHidden && (
          <>
            <Figure label="Påslag">{formatPercent(result.markupBp)}</Figure>
            <Figure label="Täckningsgrad">{formatPercent(result.profitBp)}</Figure>
            <Figure label="Marginal per enhet" tone={negative ? 'red.7' : 'green.8'}>
              <span data-testid="calc-margin">{formatMoney(result.marginOre)}</span>
            </Figure>
          </>
        )}
      </SimpleGrid>
      {netHidden && (
        <Text size="xs" c="dimmed" mt="sm">
          Nettopris och marginal är dolda för din inloggning.
        </Text>
      )}
      {warnings.length > 0 && (
        <Stack gap={6} mt="sm">
          {warnings.map((w) => (
            <Alert
              key={w.code}
              color="orange"
              variant="light"
              icon={<IconAlertTriangle />}
              p="xs"
              role="alert"
              data-testid="calc-warning"
            >
              {w.message}
            </Alert>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
