/** The editor's dialogs: the save conflict, actualising prices, sending an order, copying lines. */
import { notifications } from '@mantine/notifications';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { useCallback } from 'react';
import { ConflictDialog } from '../../../kit';
import { confirm } from '../../../shell/dialogs';
import { ActualizeDialog } from './ActualizeDialog';
import { CopyItemsDialog } from './CopyItemsDialog';
import { SendOrderDialog } from './SendOrderDialog';
import type { DocumentEditorState } from './use-document-editor';
import type { useSendOrder } from './use-send-order';

interface EditorDialogsProps {
  type: DocumentType;
  editor: DocumentEditorState;
  /** The order's send, for a kind that orders from the provider; null for every other kind. */
  sending: ReturnType<typeof useSendOrder> | null;
  actualizing: boolean;
  onActualizeClosed: () => void;
  /** The lines to copy to another document, or null when the copy dialog is closed. */
  copyUids: string[] | null;
  onCopyClosed: () => void;
}

/** A save met a newer version (409): autosave has stopped and the user's edits are still on screen. */
const conflictText = {
  title: 'Dokumentet har ändrats av någon annan',
  message:
    'Någon annan har sparat dokumentet medan du arbetade. Dina senaste ändringar är inte sparade, men de finns kvar här. Ladda om den nya versionen och lägg tillbaka dina ändringar ovanpå den, eller släpp dina ändringar.',
  discardLabel: 'Ladda om utan mina ändringar',
};

export function EditorDialogs(props: EditorDialogsProps) {
  const { type, editor, sending, actualizing, onActualizeClosed, copyUids, onCopyClosed } = props;
  const docUid = editor.server?.uid ?? null;
  const prepare = useCallback(async () => {
    await editor.settle();
    return editor.version();
  }, [editor.settle, editor.version]);

  async function discardMine() {
    const sure = await confirm({
      title: 'Släppa dina ändringar?',
      message: 'Det du har ändrat sedan den senaste sparningen försvinner och den andra versionen visas.',
      confirmLabel: 'Släpp mina ändringar',
      danger: true,
    });
    if (sure) await editor.reload(false);
  }

  return (
    <>
      <ConflictDialog
        {...conflictText}
        opened={editor.status.kind === 'conflict'}
        busy={editor.action === 'reload'}
        onReloadKeepingEdits={() => void editor.reload(true)}
        onReloadDiscardingEdits={() => void discardMine()}
      />
      {docUid && (
        <ActualizeDialog
          opened={actualizing}
          docType={type}
          docUid={docUid}
          prepare={prepare}
          onClose={onActualizeClosed}
          onApplied={(doc, count) => {
            editor.replaceFromServer(doc, 'Uppdatera priser');
            onActualizeClosed();
            notifications.show({
              color: 'green',
              message: `${count} ${count === 1 ? 'rad fick' : 'rader fick'} dagens pris`,
            });
          }}
        />
      )}
      {sending && (
        <SendOrderDialog
          step={sending.step}
          header={editor.draft.header}
          lineCount={editor.draft.items.length}
          onSend={(check) => void sending.send(check)}
          onClose={sending.close}
        />
      )}
      <CopyItemsDialog
        itemUids={copyUids}
        docType={type}
        docUid={docUid}
        prepare={prepare}
        onClose={onCopyClosed}
      />
    </>
  );
}
