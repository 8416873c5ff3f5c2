import { Container, Group, type MantineSize, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

interface PageProps {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  size?: MantineSize;
  children: ReactNode;
}

/** The frame of an ordinary content page: tab title, heading, optional intro and actions. */
export function Page({ title, intro, actions, size = 'xl', children }: PageProps) {
  usePageTitle(title);
  return (
    <Container size={size} py={{ base: 'lg', md: 'xl' }}>
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <div>
          <Title order={1} fz={{ base: 26, md: 32 }}>
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" mt={6} maw={760}>
              {intro}
            </Text>
          )}
        </div>
        {actions}
      </Group>
      {children}
    </Container>
  );
}
