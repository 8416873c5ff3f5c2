import { Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { documentRelationsApi } from '@shared/api/documents';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../api/call';
import { documentEditPath } from '../document-paths';
import { invalidateDocumentList } from '../lists/use-document-list';
import { DraftPicker, type PickedDraft, useDraftKinds } from './DraftPicker';

interface AddOwnArticlesDialogProps {
  /** The chosen own articles, or null while closed. */
  articles: Array<{ uid: string; code: string }> | null;
  onClose: (added: boolean) => void;
}

/** "Lägg till i dokument" from the own articles list: the articles as lines, priced for the document's client. */
export function AddOwnArticlesDialog({ articles, onClose }: AddOwnArticlesDialogProps) {
  return (
    <Modal
      opened={articles !== null}
      onClose={() => onClose(false)}
      title="Lägg till i dokument"
      size="lg"
      centered
    >
      {articles && <AddBody articles={articles} onClose={onClose} />}
    </Modal>
  );
}

function AddBody({
  articles,
  onClose,
}: {
  articles: Array<{ uid: string; code: string }>;
  onClose: (added: boolean) => void;
}) {
  const kinds = useDraftKinds();
  // The notification renders outside the router, so its link navigates through this dialog's router.
  const navigate = useNavigate();
  const [target, setTarget] = useState<PickedDraft | null>(null);
  const [merge, setMerge] = useState(true);
  const [busy, setBusy] = useState(false);

  async function add() {
    if (!target) return;
    setBusy(true);
    try {
      const result = await call(documentRelationsApi.itemsCopyFromOwnArticlesListTo, {
        targetDocType: target.docType,
        targetDocUid: target.docUid,
        ownArticlesUids: articles.map((a) => a.uid),
        articlesToCollapse: merge ? articles.map((a) => a.code) : [],
      });
      invalidateDocumentList(target.docType);
      const id = `own-articles-${target.docUid}-${Date.now()}`;
      notifications.show({
        id,
        color: 'green',
        message: (
          <Text size="sm">
            {result.countCopied === 1 ? 'Artikeln lades till' : `${result.countCopied} artiklar lades till`}.{' '}
            <Anchor
              component="button"
              size="sm"
              onClick={() => {
                notifications.hide(id);
                void navigate(documentEditPath(target.docType, target.docUid));
              }}
            >
              Öppna dokumentet
            </Anchor>
          </Text>
        ),
      });
      onClose(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        {articles.length === 1 ? 'Artikeln läggs' : `${articles.length} artiklar läggs`} sist i det dokument
        du väljer, med dokumentkundens pris.
      </Text>
      <DraftPicker kinds={kinds} value={target} onChange={setTarget} />
      <Checkbox
        label="Finns artikeln redan i dokumentet: öka antalet i stället för att lägga till en ny rad"
        checked={merge}
        onChange={(e) => setMerge(e.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onClose(false)} disabled={busy}>
          Avbryt
        </Button>
        <Button
          onClick={() => void add()}
          disabled={!target}
          loading={busy}
          data-testid="add-own-articles-confirm"
        >
          Lägg till
        </Button>
      </Group>
    </Stack>
  );
}
