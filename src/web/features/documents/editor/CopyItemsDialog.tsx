import {
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Radio,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { documentItemsApi } from '@shared/api/documentItems.api';
import { documentKindEndpoints } from '@shared/api/documents.api';
import { canAccess } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
import { type DocumentType, documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import { formatDate, formatKr } from '@shared/domain/format';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../api/call';
import { useApiQuery } from '../../../api/hooks';
import { useSession } from '../../../session/session-store';
import { documentEditPath } from '../document-paths';

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
  const session = useSession();
  // The notification renders outside the router, so its link navigates through this dialog's router.
  const navigate = useNavigate();
  const targets = documentTypes.filter(
    (t) =>
      documentKinds[t].creatable &&
      documentKinds[t].hasItems &&
      session &&
      canAccess(session, documentAccess(t)),
  );
  const [target, setTarget] = useState<DocumentType>(
    targets.includes(docType) ? docType : (targets[0] ?? docType),
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useApiQuery(documentKindEndpoints[target].list, {
    offset: 0,
    limit: 20,
    searchPattern: debounced.trim(),
    completed: false,
    sortBy: 'modifiedAt',
    sortDesc: true,
  });
  const rows = (list.data?.items ?? []).filter((r) => r.docUid !== docUid);

  async function copy() {
    if (!chosen || !docUid) return;
    setBusy(true);
    try {
      await prepare();
      const result = await call(documentItemsApi.itemsCopyTo, {
        docUid,
        docType,
        itemUids,
        targetDocUid: chosen,
        targetDocType: target,
      });
      const notificationId = `copied-${chosen}-${Date.now()}`;
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
                navigate(documentEditPath(target, chosen));
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
      <Group gap="sm" grow>
        <Select
          label="Dokumenttyp"
          allowDeselect={false}
          data={targets.map((t) => ({ value: t, label: documentKinds[t].pluralLabel }))}
          value={target}
          onChange={(value) => {
            setTarget((value ?? docType) as DocumentType);
            setChosen(null);
          }}
        />
        <TextInput
          label="Sök"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder="Kund, märkning, rubrik …"
        />
      </Group>
      <ScrollArea.Autosize mah={320}>
        {list.isLoading ? (
          <Loader size="sm" m="md" />
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            Inga utkast att kopiera till. Bara dokument som inte är slutförda kan ta emot rader.
          </Text>
        ) : (
          <Radio.Group value={chosen} onChange={setChosen}>
            <Stack gap={6}>
              {rows.map((r) => (
                <Radio
                  key={r.docUid}
                  value={r.docUid}
                  label={`${r.client?.caption ?? 'Ingen kund'} · ${r.mark || r.title || 'Utan märkning'}`}
                  description={`${formatDate(r.docDate)} · ${formatKr(r.totalSumOre)}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </ScrollArea.Autosize>
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
