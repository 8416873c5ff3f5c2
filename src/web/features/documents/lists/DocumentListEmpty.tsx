import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import {
  IconArchive,
  IconFileDescription,
  IconFolder,
  IconPlus,
  IconSearchOff,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { documentNewPath, type ListLocation } from '../document-paths';

/** "Offerter" → "offerter", but "ÄTA / fakturaunderlag" keeps its abbreviation. */
export function lowerFirst(text: string): string {
  const second = text.charAt(1);
  return second && second === second.toUpperCase() && second !== second.toLowerCase()
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
}

interface DocumentListEmptyProps {
  kind: DocumentKind;
  filtered: boolean;
  search: string;
  canCreate: boolean;
  location: ListLocation;
  /** The kind has active documents somewhere (in folders), so an empty top level is not "none yet". */
  inFolders: boolean;
  onClear: () => void;
}

const places = {
  root: {
    icon: <IconFolder size={26} />,
    title: 'Inga dokument utanför mapparna',
    text: 'Alla dokument ligger i mappar. Öppna en mapp i mappanelen eller kryssa i Sök i undermappar.',
  },
  folder: {
    icon: <IconFolder size={26} />,
    title: 'Inga dokument i mappen',
    text: 'Markera dokument i en annan mapp och välj Flytta till mapp, eller kryssa i Sök i undermappar.',
  },
  archived: {
    icon: <IconArchive size={26} />,
    title: 'Arkivet är tomt',
    text: 'Arkiverade dokument hamnar här. De kan återställas när som helst.',
  },
  deleted: {
    icon: <IconTrash size={26} />,
    title: 'Papperskorgen är tom',
    text: 'Borttagna dokument hamnar här och kan återställas tills papperskorgen töms.',
  },
};

export function DocumentListEmpty(props: DocumentListEmptyProps) {
  const { kind, filtered, search, canCreate, location, inFolders, onClear } = props;
  const plural = lowerFirst(kind.pluralLabel);
  const place = location.specialFolder
    ? places[location.specialFolder]
    : location.folderUid
      ? places.folder
      : inFolders
        ? places.root
        : null;
  if (place && !filtered) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid="document-list-empty">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            {place.icon}
          </ThemeIcon>
          <Title order={3} fz="lg">
            {place.title}
          </Title>
          <Text c="dimmed" size="sm" maw={460}>
            {place.text}
          </Text>
        </Stack>
      </Paper>
    );
  }
  if (filtered) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid="document-list-empty">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconSearchOff size={26} />
          </ThemeIcon>
          <Title order={3} fz="lg">
            {search ? `Inga ${plural} matchar ”${search}”` : `Inga ${plural} matchar filtret`}
          </Title>
          <Text c="dimmed" size="sm">
            Sök på en del av numret, kundens namn, märkningen eller rubriken, eller välj en annan period.
          </Text>
          <Button variant="light" onClick={onClear}>
            Visa alla {plural}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="xl" data-testid="document-list-empty">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconFileDescription size={26} />
        </ThemeIcon>
        <Title order={3} fz="lg">
          Inga {plural} ännu
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          {canCreate
            ? `Här samlas dina ${plural}. Skapa den första så sparas den automatiskt medan du skriver.`
            : `Här visas ${plural} från grossisten när de kommer.`}
        </Text>
        {canCreate && (
          <Button component={Link} to={documentNewPath(kind.type)} leftSection={<IconPlus size={18} />}>
            {kind.newLabel}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
