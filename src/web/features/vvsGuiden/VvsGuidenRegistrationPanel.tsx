import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type VvsGuidenRegistration, vvsGuidenApi } from '@shared/api/vvsGuiden.api';
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useApiMutation } from '../../api/hooks';
import { confirm } from '../../shell/dialogs';
import { RegisterVvsGuidenDialog } from './RegisterVvsGuidenDialog';

interface PanelProps {
  registration: VvsGuidenRegistration;
  /** An administrator who may change the firm's settings: registers, changes contact, removes. */
  canRegister: boolean;
  /** The saved address in the directory; registering needs one. */
  linkSuffix: string;
  unsavedChanges: boolean;
  onRegistered: (registration: VvsGuidenRegistration) => void;
  onLinkSuffixError: (message: string) => void;
}

function Registered({ registration, actions }: { registration: VvsGuidenRegistration; actions: ReactNode }) {
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
          <Text size="sm" data-testid="vvs-guiden-contact-person">
            Kontaktperson: {registration.contactEmployee.caption}
          </Text>
        )}
        {registration.profileUrl && (
          <Anchor href={registration.profileUrl} target="_blank" rel="noopener" size="sm" c="green.9">
            <Group gap={4} component="span" wrap="nowrap">
              Visa sidan i VVS-guiden <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
        {registration.pushPending && (
          <Badge
            color="yellow"
            variant="light"
            tt="none"
            h="auto"
            py={4}
            style={{ whiteSpace: 'normal' }}
            data-testid="vvs-guiden-push-pending"
          >
            De senaste ändringarna har inte nått VVS-guiden; de skickas när du sparar
          </Badge>
        )}
        {actions}
      </Stack>
    </Alert>
  );
}

/**
 * The firm's registration in VVS-guiden (decision 0057): registered with its login and public page, or
 * — for an administrator — the way to register. Everyone else sees the state only.
 */
export function VvsGuidenRegistrationPanel(props: PanelProps) {
  const { registration, canRegister, linkSuffix, onRegistered, onLinkSuffixError } = props;
  const [opened, setOpened] = useState(false);
  const unregister = useApiMutation(vvsGuidenApi.unregister, { handleErrors: false });

  async function remove() {
    const ok = await confirm({
      title: 'Ta bort ur VVS-guiden',
      message: 'Företagets sida i VVS-guiden tas bort och inloggningen slutar gälla.',
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (!ok) return;
    try {
      onRegistered(await unregister.mutateAsync({}));
    } catch (error) {
      // The registration stays as it was; what the directory said is shown (the call layer's own are).
      if (isApiError(error) && !error.handled)
        notifications.show({ color: 'red', message: error.displayText });
      else if (!isApiError(error)) throw error;
    }
  }

  const dialog = (
    <RegisterVvsGuidenDialog
      opened={opened}
      onClose={() => setOpened(false)}
      changingContact={registration.registred}
      currentContact={registration.contactEmployee?.uid}
      linkSuffix={linkSuffix}
      unsavedChanges={props.unsavedChanges}
      onDone={({ registered, linkSuffixError }) => {
        setOpened(false);
        // The server's INFO message (the login went to the contact's e-mail) is shown by the call layer.
        if (registered) onRegistered(registered);
        if (linkSuffixError) onLinkSuffixError(linkSuffixError);
      }}
    />
  );

  if (registration.registred) {
    const actions = canRegister && (
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => setOpened(true)}
          data-testid="vvs-guiden-change-contact"
        >
          Byt kontaktperson
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={unregister.isPending}
          onClick={() => void remove()}
          data-testid="vvs-guiden-unregister"
        >
          Ta bort ur VVS-guiden
        </Button>
        {dialog}
      </Group>
    );
    return <Registered registration={registration} actions={actions} />;
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
      {dialog}
    </Alert>
  );
}
