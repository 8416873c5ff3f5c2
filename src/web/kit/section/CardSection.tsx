import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface CardSectionProps {
  /** The heading's id: the section is labelled by it. */
  titleId: string;
  title: string;
  icon: ReactNode;
  /** Beside the title: a count or a status badge. */
  badge?: ReactNode;
  /** At the right of the heading: the card's own action. */
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** A card of the document editor (Betalningar, Påminnelser, ROT-ärende): a labelled section with a heading row. */
export function CardSection({ titleId, title, icon, badge, action, testId, children }: CardSectionProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap={6}>
          {icon}
          <Text fw={600} id={titleId}>
            {title}
          </Text>
          {badge}
        </Group>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
