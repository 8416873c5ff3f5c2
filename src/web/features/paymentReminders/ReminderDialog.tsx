import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type InvoiceReminders, paymentRemindersApi } from '@shared/api/paymentReminders.api';
import { formatKr } from '@shared/domain/format';
import { reminderFeeRefusal, reminderRefusal, reminderTotal } from '@shared/domain/payments/reminders';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { bpToPercentText, MoneyInput } from '../../kit';
import { DateField } from '../../shell/DateField';
import type { ReminderFieldErrors, ReminderInput } from './use-reminders';

/** Mantine's red.6 reads 3.3:1 on white; the form's messages use the darker red (axe, WCAG AA). */
const readableError = {
  error: { color: 'var(--mantine-color-red-9)' },
  input: { color: 'var(--mantine-color-red-9)' },
  section: { color: 'var(--mantine-color-red-9)' },
};

/** The rules of decision 0034 before sending; the server checks them again. */
function localErrors(state: InvoiceReminders, input: Partial<ReminderInput>): ReminderFieldErrors {
  const errors: ReminderFieldErrors = {};
  if (!input.reminderDate) errors.reminderDate = 'Ange påminnelsedatum';
  else {
    const refusal = reminderRefusal({
      docType: state.docType,
      completed: true,
      status: state.status,
      dueDate: state.dueDate,
      reminderDate: input.reminderDate,
    });
    if (refusal) errors.reminderDate = refusal.message;
  }
  if (input.reminderFee === undefined || input.reminderFee === null) errors.reminderFee = 'Ange avgiften';
  else {
    const fee = reminderFeeRefusal(input.reminderFee);
    if (fee) errors.reminderFee = fee.message;
  }
  return errors;
}

/**
 * "Skapa påminnelse": date (today), fee (the firm's default, at most 60 kr), interest so far on request
 * (computed by the server for the chosen date), a note; a preview opens the PDF as it would print.
 */
export function ReminderDialog({
  state,
  opened,
  onClose,
  onCreate,
  onPreview,
}: {
  state: InvoiceReminders;
  opened: boolean;
  onClose: () => void;
  onCreate: (input: ReminderInput) => Promise<ReminderFieldErrors | null>;
  onPreview: (input: ReminderInput) => Promise<ReminderFieldErrors | null>;
}) {
  const [date, setDate] = useState<string | null>(state.defaults.reminderDate);
  const [fee, setFee] = useState<number | null>(state.defaults.reminderFee);
  const [includeInterest, setIncludeInterest] = useState(true);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ReminderFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const forDate = useApiQuery(
    paymentRemindersApi.paymentRemindFormConfig,
    { docType: state.docType, docUid: state.docUid, ...(date ? { reminderDate: date } : {}) },
    { enabled: opened && date !== null, placeholderData: keepPreviousData },
  );
  const interest = forDate.data?.defaults;
  const interestOre = includeInterest ? (interest?.interestSum ?? 0) : 0;

  async function send(action: (input: ReminderInput) => Promise<ReminderFieldErrors | null>) {
    const local = localErrors(state, { reminderDate: date ?? undefined, reminderFee: fee ?? undefined });
    setErrors(local);
    if (Object.keys(local).length > 0 || date === null || fee === null) return;
    setBusy(true);
    try {
      const refused = await action({ reminderDate: date, reminderFee: fee, includeInterest, note });
      setErrors(refused ?? {});
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Skapa påminnelse"
      size={520}
      centered
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      <Stack gap="sm" data-testid="reminder-dialog">
        <Text size="sm">
          Återstår på fakturan: <b>{formatKr(state.remainingOre)}</b>
          {state.dueDate && <> · förföll {state.dueDate}</>}
        </Text>
        <DateField
          label="Påminnelsedatum"
          value={date}
          onChange={(v) => {
            setDate(v);
            setErrors((e) => ({ ...e, reminderDate: undefined }));
          }}
          error={errors.reminderDate}
          styles={errors.reminderDate ? readableError : undefined}
          data-testid="reminder-date"
        />
        <MoneyInput
          label="Påminnelseavgift"
          description={`Högst ${formatKr(state.defaults.maxReminderFee)} enligt inkassokostnadslagen`}
          value={fee}
          onChange={(v) => {
            setFee(v);
            setErrors((e) => ({ ...e, reminderFee: undefined }));
          }}
          error={errors.reminderFee}
          styles={errors.reminderFee ? readableError : undefined}
          data-testid="reminder-fee"
        />
        <Checkbox
          label="Ta med dröjsmålsränta hittills"
          description={
            interest?.interestError
              ? interest.interestError
              : interest?.interestSum != null
                ? `${formatKr(interest.interestSum)}${
                    interest.interestRateBp != null
                      ? ` (${bpToPercentText(interest.interestRateBp)} % per år)`
                      : ''
                  }`
                : undefined
          }
          checked={includeInterest}
          onChange={(e) => setIncludeInterest(e.currentTarget.checked)}
          error={errors.includeInterest}
        />
        <Textarea
          label="Meddelande på påminnelsen"
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Text size="sm" data-testid="reminder-total">
          Att betala:{' '}
          <b>
            {formatKr(reminderTotal({ remainingOre: state.remainingOre, feeOre: fee ?? 0, interestOre }))}
          </b>
        </Text>
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onClose}>
            Avbryt
          </Button>
          <Button variant="light" disabled={busy} onClick={() => void send(onPreview)}>
            Förhandsgranska
          </Button>
          <Button loading={busy} onClick={() => void send(onCreate)}>
            Skapa påminnelse
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
