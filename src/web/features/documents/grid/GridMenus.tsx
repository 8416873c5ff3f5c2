import { Button, Group, Menu, type MenuProps, Text } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCopy,
  IconFileExport,
  IconMessage,
  IconPackage,
  IconPlus,
  IconTool,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { DocumentGridProps } from './DocumentGrid';
import { DuplicateDialog, LineDialog } from './LineDialogs';
import { makeLine } from './line-items';
import type { GridController } from './use-grid-controller';

export type { MenuState } from './use-grid-controller';

/**
 * The context menu's target is an invisible 1 px anchor at the pointer, not a control, so it gets no
 * aria-haspopup/aria-expanded (not allowed on a div). Menu hands its other props to its Popover, whose
 * `withRoles` Menu's types do not list.
 */
const anchorOnly = { withRoles: false } as unknown as Partial<MenuProps>;

/** The row context menu (right click, the context-menu key or Shift+F10). */
function ContextMenu({ grid, props }: { grid: GridController; props: DocumentGridProps }) {
  const menu = grid.menu;
  const uids = menu ? grid.targetUids(menu.row) : [];
  const many = uids.length > 1;
  const close = () => {
    grid.setMenu(null);
    window.setTimeout(grid.focusGrid, 0);
  };
  return (
    <Menu
      opened={menu !== null}
      onChange={(o) => !o && close()}
      position="bottom-start"
      withinPortal
      shadow="md"
      {...anchorOnly}
    >
      <Menu.Target>
        <div style={{ position: 'fixed', left: menu?.x ?? 0, top: menu?.y ?? 0, width: 1, height: 1 }} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{many ? `${uids.length} rader` : `Rad ${(menu?.row ?? 0) + 1}`}</Menu.Label>
        {props.docUid !== null && (
          <Menu.Item leftSection={<IconFileExport size={14} />} onClick={() => props.onCopyItems(uids)}>
            Kopiera till dokument…
          </Menu.Item>
        )}
        {!props.readOnly && (
          <>
            <Menu.Item
              leftSection={<IconCopy size={14} />}
              rightSection={<Kbd text="Ctrl+D" />}
              onClick={() => grid.duplicateRows(uids)}
            >
              {many ? 'Kopiera rader' : 'Kopiera rad'}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowUp size={14} />}
              rightSection={<Kbd text="Alt+↑" />}
              onClick={() => grid.moveRows(uids, -1)}
            >
              Flytta upp
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowDown size={14} />}
              rightSection={<Kbd text="Alt+↓" />}
              onClick={() => grid.moveRows(uids, 1)}
            >
              Flytta ned
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => grid.removeRows(uids)}
            >
              {many ? `Ta bort ${uids.length} rader` : 'Ta bort'}
            </Menu.Item>
          </>
        )}
        {props.readOnly && props.docUid === null && <Menu.Item disabled>Inga åtgärder</Menu.Item>}
      </Menu.Dropdown>
    </Menu>
  );
}

function Kbd({ text }: { text: string }) {
  return (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );
}

/** Shown above the grid while rows are selected. */
export function SelectionToolbar({ grid, props }: { grid: GridController; props: DocumentGridProps }) {
  const uids = grid.nav.selected;
  if (uids.length === 0) return null;
  const list = [...uids];
  return (
    <Group
      gap="xs"
      mb={6}
      p={6}
      bg="montor.0"
      style={{ borderRadius: 6 }}
      role="toolbar"
      aria-label="Markerade rader"
    >
      <Text size="sm" fw={600} ml={4}>
        {uids.length === 1 ? '1 rad markerad' : `${uids.length} rader markerade`}
      </Text>
      {props.docUid !== null && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconFileExport size={14} />}
          onClick={() => props.onCopyItems(list)}
        >
          Kopiera till dokument…
        </Button>
      )}
      {!props.readOnly && (
        <>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconCopy size={14} />}
            onClick={() => grid.duplicateRows(list)}
          >
            Kopiera rad
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => grid.removeRows(list)}
          >
            Ta bort
          </Button>
        </>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        ml="auto"
        leftSection={<IconX size={14} />}
        onClick={() => grid.setNav((s) => ({ ...s, selected: [], anchor: null }))}
      >
        Avmarkera
      </Button>
    </Group>
  );
}

/** "Lägg till rad": free item, special article, text row, own article. */
export function AddLineMenu({ grid, compact = false }: { grid: GridController; compact?: boolean }) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" returnFocus={false}>
      <Menu.Target>
        <Button
          size={compact ? 'sm' : 'compact-sm'}
          variant="light"
          leftSection={<IconPlus size={14} />}
          style={{ flexShrink: 0 }}
          data-testid="grid-add-menu"
        >
          Lägg till rad
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPackage size={14} />} onClick={() => grid.setDialog('free')}>
          Fri artikel…
        </Menu.Item>
        <Menu.Item leftSection={<IconPackage size={14} />} onClick={() => grid.setDialog('special')}>
          Specialartikel…
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMessage size={14} />}
          onClick={() =>
            grid.addMadeLine(makeLine({ type: 'COMMENT', quantity: 0 }), 'Lägg till textrad', 'description')
          }
        >
          Textrad
        </Menu.Item>
        <Menu.Item
          leftSection={<IconTool size={14} />}
          onClick={() => {
            grid.setAddMode('OWN_ARTICLE');
            window.setTimeout(grid.focusAdd, 30);
          }}
        >
          Egen artikel…
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Menus and dialogs shared by the table and the phone cards. */
export function GridMenus({ grid, props }: { grid: GridController; props: DocumentGridProps }) {
  return (
    <>
      <ContextMenu grid={grid} props={props} />
      <DuplicateDialog line={grid.duplicate?.line ?? null} onChoose={grid.resolveDuplicate} />
      <LineDialog
        kind={grid.dialog}
        units={props.config.units}
        netPricesVisible={props.config.netPricesVisible}
        onClose={() => {
          grid.setDialog(null);
          window.setTimeout(grid.focusAdd, 0);
        }}
        onAdd={(line) => {
          grid.setDialog(null);
          grid.addMadeLine(
            line,
            line.nomenclatureItemType === 'FREE' ? 'Lägg till fri artikel' : 'Lägg till specialartikel',
            'quantity',
          );
        }}
      />
    </>
  );
}
