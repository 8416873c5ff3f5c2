import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FolderRow, foldersApi } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { useApiMutation } from '../../../api/hooks';
import { mapServerMessages } from '../../../kit';
import { folderOptions, mergesWith, subtreeUids } from './folder-tree';
import { invalidateFoldersAndList } from './use-folders';

/** The value the target selects use for the kind's top level (a select cannot hold null). */
export const ROOT_VALUE = 'root';

export type FolderDialog =
  | { kind: 'create'; parent: FolderRow | null }
  | { kind: 'rename'; folder: FolderRow }
  | { kind: 'move'; folder: FolderRow };

interface FolderDialogsProps {
  docType: DocumentType;
  folders: readonly FolderRow[];
  dialog: FolderDialog | null;
  onClose: () => void;
}

/** New folder, new subfolder, rename and move: one modal, its content chosen by `dialog`. */
export function FolderDialogs({ docType, folders, dialog, onClose }: FolderDialogsProps) {
  const title =
    dialog?.kind === 'create'
      ? dialog.parent
        ? `Ny mapp i ${dialog.parent.name}`
        : 'Ny mapp'
      : dialog?.kind === 'rename'
        ? 'Byt namn på mappen'
        : dialog?.kind === 'move'
          ? `Flytta mappen ${dialog.folder.name}`
          : '';
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={title} centered size="md">
      {dialog?.kind === 'move' ? (
        <MoveFolderForm docType={docType} folders={folders} folder={dialog.folder} onDone={onClose} />
      ) : dialog ? (
        <FolderNameForm docType={docType} dialog={dialog} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function FolderNameForm({
  docType,
  dialog,
  onDone,
}: {
  docType: DocumentType;
  dialog: Exclude<FolderDialog, { kind: 'move' }>;
  onDone: () => void;
}) {
  const [name, setName] = useState(dialog.kind === 'rename' ? dialog.folder.name : '');
  const [error, setError] = useState<string | null>(null);
  const add = useApiMutation(foldersApi.add, { handleErrors: false });
  const update = useApiMutation(foldersApi.update, { handleErrors: false });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Ange ett namn på mappen');
      return;
    }
    try {
      if (dialog.kind === 'create') {
        await add.mutateAsync({ docType, parentUid: dialog.parent?.uid ?? null, name: trimmed });
        notifications.show({ color: 'green', message: `Mappen ${trimmed} är skapad` });
      } else {
        await update.mutateAsync({ docType, folderUid: dialog.folder.uid, name: trimmed });
        notifications.show({ color: 'green', message: `Mappen heter nu ${trimmed}` });
      }
      invalidateFoldersAndList(docType);
      onDone();
    } catch (e) {
      setError(
        isApiError(e)
          ? (mapServerMessages(e.messages, { fields: ['name'] }).fieldErrors.name ?? e.displayText)
          : 'Mappen kunde inte sparas',
      );
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <TextInput
          label="Namn"
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={100}
          data-autofocus
          data-testid="folder-name"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Avbryt
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending} data-testid="folder-name-save">
            {dialog.kind === 'create' ? 'Skapa' : 'Spara'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function MoveFolderForm({
  docType,
  folders,
  folder,
  onDone,
}: {
  docType: DocumentType;
  folders: readonly FolderRow[];
  folder: FolderRow;
  onDone: () => void;
}) {
  const [target, setTarget] = useState<string>(folder.parentUid ?? ROOT_VALUE);
  const update = useApiMutation(foldersApi.update);
  const targetUid = target === ROOT_VALUE ? null : target;
  const merge = mergesWith(folders, folder, targetUid);
  const options = [
    { value: ROOT_VALUE, label: 'Översta nivån' },
    ...folderOptions(folders, subtreeUids(folders, folder.uid)),
  ];

  async function submit() {
    await update.mutateAsync({ docType, folderUid: folder.uid, parentUid: targetUid });
    invalidateFoldersAndList(docType);
    notifications.show({
      color: 'green',
      message: merge
        ? `Mappen ${folder.name} är sammanslagen med mappen med samma namn`
        : `Mappen ${folder.name} är flyttad`,
    });
    onDone();
  }

  return (
    <Stack gap="md">
      <Select
        label="Flytta till"
        data={options}
        value={target}
        onChange={(v) => setTarget(v ?? ROOT_VALUE)}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
        data-testid="folder-move-target"
      />
      {merge ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle />}>
          Det finns redan en mapp som heter {merge.name} där. Mapparna slås ihop: dokument och undermappar
          samlas i en mapp.
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          Undermappar och dokument följer med. Finns en mapp med samma namn på den nya platsen slås de ihop.
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          Avbryt
        </Button>
        <Button
          onClick={() => void submit()}
          loading={update.isPending}
          disabled={target === (folder.parentUid ?? ROOT_VALUE)}
          data-testid="folder-move-save"
        >
          {merge ? 'Flytta och slå ihop' : 'Flytta'}
        </Button>
      </Group>
    </Stack>
  );
}
