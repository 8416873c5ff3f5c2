import { SegmentedControl, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { EventEditPage } from './EventEditPage';
import { EventsListPage } from './EventsListPage';
import { EVENTS_ADMIN_PATH, NEW_EVENT_SEGMENT, SURVEYS_ADMIN_PATH } from './paths';
import { SurveyEditPage } from './SurveyEditPage';
import { SurveysListPage } from './SurveysListPage';

function Page({ parts }: { parts: string[] }) {
  const [first, second] = parts;
  if (first === 'enkater') return second ? <SurveyEditPage key={second} uid={second} /> : <SurveysListPage />;
  if (!first) return <EventsListPage />;
  return <EventEditPage key={first} uid={first === NEW_EVENT_SEGMENT ? null : first} />;
}

/**
 * The administration's Evenemang och enkäter tab: the provider's events (/admin/evenemang, /nytt, /<uid>)
 * and the surveys and forms the firms answer (/enkater, /enkater/ny, /enkater/<uid>), one switch between.
 */
export function EventsSection() {
  const navigate = useNavigate();
  const parts = (useParams()['*'] ?? '').split('/').slice(1).filter(Boolean);
  const part = parts[0] === 'enkater' ? 'surveys' : 'events';
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Visa"
        value={part}
        onChange={(v) => void navigate(v === 'surveys' ? SURVEYS_ADMIN_PATH : EVENTS_ADMIN_PATH)}
        data={[
          { value: 'events', label: 'Evenemang' },
          { value: 'surveys', label: 'Enkäter och formulär' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Page parts={parts} />
    </Stack>
  );
}
