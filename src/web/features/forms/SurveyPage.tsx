import { Skeleton, Stack } from '@mantine/core';
import { formsApi } from '@shared/api/forms.api';
import type { SurveyType } from '@shared/domain/surveys';
import { useApiQuery } from '../../api/hooks';
import { useSession } from '../../session/session-store';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { SurveyForm } from './SurveyForm';

const thanks: Record<Exclude<SurveyType, 'CALENDAR_EVENT'>, string> = {
  GENERAL: 'Dina svar hjälper oss att prioritera vad vi bygger härnäst i Montör.',
  REQUEST_FOR_SCHOOL: 'Vi hör av oss inom en vecka för att boka en tid som passar klassen.',
  APPLY_FOR_GUEST_ACCOUNT:
    'Din ansökan är mottagen — leverantören går igenom den och skickar inloggningsuppgifter till din e-post.',
};

/** The current survey of a type, as a page of its own. The title is the survey's, as the provider wrote it. */
function SurveyPage({ type }: { type: keyof typeof thanks }) {
  const loggedIn = useSession() !== null;
  const survey = useApiQuery(formsApi.surveyForm, { surveyType: type });
  return (
    <Page title={survey.data?.title ?? 'Enkät'} size="md">
      {survey.isPending ? (
        <Stack gap="md" data-testid="survey-loading">
          <Skeleton h={24} w="60%" />
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      ) : survey.error ? (
        <QueryError what="enkäten" error={survey.error} onRetry={() => void survey.refetch()} />
      ) : (
        <SurveyForm
          key={`${survey.data.id}-${loggedIn}`}
          survey={survey.data}
          sendAs={type === 'REQUEST_FOR_SCHOOL' ? 'requestForSchool' : 'survey'}
          thanks={thanks[type]}
        />
      )}
    </Page>
  );
}

export const GeneralSurveyPage = () => <SurveyPage type="GENERAL" />;
export const SchoolRequestPage = () => <SurveyPage type="REQUEST_FOR_SCHOOL" />;
export const GuestAccountPage = () => <SurveyPage type="APPLY_FOR_GUEST_ACCOUNT" />;
