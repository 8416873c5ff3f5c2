import { ActionIcon, Button, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { foldersApi } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import { IconArchive, IconCalendarWeek, IconDots, IconTrashX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useApiMutation } from '../../../api/hooks';
import { confirm, info } from '../../../shell/dialogs';
import { invalidateFoldersAndList } from '../folders/use-folders';
import { kindModules } from '../kinds';
import { lowerFirst } from './DocumentListEmpty';

/** "Töm papperskorgen" in the trash. */
export function EmptyTrashButton({ kind, disabled }: { kind: DocumentKind; disabled: boolean }) {
  const empty = useApiMutation(foldersApi.emptyTrash);
  async function run() {
    const ok = await confirm({
      title: 'Töm papperskorgen?',
      message: (
        <Stack gap="xs">
          <Text size="sm">
            Alla {lowerFirst(kind.pluralLabel)} i papperskorgen raderas för gott och kan inte återställas.
          </Text>
          <Text size="sm" c="dimmed">
            Slutförda fakturor är bokföringsposter och sparas enligt bokföringslagen även om du tömmer.
          </Text>
        </Stack>
      ),
      confirmLabel: 'Töm papperskorgen',
      danger: true,
    });
    if (!ok) return;
    const result = await empty.mutateAsync({ docType: kind.type, docUids: null });
    invalidateFoldersAndList(kind.type);
    if (result.keptMessage) {
      await info({ title: 'Papperskorgen är tömd', message: result.keptMessage });
    } else {
      notifications.show({
        color: 'green',
        message:
          result.deleted === 0
            ? 'Papperskorgen var redan tom'
            : `Papperskorgen är tömd (${result.deleted} dokument borttagna)`,
      });
    }
  }
  return (
    <Button
      variant="default"
      color="red"
      leftSection={<IconTrashX size={18} />}
      loading={empty.isPending}
      disabled={disabled}
      onClick={() => void run()}
      data-testid="empty-trash"
    >
      Töm papperskorgen
    </Button>
  );
}

/** The list's menu: archive every document not changed for 18 months (product-spec §4). */
export function ListMenu({ kind }: { kind: DocumentKind }) {
  const archiveOld = useApiMutation(foldersApi.archiveOld);
  async function run() {
    const ok = await confirm({
      title: 'Arkivera gamla dokument?',
      message: (
        <Stack gap="xs">
          <Text size="sm">
            Alla {lowerFirst(kind.pluralLabel)} som inte har ändrats på 18 månader flyttas till arkivet.
          </Text>
          <Text size="sm" c="dimmed">
            De finns kvar under Arkiv och kan återställas därifrån när som helst. Mappen de låg i följer med.
          </Text>
        </Stack>
      ),
      confirmLabel: 'Arkivera',
    });
    if (!ok) return;
    const { count } = await archiveOld.mutateAsync({ docType: kind.type });
    invalidateFoldersAndList(kind.type);
    notifications.show({
      color: 'green',
      message:
        count === 0
          ? 'Inga dokument var äldre än 18 månader'
          : `${count} dokument som inte ändrats på 18 månader är arkiverade`,
    });
  }
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size={36} aria-label="Fler åtgärder" data-testid="list-menu">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {kindModules[kind.type].listLinks.map((link) => (
          <Menu.Item
            key={link.to}
            component={Link}
            to={link.to}
            leftSection={<IconCalendarWeek size={16} />}
            data-testid="list-menu-link"
          >
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Item
          leftSection={<IconArchive size={16} />}
          onClick={() => void run()}
          data-testid="archive-old"
        >
          Arkivera gamla dokument
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
