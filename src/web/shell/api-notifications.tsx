import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlugConnectedX, IconServerOff } from '@tabler/icons-react';
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
  // Polling keeps failing while the server is down; one notice is enough.
  if (unavailableOpen) return;
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
