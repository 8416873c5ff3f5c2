import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { VvsGuidenRegistration } from '@shared/api/vvsGuiden.api';
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { RegisterVvsGuidenDialog } from './RegisterVvsGuidenDialog';

/**
 * The firm's registration in VVS-guiden (decision 0057): registered with its login and public page, or
 * — for an administrator — the way to register. Everyone else sees the state only.
 */
export function VvsGuidenRegistrationPanel({
  registration,
  canRegister,
  linkSuffix,
  unsavedChanges,
  onRegistered,
  onLinkSuffixError,
}: {
  registration: VvsGuidenRegistration;
  canRegister: boolean;
  /** The saved address in the directory; registering needs one. */
  linkSuffix: string;
  unsavedChanges: boolean;
  onRegistered: (registration: VvsGuidenRegistration) => void;
  onLinkSuffixError: (message: string) => void;
}) {
  const [opened, setOpened] = useState(false);
  if (registration.registred) {
    return (
      <Alert
        variant="light"
        color="green"
        icon={<IconCircleCheck />}
        title="Registrerad i VVS-guiden"
        data-testid="vvs-guiden-registered"
      >
        <Stack gap={4}>
          <Text size="sm">
            Inloggning: <b data-testid="vvs-guiden-login">{registration.login}</b>
          </Text>
          {registration.contactEmployee && (
            <Text size="sm">Kontaktperson: {registration.contactEmployee.caption}</Text>
          )}
          {registration.profileUrl && (
            <Anchor href={registration.profileUrl} target="_blank" rel="noopener" size="sm" c="green.9">
              <Group gap={4} component="span" wrap="nowrap">
                Visa sidan i VVS-guiden <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
          {registration.pushPending && (
            <Badge color="yellow" variant="light" tt="none" data-testid="vvs-guiden-push-pending">
              Senaste ändringarna har inte nått VVS-guiden; de skickas när du sparar
            </Badge>
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      variant="light"
      color="gray"
      title="Inte registrerad i VVS-guiden"
      data-testid="vvs-guiden-unregistered"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {canRegister
            ? 'Registrera företaget för att synas i VVS-guiden. Ni väljer en kontaktperson som får inloggningen.'
            : 'En administratör kan registrera företaget i VVS-guiden.'}
        </Text>
        {canRegister && (
          <Button
            size="sm"
            onClick={() => setOpened(true)}
            disabled={!linkSuffix}
            data-testid="vvs-guiden-register"
          >
            Registrera i VVS-guiden
          </Button>
        )}
        {canRegister && !linkSuffix && (
          <Text size="xs" c="dimmed">
            Ange och spara adressen i VVS-guiden först.
          </Text>
        )}
      </Stack>
      <RegisterVvsGuidenDialog
        opened={opened}
        onClose={() => setOpened(false)}
        linkSuffix={linkSuffix}
        unsavedChanges={unsavedChanges}
        onDone={({ registered, linkSuffixError }) => {
          setOpened(false);
          // The server's INFO message (the login went to the contact's e-mail) is shown by the call layer.
          if (registered) onRegistered(registered);
          if (linkSuffixError) onLinkSuffixError(linkSuffixError);
        }}
      />
    </Alert>
  );
}
