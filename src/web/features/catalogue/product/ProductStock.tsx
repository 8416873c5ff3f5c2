import { Anchor, Group, Paper, ScrollArea, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import type { CatalogueProduct } from '@shared/api/catalogue.api';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useState } from 'react';
import { formatQuantity, stockLabel } from '../catalogue-format';

type StockData = CatalogueProduct['stockData'];
type WarehouseStock = StockData['allWarehouses'][number];

const SHOWN_WAREHOUSES = 5;

function StatusText({ row, unit }: { row: WarehouseStock; unit: string }) {
  const { label, color } = stockLabel(row.status);
  return (
    <Text size="sm" c={`${color}.8`} fw={500}>
      {row.balance > 0 ? formatQuantity(row.balance, unit) : label}
    </Text>
  );
}

/**
 * Stock in the firm's own warehouse first (balance, or the shortage message when it is out), then the
 * provider's other warehouses that carry the product. A visitor has no own warehouse and sees them all.
 */
export function ProductStock({
  product,
}: {
  product: Pick<CatalogueProduct, 'stockData' | 'stock' | 'unit'>;
}) {
  const { stockData, unit } = product;
  const [all, setAll] = useState(false);
  const own = stockData.selectedWarehouse;
  const ownCode = product.stock.warehouseCode;
  const others = ownCode !== null ? stockData.otherWarehouses : stockData.allWarehouses;
  const shown = all ? others : others.slice(0, SHOWN_WAREHOUSES);
  const headline = stockLabel(own?.status ?? product.stock.status, { ownWarehouse: ownCode !== null });

  return (
    <Paper withBorder radius="md" p="md" data-testid="product-stock">
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="sm">
        <ThemeIcon variant="light" color={headline.color} size={36} radius="md">
          <IconBuildingWarehouse size={20} />
        </ThemeIcon>
        <div>
          <Text fw={700} c={`${headline.color}.8`} data-testid="own-stock">
            {own && own.balance > 0
              ? `${headline.label}: ${formatQuantity(own.balance, unit)}`
              : headline.label}
          </Text>
          <Text size="sm" c="dimmed">
            {own
              ? `${own.name}, ${own.city}`
              : ownCode !== null
                ? 'Ditt lager har inte artikeln – den kan beställas hem.'
                : `Totalt ${formatQuantity(stockData.totalBalance, unit)} i grossistens lager.`}
          </Text>
          {own?.shortageMessage && (
            <Text size="sm" c="orange.8" mt={2} data-testid="shortage-message">
              {own.shortageMessage}
            </Text>
          )}
        </div>
      </Group>
      {others.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {ownCode !== null ? 'Övriga lager' : 'Lagersaldo per lager'}
          </Text>
          <ScrollArea.Autosize mah={all ? 320 : undefined}>
            <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" data-testid="other-warehouses">
              <Table.Tbody>
                {shown.map((row) => (
                  <Table.Tr key={row.code}>
                    <Table.Td>
                      {row.name}
                      {row.shortageMessage && (
                        <Text size="xs" c="orange.8">
                          {row.shortageMessage}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <StatusText row={row} unit={unit} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          {others.length > SHOWN_WAREHOUSES && (
            <Anchor component="button" type="button" size="sm" onClick={() => setAll((a) => !a)}>
              {all ? 'Visa färre lager' : `Visa alla ${others.length} lager`}
            </Anchor>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {ownCode !== null
            ? 'Inga andra lager har artikeln just nu.'
            : 'Artikeln finns inte i lager just nu.'}
        </Text>
      )}
    </Paper>
  );
}
