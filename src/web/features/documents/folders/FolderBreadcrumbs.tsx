import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { FolderRow } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import { Link } from 'react-router';
import type { ListLocation } from '../document-paths';
import { lowerFirst } from '../lists/DocumentListEmpty';
import { folderPath } from './folder-tree';

const specialLabels = { archived: 'Arkiv', deleted: 'Papperskorg' } as const;

/** "Alla offerter › Arkiv › Badrum › 2026": where the list looks, each step a link but the last. */
export function FolderBreadcrumbs({
  kind,
  location,
  folders,
  linkTo,
}: {
  kind: DocumentKind;
  location: ListLocation;
  folders: readonly FolderRow[];
  linkTo: (location: ListLocation) => string;
}) {
  const steps: Array<{ label: string; to: string }> = [
    { label: `Alla ${lowerFirst(kind.pluralLabel)}`, to: linkTo({ folderUid: null, specialFolder: null }) },
  ];
  const special = location.specialFolder;
  if (special)
    steps.push({ label: specialLabels[special], to: linkTo({ folderUid: null, specialFolder: special }) });
  for (const folder of folderPath(folders, location.folderUid)) {
    steps.push({ label: folder.name, to: linkTo({ folderUid: folder.uid, specialFolder: special }) });
  }
  return (
    <Breadcrumbs
      separator="›"
      separatorMargin={6}
      data-testid="folder-breadcrumbs"
      style={{ flexWrap: 'wrap', minWidth: 0 }}
    >
      {steps.map((step, i) =>
        i === steps.length - 1 ? (
          <Text key={step.to} fw={600} size="sm" aria-current="location">
            {step.label}
          </Text>
        ) : (
          <Anchor key={step.to} component={Link} to={step.to} size="sm">
            {step.label}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
