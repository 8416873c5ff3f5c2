import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type VvsGuidenRegistration, vvsGuidenApi } from '@shared/api/vvsGuiden.api';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { GeneralErrors, mapServerMessages, RegisterDialog, useDialogClose } from '../../kit';
import { useSession } from '../../session/session-store';

/** The settings field the server names when the address is taken or missing. */
const SUFFIX_FIELD = 'vvsguiden.linkSuffix';

export interface RegisterOutcome {
  /** The new registration, when it went through. */
  registered?: VvsGuidenRegistration;
  /** The address's problem, for the settings form to show at its field. */
  linkSuffixError?: string;
}

function RegisterForm({
  currentContact,
  changingContact,
  linkSuffix,
  unsavedChanges,
  onDone,
  onClose,
}: {
  changingContact: boolean;
  linkSuffix: string;
  unsavedChanges: boolean;
  onDone: (outcome: RegisterOutcome) => void;
  onClose: () => void;
  currentContact?: string;
}) {
  const session = useSession();
  const contacts = useApiQuery(vvsGuidenApi.contacts, {});
  const register = useApiMutation(vvsGuidenApi.registerEmployee, { handleErrors: false });
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm({
    initialValues: { employeeUid: currentContact ?? session?.employeeUid ?? '' },
    validate: { employeeUid: (v) => (v ? null : 'Välj en kontaktperson') },
  });
  const close = useDialogClose(() => false, onClose);
  const list = contacts.data?.contacts ?? [];
  const chosen = list.find((c) => c.uid === form.getValues().employeeUid);

  /** A refusal stays in the dialog, except the address's, which belongs to the settings form. */
  function showRefusal(error: unknown) {
    if (!isApiError(error)) throw error;
    const suffix = error.messages.find((m) => m.field === SUFFIX_FIELD);
    if (suffix) return onDone({ linkSuffixError: suffix.text });
    if (error.handled) return;
    const { fieldErrors, general: rest } = mapServerMessages(error.messages, {});
    form.setErrors(fieldErrors);
    const atFields = Object.keys(fieldErrors).length > 0;
    setGeneral(rest[0] ?? (atFields ? null : error.displayText));
  }

  async function submit(values: { employeeUid: string }) {
    setGeneral(null);
    await register.mutateAsync(values).then((registered) => onDone({ registered }), showRefusal);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The dialog sits in a portal: without this the settings form around the page would submit too.
        event.stopPropagation();
        form.onSubmit(submit)(event);
      }}
      data-testid="vvs-guiden-register-dialog"
    >
      <Stack gap="sm">
        <Text size="sm">
          {changingContact ? (
            'Den du väljer visas som företagets kontaktperson i VVS-guiden.'
          ) : (
            <>
              Företaget läggs upp i VVS-guiden på adressen <b>/{linkSuffix}</b> med presentationen och
              kundtyperna ni har sparat. Kontaktpersonen får inloggningen till VVS-guiden med e-post.
            </>
          )}
        </Text>
        {unsavedChanges && !changingContact && (
          <Alert color="yellow" variant="light">
            Du har ändringar som inte är sparade. Registreringen använder de sparade inställningarna; dina
            ändringar finns kvar i formuläret.
          </Alert>
        )}
        <Select
          label="Kontaktperson"
          description={
            chosen?.email && !changingContact
              ? `Inloggningen skickas till ${chosen.email}`
              : 'En anställd med e-postadress'
          }
          placeholder={contacts.isLoading ? 'Hämtar anställda…' : 'Välj anställd'}
          data={list.map((c) => ({ value: c.uid, label: c.email ? c.name : `${c.name} (saknar e-post)` }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('employeeUid')}
          data-testid="vvs-guiden-contact"
        />
        <GeneralErrors
          title={changingContact ? 'Kontaktpersonen kunde inte bytas' : 'Registreringen gick inte igenom'}
          messages={[general, contacts.error && 'De anställda kunde inte hämtas. Försök igen.'].filter(
            (m): m is string => Boolean(m),
          )}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={() => void close()}>
            Avbryt
          </Button>
          <Button type="submit" loading={register.isPending} data-testid="vvs-guiden-register-confirm">
            {changingContact ? 'Spara' : 'Registrera'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Registers the firm in VVS-guiden: the contact person is chosen, then the directory is asked. For a
 * registered firm the same call makes another employee the contact person.
 */
export function RegisterVvsGuidenDialog({
  opened,
  onClose,
  ...props
}: {
  opened: boolean;
  onClose: () => void;
  changingContact: boolean;
  currentContact?: string;
  linkSuffix: string;
  unsavedChanges: boolean;
  onDone: (outcome: RegisterOutcome) => void;
}) {
  return (
    <RegisterDialog
      opened={opened}
      onClose={onClose}
      title={props.changingContact ? 'Byt kontaktperson i VVS-guiden' : 'Registrera i VVS-guiden'}
      size={520}
    >
      <RegisterForm {...props} onClose={onClose} />
    </RegisterDialog>
  );
}
