import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type InvoicePayments, paymentSourceLabels, paymentStatusLabels } from '@shared/api/payments.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatDate, formatKr } from '@shared/domain/format';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { CardSection } from '../../kit';
import { PaymentForm } from './PaymentForm';
import { usePayments } from './use-payments';

const statusColor: Record<InvoicePayments['status'], string> = {
  UNPAID: 'red',
  PARTIALLY_PAID: 'orange',
  PAID: 'green',
};

function Sums({ state }: { state: InvoicePayments }) {
  return (
    <Group gap="lg" wrap="wrap" data-testid="payment-sums">
      <Text size="sm">
        Att betala: <b>{formatKr(Math.max(0, state.invoiceSum - state.creditedSum))}</b>
      </Text>
      <Text size="sm">
        Betalt: <b>{formatKr(state.paidOre)}</b>
      </Text>
      <Text size="sm">
        Återstår: <b data-testid="payment-remaining">{formatKr(state.remainingOre)}</b>
      </Text>
      {state.overpaidOre > 0 && (
        <Text size="sm" c="orange.9">
          Överbetalt: <b>{formatKr(state.overpaidOre)}</b>
        </Text>
      )}
      {state.creditedSum > 0 && (
        <Text size="sm" c="dimmed">
          Krediterat: {formatKr(state.creditedSum)}
        </Text>
      )}
    </Group>
  );
}

/**
 * The invoice's payments (issue #16, decision 0031): status, paid and remaining sums, the payments with
 * "Ångra", registering a payment. Nothing for kinds that take no payments; a hint on a draft.
 */
export function PaymentsSection({
  docType,
  docUid,
  completed,
}: {
  docType: DocumentType;
  docUid: string | null;
  /** Whether the document is completed; when it becomes so, the payments are read again. */
  completed: boolean;
}) {
  const { applies, query, register, revert, clear } = usePayments(docType, docUid, completed);
  const [adding, setAdding] = useState(false);
  if (!applies) return null;
  const state = query.data;

  return (
    <CardSection
      titleId="payments-title"
      title="Betalningar"
      icon={<IconCash size={18} aria-hidden />}
      testId="document-payments"
      badge={
        state?.payable && (
          <Badge color={statusColor[state.status]} variant="light" data-testid="payment-status">
            {paymentStatusLabels[state.status]}
          </Badge>
        )
      }
    >
      {query.isPending && <Skeleton h={40} />}
      {state && !state.payable && (
        <Text size="sm" c="dimmed" data-testid="payments-hint">
          Betalningar registreras när fakturan är slutförd
        </Text>
      )}
      {state?.payable && (
        <Stack gap="sm">
          <Sums state={state} />
          {state.payments.length > 0 && (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Registrerade betalningar">
              {state.payments.map((p) => (
                <li key={p.paymentUid} data-testid="payment-row">
                  <Group justify="space-between" gap="xs" py={4} wrap="nowrap">
                    <Text size="sm">
                      {formatDate(p.paymentDate)} · <b>{formatKr(p.paymentSum)}</b>
                      {p.employee && p.source !== 'SKATTEVERKET' && (
                        <Text span size="sm" c="dimmed">
                          {' '}
                          · {p.employee.caption}
                        </Text>
                      )}
                      {p.source === 'SKATTEVERKET' && (
                        <Text span size="sm" c="dimmed">
                          {' '}
                          · {paymentSourceLabels.SKATTEVERKET}, ROT-avdraget
                        </Text>
                      )}
                    </Text>
                    {/* Skatteverket's payment belongs to its decision (the ROT case), not undone here. */}
                    {p.source !== 'SKATTEVERKET' && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={`Ångra betalningen ${formatDate(p.paymentDate)} på ${formatKr(p.paymentSum)}`}
                        onClick={() =>
                          void revert(
                            p.paymentUid,
                            `${formatDate(p.paymentDate)} på ${formatKr(p.paymentSum)}`,
                          )
                        }
                      >
                        Ångra
                      </Button>
                    )}
                  </Group>
                </li>
              ))}
            </ul>
          )}
          {adding ? (
            <PaymentForm
              state={state}
              onCancel={() => setAdding(false)}
              onSubmit={async (input, warning) => {
                const refused = await register(input, warning);
                if (!refused) setAdding(false);
                return refused;
              }}
            />
          ) : (
            <Group gap="xs">
              <Button size="sm" onClick={() => setAdding(true)}>
                Registrera betalning
              </Button>
              {state.payments.length > 1 && (
                <Button size="sm" variant="default" color="red" onClick={() => void clear()}>
                  Ångra alla
                </Button>
              )}
            </Group>
          )}
        </Stack>
      )}
    </CardSection>
  );
}
