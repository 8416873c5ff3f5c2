import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { conflictRows, conflictSides, keepBothParameters } from './conflict-view';
import { offlineQueue, sendWaiting } from './install-offline';
import type { QueuedChange } from './offline-store';

function ConflictTable({ change }: { change: QueuedChange }) {
  const sides = conflictSides(change);
  if (!sides)
    return <Text size="sm">Kontorets version kunde inte läsas. Försök igen när anslutningen är stabil.</Text>;
  const rows = conflictRows(sides);
  return (
    <Table withTableBorder striped data-testid="offline-conflict-table" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Fält</Table.Th>
          <Table.Th>Kontorets version</Table.Th>
          <Table.Th>Din version</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.label}>
            <Table.Td>
              {r.label}
              {r.both && (
                <Text span c="red" size="xs" display="block">
                  Ändrat av båda
                </Text>
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{r.theirs}</Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{r.mine}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Decision({ change }: { change: QueuedChange }) {
  const [busy, setBusy] = useState(false);
  const queue = offlineQueue();
  const sides = conflictSides(change);

  async function act(choice: () => Promise<void>) {
    setBusy(true);
    try {
      await choice();
      await sendWaiting();
    } finally {
      setBusy(false);
    }
  }

  if (!queue) return null;
  const conflict = change.state === 'conflict';
  return (
    <Stack gap="xs" data-testid="offline-decision">
      <Text fw={600}>{change.label}</Text>
      {conflict ? (
        <>
          <Text size="sm">
            Någon på kontoret ändrade ordern medan du var offline. Här är båda versionerna. ”Behåll båda”
            lägger dina ändringar ovanpå kontorets; där ni ändrat samma fält gäller din version.
          </Text>
          <ConflictTable change={change} />
        </>
      ) : (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          Servern tog inte emot ändringen: {change.problem}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          color="red"
          disabled={busy}
          onClick={() => void act(() => queue.discard(change))}
        >
          {conflict ? 'Använd kontorets version' : 'Släpp ändringen'}
        </Button>
        <Button
          loading={busy}
          onClick={() =>
            void act(() =>
              queue.retryWith(
                change,
                conflict && sides && change.docUid
                  ? keepBothParameters(sides, change.docUid)
                  : change.parameters,
              ),
            )
          }
        >
          {conflict ? 'Behåll båda' : 'Försök igen'}
        </Button>
      </Group>
    </Stack>
  );
}

/** The changes the server refused, each with its choice; it cannot be closed past an open choice. */
export function OfflineDecisions({
  decisions,
  opened,
  onClose,
}: {
  decisions: QueuedChange[];
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened && decisions.length > 0}
      onClose={onClose}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Stäng – ändringarna väntar kvar' }}
      title="Ändringar som behöver ditt beslut"
      data-testid="offline-decisions"
    >
      <Stack gap="lg">
        {decisions.map((change) => (
          <Decision key={change.id} change={change} />
        ))}
      </Stack>
    </Modal>
  );
}
