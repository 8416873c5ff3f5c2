import { Group, Text } from '@mantine/core';
import type { BasketLine, ShortageCode } from '@shared/api/kiosk.api';
import {
  IconAlertTriangleFilled,
  IconArchive,
  IconCircleCheckFilled,
  IconCircleXFilled,
  IconTruckDelivery,
} from '@tabler/icons-react';

const looks: Record<ShortageCode, { Icon: typeof IconArchive; color: string }> = {
  NONE: { Icon: IconCircleCheckFilled, color: 'green' },
  PARTIAL: { Icon: IconAlertTriangleFilled, color: 'orange' },
  OUT_OF_STOCK: { Icon: IconCircleXFilled, color: 'red' },
  NOT_STOCKED: { Icon: IconTruckDelivery, color: 'gray' },
  ARCHIVED: { Icon: IconArchive, color: 'red' },
};

/** The stock icon and the server's Swedish message ("Endast 3 st i lager i Malmö"). */
export function StockNote({ stock }: { stock: BasketLine['stock'] }) {
  const { Icon, color } = looks[stock.shortageCode];
  return (
    <Group
      gap={6}
      wrap="nowrap"
      align="flex-start"
      data-testid="basket-stock"
      data-shortage={stock.shortageCode}
    >
      <Icon
        size={16}
        color={`var(--mantine-color-${color}-6)`}
        style={{ flexShrink: 0, marginTop: 2 }}
        aria-hidden
      />
      <Text size="xs" c={`${color}.8`} fw={500}>
        {stock.message}
      </Text>
    </Group>
  );
}
