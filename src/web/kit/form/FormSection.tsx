import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One titled card of a long form, so the page reads as a few groups instead of thirty fields. */
export function FormSection({ title, description, actions, children, testId }: FormSectionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs" data-testid={testId}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <div>
          <Title order={2} fz={18}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4} maw={720}>
              {description}
            </Text>
          )}
        </div>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
