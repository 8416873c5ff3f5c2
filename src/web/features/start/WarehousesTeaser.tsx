import { Badge, Button, Grid, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { providerApi } from '@shared/api/provider.api';
import { IconArrowRight, IconBuildingWarehouse } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { placeholders } from '../../lib/placeholders';

const CITIES_SHOWN = 12;

export function WarehousesTeaser() {
  const warehouses = useApiQuery(providerApi.warehouses, {});
  const cities = useMemo(() => {
    const names = new Set((warehouses.data?.items ?? []).map((w) => w.city));
    return [...names].sort((a, b) => a.localeCompare(b, 'sv'));
  }, [warehouses.data]);

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} shadow="xs">
      <Grid gutter="xl" align="center">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={52} radius="md" color="copper" variant="light">
              <IconBuildingWarehouse size={30} />
            </ThemeIcon>
            <Stack gap={6}>
              <Title order={2}>
                {warehouses.data
                  ? `${warehouses.data.items.length} lager i hela landet`
                  : 'Lager i hela landet'}
              </Title>
              <Text c="dimmed">
                Hämta materialet på väg till jobbet eller få det levererat till bygget. Vill ditt företag bli
                kund, kontakta närmaste lager.
              </Text>
              <Button
                component={Link}
                to="/warehouses/"
                variant="light"
                rightSection={<IconArrowRight size={16} />}
                w="fit-content"
                mt="xs"
              >
                Hitta ditt lager
              </Button>
            </Stack>
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {warehouses.isPending ? (
            <Group gap="xs">
              {placeholders(10).map((key, i) => (
                <Skeleton key={key} h={26} w={70 + (i % 3) * 20} radius="xl" />
              ))}
            </Group>
          ) : warehouses.error ? (
            <Text c="dimmed" size="sm">
              Lagerlistan kunde inte hämtas just nu.
            </Text>
          ) : (
            <Group gap="xs">
              {cities.slice(0, CITIES_SHOWN).map((city) => (
                <Badge key={city} variant="light" size="lg" radius="xl" tt="none" fw={500}>
                  {city}
                </Badge>
              ))}
              {cities.length > CITIES_SHOWN && (
                <Badge variant="outline" size="lg" radius="xl" tt="none" fw={500}>
                  + {cities.length - CITIES_SHOWN} orter till
                </Badge>
              )}
            </Group>
          )}
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
