import { Button, Card, Image, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type Banner, type Flipbook, providerDocumentsApi } from '@shared/api/providerDocuments.api';
import { THEME_COLOURS } from '@shared/domain/colour-themes';
import { IconArrowRight, IconBook, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { placeholders } from '../../lib/placeholders';
import { QueryError } from '../../shell/QueryError';
import { ContentSectionDialog } from './ContentSectionDialog';

function useCabinet() {
  return useApiQuery(providerDocumentsApi.cabinetPageContent, {});
}

/**
 * A banner's button by its link type (api-spec §4): a path in the app is followed by the router, an
 * address outside opens in a new tab that cannot reach back, a content section opens in a dialog.
 */
function BannerAction({ banner, onSection }: { banner: Banner; onSection: (uid: string) => void }) {
  const variant = THEME_COLOURS[banner.colorTheme].dark ? 'white' : 'filled';
  const common = { variant, size: 'sm', 'data-testid': `banner-link-${banner.type}` } as const;
  if (banner.type === 'INTERNAL_LINK')
    return (
      <Button
        {...common}
        component={Link}
        to={banner.link}
        rightSection={<IconArrowRight size={16} aria-hidden />}
      >
        {banner.linkText}
      </Button>
    );
  if (banner.type === 'EXTERNAL_LINK')
    return (
      <Button
        {...common}
        component="a"
        href={banner.link}
        target="_blank"
        rel="noopener noreferrer"
        rightSection={<IconExternalLink size={16} aria-hidden />}
      >
        {banner.linkText}
        <VisuallyHidden> (öppnas i ny flik)</VisuallyHidden>
      </Button>
    );
  return (
    <Button
      {...common}
      onClick={() => onSection(banner.link)}
      rightSection={<IconInfoCircle size={16} aria-hidden />}
    >
      {banner.linkText}
    </Button>
  );
}

function BannerCard({ banner, onSection }: { banner: Banner; onSection: (uid: string) => void }) {
  const colours = THEME_COLOURS[banner.colorTheme];
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={`banner-${banner.uid}`}
      data-testid="cabinet-banner"
      style={{ background: colours.background, color: colours.text }}
    >
      <Card.Section>
        <Image src={banner.imageLink} alt={banner.imageAlt} h={72} fit="cover" />
      </Card.Section>
      <Stack gap="xs" mt="md" h="100%" justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={3} fz={18} id={`banner-${banner.uid}`} c={colours.text}>
            {banner.title}
          </Title>
          <Text size="sm" c={colours.text}>
            {banner.text}
          </Text>
        </Stack>
        <BannerAction banner={banner} onSection={onSection} />
      </Stack>
    </Card>
  );
}

/** The provider's banners on the logged-in start page; nothing when it has published none. */
export function CabinetBanners() {
  const cabinet = useCabinet();
  const [section, setSection] = useState<string | null>(null);
  if (cabinet.isError)
    return (
      <QueryError what="grossistens nyheter" error={cabinet.error} onRetry={() => void cabinet.refetch()} />
    );
  if (!cabinet.data)
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {placeholders(3).map((key) => (
          <Skeleton key={key} h={220} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (cabinet.data.banners.length === 0) return null;
  return (
    <section aria-label="Från grossisten" data-testid="cabinet-banners">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {cabinet.data.banners.map((banner) => (
          <BannerCard key={banner.uid} banner={banner} onSection={setSection} />
        ))}
      </SimpleGrid>
      <ContentSectionDialog uid={section} onClose={() => setSection(null)} />
    </section>
  );
}

function FlipbookCard({ book }: { book: Flipbook }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-labelledby={`book-${book.uid}`}
      data-testid="cabinet-flipbook"
    >
      <Card.Section>
        <Image src={book.imageLink} alt={`Omslag: ${book.title}`} h={200} fit="contain" bg="gray.1" />
      </Card.Section>
      <Stack gap={4} mt="sm" h="100%" justify="space-between">
        <Stack gap={2}>
          <Title order={3} fz={16} id={`book-${book.uid}`} style={{ overflowWrap: 'anywhere' }}>
            {book.title}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {book.description}
          </Text>
        </Stack>
        <Button
          component="a"
          href={book.link}
          target="_blank"
          rel="noopener"
          variant="light"
          size="xs"
          mt="xs"
          leftSection={<IconBook size={14} aria-hidden />}
          aria-label={`Öppna katalogen ${book.title} (PDF, öppnas i ny flik)`}
        >
          Öppna katalogen
        </Button>
      </Stack>
    </Card>
  );
}

/** The provider's digital catalogues and brochures: a cover each, opening its PDF. */
export function CabinetFlipbooks() {
  const cabinet = useCabinet();
  const books = cabinet.data?.flipbooks ?? [];
  if (books.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="flipbooks" data-testid="cabinet-flipbooks">
      <Title order={2} fz={20} id="flipbooks">
        Kataloger och broschyrer
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        {books.map((book) => (
          <FlipbookCard key={book.uid} book={book} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
