import { Alert, Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { Document } from '@shared/api/documents';
import { documentItemsApi } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { priceSourceLabels } from '@shared/domain/documents/document-lines';
import { formatKr } from '@shared/domain/format';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { useApiQuery } from '../../../api/hooks';
import { QueryError } from '../../../shell/QueryError';

interface ActualizeDialogProps {
  opened: boolean;
  docType: DocumentType;
  docUid: string;
  /** Saves what is waiting and answers the version to actualise. */
  prepare: () => Promise<number>;
  onClose: () => void;
  onApplied: (doc: Document, count: number) => void;
}

function price(ore: number | null): string {
  return ore === null ? '–' : formatKr(ore);
}

/** "Uppdatera priser": which lines' prices changed since they were added, and which of them to update. */
export function ActualizeDialog(props: ActualizeDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Uppdatera priser" size="xl" centered>
      {props.opened && <ActualizeBody {...props} />}
    </Modal>
  );
}

function ActualizeBody({ docType, docUid, prepare, onClose, onApplied }: ActualizeDialogProps) {
  const summary = useApiQuery(
    documentItemsApi.getActualizeDocumentSummary,
    { docUid, docType },
    { staleTime: 0, gcTime: 0 },
  );
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (summary.data) setChosen(new Set(summary.data.lines.map((l) => l.itemUid)));
  }, [summary.data]);

  if (summary.error)
    return <QueryError what="prisändringarna" error={summary.error} onRetry={() => void summary.refetch()} />;
  if (!summary.data) return <Loader m="xl" />;
  const { lines } = summary.data;
  if (lines.length === 0) {
    return (
      <Stack>
        <Text size="sm">Alla rader har redan dagens priser.</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Stäng</Button>
        </Group>
      </Stack>
    );
  }
  const chosenLines = lines.filter((l) => chosen.has(l.itemUid));
  const difference = chosenLines.reduce((sum, l) => sum + l.newSumOre - l.oldSumOre, 0);

  async function apply() {
    setBusy(true);
    try {
      const newVersion = await prepare();
      const result = await call(documentItemsApi.actualizeDocument, {
        docUid,
        docType,
        newVersion,
        itemUids: [...chosen],
      });
      onApplied(result.document, result.actualized);
    } finally {
      setBusy(false);
    }
  }

  const all = chosen.size === lines.length;
  return (
    <Stack gap="md">
      <Text size="sm">
        Priserna på de här raderna har ändrats sedan de lades till. Välj vilka som ska få dagens pris.
      </Text>
      <ScrollArea.Autosize mah={420}>
        <Table verticalSpacing={6} data-testid="actualize-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  aria-label="Välj alla"
                  checked={all}
                  indeterminate={chosen.size > 0 && !all}
                  onChange={() => setChosen(all ? new Set() : new Set(lines.map((l) => l.itemUid)))}
                />
              </Table.Th>
              <Table.Th>Artikel</Table.Th>
              <Table.Th>Källa</Table.Th>
              <Table.Th ta="right">Gammalt pris</Table.Th>
              <Table.Th ta="right">Nytt pris</Table.Th>
              <Table.Th ta="right">Gammal summa</Table.Th>
              <Table.Th ta="right">Ny summa</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.itemUid}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Uppdatera ${line.code}`}
                    checked={chosen.has(line.itemUid)}
                    onChange={(e) => {
                      const next = new Set(chosen);
                      e.currentTarget.checked ? next.add(line.itemUid) : next.delete(line.itemUid);
                      setChosen(next);
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {line.code}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {line.description}
                  </Text>
                </Table.Td>
                <Table.Td fz="sm">
                  {line.change === 'NOT_FOUND_IN_CATALOGUE'
                    ? 'Finns inte i katalogen'
                    : line.source
                      ? priceSourceLabels[line.source]
                      : '–'}
                </Table.Td>
                <Table.Td ta="right" fz="sm">
                  {price(line.oldPriceOre)}
                </Table.Td>
                <Table.Td ta="right" fz="sm" c={line.change === 'PRICE_CHANGED_LOWER' ? 'red' : 'blue'}>
                  {price(line.newPriceOre)}
                </Table.Td>
                <Table.Td ta="right" fz="sm">
                  {formatKr(line.oldSumOre)}
                </Table.Td>
                <Table.Td ta="right" fz="sm">
                  {formatKr(line.newSumOre)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Alert variant="light" color="gray" p="xs">
        <Text size="sm">
          Summa före: {formatKr(summary.data.oldTotalOre)} · efter (alla rader):{' '}
          {formatKr(summary.data.newTotalOre)} · valda raders ändring: {formatKr(difference)}
        </Text>
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Avbryt
        </Button>
        <Button onClick={() => void apply()} loading={busy} disabled={chosen.size === 0}>
          Uppdatera {chosen.size} {chosen.size === 1 ? 'rad' : 'rader'}
        </Button>
      </Group>
    </Stack>
  );
}
