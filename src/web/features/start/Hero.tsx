import {
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconClockHour4,
  IconFileInvoice,
  IconLogin,
  IconReceiptTax,
  IconShoppingCart,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useGlobalSettings, useSession } from '../../session/session-store';
import { openLogin } from '../auth';
import classes from './Hero.module.css';

const features = [
  {
    icon: IconShoppingCart,
    title: 'Beställ med dina nettopriser',
    text: 'Hela grossistens sortiment med ditt företags priser och lagersaldon.',
  },
  {
    icon: IconFileInvoice,
    title: 'Från offert till faktura',
    text: 'Offerter, arbetsordrar, ÄTA och fakturor hänger ihop utan dubbelarbete.',
  },
  {
    icon: IconReceiptTax,
    title: 'ROT-avdraget klart',
    text: 'Fakturan räknar ut avdraget och filen till Skatteverket skapas åt dig.',
  },
  {
    icon: IconClockHour4,
    title: 'Tid på arbetsordern',
    text: 'Montörerna startar och stoppar tiden direkt i mobilen.',
  },
];

export function Hero() {
  const session = useSession();
  const provider = useGlobalSettings()?.provider;

  return (
    <Box className={classes.hero} py={{ base: 40, md: 64 }}>
      <Container size="xl">
        <Grid gutter={{ base: 'xl', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <Badge variant="white" color="montor" size="lg" radius="sm" w="fit-content">
                För VVS-firmor
              </Badge>
              <Title order={1} fz={{ base: 32, sm: 40, md: 46 }} lh={1.1} c="white">
                Allt VVS-firman behöver – från grossistens katalog till betald faktura
              </Title>
              <Text fz={{ base: 'md', md: 'lg' }} c="montor.0" maw={560}>
                Montör samlar katalog, beställningar, offerter, arbetsordrar, fakturor och bokföringsexport på
                ett ställe, med dina egna priser{provider ? ` hos ${provider.name}` : ''}.
              </Text>
              {session ? (
                <Group>
                  <Button
                    component={Link}
                    to="/montor"
                    size="md"
                    color="copper"
                    rightSection={<IconArrowRight size={18} />}
                  >
                    Till Mina sidor
                  </Button>
                </Group>
              ) : (
                <Group>
                  <Button
                    size="md"
                    color="copper"
                    leftSection={<IconLogin size={18} />}
                    onClick={() => openLogin()}
                  >
                    Logga in
                  </Button>
                  <Button component={Link} to="/warehouses/" size="md" variant="white">
                    Bli kund
                  </Button>
                </Group>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Grid gutter="md" align="stretch">
              {features.map((feature) => (
                <Grid.Col key={feature.title} span={{ base: 12, xs: 6 }}>
                  <Paper className={classes.feature} radius="md" p="md" h="100%" c="white">
                    <ThemeIcon variant="white" color="montor" size={36} radius="md" mb="sm">
                      <feature.icon size={20} />
                    </ThemeIcon>
                    <Text fw={700} mb={4}>
                      {feature.title}
                    </Text>
                    <Text size="sm" c="montor.0">
                      {feature.text}
                    </Text>
                  </Paper>
                </Grid.Col>
              ))}
            </Grid>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
