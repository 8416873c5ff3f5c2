import { Alert, Stack } from '@mantine/core';
import { type NotificationType, notificationsApi } from '@shared/api/notifications.api';
import { formatDateTime } from '@shared/domain/format';
import { IconArchive, IconLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';

/** The notices the dashboard shows, each with its icon: automatic archiving, the client's link (issue #21). */
const shownNotices: Partial<Record<NotificationType, ReactNode>> = {
  AUTO_ARCHIVE_NOTIFICATION: <IconArchive />,
  CLIENT_LINK_NOTIFICATION: <IconLink />,
};

/**
 * Unread notices the system left for the firm about automatic archiving (issue #6) and about a client
 * who opened, accepted or declined a document through its link (issue #21). Closing one marks it
 * read for the whole firm. The notices are a courtesy: if they cannot be read, the dashboard goes on
 * without them.
 */
export function FirmNotices() {
  const list = useApiQuery(notificationsApi.list, {});
  const markRead = useApiMutation(notificationsApi.markRead, {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiQueryKey(notificationsApi.list) }),
  });
  const unread = (list.data?.items ?? []).filter((n) => !n.read && shownNotices[n.type]);
  if (unread.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="firm-notices">
      {unread.map((n) => (
        <Alert
          key={n.uid}
          color="blue"
          variant="light"
          icon={shownNotices[n.type]}
          title={n.title}
          withCloseButton
          closeButtonLabel="Markera som läst"
          onClose={() => markRead.mutate({ uids: [n.uid] })}
        >
          {n.message} <span style={{ opacity: 0.7 }}>({formatDateTime(n.createdAt)})</span>
        </Alert>
      ))}
    </Stack>
  );
}
