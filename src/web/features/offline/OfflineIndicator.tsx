import { Badge, Button, Group } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { OfflineDecisions } from './OfflineDecisions';
import { statusText, useOfflineStatus } from './offline-status';

/**
 * The header's word on the connection (decision 0049), a row of its own under the header's top row so
 * the whole sentence fits a phone: "Offline – N ändringar väntar" without one, what is still being sent
 * once it is back, and a button to the changes the server refused. The choice opens by itself when a
 * refusal arrives, so a conflict is seen rather than found.
 */
export function OfflineIndicator() {
  const status = useOfflineStatus();
  const [open, setOpen] = useState(false);
  const decisions = status.decisions.length;
  useEffect(() => {
    if (decisions > 0) setOpen(true);
  }, [decisions]);
  const text = statusText(status);
  if (!text && decisions === 0) return null;
  return (
    <Group gap="xs" justify="center" wrap="wrap" py={4} data-testid="offline-bar">
      {text && (
        <Badge
          color={status.online ? 'blue.8' : 'dark'}
          variant="filled"
          size="lg"
          leftSection={status.online ? <IconRefresh size={14} /> : <IconCloudOff size={14} />}
          role="status"
          data-testid="offline-status"
          style={{ textTransform: 'none' }}
        >
          {text}
        </Badge>
      )}
      {decisions > 0 && (
        <Button size="xs" color="orange.9" onClick={() => setOpen(true)} data-testid="offline-decisions-open">
          {decisions === 1 ? '1 ändring behöver beslut' : `${decisions} ändringar behöver beslut`}
        </Button>
      )}
      <OfflineDecisions decisions={status.decisions} opened={open} onClose={() => setOpen(false)} />
    </Group>
  );
}
