import { Alert, Button, Checkbox, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import type { DocumentListRow } from '@shared/api/documents';
import { documentRelationsApi, foldersApi, type RelationRecord } from '@shared/api/documents';
import { type DocumentKind, documentKinds } from '@shared/domain/documents/document-kinds';
import { formatDate } from '@shared/domain/format';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../api/call';
import { apiQueryKey, useApiMutation } from '../../../api/hooks';
import { rowName } from './DocumentTable';

interface DeleteDocumentsDialogProps {
  kind: DocumentKind;
  /** The selected rows; null while closed. */
  rows: DocumentListRow[] | null;
  onClose: () => void;
  onDeleted: (count: number) => void;
}

function relatedKey(docUid: string, related: RelationRecord) {
  return `${docUid}:${related.docUid}`;
}

function relatedName(r: RelationRecord) {
  const label = documentKinds[r.docType].label;
  return r.documentNumber === null ? `${label} (utkast)` : `${label} ${r.documentNumber}`;
}

/**
 * "Ta bort" moves the selection to the trash. A document made from or turned into others lists those
 * (api-spec §3.14), and the user ticks which go to the trash with it (`relationsToDelete`).
 */
export function DeleteDocumentsDialog({ kind, rows, onClose, onDeleted }: DeleteDocumentsDialogProps) {
  const related = (rows ?? []).filter((r) => r.relationStatus !== 'NONE');
  const relations = useQueries({
    queries: related.map((row) => {
      const parameters = { docUid: row.docUid, docType: row.docType };
      return {
        queryKey: apiQueryKey(documentRelationsApi.getDocumentRelations, parameters),
        queryFn: () => call(documentRelationsApi.getDocumentRelations, parameters),
      };
    }),
  });
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const remove = useApiMutation(foldersApi.docDelete);
  const linked = related.flatMap((row, i) => {
    const data = relations[i]?.data;
    const all = data ? [...data.sourceRelations, ...data.destinationRelations] : [];
    // A document that is itself selected goes anyway; it need not be offered twice.
    return all
      .filter((r) => !rows?.some((s) => s.docUid === r.docUid))
      .map((r) => ({ owner: row, related: r, key: relatedKey(row.docUid, r) }));
  });
  const loading = relations.some((q) => q.isPending);
  const allTicked = linked.length > 0 && linked.every((l) => ticked.has(l.key));

  async function submit() {
    if (!rows) return;
    const relationsToDelete = related
      .map((row) => ({
        docUid: row.docUid,
        selectedItems: linked
          .filter((l) => l.owner.docUid === row.docUid && ticked.has(l.key))
          .map((l) => ({ docUid: l.related.docUid, docType: l.related.docType })),
      }))
      .filter((r) => r.selectedItems.length > 0);
    const result = await remove.mutateAsync({
      docType: kind.type,
      docUids: rows.map((r) => r.docUid),
      relationsToDelete,
    });
    setTicked(new Set());
    onDeleted(result.countDeletedDocuments);
  }

  const count = rows?.length ?? 0;
  return (
    <Modal
      opened={rows !== null}
      onClose={onClose}
      centered
      size="lg"
      title={count === 1 && rows?.[0] ? `Ta bort ${rowName(kind, rows[0])}?` : `Ta bort ${count} dokument?`}
    >
      <Stack gap="md" data-testid="delete-dialog">
        <Text size="sm">
          {count === 1 ? 'Dokumentet flyttas' : 'Dokumenten flyttas'} till papperskorgen. Där kan du
          återställa
          {count === 1 ? ' det' : ' dem'} tills papperskorgen töms.
        </Text>
        {related.length > 0 &&
          (loading ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm" c="dimmed">
                Hämtar länkade dokument …
              </Text>
            </Group>
          ) : linked.length === 0 ? null : (
            <Paper withBorder radius="md" p="sm">
              <Stack gap="xs">
                <Checkbox
                  fw={600}
                  label="Ta bort även de länkade dokumenten"
                  checked={allTicked}
                  indeterminate={!allTicked && linked.some((l) => ticked.has(l.key))}
                  onChange={(e) =>
                    setTicked(e.currentTarget.checked ? new Set(linked.map((l) => l.key)) : new Set())
                  }
                  data-testid="delete-linked-all"
                />
                {linked.map((l) => (
                  <Checkbox
                    key={l.key}
                    ml="lg"
                    label={`${relatedName(l.related)}${l.related.reference ? ` · ${l.related.reference}` : ''} · ${formatDate(l.related.date)}`}
                    description={related.length > 1 ? `Länkad till ${rowName(kind, l.owner)}` : undefined}
                    checked={ticked.has(l.key)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setTicked((t) => {
                        const next = new Set(t);
                        on ? next.add(l.key) : next.delete(l.key);
                        return next;
                      });
                    }}
                  />
                ))}
              </Stack>
            </Paper>
          ))}
        {related.length > 0 && !loading && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle />}>
            Länkade dokument som inte bockas i finns kvar; länken till det borttagna dokumentet syns inte
            längre.
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Avbryt
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            disabled={loading}
            onClick={() => void submit()}
            data-testid="delete-confirm"
          >
            Flytta till papperskorgen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
