import { Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CalendarEvent } from '@shared/api/events.api';
import { formsApi } from '@shared/api/forms.api';
import { useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';
import { SurveyForm } from '../forms';
import { eventWhen } from './event-format';
import { refreshEvents } from './events-queries';

/** Registration is the event's CALENDAR_EVENT survey, answered through the forms feature (decision 0053). */
export function RegisterDialog({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const survey = useApiQuery(formsApi.surveyForm, {
    surveyId: event.registrationSurveyId ?? undefined,
    calendarEventLocator: event.locator,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Stäng' }}
      title={`Anmälan: ${event.title}`}
      size="lg"
      fullScreen={phone}
    >
      <Text size="sm" c="dimmed" mb="md">
        {eventWhen(event)} · {event.warehouseName}
      </Text>
      {survey.isPending ? (
        <Stack gap="md" data-testid="event-survey-loading">
          <Skeleton h={40} />
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : survey.error ? (
        <QueryError what="anmälningsformuläret" error={survey.error} onRetry={() => void survey.refetch()} />
      ) : (
        <SurveyForm
          survey={survey.data}
          calendarEventLocator={event.locator}
          thanks="Du är anmäld. Lägg gärna till evenemanget i din kalender; du kan avanmäla dig här i Montör."
          onSent={refreshEvents}
        />
      )}
    </Modal>
  );
}
