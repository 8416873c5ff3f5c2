import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { adminEventsApi } from '@shared/api/adminEvents.api';
import type { PublicationState } from '@shared/api/news.api';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { confirm } from '../../shell/dialogs';

/** After a change the lists and the event's page read again. */
export const refreshEvents = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: apiQueryKey(adminEventsApi.events) }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey(adminEventsApi.event) }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey(adminEventsApi.surveys) }),
  ]);

type Action = 'publish' | 'unpublish' | 'delete';

async function confirmed(action: Action, title: string): Promise<boolean> {
  if (action === 'publish')
    return confirm({
      title: 'Publicera evenemanget',
      message: `${title} visas för alla kundföretag, som kan anmäla sig om det har en anmälningsenkät.`,
      confirmLabel: 'Publicera',
    });
  if (action === 'delete')
    return confirm({
      title: 'Ta bort evenemanget',
      message: `${title} tas bort för gott. Ingen har anmält sig.`,
      confirmLabel: 'Ta bort',
      danger: true,
    });
  return true;
}

/**
 * Publish or take back an event, and delete one nobody has registered for (one with registrations can
 * only be unpublished, decision 0064). A refusal is told as a notification; the lists read again.
 */
export function EventStateActions({
  event,
  compact = false,
  blockedReason = null,
  onDeleted,
}: {
  event: { uid: string; title: string; state: PublicationState; registrationCount: number };
  compact?: boolean;
  /** Why the buttons wait (unsaved edits in the form); null when they may act. */
  blockedReason?: string | null;
  onDeleted?: () => void;
}) {
  const [busy, setBusy] = useState<Action | null>(null);
  const publishing = event.state !== 'PUBLISHED';
  async function act(action: Action) {
    if (!(await confirmed(action, event.title))) return;
    setBusy(action);
    try {
      if (action === 'delete') {
        await call(adminEventsApi.deleteEvent, { uid: event.uid }, { handleErrors: false });
        notifications.show({ message: 'Evenemanget är borttaget.' });
        onDeleted?.();
      } else {
        const endpoint = action === 'publish' ? adminEventsApi.publishEvent : adminEventsApi.unpublishEvent;
        await call(endpoint, { uid: event.uid }, { handleErrors: false });
        notifications.show({
          message:
            action === 'publish'
              ? 'Publicerat: företagen ser evenemanget.'
              : 'Avpublicerat: företagen ser inte evenemanget längre.',
        });
      }
      await refreshEvents();
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      notifications.show({ color: 'red', message: error.displayText });
    } finally {
      setBusy(null);
    }
  }
  const size = compact ? 'xs' : 'sm';
  const blocked = blockedReason !== null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size={size}
        variant={publishing ? 'filled' : 'default'}
        loading={busy === 'publish' || busy === 'unpublish'}
        disabled={blocked}
        title={blockedReason ?? undefined}
        onClick={() => void act(publishing ? 'publish' : 'unpublish')}
        aria-label={`${publishing ? 'Publicera' : 'Avpublicera'} ${event.title}`}
      >
        {publishing ? 'Publicera' : 'Avpublicera'}
      </Button>
      {event.registrationCount === 0 && (
        <Button
          size={size}
          variant="default"
          loading={busy === 'delete'}
          disabled={blocked}
          onClick={() => void act('delete')}
          aria-label={`Ta bort ${event.title}`}
        >
          Ta bort
        </Button>
      )}
    </Group>
  );
}
