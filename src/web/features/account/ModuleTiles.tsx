import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { SessionData } from '@shared/api/auth.api';
import { canAccess, type SiteOption, siteOptionLabels, siteOptions } from '@shared/domain/access';
import { Link } from 'react-router';
import { moduleTiles } from './modules';

function Tile({ option }: { option: SiteOption }) {
  const tile = moduleTiles[option];
  const label = siteOptionLabels[option];
  const body = (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <ThemeIcon
        size={44}
        radius="md"
        variant={tile.path ? 'light' : 'default'}
        color={tile.path ? 'montor' : 'gray'}
      >
        <tile.icon size={24} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text fw={700} c={tile.path ? 'dark.7' : 'dimmed'}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {tile.description}
        </Text>
        {!tile.path && (
          <Badge variant="light" color="gray" size="sm" mt={6} tt="none">
            Inte tillgänglig ännu
          </Badge>
        )}
      </div>
    </Group>
  );

  if (tile.path) {
    return (
      <Card
        component={Link}
        to={tile.path}
        withBorder
        radius="md"
        padding="md"
        shadow="xs"
        data-testid={`module-${option}`}
      >
        {body}
      </Card>
    );
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      bg="gray.0"
      aria-disabled="true"
      data-testid={`module-${option}`}
    >
      {body}
    </Card>
  );
}

export function ModuleTiles({ session }: { session: SessionData }) {
  // An option that needs a companion option (reminders need invoicing) only counts when both are on, and a
  // module the employee's role may not open is not offered at all.
  const enabled = siteOptions.filter(
    (o) => canAccess(session, { siteOptions: [o] }) && canAccess(session, moduleTiles[o].access ?? {}),
  );
  if (enabled.length === 0) {
    return (
      <Text c="dimmed">
        Ditt företag har inga moduler aktiverade. Kontakta ditt lager för att komma igång.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {enabled.map((option) => (
        <Tile key={option} option={option} />
      ))}
    </SimpleGrid>
  );
}
