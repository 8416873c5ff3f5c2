import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SystemMessage } from '@shared/api/news.api';
import { formatDateTime } from '@shared/domain/format';
import type { ReactNode } from 'react';
import { SafeHtml } from './SafeHtml';

/** product-spec §3: the message dialog, 600 wide, with title, date and the HTML body. */
export function MessageDialog({
  message,
  onClose,
  actions,
}: {
  message: SystemMessage | null;
  onClose: () => void;
  /** Below the body; "Stäng" when none are given. */
  actions?: ReactNode;
}) {
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      size={600}
      title={message?.title}
      styles={{ title: { fontWeight: 700, fontSize: 18 }, body: { maxHeight: 700 } }}
      closeButtonProps={{ 'aria-label': 'Stäng meddelandet' }}
      data-testid="message-dialog"
    >
      {message && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Skickat {formatDateTime(message.date)}
          </Text>
          <SafeHtml html={message.message} testId="message-body" />
          <Group justify="flex-end">
            {actions ?? (
              <Button variant="default" onClick={onClose}>
                Stäng
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
