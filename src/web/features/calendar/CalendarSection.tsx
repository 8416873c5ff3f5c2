import { Anchor, Button, Group, Text } from '@mantine/core';
import { calendarApi } from '@shared/api/calendar.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { IconCalendarEvent, IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { saveFile } from '../../api/files';
import { CardSection } from '../../kit';
import { WEEK_VIEW_PATH } from './week';

/**
 * A work order in a calendar (decision 0049): the order as an ICS file for the phone's own calendar,
 * and the way to the week view of who works where. The server's refusal (no planned start) is said here.
 */
export function CalendarSection({ docType, docUid }: { docType: DocumentType; docUid: string | null }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (docType !== 'WORK_ORDER') return null;

  async function exportIcs() {
    if (!docUid) return;
    setBusy(true);
    setProblem(null);
    try {
      saveFile(await call(calendarApi.workOrderExportToCalendar, { docUid }, { handleErrors: false }));
    } catch (error) {
      if (isApiError(error) && !error.handled) setProblem(error.displayText);
    } finally {
      setBusy(false);
    }
  }

  return (
    <CardSection
      titleId="calendar-title"
      title="Kalender"
      icon={<IconCalendarEvent size={18} />}
      testId="work-order-calendar"
    >
      <Group gap="sm" justify="space-between">
        <Button
          variant="light"
          size="sm"
          leftSection={<IconCalendarPlus size={16} />}
          loading={busy}
          disabled={!docUid}
          onClick={() => void exportIcs()}
          data-testid="calendar-export"
        >
          Lägg i kalendern (.ics)
        </Button>
        <Anchor component={Link} to={WEEK_VIEW_PATH} size="sm">
          Veckovy: vem jobbar var
        </Anchor>
      </Group>
      {!docUid && (
        <Text size="xs" c="dimmed" mt={6}>
          Ordern kan läggas i kalendern när den är sparad
        </Text>
      )}
      {problem && (
        <Text size="sm" c="red.8" mt={6} role="alert" data-testid="calendar-problem">
          {problem}
        </Text>
      )}
    </CardSection>
  );
}
