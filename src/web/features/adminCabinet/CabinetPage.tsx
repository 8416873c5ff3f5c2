import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type AdminBanner,
  type AdminFlipbook,
  type AdminSection,
  adminCabinetApi,
  cabinetLinkTypeLabels,
} from '@shared/api/adminCabinet.api';
import { colorThemeLabels, THEME_COLOURS } from '@shared/domain/colour-themes';
import { formatDate } from '@shared/domain/format';
import { IconBook, IconFileText, IconLayoutDashboard, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { call } from '../../api/call';
import { useApiQuery } from '../../api/hooks';
import { EmptyState } from '../../kit';
import { QueryError } from '../../shell/QueryError';
import { CardPicture, ContentCard } from '../adminContent';
import { BannerDialog } from './BannerDialog';
import { refreshCabinet } from './cabinet-queries';
import { FlipbookDialog } from './FlipbookDialog';
import { SectionDialog } from './SectionDialog';

type Editing =
  | { kind: 'banner'; item: AdminBanner | null }
  | { kind: 'flipbook'; item: AdminFlipbook | null }
  | { kind: 'section'; item: AdminSection | null }
  | null;

const itemState = (uid: string) => async (publish: boolean) => {
  const endpoint = publish ? adminCabinetApi.publishItem : adminCabinetApi.unpublishItem;
  await call(endpoint, { uid }, { handleErrors: false });
  await refreshCabinet();
};

const removeItem = (uid: string) => async () => {
  await call(adminCabinetApi.deleteItem, { uid }, { handleErrors: false });
  await refreshCabinet();
};

function bannerLink(b: AdminBanner): string {
  const target = b.linkType === 'EXTENDED_CONTENT_SECTION_UID' ? (b.section?.title ?? 'saknas') : b.link;
  return `${cabinetLinkTypeLabels[b.linkType]}: ${target}`;
}

/** One of the page's three lists: its heading, the button that adds one, and its cards or empty state. */
function Block({
  title,
  addLabel,
  onAdd,
  testId,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title} data-testid={testId}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      {children}
    </Stack>
  );
}

/**
 * "Startsida": what the firms' start page shows from the provider — the banners under the greeting (each
 * leading into the app, out to a site or into a content section), the content sections they open, and
 * the catalogues under the modules. New ones are drafts; only published ones reach the firms.
 */
