import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FileLink } from '@shared/api/files.api';
import { taxDeductionApi } from '@shared/api/taxDeduction.api';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { saveFile } from '../../api/files';
import { queryClient } from '../../api/query-client';

/** Skatteverket's field NamnPaBegaran takes at most 16 characters (the contract says the same). */
export const ROT_FILE_NAME_MAX = 16;
export const ROT_FILE_NAME_TOO_LONG = `Namnet får vara högst ${ROT_FILE_NAME_MAX} tecken`;

export function rotFileNameError(name: string): string | null {
  return name.trim().length > ROT_FILE_NAME_MAX ? ROT_FILE_NAME_TOO_LONG : null;
}

export function invoiceCountText(count: number): string {
  return count === 1 ? '1 faktura' : `${count} fakturor`;
}

interface RotFilesDialogProps {
  opened: boolean;
  invoiceUids: readonly string[];
  onClose: () => void;
  /** The file is made and saved: the invoices are now XML_SENT. */
  onCreated: (file: FileLink) => void;
}

/**
 * "Skapa ROT-fil" (api-spec §7.4 `taxDeductionInfoXML`): Skatteverket's "Begäran om utbetalning" for the
 * marked invoices. The server checks each invoice (paid by the client, one calendar year, ≤ 100 buyers)
 * and refuses with Swedish messages, shown here as they come; a message naming `name` is shown at the
 * field. The name is checked as it is typed too, so a long name never reaches the server.
 */
export function RotFilesDialog({ opened, invoiceUids, onClose, onCreated }: RotFilesDialogProps) {
  const [name, setName] = useState('');
  const [serverNameError, setServerNameError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const nameError = rotFileNameError(name) ?? serverNameError;

  function close() {
    setName('');
    setServerNameError(null);
    setRefusals([]);
    onClose();
  }

  async function submit() {
    if (rotFileNameError(name)) return;
    setBusy(true);
    setRefusals([]);
    try {
      const file = await call(
        taxDeductionApi.taxDeductionInfoXML,
        { invoiceUids: [...invoiceUids], name: name.trim() },
        // The refusals are shown in the dialog, at the field or in its list, once.
        { handleErrors: false },
      );
      saveFile(file);
      notifications.show({
        color: 'green',
        title: 'ROT-filen är skapad',
        message: `${file.fileName} är nedladdad. Ladda upp den hos Skatteverket under Rot- och rutavdrag.`,
      });
      await queryClient.invalidateQueries();
      close();
      onCreated(file);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.handled) return;
      const fields = error.fieldMessages();
      setServerNameError(fields.name ?? null);
      const others = error.messages.filter((m) => m.field !== 'name').map((m) => m.text);
      setRefusals(others.length > 0 || fields.name ? others : [error.displayText]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Skapa ROT-fil"
      centered
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      <Stack gap="md" data-testid="rot-file-dialog">
        <Text size="sm">
          Filen till Skatteverket (Begäran om utbetalning) skapas för{' '}
          <b data-testid="rot-file-count">{invoiceCountText(invoiceUids.length)}</b>. Fakturorna ska vara
          betalda av kunden och från samma år. De får status ”ROT – fil skapad”.
        </Text>
        <TextInput
          label="Namn på begäran"
          description={`Valfritt, högst ${ROT_FILE_NAME_MAX} tecken. Tomt: datum och löpnummer.`}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setServerNameError(null);
          }}
          error={nameError}
          rightSection={
            <Text size="xs" c={nameError ? 'red.8' : 'dimmed'} aria-hidden>
              {name.trim().length}/{ROT_FILE_NAME_MAX}
            </Text>
          }
          rightSectionWidth={48}
          data-autofocus
          data-testid="rot-file-name"
        />
        {refusals.length > 0 && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle />}
            title="Filen kunde inte skapas"
            data-testid="rot-file-refusals"
          >
            <List size="sm" spacing={2}>
              {refusals.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Avbryt
          </Button>
          <Button
            onClick={() => void submit()}
            loading={busy}
            disabled={rotFileNameError(name) !== null}
            data-testid="rot-file-submit"
          >
            Skapa och ladda ner
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
