import { Anchor, Badge, Button, Group, Image, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type CalendarEvent, eventsApi } from '@shared/api/events.api';
import {
  IconCalendarPlus,
  IconCircleCheck,
  IconFileText,
  IconMapPin,
  IconUser,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { saveFile } from '../../api/files';
import classes from './Events.module.css';
import { dateTile, eventWhen } from './event-format';

export type EventAction = 'register' | 'cancel' | 'registrations';

/** One event: when, where, who, what, its documents and what the employee can do with it. */
export function EventCard({
  event,
  selected,
  onAction,
}: {
  event: CalendarEvent;
  selected: boolean;
  onAction: (action: EventAction, event: CalendarEvent) => void;
}) {
  const tile = dateTile(event.date);
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function exportToCalendar() {
    setExporting(true);
    setProblem(null);
    try {
      saveFile(await call(eventsApi.export, { eventLocator: event.locator }, { handleErrors: false }));
    } catch (error) {
      if (isApiError(error) && !error.handled) setProblem(error.displayText);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      id={`event-${event.locator}`}
      className={classes.card}
      data-selected={selected || undefined}
      data-testid="event-card"
      aria-labelledby={`event-title-${event.locator}`}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <div className={classes.dateTile} aria-hidden>
          <div className={classes.dateDay}>{tile.day}</div>
          <div className={classes.dateMonth}>{tile.month}</div>
        </div>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={2} fz={18} id={`event-title-${event.locator}`}>
              {event.title}
            </Title>
            {event.alreadyRegistered && (
              <Badge color="green.8" leftSection={<IconCircleCheck size={14} />} style={{ flexShrink: 0 }}>
                Anmäld
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            <Badge variant="light" color="blue.8">
              {event.category}
            </Badge>
            <Text size="sm" fw={600}>
              {eventWhen(event)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
            <Text size="sm">
              {event.warehouseName}, {event.fullAddress}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconUser size={16} style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm">{event.person}</Text>
          </Group>
          <Group align="flex-start" wrap="nowrap" gap="md">
            <Text size="sm" className={classes.description} style={{ flex: 1 }}>
              {event.description}
            </Text>
            {event.imageLink && (
              <Image src={event.imageLink} alt="" w={96} h={96} fit="contain" visibleFrom="sm" />
            )}
          </Group>
          {event.alternatives.length > 0 && (
            <Text size="sm">
              <Text span fw={600}>
                Välj vid anmälan:
              </Text>{' '}
              {event.alternatives.join(' eller ')}
            </Text>
          )}
          {(event.attachmentDocuments.length > 0 || event.link) && (
            <List size="sm" spacing={2} icon={<IconFileText size={16} aria-hidden />} center>
              {event.attachmentDocuments.map((doc) => (
                <List.Item key={doc.link}>
                  <Anchor href={doc.link} target="_blank" rel="noopener noreferrer">
                    {doc.title}
                  </Anchor>
                </List.Item>
              ))}
              {event.link && (
                <List.Item>
                  <Anchor href={event.link} target="_blank" rel="noopener noreferrer">
                    Mer om evenemanget
                  </Anchor>
                </List.Item>
              )}
            </List>
          )}
          <Group gap="xs" mt={4}>
            {event.registrationSurveyId === null ? (
              <Text size="sm" c="dimmed">
                Anmälan görs inte i Montör – se beskrivningen.
              </Text>
            ) : event.alreadyRegistered ? (
              <Button
                variant="default"
                color="red"
                leftSection={<IconX size={16} />}
                onClick={() => onAction('cancel', event)}
                data-testid="event-cancel"
              >
                Avanmäl mig
              </Button>
            ) : (
              <Button onClick={() => onAction('register', event)} data-testid="event-register">
                Anmäl mig
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconCalendarPlus size={16} />}
              loading={exporting}
              onClick={() => void exportToCalendar()}
              data-testid="event-export"
            >
              Lägg till i kalendern
            </Button>
            {event.registrationSurveyId !== null && (
              <Button
                variant="subtle"
                leftSection={<IconUsers size={16} />}
                onClick={() => onAction('registrations', event)}
                data-testid="event-registrations"
              >
                Anmälda från företaget
              </Button>
            )}
          </Group>
          {problem && (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
