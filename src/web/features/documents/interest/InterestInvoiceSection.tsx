import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { InterestRow } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { IconPercentage, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '../../../shell/dialogs';
import { AddInterestInvoicesDialog } from './AddInterestInvoicesDialog';
import { InterestRowsTable } from './InterestRowsTable';
import { billedFromRows, useInterestRows } from './use-interest-rows';

/**
 * "Räntefakturerade fakturor" (decision 0035): the late-paid invoices the interest invoice bills, with the
 * total interest; on a draft, add invoices, remove one and recompute ("Uppdatera ränta").
 */
export function InterestInvoiceSection({
  docType,
  docUid,
  clientUid,
  readOnly,
}: {
  docType: DocumentType;
  docUid: string | null;
  clientUid: string | null;
  readOnly: boolean;
}) {
  if (!billedFromRows(docType)) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="interest-rows-title"
      data-testid="interest-section"
    >
      <Group gap={6} mb="xs">
        <IconPercentage size={18} aria-hidden />
        <Text fw={600} id="interest-rows-title" component="h2" fz="md">
          Räntefakturerade fakturor
        </Text>
      </Group>
      {docUid === null ? (
        <Text size="sm" c="dimmed">
          Välj kund så sparas räntefakturan; sedan kan du lägga till kundens sent betalda fakturor.
        </Text>
      ) : (
        <InterestRowsBody docUid={docUid} clientUid={clientUid} readOnly={readOnly} />
      )}
    </Paper>
  );
}

function InterestRowsBody({
  docUid,
  clientUid,
  readOnly,
}: {
  docUid: string;
  clientUid: string | null;
  readOnly: boolean;
}) {
  const { rows, add, remove, actualize } = useInterestRows(docUid);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const data = rows.data;
  const editable = !readOnly && (data?.editable ?? false);

  async function removeRow(row: InterestRow) {
    const ok = await confirm({
      title: 'Ta bort fakturan',
      message: `${row.invoice.caption} tas bort från räntefakturan.`,
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (ok) await remove(row.uid);
  }

  async function refresh() {
    setBusy(true);
    await actualize().finally(() => setBusy(false));
  }

  if (rows.isPending) return <Skeleton h={60} />;
  if (!data) return <Text size="sm">Fakturorna kunde inte läsas. Ladda om sidan.</Text>;
  return (
    <Stack gap="sm">
      {data.items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="interest-rows-empty">
          Inga fakturor på räntefakturan ännu.
        </Text>
      ) : (
        <InterestRowsTable
          rows={data.items}
          caption="Fakturor på räntefakturan"
          total={data.totalInterest}
          onRemove={editable ? (row) => void removeRow(row) : undefined}
        />
      )}
      {editable && (
        <Group gap="xs">
          <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Lägg till fakturor
          </Button>
          {data.items.length > 0 && (
            <Button
              size="sm"
              variant="default"
              loading={busy}
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void refresh()}
            >
              Uppdatera ränta
            </Button>
          )}
        </Group>
      )}
      {editable && (
        <AddInterestInvoicesDialog
          docUid={docUid}
          clientUid={clientUid}
          opened={adding}
          onClose={() => setAdding(false)}
          onAdd={add}
        />
      )}
    </Stack>
  );
}
