import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import type { OrderCheck } from '@shared/api/customerOrders.api';
import type { DocumentHeader } from '@shared/api/documents';
import { IconAlertTriangle, IconCircleX, IconTruckDelivery } from '@tabler/icons-react';
import { deliveryTypeLabels } from './DeliverySection';
import type { SendStep } from './use-send-order';

interface SendOrderDialogProps {
  step: SendStep;
  header: DocumentHeader;
  lineCount: number;
  onSend: (check: OrderCheck) => void;
  onClose: () => void;
}

const ROW = /^data\.items\.(\d+)\./;

/** A line's message says which row: 'Rad 2: Egna artiklar …'. */
function withRow(field: string | undefined, text: string): string {
  const row = ROW.exec(field ?? '');
  return row ? `Rad ${Number(row[1]) + 1}: ${text}` : text;
}

function Messages({ check, level }: { check: OrderCheck; level: 'ERROR' | 'WARNING' }) {
  const shown = check.messages.filter((m) => m.level === level);
  if (shown.length === 0) return null;
  const error = level === 'ERROR';
  return (
    <Alert
      color={error ? 'red' : 'yellow'}
      variant="light"
      icon={error ? <IconCircleX size={18} /> : <IconAlertTriangle size={18} />}
      title={error ? 'Rätta det här innan du skickar' : 'Observera'}
      data-testid={error ? 'send-errors' : 'send-warnings'}
    >
      <List size="sm" spacing={2}>
        {shown.map((m) => (
          <List.Item key={`${m.field}|${m.text}`}>{withRow(m.field, m.text)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The check's answer before the order goes to the provider: errors to fix, warnings to accept, or go. */
export function SendOrderDialog({ step, header, lineCount, onSend, onClose }: SendOrderDialogProps) {
  const check =
    step.kind === 'checked' || step.kind === 'sending' || step.kind === 'failed' ? step.check : null;
  const sending = step.kind === 'sending';
  const blocked = check?.result === 'ERROR';
  return (
    <Modal
      opened={step.kind !== 'closed'}
      onClose={sending ? () => {} : onClose}
      closeOnClickOutside={!sending}
      withCloseButton={!sending}
      centered
      size="lg"
      title="Skicka beställningen till leverantören"
      data-testid="send-order-dialog"
    >
      <Stack gap="md">
        {step.kind === 'checking' && (
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm">Kontrollerar beställningen…</Text>
          </Group>
        )}
        {step.kind === 'failed' && (
          <Alert color="red" variant="light" icon={<IconCircleX size={18} />} data-testid="send-failure">
            {step.message}
          </Alert>
        )}
        {check && <Messages check={check} level="ERROR" />}
        {check && <Messages check={check} level="WARNING" />}
        {check && !blocked && (
          <Text size="sm">
            <IconTruckDelivery size={16} style={{ verticalAlign: 'text-bottom' }} /> {lineCount}{' '}
            {lineCount === 1 ? 'rad' : 'rader'} ·{' '}
            {header.deliveryType ? deliveryTypeLabels[header.deliveryType] : ''} · lager{' '}
            {header.warehouseCode}. En skickad beställning kan inte ändras.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={sending} onClick={onClose}>
            {blocked || !check ? 'Stäng' : 'Avbryt'}
          </Button>
          {check && !blocked && (
            <Button
              loading={sending}
              color={check.result === 'WARN' ? 'orange' : undefined}
              onClick={() => onSend(check)}
              data-testid="send-order-confirm"
              data-autofocus
            >
              {step.kind === 'failed'
                ? 'Försök igen'
                : check.result === 'WARN'
                  ? 'Skicka ändå'
                  : 'Skicka beställningen'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
