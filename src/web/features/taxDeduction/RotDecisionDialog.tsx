import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { InvoiceTaxDeduction } from '@shared/api/taxDeduction.api';
import { formatKr } from '@shared/domain/format';
import { useState } from 'react';
import { MoneyInput } from '../../kit';
import { DateField } from '../../shell/DateField';
import { readableError } from './RotBuyerCard';
import type { DecisionFieldErrors, DecisionInput } from './use-invoice-rot-case';

const today = () => new Date().toISOString().slice(0, 10);

function localErrors(date: string | null, approvedOre: number | null): DecisionFieldErrors {
  const errors: DecisionFieldErrors = {};
  if (!date) errors.decidedOn = 'Ange beslutsdatum';
  if (approvedOre === null) errors.approvedOre = 'Ange godkänt belopp';
  else if (approvedOre < 0) errors.approvedOre = 'Beloppet kan inte vara negativt';
  return errors;
}

/**
 * "Registrera beslut": Skatteverket's date and approved amount (the claim to start with). A reduced or
 * denied claim offers, confirmed by its own checkbox, a remainder invoice to the client for the difference.
 */
export function RotDecisionDialog({
  state,
  opened,
  onClose,
  onDecide,
}: {
  state: InvoiceTaxDeduction;
  opened: boolean;
  onClose: () => void;
  onDecide: (input: DecisionInput) => Promise<DecisionFieldErrors | null>;
}) {
  const [date, setDate] = useState<string | null>(today());
  const [approvedOre, setApprovedOre] = useState<number | null>(state.requestedOre);
  const [remainder, setRemainder] = useState(false);
  const [errors, setErrors] = useState<DecisionFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const shortOre = approvedOre === null ? 0 : state.requestedOre - approvedOre;

  async function submit() {
    const local = localErrors(date, approvedOre);
    setErrors(local);
    if (Object.keys(local).length > 0 || date === null || approvedOre === null) return;
    setBusy(true);
    try {
      const refused = await onDecide({
        decidedOn: date,
        approvedOre,
        createRemainderInvoice: shortOre > 0 && remainder,
      });
      setErrors(refused ?? {});
      if (!refused) onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Registrera beslut"
      size={480}
      centered
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      <Stack gap="sm" data-testid="rot-decision-dialog">
        <Text size="sm">
          Begärt ROT-avdrag: <b>{formatKr(state.requestedOre)}</b>
        </Text>
        <DateField
          label="Beslutsdatum"
          withAsterisk
          value={date}
          onChange={setDate}
          error={errors.decidedOn}
          styles={readableError}
        />
        <MoneyInput
          label="Godkänt belopp"
          withAsterisk
          value={approvedOre}
          onChange={setApprovedOre}
          error={errors.approvedOre}
          styles={readableError}
        />
        {shortOre > 0 && (
          <Stack gap={4}>
            <Text size="sm" c="orange.9">
              Skatteverket godkände {formatKr(shortOre)} mindre än begärt.
            </Text>
            <Checkbox
              label="Skapa restfaktura till kunden på mellanskillnaden"
              checked={remainder}
              onChange={(e) => setRemainder(e.currentTarget.checked)}
              data-testid="rot-remainder-checkbox"
            />
          </Stack>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Avbryt
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
            Registrera beslut
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
