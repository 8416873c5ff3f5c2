import { Button } from '@mantine/core';
import type { Document } from '@shared/api/documents';
import { formatDateTime } from '@shared/domain/format';
import { IconSend } from '@tabler/icons-react';
import type { PlacedErrors } from './field-errors';
import type { useSendOrder } from './use-send-order';

/** 'Skickad 2026-11-21 22:40' in Swedish time. */
export function sentText(sentAt: string): string {
  return `Skickad ${formatDateTime(sentAt)}`;
}

/** The editor's own errors first, then what the send check found at the header fields and lines. */
export function withSendErrors(errors: PlacedErrors, send: { placed: PlacedErrors }): PlacedErrors {
  const sent = send.placed;
  if (Object.keys(sent.header).length === 0 && sent.cells.size === 0) return errors;
  const cells = new Map(sent.cells);
  for (const [uid, own] of errors.cells) cells.set(uid, { ...cells.get(uid), ...own });
  return { header: { ...sent.header, ...errors.header }, cells, general: errors.general };
}

/**
 * Shown on an unsent order: on a draft, and on an order whose send was interrupted after the provider
 * got it (locked, not completed), where sending again finishes it with the same provider order.
 */
export function SendOrderButton({
  server,
  readOnly,
  sending,
}: {
  server: Document | null;
  readOnly: boolean;
  sending: ReturnType<typeof useSendOrder>;
}) {
  if (!server || server.sentAt) return null;
  const interrupted = server.locked && !server.completed;
  if (readOnly && !interrupted) return null;
  const busy = sending.step.kind === 'checking' || sending.step.kind === 'sending';
  return (
    <Button
      leftSection={<IconSend size={16} />}
      loading={busy}
      onClick={() => void sending.start()}
      data-testid="order-send"
    >
      {interrupted ? 'Slutför sändningen' : 'Skicka till leverantören'}
    </Button>
  );
}
