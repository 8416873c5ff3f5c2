import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Shown above a list while rows are ticked: how many, and what can be done with them. */
export function SelectionBar({
  count,
  noun,
  onClear,
  children,
}: {
  count: number;
  noun: string;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <Paper bg="montor.7" c="white" radius="md" px="md" py={8} mb="sm" data-testid="selection-bar">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {count} {count === 1 ? 'vald' : `${noun} valda`}
        </Text>
        <Group gap="xs">
          {children}
          <Button size="xs" variant="subtle" color="white" onClick={onClear}>
            Avmarkera
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
