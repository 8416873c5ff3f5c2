import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { documentItemsApi } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../api/call';
import { documentEditPath } from '../document-paths';
import { DraftPicker, type PickedDraft, useDraftKinds } from '../relations/DraftPicker';

interface CopyItemsDialogProps {
  itemUids: string[] | null;
  docType: DocumentType;
  docUid: string | null;
  /** Saves what is waiting first, so the copied lines are the ones on screen. */
  prepare: () => Promise<number>;
  onClose: () => void;
}

/** "Kopiera till dokument…": choose a kind and one of its drafts, and the chosen lines are copied there. */
export function CopyItemsDialog(props: CopyItemsDialogProps) {
  return (
    <Modal
      opened={props.itemUids !== null}
      onClose={props.onClose}
      title="Kopiera rader till ett annat dokument"
      size="lg"
      centered
    >
      {props.itemUids !== null && <CopyBody {...props} itemUids={props.itemUids} />}
    </Modal>
  );
}

function CopyBody({
  itemUids,
  docType,
  docUid,
  prepare,
  onClose,
}: CopyItemsDialogProps & { itemUids: string[] }) {
  // The notification renders outside the router, so its link navigates through this dialog's router.
  const navigate = useNavigate();
  const kinds = useDraftKinds();
  const [chosen, setChosen] = useState<PickedDraft | null>(null);
  const [busy, setBusy] = useState(false);

  async function copy() {
    if (!chosen || !docUid) return;
    setBusy(true);
    try {
      await prepare();
      const result = await call(documentItemsApi.itemsCopyTo, {
        docUid,
        docType,
        itemUids,
        targetDocUid: chosen.docUid,
        targetDocType: chosen.docType,
      });
      const notificationId = `copied-${chosen.docUid}-${Date.now()}`;
      notifications.show({
        id: notificationId,
        color: 'green',
        message: (
          <Text size="sm">
            {result.countCopied} {result.countCopied === 1 ? 'rad kopierades' : 'rader kopierades'}.{' '}
            <Anchor
              component="button"
              size="sm"
              onClick={() => {
                notifications.hide(notificationId);
                navigate(documentEditPath(chosen.docType, chosen.docUid));
              }}
            >
              Öppna dokumentet
            </Anchor>
          </Text>
        ),
      });
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        {itemUids.length} {itemUids.length === 1 ? 'rad' : 'rader'} kopieras till slutet av det dokument du
        väljer.
      </Text>
      <DraftPicker
        kinds={kinds}
        initialKind={docType}
        excludeDocUid={docUid}
        value={chosen}
        onChange={setChosen}
        emptyText="Inga utkast att kopiera till. Bara dokument som inte är slutförda kan ta emot rader."
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Avbryt
        </Button>
        <Button onClick={() => void copy()} disabled={!chosen || !docUid} loading={busy}>
          Kopiera
        </Button>
      </Group>
    </Stack>
  );
}
