import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paymentsApi } from '@shared/api/payments.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatDate, formatKr } from '@shared/domain/format';
import { kindTakesPayments } from '@shared/domain/payments/payable-kinds';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { queryClient } from '../../api/query-client';
import { DateField } from '../../shell/DateField';

type PayableType = 'INVOICE' | 'INTEREST_INVOICE';

/**
 * The invoice lists' bulk action `multiPaymentsAdd` (api-spec §7.4): one payment date for the marked
 * invoices, each paid what it still owes. Shown only for kinds that take payments; the server decides
 * per invoice and the answer says which were paid and why the others were not.
 */
export function MultiPaymentButton({
  docType,
  docUids,
  onDone,
}: {
  docType: DocumentType;
  docUids: readonly string[];
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<string | null>(formatDate(new Date()));
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  if (!kindTakesPayments(docType)) return null;

  function close() {
    setOpen(false);
    setError(null);
    setRefusals([]);
  }

  async function submit() {
    if (!date) {
      setError('Ange betalningsdatum');
      return;
    }
    setBusy(true);
    try {
      const result = await call(
        paymentsApi.multiPaymentsAdd,
        {
          paymentDate: date,
          selectedDocs: docUids.map((docUid) => ({ docType: docType as PayableType, docUid })),
        },
        // The refusals are listed in the notice below, once.
        { handleErrors: false, quietMessages: true },
      );
      const refused = result.outcomes.filter((o) => o.refusal !== null);
      notifications.show({
        color: refused.length > 0 ? 'orange' : 'green',
        title: `${result.registeredCount} ${result.registeredCount === 1 ? 'faktura' : 'fakturor'} betalda`,
        message:
          refused.length > 0
            ? `${formatKr(result.registeredSum)} registrerat. Ej registrerade: ${refused
                .map((o) => `${o.documentNumber ?? 'utkast'} (${o.refusal})`)
                .join(', ')}`
            : `${formatKr(result.registeredSum)} registrerat med betalningsdatum ${date}`,
        autoClose: refused.length > 0 ? 10000 : 4000,
      });
      await queryClient.invalidateQueries();
      close();
      onDone();
    } catch (e) {
      if (!isApiError(e)) throw e;
      const fields = e.fieldMessages();
      setError(fields.paymentDate ?? null);
      setRefusals(fields.paymentDate ? [] : e.messages.map((m) => m.text));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCash size={14} />}
        onClick={() => setOpen(true)}
        data-testid="bulk-pay"
      >
        Registrera betalning
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title="Registrera betalning"
        centered
        closeButtonProps={{ 'aria-label': 'Stäng' }}
      >
        <Stack gap="md">
          <Text size="sm">
            {docUids.length === 1
              ? 'Den markerade fakturan registreras som betald med sitt återstående belopp.'
              : `De ${docUids.length} markerade fakturorna registreras som betalda, var och en med sitt återstående belopp.`}
          </Text>
          <DateField
            label="Betalningsdatum"
            value={date}
            onChange={setDate}
            error={error}
            required
            data-testid="bulk-pay-date"
          />
          {refusals.length > 0 && (
            <List size="sm" c="red.9" data-testid="bulk-pay-refusals">
              {refusals.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Avbryt
            </Button>
            <Button onClick={() => void submit()} loading={busy} data-testid="bulk-pay-submit">
              Registrera
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
