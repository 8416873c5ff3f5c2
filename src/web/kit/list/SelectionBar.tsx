import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Noun } from './ListFooter';

/** Shown above a list while rows are ticked: how many, and what can be done with them. */
export function SelectionBar({
  count,
  noun,
  onClear,
  children,
  testId = 'selection-bar',
}: {
  count: number;
  noun: Noun;
  onClear: () => void;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" px="md" py="xs" mb="sm" bg="montor.0" data-testid={testId}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {count}{' '}
          {count === 1 ? `${noun.one} ${noun.neuter ? 'markerat' : 'markerad'}` : `${noun.many} markerade`}
        </Text>
        <Group gap="xs">
          {children}
          <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
            Avmarkera
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
