import { Skeleton, Stack } from '@mantine/core';
import { adminEventsApi } from '@shared/api/adminEvents.api';
import { useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';
import { BackLink } from './BackLink';
import { NEW_SURVEY_SEGMENT, SURVEYS_ADMIN_PATH } from './paths';
import { SurveyEditor } from './SurveyEditor';

/** One survey to write: `uid` is the survey's, or `ny` for a new one. */
export function SurveyEditPage({ uid }: { uid: string }) {
  const isNew = uid === NEW_SURVEY_SEGMENT;
  const detail = useApiQuery(adminEventsApi.survey, { uid }, { enabled: !isNew });
  return (
    <Stack gap="md">
      <BackLink to={SURVEYS_ADMIN_PATH} label="Alla enkäter" />
      {isNew ? (
        <SurveyEditor detail={null} />
      ) : detail.error ? (
        <QueryError what="enkäten" error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !detail.data ? (
        <Skeleton h={480} radius="md" />
      ) : (
        <SurveyEditor detail={detail.data} />
      )}
    </Stack>
  );
}
