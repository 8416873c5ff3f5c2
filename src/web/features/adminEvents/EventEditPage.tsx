import { Skeleton, Stack } from '@mantine/core';
import { adminEventsApi } from '@shared/api/adminEvents.api';
import { useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';
import { BackLink } from './BackLink';
import { EventForm } from './EventForm';
import { EVENTS_ADMIN_PATH } from './paths';

/** One event to write (uid null: a new one), with the warehouses and registration surveys to choose from. */
export function EventEditPage({ uid }: { uid: string | null }) {
  const options = useApiQuery(adminEventsApi.eventOptions, {});
  const detail = useApiQuery(adminEventsApi.event, { uid: uid ?? '' }, { enabled: uid !== null });
  const error = options.error ?? detail.error;
  const loading = !options.data || (uid !== null && !detail.data);
  return (
    <Stack gap="md">
      <BackLink to={EVENTS_ADMIN_PATH} label="Alla evenemang" />
      {error ? (
        <QueryError
          what="evenemanget"
          error={error}
          onRetry={() => void Promise.all([options.refetch(), uid ? detail.refetch() : null])}
        />
      ) : loading ? (
        <Skeleton h={480} radius="md" />
      ) : (
        <EventForm detail={uid ? (detail.data ?? null) : null} options={options.data!} />
      )}
    </Stack>
  );
}
