import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { formatKr } from '@shared/domain/format';
import { useState } from 'react';
import { InterestRowsTable } from './InterestRowsTable';
import { useInterestCandidates } from './use-interest-rows';

/**
 * "Lägg till fakturor": the client's fully paid invoices paid after their due date and before the
 * interest invoice's date, with the interest each gives; the chosen ones become rows.
 */
export function AddInterestInvoicesDialog({
  docUid,
  clientUid,
  opened,
  onClose,
  onAdd,
}: {
  docUid: string;
  clientUid: string | null;
  opened: boolean;
  onClose: () => void;
  onAdd: (invoiceUids: string[]) => Promise<string | null>;
}) {
  const candidates = useInterestCandidates(docUid, clientUid, opened);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const items = candidates.data?.items ?? [];
  const chosen = items.filter((i) => selected.has(i.uid));

  function toggle(uid: string) {
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(uid)) next.delete(uid);
      else next.add(uid);
      return next;
    });
  }

  async function add() {
    setSaving(true);
    const refused = await onAdd(chosen.map((i) => i.invoice.uid)).finally(() => setSaving(false));
    setRefusal(refused);
    if (!refused) {
      setSelected(new Set());
      onClose();
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Lägg till fakturor"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      <Stack gap="sm">
        {candidates.isPending && <Skeleton h={80} />}
        {candidates.isError && <Alert color="red">Fakturorna kunde inte läsas. Försök igen.</Alert>}
        {candidates.data && candidates.data.clientUid === null && (
          <Text size="sm">Välj kund på räntefakturan först.</Text>
        )}
        {candidates.data && candidates.data.clientUid !== null && items.length === 0 && (
          <Text size="sm" data-testid="interest-candidates-empty">
            Inga sent betalda fakturor för kunden
          </Text>
        )}
        {items.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              Fullt betalda fakturor som betalades efter förfallodagen. Räntan räknas per dag från dagen efter
              förfallodagen till betalningsdagen.
            </Text>
            <InterestRowsTable
              rows={items}
              caption="Sent betalda fakturor att välja bland"
              selected={selected}
              onToggle={toggle}
            />
          </>
        )}
        {refusal && <Alert color="red">{refusal}</Alert>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Avbryt
          </Button>
          <Button disabled={chosen.length === 0} loading={saving} onClick={() => void add()}>
            {chosen.length === 0
              ? 'Lägg till'
              : `Lägg till ${chosen.length} (${formatKr(chosen.reduce((s, i) => s + i.interest, 0))})`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
