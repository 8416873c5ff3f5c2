import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Warehouse } from '@shared/api/provider.api';
import { normalizePostalCode } from '@shared/domain/validators';
import { IconMapPin, IconPhone } from '@tabler/icons-react';

const openStates: Record<Warehouse['openState'], { label: string; color: string }> = {
  OPEN: { label: 'Öppet nu', color: 'green' },
  OPEN_SOON: { label: 'Öppnar snart', color: 'yellow' },
  CLOSED: { label: 'Stängt', color: 'gray' },
};

/** `onApply`: a visitor may apply to become a customer at this warehouse. */
export function WarehouseCard({
  warehouse,
  onApply,
}: {
  warehouse: Warehouse;
  onApply?: (() => void) | undefined;
}) {
  const state = openStates[warehouse.openState];
  return (
    <Card withBorder radius="md" padding="md" shadow="xs" data-testid="warehouse-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <div>
          <Text fw={700} fz="lg" lh={1.2}>
            {warehouse.city}
          </Text>
          <Text size="sm" c="dimmed">
            {warehouse.name}
          </Text>
        </div>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={state.color} variant="light" tt="none">
            {state.label}
          </Badge>
          <Text size="xs" c="gray.7" data-testid="warehouse-opening-note">
            {warehouse.openingNote}
          </Text>
        </Stack>
      </Group>
      <Stack gap={6}>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} style={{ marginTop: 3, flexShrink: 0 }} color="var(--mantine-color-dimmed)" />
          <Text size="sm">
            {warehouse.address}
            <br />
            {normalizePostalCode(warehouse.postalCode) ?? warehouse.postalCode} {warehouse.city}
          </Text>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconPhone size={16} color="var(--mantine-color-dimmed)" />
          <Anchor href={`tel:${warehouse.phone.replace(/[^\d+]/g, '')}`} size="sm">
            {warehouse.phone}
          </Anchor>
        </Group>
      </Stack>
      {onApply && (
        <Button
          variant="light"
          size="xs"
          mt="md"
          onClick={onApply}
          aria-label={`Bli kund här: ${warehouse.name}`}
          style={{ alignSelf: 'flex-start' }}
        >
          Bli kund här
        </Button>
      )}
    </Card>
  );
}
