import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconCategory, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../shell/use-page-title';

/** A category or product that is gone (an old link, a renamed or removed article). */
export function CatalogueNotFound({ what, text }: { what: string; text: string }) {
  usePageTitle(`${what} finns inte`);
  return (
    <Center mih={420} px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1} fz={28}>
          {what} finns inte
        </Title>
        <Text c="dimmed">{text} Sök efter artikeln eller bläddra i sortimentet.</Text>
        <Group>
          <Button component={Link} to="/catalogue" variant="default" leftSection={<IconCategory size={16} />}>
            Till sortimentet
          </Button>
          <Button
            leftSection={<IconSearch size={16} />}
            onClick={() => document.querySelector<HTMLInputElement>('[data-testid="search-input"]')?.focus()}
          >
            Sök i katalogen
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
