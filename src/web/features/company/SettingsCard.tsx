import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One group of settings on a settings page. */
export function SettingsCard({
  title,
  description,
  aside,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs" data-testid={testId}>
      <Group justify="space-between" align="flex-start" mb="md" gap="xs">
        <div>
          <Title order={2} fz={18}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={2}>
              {description}
            </Text>
          )}
        </div>
        {aside}
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}
