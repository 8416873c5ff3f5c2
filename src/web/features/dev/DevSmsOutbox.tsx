import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { devApi } from '@shared/api/dev.api';
import { formatDateTime } from '@shared/domain/format';
import { useApiQuery } from '../../api/hooks';

/** The SMS Montör has queued (order confirmations), under the e-mail on the developer outbox page. */
export function DevSmsOutbox() {
  const outbox = useApiQuery(devApi.smsOutbox, {}, { staleTime: 0, retry: false });
  if (!outbox.data) return null;
  return (
    <Stack gap="sm" mt="xl" data-testid="sms-outbox">
      <Title order={2} fz="lg">
        SMS
      </Title>
      {outbox.data.items.length === 0 ? (
        <Text c="dimmed">Inga SMS har skickats.</Text>
      ) : (
        outbox.data.items.map((sms) => (
          <Paper key={sms.uid} withBorder radius="md" p="sm" data-testid="outbox-sms">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" c="dimmed">
                Till {sms.to} · {formatDateTime(sms.createdAt)}
              </Text>
              <Badge
                variant="light"
                color={sms.sentAt ? 'green' : sms.error ? 'red' : 'yellow'}
                tt="none"
                style={{ flexShrink: 0 }}
              >
                {sms.sentAt
                  ? `Skickat ${formatDateTime(sms.sentAt)}`
                  : sms.error
                    ? 'Misslyckades, försöker igen'
                    : 'I kö'}
              </Badge>
            </Group>
            <Text size="sm" mt={4}>
              {sms.text}
            </Text>
            {sms.error && !sms.sentAt && (
              <Text size="xs" c="red" mt={4}>
                {sms.error}
              </Text>
            )}
          </Paper>
        ))
      )}
    </Stack>
  );
}
