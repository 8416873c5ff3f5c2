import {
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { INSTRUCTION_DOCUMENTS_PATH, ProviderTermsLinks } from '../features/providerDocuments';
import { useGlobalSettings, useSession } from '../session/session-store';
import { Logo } from './Logo';

const shortcuts = [
  ['/warehouses/', 'Hitta ditt lager'],
  ['/about/contact', 'Kontakta oss'],
  ['/register/', 'Registrera dig som befintlig kund'],
  ['/about/guest-account', 'Ansök om gästkonto'],
  ['/about/feedback', 'Tyck till'],
  ['/about/survey', 'Hur nöjd är du med Montör?'],
  ['/about/school', 'Studiebesök för skolor'],
  ['/cookies/', 'Cookies'],
] as const;

export function Footer() {
  const settings = useGlobalSettings();
  const provider = settings?.provider;
  const session = useSession();

  return (
    <Box component="footer" bg="montor.9" c="montor.0" mt="xl">
      <Container size="xl" py={40}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <Logo inverted />
            <Text size="sm" c="montor.1" maw={340}>
              Katalog, beställningar, offerter, arbetsordrar och fakturor för VVS-firman – samlat på ett
              ställe.
            </Text>
          </Stack>
          <Stack gap={6} data-testid="footer-provider">
            <Title order={2} fz="md" c="white">
              Kundtjänst
            </Title>
            {provider ? (
              <>
                <Text size="sm">{provider.name}</Text>
                <Group gap={8} wrap="nowrap">
                  <IconPhone size={16} />
                  <Anchor href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`} c="montor.0" size="sm">
                    {provider.phone}
                  </Anchor>
                </Group>
                <Group gap={8} wrap="nowrap">
                  <IconMail size={16} />
                  <Anchor href={`mailto:${provider.email}`} c="montor.0" size="sm">
                    {provider.email}
                  </Anchor>
                </Group>
              </>
            ) : (
              <Stack gap={8}>
                <Skeleton h={14} w={160} opacity={0.3} />
                <Skeleton h={14} w={130} opacity={0.3} />
                <Skeleton h={14} w={190} opacity={0.3} />
              </Stack>
            )}
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="md" c="white">
              Genvägar
            </Title>
            {shortcuts.map(([to, label]) => (
              <Anchor key={to} component={Link} to={to} c="montor.0" size="sm">
                {label}
              </Anchor>
            ))}
            {session && (
              <>
                <Anchor component={Link} to={INSTRUCTION_DOCUMENTS_PATH} c="montor.0" size="sm">
                  Instruktioner och blanketter
                </Anchor>
                <ProviderTermsLinks />
              </>
            )}
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="montor.7" />
        <Text size="xs" c="montor.2">
          © {new Date().getFullYear()} {provider?.name ?? 'Montör'} · Montör för VVS-firmor
        </Text>
      </Container>
    </Box>
  );
}
