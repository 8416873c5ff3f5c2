import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DocumentListRow } from '@shared/api/documents';
import { foldersApi } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import {
  IconArchive,
  IconArchiveOff,
  IconChecklist,
  IconCopy,
  IconFolderShare,
  IconRestore,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useApiMutation } from '../../../api/hooks';
import { SelectionBar } from '../../../kit';
import { confirm } from '../../../shell/dialogs';
import { MultiPaymentButton } from '../../payments';
import { PrintSelectionActions } from '../../printing';
import { RotListActions } from '../../taxDeduction';
import type { ListLocation } from '../document-paths';
import { invalidateFoldersAndList } from '../folders/use-folders';
import { CreateFromSelectionButton } from '../relations/CreateFromSelectionButton';
import { CheckResultsDialog, MoveDocumentsDialog } from './BulkDialogs';
import { DeleteDocumentsDialog } from './DeleteDocumentsDialog';

interface DocumentBulkBarProps {
  kind: DocumentKind;
  location: ListLocation;
  rows: DocumentListRow[];
  onDone: () => void;
}

const documentNoun = { one: 'dokument', many: 'dokument', neuter: true };

function docs(count: number) {
  return count === 1 ? '1 dokument' : `${count} dokument`;
}

/** What can be done with the marked documents, by where the list looks (folders, archive or trash). */
export function DocumentBulkBar({ kind, location, rows, onDone }: DocumentBulkBarProps) {
  const type = kind.type;
  const docUids = rows.map((r) => r.docUid);
  const [moving, setMoving] = useState(false);
  const [deleting, setDeleting] = useState<DocumentListRow[] | null>(null);
  const [checked, setChecked] = useState<Parameters<typeof CheckResultsDialog>[0]['results']>(null);
  const archive = useApiMutation(foldersApi.docArchive);
  const unarchive = useApiMutation(foldersApi.docUnarchive);
  const restore = useApiMutation(foldersApi.docRestore);
  const move = useApiMutation(foldersApi.docsMove);
  const copy = useApiMutation(foldersApi.documentsCopyTo);
  const check = useApiMutation(foldersApi.checkDocuments);
  const empty = useApiMutation(foldersApi.emptyTrash);

  function done(message: string) {
    invalidateFoldersAndList(type);
    notifications.show({ color: 'green', message });
    onDone();
  }

  async function run(action: 'archive' | 'unarchive' | 'restore') {
    const mutation = { archive, unarchive, restore }[action];
    const { count } = await mutation.mutateAsync({ docType: type, docUids });
    done(
      action === 'archive'
        ? `${docs(count)} arkiverade`
        : action === 'unarchive'
          ? `${docs(count)} återställda från arkivet`
          : `${docs(count)} återställda från papperskorgen`,
    );
  }

  async function copySelected() {
    const ok = await confirm({
      title: rows.length === 1 ? 'Kopiera dokumentet?' : `Kopiera ${rows.length} dokument?`,
      message: 'Varje kopia blir ett nytt utkast med samma kund och rader, i samma mapp som du står i.',
      confirmLabel: 'Kopiera',
    });
    if (!ok) return;
    const result = await copy.mutateAsync({ docType: type, docUids, targetFolderUid: location.folderUid });
    done(result.docUids.length === 1 ? 'En kopia är skapad' : `${result.docUids.length} kopior är skapade`);
  }

  async function deleteForGood() {
    const ok = await confirm({
      title: `Ta bort ${docs(rows.length)} för gott?`,
      message:
        'Dokumenten raderas och kan inte återställas. Slutförda fakturor sparas ändå enligt bokföringslagen.',
      confirmLabel: 'Ta bort för gott',
      danger: true,
    });
    if (!ok) return;
    const result = await empty.mutateAsync({ docType: type, docUids });
    done(result.keptMessage ?? `${docs(result.deleted)} borttagna för gott`);
  }

  const action = (label: string, icon: ReactNode, onClick: () => void, opts: ActionOpts = {}) => (
    <Button
      size="xs"
      variant="light"
      color={opts.danger ? 'red' : undefined}
      leftSection={icon}
      loading={opts.loading}
      onClick={onClick}
      data-testid={opts.testId}
    >
      {label}
    </Button>
  );
  const special = location.specialFolder;

  return (
    <>
      <SelectionBar count={rows.length} noun={documentNoun} onClear={onDone} testId="document-selection">
        {special === null && (
          <>
            {action('Arkivera', <IconArchive size={14} />, () => void run('archive'), {
              loading: archive.isPending,
              testId: 'bulk-archive',
            })}
            {action('Flytta till mapp', <IconFolderShare size={14} />, () => setMoving(true), {
              testId: 'bulk-move',
            })}
            {kind.creatable &&
              action('Kopiera', <IconCopy size={14} />, () => void copySelected(), {
                loading: copy.isPending,
                testId: 'bulk-copy',
              })}
            <CreateFromSelectionButton docType={type} docUids={docUids} />
            <PrintSelectionActions docType={type} docUids={docUids} />
            <MultiPaymentButton docType={type} docUids={docUids} onDone={onDone} />
            <RotListActions docType={type} docUids={docUids} onDone={onDone} />
          </>
        )}
        {special === 'archived' &&
          action('Återställ från arkiv', <IconArchiveOff size={14} />, () => void run('unarchive'), {
            loading: unarchive.isPending,
            testId: 'bulk-unarchive',
          })}
        {special !== 'deleted' &&
          action(
            'Kontrollera',
            <IconChecklist size={14} />,
            () => void check.mutateAsync({ docType: type, docUids }).then((r) => setChecked(r.results)),
            { loading: check.isPending, testId: 'bulk-check' },
          )}
        {special !== 'deleted' &&
          action('Ta bort', <IconTrash size={14} />, () => setDeleting(rows), {
            danger: true,
            testId: 'bulk-delete',
          })}
        {special === 'deleted' && (
          <>
            {action('Återställ', <IconRestore size={14} />, () => void run('restore'), {
              loading: restore.isPending,
              testId: 'bulk-restore',
            })}
            {action('Ta bort för gott', <IconTrashX size={14} />, () => void deleteForGood(), {
              danger: true,
              loading: empty.isPending,
              testId: 'bulk-destroy',
            })}
          </>
        )}
      </SelectionBar>
      <MoveDocumentsDialog
        kind={kind}
        count={rows.length}
        opened={moving}
        currentFolderUid={location.folderUid}
        pending={move.isPending}
        onClose={() => setMoving(false)}
        onMove={(targetFolderUid) =>
          void move.mutateAsync({ docType: type, docUids, targetFolderUid }).then(({ count }) => {
            setMoving(false);
            done(`${docs(count)} flyttade`);
          })
        }
      />
      <DeleteDocumentsDialog
        kind={kind}
        rows={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(count) => {
          setDeleting(null);
          done(`${docs(count)} flyttade till papperskorgen`);
        }}
      />
      <CheckResultsDialog kind={kind} results={checked} onClose={() => setChecked(null)} />
    </>
  );
}

interface ActionOpts {
  danger?: boolean;
  loading?: boolean;
  testId?: string;
}