export function CabinetPage() {
  const cabinet = useApiQuery(adminCabinetApi.cabinet, {});
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  if (cabinet.error)
    return <QueryError what="startsidan" error={cabinet.error} onRetry={() => void cabinet.refetch()} />;
  const data = cabinet.data;
  return (
    <Stack gap="xl">
      <Text c="dimmed" size="sm" maw={720}>
        Banners, innehållsavsnitt och kataloger på kundföretagens startsida (Mina sidor). Ett utkast syns bara
        här; det som är publicerat ser alla kundföretag.
      </Text>
      <Block
        title="Banners"
        addLabel="Ny banner"
        onAdd={() => setEditing({ kind: 'banner', item: null })}
        testId="admin-banners"
      >
        {!data ? (
          <Skeleton h={120} radius="md" />
        ) : data.banners.length === 0 ? (
          <EmptyState
            icon={IconLayoutDashboard}
            title="Inga banners"
            text="Skapa en banner till startsidan."
          />
        ) : (
          data.banners.map((b) => (
            <ContentCard
              key={b.uid}
              testId="admin-banner"
              title={b.title}
              subtitle={`${bannerLink(b)} · ${colorThemeLabels[b.colorTheme]} · Ordning ${b.position}`}
              state={b.state}
              dateText=""
              media={
                <CardPicture
                  src={b.picture.link}
                  alt={b.picture.alt}
                  background={THEME_COLOURS[b.colorTheme].background}
                />
              }
              onEdit={() => setEditing({ kind: 'banner', item: b })}
              changeState={itemState(b.uid)}
              remove={{
                question: 'Bannern och dess bild tas bort. Företagen ser den inte längre.',
                run: removeItem(b.uid),
              }}
            />
          ))
        )}
      </Block>
      <Block
        title="Innehållsavsnitt"
        addLabel="Nytt avsnitt"
        onAdd={() => setEditing({ kind: 'section', item: null })}
        testId="admin-sections"
      >
        {!data ? (
          <Skeleton h={120} radius="md" />
        ) : data.sections.length === 0 ? (
          <EmptyState
            icon={IconFileText}
            title="Inga innehållsavsnitt"
            text="Ett avsnitt är en text som en banner öppnar i en dialog."
          />
        ) : (
          data.sections.map((s) => (
            <SectionCard key={s.uid} section={s} onEdit={() => setEditing({ kind: 'section', item: s })} />
          ))
        )}
      </Block>
      <Block
        title="Kataloger och broschyrer"
        addLabel="Ny katalog"
        onAdd={() => setEditing({ kind: 'flipbook', item: null })}
        testId="admin-flipbooks"
      >
        {!data ? (
          <Skeleton h={120} radius="md" />
        ) : data.flipbooks.length === 0 ? (
          <EmptyState
            icon={IconBook}
            title="Inga kataloger"
            text="Ladda upp en katalog som PDF med ett omslag."
          />
        ) : (
          data.flipbooks.map((f) => (
            <ContentCard
              key={f.uid}
              testId="admin-flipbook"
              title={f.title}
              subtitle={
                <>
                  <Anchor href={f.file.link} target="_blank" rel="noopener" size="sm">
                    {f.file.fileName}
                  </Anchor>{' '}
                  · Ordning {f.position}
                </>
              }
              state={f.state}
              dateText=""
              media={<CardPicture src={f.cover.link} alt={`Omslag: ${f.title}`} />}
              onEdit={() => setEditing({ kind: 'flipbook', item: f })}
              changeState={itemState(f.uid)}
              remove={{
                question: 'Katalogen tas bort med sin PDF och sitt omslag. Företagen ser den inte längre.',
                run: removeItem(f.uid),
              }}
            />
          ))
        )}
      </Block>
      <SectionDialog
        opened={editing?.kind === 'section'}
        section={editing?.kind === 'section' ? editing.item : null}
        onClose={close}
      />
      <BannerDialog
        opened={editing?.kind === 'banner'}
        banner={editing?.kind === 'banner' ? editing.item : null}
        sections={data?.sections ?? []}
        nextPosition={Math.max(0, ...(data?.banners.map((b) => b.position) ?? [])) + 1}
        onClose={close}
      />
      <FlipbookDialog
        opened={editing?.kind === 'flipbook'}
        flipbook={editing?.kind === 'flipbook' ? editing.item : null}
        nextPosition={Math.max(0, ...(data?.flipbooks.map((f) => f.position) ?? [])) + 1}
        onClose={close}
      />
    </Stack>
  );
}

function SectionCard({ section, onEdit }: { section: AdminSection; onEdit: () => void }) {
  const used = section.usedBy.map((b) => b.title).join(', ');
  return (
    <ContentCard
      testId="admin-section"
      title={section.title}
      subtitle={used ? `Öppnas av: ${used}` : 'Ingen banner öppnar avsnittet'}
      state={section.state}
      dateText={`Uppdaterad ${formatDate(section.updatedOn)}`}
      html={section.body}
      onEdit={onEdit}
      changeState={async (publish) => {
        const endpoint = publish ? adminCabinetApi.publishSection : adminCabinetApi.unpublishSection;
        await call(endpoint, { uid: section.uid }, { handleErrors: false });
        await refreshCabinet();
      }}
      remove={{
        question: 'Avsnittet tas bort. Det går bara när ingen banner länkar till det.',
        run: async () => {
          await call(adminCabinetApi.deleteSection, { uid: section.uid }, { handleErrors: false });
          await refreshCabinet();
        },
      }}
    />
  );
}
