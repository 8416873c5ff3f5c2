import { Badge, Box, Button, Text, VisuallyHidden } from '@mantine/core';
import { newsApi, type SystemMessage } from '@shared/api/news.api';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { registerPollingTask } from '../../session/polling';
import { useSession } from '../../session/session-store';
import { MessageDialog } from './MessageDialog';
import { markMessageRead, pollUnreadMessages } from './news-queries';

/**
 * The header's unread-message notification (product-spec §4): it shows the first unread message; a click
 * opens it in the popup and stops its polling, so the popup does not change under the reader; marking it
 * read closes the popup and resumes the polling. Closing without marking resumes it too (decision 0051).
 */
export function UnreadMessageNotice() {
  const session = useSession();
  const enabled = !!session;
  const summary = useApiQuery(newsApi.unreadMessages, {}, { enabled });
  const [open, setOpen] = useState<SystemMessage | null>(null);
  const [marking, setMarking] = useState(false);

  const polling = enabled && open === null;
  useEffect(() => {
    if (!polling) return;
    return registerPollingTask({ id: 'unreadMessages', run: pollUnreadMessages });
  }, [polling]);

  const first = enabled ? summary.data?.firstUnreadMessage : null;
  const count = summary.data?.totalUnreadCount ?? 0;

  async function markRead(message: SystemMessage) {
    setMarking(true);
    try {
      await markMessageRead(message.uid);
      setOpen(null);
    } catch {
      // The call layer has said why; the popup stays open to try again.
    } finally {
      setMarking(false);
    }
  }

  const label = `${count === 1 ? 'Ett oläst meddelande' : `${count} olästa meddelanden`}: ${first?.title ?? ''}`;
  const badge = (
    <Badge color="red.8" variant="filled" size="sm" circle={count < 10} style={{ flexShrink: 0 }}>
      {count}
      <VisuallyHidden> olästa</VisuallyHidden>
    </Badge>
  );
  const icon = <IconMail size={18} color="var(--mantine-color-red-8)" style={{ flexShrink: 0 }} />;
  return (
    <>
      {first && (
        <>
          <Button
            variant="default"
            px={10}
            onClick={() => setOpen(first)}
            title={label}
            data-testid="unread-message"
            visibleFrom="sm"
            leftSection={icon}
            rightSection={badge}
          >
            <VisuallyHidden>Oläst meddelande:</VisuallyHidden>
            <Box visibleFrom="lg" maw={120}>
              <Text size="sm" fw={500} truncate>
                {first.title}
              </Text>
            </Box>
          </Button>
          {/* A phone's header row has no room beside the account: the notice is a row of its own. */}
          <Button
            variant="default"
            fullWidth
            onClick={() => setOpen(first)}
            data-testid="unread-message"
            hiddenFrom="sm"
            leftSection={icon}
            rightSection={badge}
            justify="space-between"
            styles={{ label: { flex: 1, minWidth: 0 } }}
          >
            <VisuallyHidden>Oläst meddelande:</VisuallyHidden>
            <Text size="sm" fw={500} truncate>
              {first.title}
            </Text>
          </Button>
        </>
      )}
      <MessageDialog
        message={open}
        onClose={() => setOpen(null)}
        actions={
          open && (
            <>
              <Button variant="default" onClick={() => setOpen(null)}>
                Läs senare
              </Button>
              <Button loading={marking} onClick={() => void markRead(open)} data-testid="message-mark-read">
                Markera som läst
              </Button>
            </>
          )
        }
      />
    </>
  );
}
