import { Badge, VisuallyHidden } from '@mantine/core';
import { contentApi } from '@shared/api/content.api';
import { useApiQuery } from '../../api/hooks';
import { useSession } from '../../session/session-store';

/** The unread news and messages together, for the menu's "Aktuellt" link; nothing when all is read. */
export function UnreadNoveltiesBadge() {
  const session = useSession();
  const counters = useApiQuery(contentApi.counters, {}, { enabled: !!session });
  const unread = session ? (counters.data?.unreadNews ?? 0) + (counters.data?.unreadMessages ?? 0) : 0;
  if (unread === 0) return null;
  return (
    <Badge color="red.8" size="sm" data-testid="novelties-unread">
      {unread}
      <VisuallyHidden> olästa</VisuallyHidden>
    </Badge>
  );
}
