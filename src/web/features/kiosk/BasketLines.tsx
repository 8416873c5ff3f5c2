import { ActionIcon, Anchor, Box, Button, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { Basket, BasketLine } from '@shared/api/kiosk.api';
import { formatRsk } from '@shared/domain/catalogue-codes';
import { formatKr } from '@shared/domain/format';
import { IconArrowsExchange, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatQuantity, ProductImage, unitAbbreviation } from '../catalogue';
import { QuantityStepper } from './QuantityStepper';
import { StockNote } from './StockNote';

export interface LineActions {
  busy: boolean;
  onStep: (line: BasketLine, mode: 'INCREMENT' | 'DECREMENT') => void;
  onSet: (line: BasketLine, quantity: number) => void;
  onRemove: (line: BasketLine) => void;
  /** Swap an archived article for its replacement, at the same quantity. */
  onSwap: (line: BasketLine, replacement: BasketLine['replacements'][number]) => void;
}

function Product({ line }: { line: BasketLine }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box
        w={44}
        h={44}
        bg="gray.0"
        style={{ borderRadius: 6, display: 'grid', placeItems: 'center', flexShrink: 0 }}
      >
        <ProductImage src={line.image} size={20} />
      </Box>
      <div style={{ minWidth: 0 }}>
        <Anchor component={Link} to={line.link} size="sm" fw={600} c="dark.7" data-testid="basket-line-name">
          {line.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          Art.nr {line.article}
          {line.rsk ? ` · RSK ${formatRsk(line.rsk)}` : ''}
          {line.quantityPerUnit > 1000
            ? ` · säljs i förp. om ${formatQuantity(line.quantityPerUnit, line.unit)}`
            : ''}
          {line.wholesaleQuantity ? ` · minsta köp ${formatQuantity(line.wholesaleQuantity, line.unit)}` : ''}
        </Text>
      </div>
    </Group>
  );
}

function Replacements({ line, actions }: { line: BasketLine; actions: LineActions }) {
  if (line.active) return null;
  if (line.replacements.length === 0) {
    return (
      <Text size="xs" c="red.7">
        Utgått utan ersättare – ta bort raden.
      </Text>
    );
  }
  return (
    <Stack gap={4} mt={4}>
      {line.replacements.map((r) => (
        <Group key={r.productId} gap={6} wrap="nowrap">
          <Text size="xs">
            Ersätts av <b>{r.article}</b> {r.name}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconArrowsExchange size={12} />}
            onClick={() => actions.onSwap(line, r)}
            disabled={actions.busy}
            data-testid="basket-swap"
          >
            Byt
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

function Price({ ore, unit }: { ore: number | null; unit?: string }) {
  if (ore === null) return <Text size="sm">–</Text>;
  return (
    <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
      {formatKr(ore)}
      {unit && (
        <Text span size="xs" c="dimmed">
          /{unitAbbreviation(unit)}
        </Text>
      )}
    </Text>
  );
}

function Stepper({ line, actions }: { line: BasketLine; actions: LineActions }) {
  return (
    <QuantityStepper
      quantity={line.quantity}
      unit={line.unit}
      name={line.name}
      disabled={actions.busy}
      onStep={(mode) => actions.onStep(line, mode)}
      onSet={(q) => actions.onSet(line, q)}
    />
  );
}

function Remove({ line, actions }: { line: BasketLine; actions: LineActions }) {
  return (
    <Tooltip label="Ta bort ur varukorgen" withArrow>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => actions.onRemove(line)}
        disabled={actions.busy}
        aria-label={`Ta bort ${line.name} ur varukorgen`}
        data-testid="basket-remove"
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The basket's lines: a table on a wide screen, one card per line on a phone. */
export function BasketLines({ basket, actions }: { basket: Basket; actions: LineActions }) {
  const priceLabel = basket.netPricesAvailable ? 'Nettopris' : 'Listpris';
  return (
    <>
      <Box visibleFrom="md">
        <Table verticalSpacing="sm" data-testid="basket-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Vara</Table.Th>
              <Table.Th w={210}>Lager{basket.warehouse ? ` i ${basket.warehouse.city}` : ''}</Table.Th>
              <Table.Th w={180}>Antal</Table.Th>
              <Table.Th ta="right">{priceLabel}</Table.Th>
              <Table.Th ta="right">Summa</Table.Th>
              <Table.Th w={44} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {basket.lines.map((line) => (
              <Table.Tr key={line.productId} data-testid="basket-line" data-article={line.article}>
                <Table.Td>
                  <Product line={line} />
                  <Replacements line={line} actions={actions} />
                </Table.Td>
                <Table.Td>
                  <StockNote stock={line.stock} />
                </Table.Td>
                <Table.Td>
                  <Stepper line={line} actions={actions} />
                </Table.Td>
                <Table.Td>
                  <Price ore={line.unitPriceOre} unit={line.unit} />
                </Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    fw={600}
                    ta="right"
                    style={{ whiteSpace: 'nowrap' }}
                    data-testid="basket-line-sum"
                  >
                    {line.sumOre === null ? '–' : formatKr(line.sumOre)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Remove line={line} actions={actions} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="md" gap="sm">
        {basket.lines.map((line) => (
          <Card key={line.productId} withBorder radius="md" padding="sm" data-testid="basket-card">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Product line={line} />
              <Remove line={line} actions={actions} />
            </Group>
            <Replacements line={line} actions={actions} />
            <Box mt="xs">
              <StockNote stock={line.stock} />
            </Box>
            <Group justify="space-between" mt="sm" wrap="nowrap">
              <Stepper line={line} actions={actions} />
              <Stack gap={0} align="flex-end">
                <Text size="sm" fw={700}>
                  {line.sumOre === null ? '–' : formatKr(line.sumOre)}
                </Text>
                <Price ore={line.unitPriceOre} unit={line.unit} />
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
