import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  usePageTitle('Sidan finns inte');
  const navigate = useNavigate();
  return (
    <Center mih={460} px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Text fz={96} fw={900} lh={1} c="montor.1" aria-hidden>
          404
        </Text>
        <Title order={1} fz={30}>
          Sidan finns inte
        </Title>
        <Text c="dimmed">
          Sidan du letar efter har flyttats eller finns inte. Kontrollera adressen eller gå tillbaka till
          startsidan.
        </Text>
        <Group>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => void navigate(-1)}
          >
            Tillbaka
          </Button>
          <Button component={Link} to="/" leftSection={<IconHome size={16} />}>
            Till startsidan
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
