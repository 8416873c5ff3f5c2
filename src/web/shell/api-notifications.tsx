import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApiMessage } from '@shared/api/endpoint';
import { IconAlertTriangle, IconInfoCircle, IconPlugConnectedX, IconServerOff } from '@tabler/icons-react';
import { apiEvents } from '../api/call';
import { UNAVAILABLE_TEXT } from '../api/caller';

const UNAVAILABLE_ID = 'server-unavailable';
let unavailableOpen = false;

function reload() {
  window.location.reload();
}

function WithReload({ text, label }: { text: string; label: string }) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{text}</Text>
      <Button size="xs" variant="light" onClick={reload}>
        {label}
      </Button>
    </Stack>
  );
}

function showUnavailable() {
  // Polling keeps failing while the server is down; one notice is enough. Without any network the
  // header already says so, and the field app goes on from its copies (decision 0049).
  if (unavailableOpen || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
  unavailableOpen = true;
  notifications.show({
    id: UNAVAILABLE_ID,
    color: 'red',
    icon: <IconPlugConnectedX size={18} />,
    title: 'Ingen kontakt med servern',
    message: <WithReload text={UNAVAILABLE_TEXT} label="Starta om" />,
    autoClose: false,
    onClose: () => {
      unavailableOpen = false;
    },
  });
}

/** A message repeated by every autosave or poll is shown again only after this long. */
const REPEAT_AFTER_MS = 60_000;
const lastShown = new Map<string, number>();

/** A success answer's INFO or WARNING (api-spec §8): the save went through, and this is worth knowing. */
function showMessage(message: ApiMessage, now = Date.now()) {
  const key = `${message.code}:${message.field ?? ''}:${message.text}`;
  if (now - (lastShown.get(key) ?? Number.NEGATIVE_INFINITY) < REPEAT_AFTER_MS) return;
  lastShown.set(key, now);
  const warning = message.level === 'WARNING';
  notifications.show({
    id: `api-message:${key}`,
    color: warning ? 'orange' : 'blue',
    icon: warning ? <IconAlertTriangle size={18} /> : <IconInfoCircle size={18} />,
    title: warning ? 'Observera' : 'Information',
    message: message.text,
    autoClose: warning ? 10_000 : 6000,
  });
}

/** Turns the call layer's events into notifications (api-spec §8). */
export function installApiNotifications() {
  apiEvents.on('validation', ({ message, reloadable }) => {
    notifications.show({
      color: 'orange',
      icon: <IconAlertTriangle size={18} />,
      title: reloadable ? 'Uppgifterna har ändrats av någon annan' : 'Kontrollera uppgifterna',
      message: reloadable ? <WithReload text={message} label="Ladda om sidan" /> : message,
      autoClose: reloadable ? false : 6000,
    });
  });
  apiEvents.on('serverError', ({ message }) => {
    notifications.show({
      color: 'red',
      icon: <IconServerOff size={18} />,
      title: 'Serverfel',
      message,
      autoClose: 10_000,
    });
  });
  apiEvents.on('unavailable', showUnavailable);
  apiEvents.on('messages', ({ messages }) => {
    for (const message of messages) showMessage(message);
  });
}

export function notifySessionEnded() {
  notifications.show({
    id: 'session-ended',
    color: 'blue',
    title: 'Du har loggats ut',
    message: 'Din session har avslutats. Logga in igen för att fortsätta.',
    autoClose: 8000,
  });
}
