import { Button, Group, List, Modal, Paper, Select, Stack, Text, ThemeIcon } from '@mantine/core';
import type { validityResultSchema } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { ROOT_VALUE } from '../folders/FolderDialogs';
import { folderOptions } from '../folders/folder-tree';
import { useFolderList } from '../folders/use-folders';

interface MoveDocumentsDialogProps {
  kind: DocumentKind;
  count: number;
  opened: boolean;
  currentFolderUid: string | null;
  pending: boolean;
  onClose: () => void;
  onMove: (targetFolderUid: string | null) => void;
}

/** "Flytta till mapp": the kind's top level or any of its folders. */
export function MoveDocumentsDialog(props: MoveDocumentsDialogProps) {
  const { kind, count, opened, currentFolderUid } = props;
  const folders = useFolderList(kind.type, null);
  const [target, setTarget] = useState<string | null>(null);
  const rows = (folders.data?.folders ?? []).filter((f) => !f.archived);
  const options = [
    { value: ROOT_VALUE, label: `Alla ${kind.pluralLabel.toLowerCase()} (ingen mapp)` },
    ...folderOptions(rows),
  ].filter((o) => o.value !== (currentFolderUid ?? ROOT_VALUE));
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      centered
      title={count === 1 ? 'Flytta dokumentet' : `Flytta ${count} dokument`}
    >
      <Stack gap="md">
        <Select
          label="Till mapp"
          placeholder={folders.isPending ? 'Hämtar mappar …' : 'Välj mapp'}
          data={options}
          value={target}
          onChange={setTarget}
          searchable
          nothingFoundMessage="Ingen mapp matchar"
          data-autofocus
          data-testid="move-target"
        />
        {rows.length === 0 && !folders.isPending && (
          <Text size="sm" c="dimmed">
            Det finns inga mappar än. Skapa en med knappen Ny mapp i mappanelen.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            Avbryt
          </Button>
          <Button
            disabled={target === null}
            loading={props.pending}
            onClick={() => target !== null && props.onMove(target === ROOT_VALUE ? null : target)}
            data-testid="move-confirm"
          >
            Flytta
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type ValidityResult = z.infer<typeof validityResultSchema>;

/** "Kontrollera": per document whether it can be completed as it stands, and if not, why. */
export function CheckResultsDialog({
  kind,
  results,
  onClose,
}: {
  kind: DocumentKind;
  results: ValidityResult[] | null;
  onClose: () => void;
}) {
  const failing = results?.filter((r) => r.validateMessages.length > 0).length ?? 0;
  return (
    <Modal opened={results !== null} onClose={onClose} centered size="lg" title="Kontroll av dokumenten">
      <Stack gap="sm" data-testid="check-results">
        <Text size="sm" c="dimmed">
          {failing === 0
            ? 'Alla markerade dokument kan slutföras som de är.'
            : `${failing} av ${results?.length ?? 0} dokument behöver rättas innan de kan slutföras.`}
        </Text>
        <Paper withBorder radius="md" mah={420} style={{ overflowY: 'auto' }}>
          {results?.map((r, i) => {
            const ok = r.validateMessages.length === 0;
            return (
              <Group
                key={r.docUid}
                align="flex-start"
                wrap="nowrap"
                gap="sm"
                p="sm"
                style={{ borderTop: i > 0 ? '1px solid var(--mantine-color-gray-2)' : undefined }}
              >
                <ThemeIcon size="sm" radius="xl" color={ok ? 'green' : 'orange'} variant="light" mt={2}>
                  {ok ? <IconCheck size={14} /> : <IconAlertTriangle size={14} />}
                </ThemeIcon>
                <Stack gap={2} style={{ flex: 1 }}>
                  <Text size="sm" fw={600}>
                    {r.docNumber === null ? `${kind.label} (utkast)` : `${kind.label} ${r.docNumber}`}
                  </Text>
                  {ok ? (
                    <Text size="sm" c="green.8">
                      OK
                    </Text>
                  ) : (
                    <List size="sm" spacing={2}>
                      {r.validateMessages.map((m) => (
                        <List.Item key={m}>{m}</List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
              </Group>
            );
          })}
        </Paper>
        <Group justify="flex-end">
          <Button onClick={onClose}>Stäng</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
