/** Why the document cannot be changed, and the problems to mend before completing it. */
import { Alert, Text } from '@mantine/core';
import type { Document } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import { IconLock } from '@tabler/icons-react';
import { sentText } from './OrderSending';

export function ReadOnlyBanner({
  kind,
  server,
  canUndoComplete,
}: {
  kind: DocumentKind;
  server: Document;
  canUndoComplete: boolean;
}) {
  return (
    <Alert
      color={server.locked ? 'blue' : 'green'}
      variant="light"
      icon={<IconLock size={18} />}
      data-testid="readonly-banner"
    >
      {readOnlyText(kind, server, canUndoComplete)}
    </Alert>
  );
}

function readOnlyText(kind: DocumentKind, server: Document, canUndoComplete: boolean): string {
  if (server.sentAt)
    return `${sentText(server.sentAt)} till leverantören. En skickad beställning kan inte ändras.`;
  if (server.locked) {
    const credit = kind.completion === 'LOCKS' ? ' Rätta en slutförd faktura med en kreditfaktura.' : '';
    return `${kind.label} är låst och kan inte ändras.${credit}`;
  }
  if (server.completed) {
    const number = server.number != null ? ` med nummer ${server.number}` : '';
    const undo = canUndoComplete ? ' Ångra slutförandet för att ändra den.' : '';
    return `${kind.label} är slutförd${number} och kan inte ändras.${undo}`;
  }
  return 'Du kan läsa dokumentet men inte ändra det.';
}

export function GeneralErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" title="Rätta det här innan du slutför" data-testid="document-errors">
      {messages.map((message) => (
        <Text key={message} size="sm">
          {message}
        </Text>
      ))}
    </Alert>
  );
}
