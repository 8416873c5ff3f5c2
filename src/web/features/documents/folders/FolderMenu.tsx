/** A folder's menu (new subfolder, rename, move, archive or restore, remove) and what its commands do. */
import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FolderRow, foldersApi } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import {
  IconArchive,
  IconArchiveOff,
  IconArrowsMove,
  IconDots,
  IconFolderPlus,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useApiMutation } from '../../../api/hooks';
import { confirm } from '../../../shell/dialogs';
import type { ListLocation } from '../document-paths';
import type { FolderDialog } from './FolderDialogs';
import classes from './FolderPanel.module.css';
import { subtreeUids } from './folder-tree';
import { invalidateFoldersAndList } from './use-folders';

interface FolderActionsSetup {
  type: DocumentType;
  rows: readonly FolderRow[];
  location: ListLocation;
  /** The current folder was removed or archived away: the page goes to the root. */
  onLeaveFolder: () => void;
}

export function useFolderActions({ type, rows, location, onLeaveFolder }: FolderActionsSetup) {
  const archive = useApiMutation(foldersApi.archive);
  const unarchive = useApiMutation(foldersApi.unarchive);
  const remove = useApiMutation(foldersApi.remove);

  async function archiveFolder(folder: FolderRow, back: boolean) {
    const result = back
      ? await unarchive.mutateAsync({ docType: type, folderUid: folder.uid })
      : await archive.mutateAsync({ docType: type, folderUid: folder.uid });
    invalidateFoldersAndList(type);
    const docs = result.count === 1 ? '1 dokument' : `${result.count} dokument`;
    notifications.show({
      color: 'green',
      message: back
        ? `Mappen ${folder.name} är återställd ur arkivet (${docs})`
        : `Mappen ${folder.name} är arkiverad (${docs})`,
    });
    if (location.folderUid && subtreeUids(rows, folder.uid).has(location.folderUid)) onLeaveFolder();
  }

  async function removeFolder(folder: FolderRow) {
    const ok = await confirm({
      title: `Ta bort mappen ${folder.name}?`,
      message:
        'Dokumenten i mappen flyttas till papperskorgen, och mappen och dess undermappar tas bort. Dokumenten kan återställas ur papperskorgen tills den töms.',
      confirmLabel: 'Ta bort mappen',
      danger: true,
    });
    if (!ok) return;
    const result = await remove.mutateAsync({ docType: type, folderUid: folder.uid });
    invalidateFoldersAndList(type);
    notifications.show({
      color: 'green',
      message:
        result.movedToTrash === 0
          ? `Mappen ${folder.name} är borttagen`
          : `Mappen ${folder.name} är borttagen och ${result.movedToTrash} dokument ligger i papperskorgen`,
    });
    if (location.folderUid && subtreeUids(rows, folder.uid).has(location.folderUid)) onLeaveFolder();
  }

  return { archiveFolder, removeFolder };
}

interface FolderMenuProps {
  folder: FolderRow;
  /** The archive's folders can only be restored or removed. */
  inArchive: boolean;
  onDialog: (dialog: FolderDialog) => void;
  onArchive: (back: boolean) => void;
  onRemove: () => void;
}

export function FolderMenu({ folder, inArchive, onDialog, onArchive, onRemove }: FolderMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          className={classes.menu}
          aria-label={`Åtgärder för mappen ${folder.name}`}
          data-testid="folder-menu"
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!inArchive && (
          <>
            <Menu.Item
              leftSection={<IconFolderPlus size={16} />}
              onClick={() => onDialog({ kind: 'create', parent: folder })}
            >
              Ny undermapp
            </Menu.Item>
            <Menu.Item
              leftSection={<IconPencil size={16} />}
              onClick={() => onDialog({ kind: 'rename', folder })}
            >
              Byt namn
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowsMove size={16} />}
              onClick={() => onDialog({ kind: 'move', folder })}
            >
              Flytta
            </Menu.Item>
          </>
        )}
        <Menu.Item
          leftSection={inArchive ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
          onClick={() => onArchive(inArchive)}
        >
          {inArchive ? 'Återställ från arkiv' : 'Arkivera'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
          Ta bort
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
