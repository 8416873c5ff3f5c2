import { ActionIcon, Badge, Button, Divider, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import type { FolderRow } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import {
  IconArchive,
  IconChevronDown,
  IconChevronRight,
  IconFiles,
  IconFolder,
  IconFolderOpen,
  IconFolderPlus,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { placeholders } from '../../../lib/placeholders';
import type { ListLocation } from '../document-paths';
import { lowerFirst } from '../lists/DocumentListEmpty';
import { type FolderDialog, FolderDialogs } from './FolderDialogs';
import { FolderMenu, useFolderActions } from './FolderMenu';
import classes from './FolderPanel.module.css';
import { buildFolderTree, type FolderNode, openPathUids } from './folder-tree';
import { useFolderList } from './use-folders';

interface FolderPanelProps {
  kind: DocumentKind;
  location: ListLocation;
  linkTo: (location: ListLocation) => string;
  /** A folder was chosen (the phone's drawer closes). */
  onNavigate?: () => void;
  /** The current folder was removed or merged away: the page goes to the root. */
  onLeaveFolder: () => void;
}

/** The kind's folders: "Alla …", the folder tree, the archive and the trash, each with its count. */
export function FolderPanel({ kind, location, linkTo, onNavigate, onLeaveFolder }: FolderPanelProps) {
  const type = kind.type;
  const special = location.specialFolder;
  const list = useFolderList(type, special);
  const rows = list.data?.folders ?? [];
  const [dialog, setDialog] = useState<FolderDialog | null>(null);
  // The user's own opening and closing; otherwise the way down to the current folder is open.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const pathUids = openPathUids(rows, location.folderUid);
  const isOpen = (uid: string) => toggled.get(uid) ?? pathUids.includes(uid);
  // The server sends the folders the view has: active ones, or those in or holding the archive.
  const tree = buildFolderTree(rows);

  function toggle(uid: string) {
    setToggled((current) => new Map(current).set(uid, !isOpen(uid)));
  }

  const { archiveFolder, removeFolder } = useFolderActions({ type, rows, location, onLeaveFolder });
  const folderMenu = (folder: FolderRow) => (
    <FolderMenu
      folder={folder}
      inArchive={special === 'archived'}
      onDialog={setDialog}
      onArchive={(back) => void archiveFolder(folder, back)}
      onRemove={() => void removeFolder(folder)}
    />
  );

  const counters = list.data?.specialsCounters;
  const at = (target: ListLocation) =>
    target.specialFolder === special && target.folderUid === location.folderUid;
  const treeRows = (nodes: FolderNode[], inSpecial: ListLocation['specialFolder']): ReactNode =>
    nodes.map((node) => (
      <div key={node.folder.uid}>
        <PanelRow
          to={linkTo({ folderUid: node.folder.uid, specialFolder: inSpecial })}
          label={node.folder.name}
          icon={
            location.folderUid === node.folder.uid ? <IconFolderOpen size={18} /> : <IconFolder size={18} />
          }
          count={node.folder.totalDocsCount}
          active={at({ folderUid: node.folder.uid, specialFolder: inSpecial })}
          depth={node.depth + 1}
          expanded={node.children.length > 0 ? isOpen(node.folder.uid) : null}
          onToggle={() => toggle(node.folder.uid)}
          onNavigate={onNavigate}
          menu={folderMenu(node.folder)}
        />
        {isOpen(node.folder.uid) && treeRows(node.children, inSpecial)}
      </div>
    ));

  return (
    <Stack gap={2} data-testid="folder-panel">
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text fw={700} size="sm" tt="uppercase" c="dimmed" lts={0.5}>
          Mappar
        </Text>
        {special === null && (
          <Tooltip label="Ny mapp">
            <ActionIcon
              variant="subtle"
              aria-label="Ny mapp"
              onClick={() => setDialog({ kind: 'create', parent: null })}
              data-testid="folder-new"
            >
              <IconFolderPlus size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <PanelRow
        to={linkTo({ folderUid: null, specialFolder: null })}
        label={`Alla ${lowerFirst(kind.pluralLabel)}`}
        icon={<IconFiles size={18} />}
        count={counters?.all}
        active={at({ folderUid: null, specialFolder: null })}
        depth={0}
        onNavigate={onNavigate}
        testId="folder-root"
      />
      {list.isPending
        ? placeholders(3).map((key) => <Skeleton key={key} h={26} ml={28} my={4} w="70%" />)
        : special === null && treeRows(tree, null)}
      {special === null && !list.isPending && rows.length === 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconFolderPlus size={16} />}
          onClick={() => setDialog({ kind: 'create', parent: null })}
          ml={24}
          w="fit-content"
        >
          Skapa en mapp
        </Button>
      )}
      <Divider my={6} />
      <PanelRow
        to={linkTo({ folderUid: null, specialFolder: 'archived' })}
        label="Arkiv"
        icon={<IconArchive size={18} />}
        count={counters?.archived}
        active={at({ folderUid: null, specialFolder: 'archived' })}
        depth={0}
        onNavigate={onNavigate}
        testId="folder-archive"
      />
      {special === 'archived' && treeRows(tree, 'archived')}
      <PanelRow
        to={linkTo({ folderUid: null, specialFolder: 'deleted' })}
        label="Papperskorg"
        icon={<IconTrash size={18} />}
        count={counters?.deleted}
        active={at({ folderUid: null, specialFolder: 'deleted' })}
        depth={0}
        onNavigate={onNavigate}
        testId="folder-trash"
      />
      <FolderDialogs docType={type} folders={rows} dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}

interface PanelRowProps {
  to: string;
  label: string;
  icon: ReactNode;
  count: number | undefined;
  active: boolean;
  depth: number;
  /** Null: nothing to open; otherwise whether the subfolders show. */
  expanded?: boolean | null;
  onToggle?: () => void;
  onNavigate?: () => void;
  menu?: ReactNode;
  testId?: string;
}

function PanelRow({ to, label, icon, count, active, depth, expanded = null, ...props }: PanelRowProps) {
  return (
    <div
      className={classes.row}
      data-active={active || undefined}
      style={{ paddingLeft: depth * 14 }}
      data-testid={props.testId ?? 'folder-item'}
      data-folder-name={label}
    >
      <span className={classes.toggle}>
        {expanded !== null && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={expanded ? `Fäll ihop ${label}` : `Fäll ut ${label}`}
            aria-expanded={expanded}
            onClick={props.onToggle}
          >
            {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </ActionIcon>
        )}
      </span>
      <Link
        to={to}
        className={classes.link}
        aria-current={active ? 'page' : undefined}
        onClick={props.onNavigate}
      >
        {icon}
        <span className={classes.name}>{label}</span>
      </Link>
      {count !== undefined && (
        <Badge variant={active ? 'filled' : 'light'} color={active ? undefined : 'gray'} size="sm" miw={26}>
          {count}
        </Badge>
      )}
      {props.menu}
    </div>
  );
}
