import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { roleLabels } from '@shared/domain/access';
import { IconBuilding, IconShieldLock } from '@tabler/icons-react';
import { useSession } from '../../session/session-store';
import { Page } from '../../shell/Page';
import { CabinetBanners, CabinetFlipbooks } from '../providerDocuments';
import { CounterCards } from './CounterCards';
import { ModuleTiles } from './ModuleTiles';

function greeting(hour: number): string {
  if (hour < 10) return 'God morgon';
  if (hour < 18) return 'Hej';
  return 'God kväll';
}

export function AccountPage() {
  const session = useSession();
  if (!session) return null;
  const firstName = session.employeeName.split(' ')[0] ?? session.employeeName;

  return (
    <Page title="Mina sidor">
      <Stack gap="xl">
        <Paper withBorder radius="lg" p="lg" shadow="xs">
          <Group justify="space-between" align="center" gap="md">
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={52} radius="md" variant="light">
                <IconBuilding size={28} />
              </ThemeIcon>
              <div>
                <Title order={2} fz={22} data-testid="account-greeting">
                  {greeting(new Date().getHours())}, {firstName}!
                </Title>
                <Text c="dimmed" data-testid="account-firm-name">
                  {session.customerName} · kundnummer {session.customerCode}
                </Text>
              </div>
            </Group>
            <Group gap="xs">
              <Badge size="lg" variant="light" tt="none" data-testid="account-role">
                {roleLabels[session.role]}
              </Badge>
              {session.adminLogin && (
                <Badge
                  size="lg"
                  color="copper"
                  variant="light"
                  tt="none"
                  leftSection={<IconShieldLock size={14} />}
                >
                  Inloggad av {session.adminLogin}
                </Badge>
              )}
            </Group>
          </Group>
        </Paper>

        <CabinetBanners />

        <Stack gap="sm">
          <Title order={2} fz={20}>
            Översikt
          </Title>
          <CounterCards />
        </Stack>

        <Stack gap="sm">
          <Title order={2} fz={20}>
            Moduler
          </Title>
          <ModuleTiles session={session} />
        </Stack>

        <CabinetFlipbooks />
      </Stack>
    </Page>
  );
}
