import { Button, Group, Stack, Text } from '@mantine/core';
import type { InvoicePayments } from '@shared/api/payments.api';
import { formatDate } from '@shared/domain/format';
import { validatePayment } from '@shared/domain/payments/payment-status';
import { useState } from 'react';
import { MoneyInput } from '../../kit';
import { DateField } from '../../shell/DateField';
import type { PaymentFieldErrors } from './use-payments';

const FIELD = { amountOre: 'paymentSum', date: 'paymentDate' } as const;

/**
 * Mantine's red.6 error text (and the red "kr" of a refused sum) reads 3.3:1 on white, below WCAG AA's
 * 4.5:1 that axe asks for; the form's messages use the darker red.
 */
const readableError = {
  error: { color: 'var(--mantine-color-red-9)' },
  input: { color: 'var(--mantine-color-red-9)' },
  section: { color: 'var(--mantine-color-red-9)' },
};

/**
 * Registers one payment: today and the remaining sum proposed. The shared payment rules (decision 0030)
 * answer at once — errors at the field, the overpayment warning under the sum — and the server checks
 * the same rules again.
 */
export function PaymentForm({
  state,
  onSubmit,
  onCancel,
}: {
  state: InvoicePayments;
  onSubmit: (
    input: { paymentDate: string; paymentSum: number },
    warning: string | undefined,
  ) => Promise<PaymentFieldErrors | null>;
  onCancel: () => void;
}) {
  const [date, setDate] = useState<string | null>(formatDate(new Date()));
  const [sum, setSum] = useState<number | null>(state.remainingOre > 0 ? state.remainingOre : null);
  const [errors, setErrors] = useState<PaymentFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { issues } = validatePayment({
    amountOre: sum ?? 0,
    date: date ?? '',
    invoiceDate: state.docDate,
    remainingOre: state.remainingOre,
  });
  const warning = issues.find((i) => i.level === 'WARNING')?.message;

  async function submit() {
    const refused: PaymentFieldErrors = {};
    for (const issue of issues) if (issue.level === 'ERROR') refused[FIELD[issue.field]] ??= issue.message;
    setErrors(refused);
    if (Object.keys(refused).length > 0 || date === null || sum === null) return;
    setBusy(true);
    try {
      const answer = await onSubmit({ paymentDate: date, paymentSum: sum }, warning);
      if (answer) setErrors(answer);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack
      component="form"
      gap="xs"
      aria-label="Registrera betalning"
      data-testid="payment-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <DateField
          label="Betalningsdatum"
          value={date}
          onChange={setDate}
          minDate={state.docDate}
          error={errors.paymentDate}
          styles={errors.paymentDate ? readableError : undefined}
          required
          miw={160}
        />
        <MoneyInput
          label="Belopp"
          value={sum}
          onChange={(value) => {
            setSum(value);
            setErrors((e) => ({ ...e, paymentSum: undefined }));
          }}
          error={errors.paymentSum}
          styles={errors.paymentSum ? readableError : undefined}
          required
          miw={160}
        />
      </Group>
      {warning && !errors.paymentSum && (
        <Text size="sm" c="orange.9" role="status" data-testid="payment-warning">
          {warning}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Avbryt
        </Button>
        <Button type="submit" loading={busy}>
          Spara betalning
        </Button>
      </Group>
    </Stack>
  );
}
