import { Anchor, Badge, List, Table, Text } from '@mantine/core';
import { formatFileSize } from '@shared/api/attachments.api';
import type { OutboxMail } from '@shared/api/dev.api';
import { formatDateTime } from '@shared/domain/format';
import { IconPaperclip } from '@tabler/icons-react';

/** Sent, waiting (with the last attempt's error) or given up. */
export function MailStatus({ mail }: { mail: OutboxMail }) {
  const [color, label] = mail.sentAt
    ? ['green', `Skickat ${formatDateTime(mail.sentAt)}`]
    : mail.failedAt
      ? ['red', `Misslyckades ${formatDateTime(mail.failedAt)}`]
      : ['yellow', mail.error ? 'I kö, nytt försök' : 'I kö'];
  return (
    <Badge variant="light" color={color} tt="none" style={{ flexShrink: 0 }} data-testid="outbox-status">
      {label}
    </Badge>
  );
}

/** The envelope as the recipient's mail program shows it. */
export function MailHeaders({ mail }: { mail: OutboxMail }) {
  const rows: [string, string][] = [
    ['Från', mail.from],
    ['Svara till', mail.replyTo ?? '–'],
    ['Till', mail.to],
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={2} mb="sm" data-testid="outbox-headers">
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w={110} fw={500} c="dimmed" fz="sm">
              {name}
            </Table.Th>
            <Table.Td fz="sm" style={{ wordBreak: 'break-word' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
        {mail.error && (
          <Table.Tr>
            <Table.Th w={110} fw={500} c="dimmed" fz="sm">
              Fel
            </Table.Th>
            <Table.Td fz="sm" c="red.8">
              {mail.error}
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}

/** The files as sent: name, size and a link that opens the very bytes that went out. */
export function MailAttachments({ mail }: { mail: OutboxMail }) {
  if (mail.attachments.length === 0) return null;
  return (
    <>
      <Text size="sm" fw={600} mt="sm">
        Bilagor
      </Text>
      <List size="sm" spacing={4} icon={<IconPaperclip size={14} />} data-testid="outbox-attachments">
        {mail.attachments.map((a) => (
          <List.Item key={a.uid} data-testid="outbox-attachment">
            <Anchor href={a.link} target="_blank" rel="noopener">
              {a.fileName}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed">
              {formatFileSize(a.size)} · {a.contentType}
            </Text>
          </List.Item>
        ))}
      </List>
    </>
  );
}
