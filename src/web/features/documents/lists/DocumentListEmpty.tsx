import { Button } from '@mantine/core';
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
import { EmptyState } from '../../../kit';
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
    icon: IconFolder,
    title: 'Inga dokument utanför mapparna',
    text: 'Alla dokument ligger i mappar. Öppna en mapp i mappanelen eller kryssa i Sök i undermappar.',
  },
  folder: {
    icon: IconFolder,
    title: 'Inga dokument i mappen',
    text: 'Markera dokument i en annan mapp och välj Flytta till mapp, eller kryssa i Sök i undermappar.',
  },
  archived: {
    icon: IconArchive,
    title: 'Arkivet är tomt',
    text: 'Arkiverade dokument hamnar här. De kan återställas när som helst.',
  },
  deleted: {
    icon: IconTrash,
    title: 'Papperskorgen är tom',
    text: 'Borttagna dokument hamnar här och kan återställas tills papperskorgen töms.',
  },
};

const testId = 'document-list-empty';

/** The kit's empty state in the list's words: the place is empty, the filter matches nothing, or none yet. */
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
  if (place && !filtered) return <EmptyState {...place} color="gray" testId={testId} />;
  if (filtered) {
    return (
      <EmptyState
        icon={IconSearchOff}
        color="gray"
        title={search ? `Inga ${plural} matchar ”${search}”` : `Inga ${plural} matchar filtret`}
        text="Sök på en del av numret, kundens namn, märkningen eller rubriken, eller välj en annan period."
        action={
          <Button variant="light" onClick={onClear}>
            Visa alla {plural}
          </Button>
        }
        testId={testId}
      />
    );
  }
  return (
    <EmptyState
      icon={IconFileDescription}
      title={`Inga ${plural} ännu`}
      text={
        canCreate
          ? `Här samlas dina ${plural}. Skapa den första så sparas den automatiskt medan du skriver.`
          : `Här visas ${plural} från grossisten när de kommer.`
      }
      action={
        canCreate && (
          <Button component={Link} to={documentNewPath(kind.type)} leftSection={<IconPlus size={18} />}>
            {kind.newLabel}
          </Button>
        )
      }
      testId={testId}
    />
  );
}
