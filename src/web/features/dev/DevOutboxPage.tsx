import { Accordion, Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { devApi } from '@shared/api/dev.api';
import { formatDateTime } from '@shared/domain/format';
import { IconInfoCircle, IconMailOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/hooks';
import { placeholders } from '../../lib/placeholders';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { MailAttachments, MailHeaders, MailStatus } from './DevOutboxMail';
import { DevSmsOutbox } from './DevSmsOutbox';

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** Mail bodies are plain text; their links (password reset) should be clickable here. */
function Linkified({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let offset = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(text.slice(offset, match.index));
    parts.push(
      <Anchor key={match.index} href={match[0]}>
        {match[0]}
      </Anchor>,
    );
    offset = match.index + match[0].length;
  }
  parts.push(text.slice(offset));
  return parts;
}

export function DevOutboxPage() {
  const outbox = useApiQuery(devApi.outbox, {}, { staleTime: 0 });
  const notAvailable = isApiError(outbox.error) && outbox.error.status === 404;

  return (
    <Page
      title="Utkorg"
      intro="E-post och SMS som Montör har skickat. Sidan finns bara när servern körs i utvecklingsläge."
      actions={
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void outbox.refetch()}
          loading={outbox.isFetching}
        >
          Uppdatera
        </Button>
      }
    >
      {outbox.isPending ? (
        <Stack gap="sm">
          {placeholders(4).map((key) => (
            <Skeleton key={key} h={56} radius="md" />
          ))}
        </Stack>
      ) : notAvailable ? (
        <Alert icon={<IconInfoCircle />} title="Utkorgen är inte tillgänglig" variant="light">
          Servern körs inte i utvecklingsläge, så skickad e-post går direkt till mottagarna och visas inte
          här.
        </Alert>
      ) : outbox.error ? (
        <QueryError what="utkorgen" error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.items.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <IconMailOff size={36} color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" mt="sm">
            Utkorgen är tom.
          </Text>
        </Paper>
      ) : (
        <Accordion variant="separated" radius="md" data-testid="outbox">
          {outbox.data.items.map((mail) => (
            <Accordion.Item key={mail.uid} value={mail.uid} data-testid="outbox-mail">
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {mail.subject}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      Till {mail.to} · {formatDateTime(mail.createdAt)}
                    </Text>
                  </div>
                  <MailStatus mail={mail} />
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <MailHeaders mail={mail} />
                <Text
                  size="sm"
                  style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                  data-testid="outbox-text"
                >
                  <Linkified text={mail.text} />
                </Text>
                <MailAttachments mail={mail} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <DevSmsOutbox />
    </Page>
  );
}
