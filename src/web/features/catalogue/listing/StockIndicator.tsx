import { Group, Text, Tooltip } from '@mantine/core';
import type { CatalogueCard } from '@shared/api/catalogue.api';
import {
  IconAlertTriangleFilled,
  IconCircleCheckFilled,
  IconCircleXFilled,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { formatQuantity, stockLabel } from '../catalogue-format';

const icons = {
  IN_STOCK: IconCircleCheckFilled,
  LOW_STOCK: IconAlertTriangleFilled,
  OUT_OF_STOCK: IconCircleXFilled,
  NOT_STOCKED: IconTruckDelivery,
} as const;

/** The card's stock icon and word; the balance is in the tooltip, where it does not crowd the price. */
export function StockIndicator({ card }: { card: Pick<CatalogueCard, 'stock' | 'freeItem' | 'unit'> }) {
  const { status, balance, warehouseCode } = card.stock;
  const { label, color } = stockLabel(status, {
    freeItem: card.freeItem,
    ownWarehouse: warehouseCode !== null,
  });
  const Icon = icons[status];
  const detail =
    balance !== null && balance > 0
      ? `${formatQuantity(balance, card.unit)} ${warehouseCode ? `i lager ${warehouseCode}` : 'i alla lager'}`
      : card.freeItem
        ? 'Beställs hem från leverantören'
        : label;
  return (
    <Tooltip label={detail} withArrow>
      <Group
        gap={4}
        wrap="nowrap"
        data-testid="stock-indicator"
        data-status={status}
        // Above the card's full-size link, so the tooltip can be hovered.
        style={{ position: 'relative', zIndex: 1 }}
      >
        <Icon size={16} color={`var(--mantine-color-${color}-6)`} aria-hidden />
        <Text size="xs" c={`${color}.8`} fw={500}>
          {label}
        </Text>
      </Group>
    </Tooltip>
  );
}
