import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminFirmsApi, type FirmEmployee } from '@shared/api/adminFirms.api';
import { validateEmail, validateRequired } from '@shared/domain/validators';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { DialogButtons, serverFieldErrors } from '../../kit';

/**
 * The firm's administrator: the provider chooses the login, the admin chooses the password through the
 * link mailed with it, so no password passes through the provider's hands.
 */
export function CreateAdminDialog({
  firm,
  opened,
  onClose,
  onCreated,
}: {
  firm: { uid: string; name: string };
  opened: boolean;
  onClose: () => void;
  onCreated: (employee: FirmEmployee) => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Skapa administratör"
      size={520}
      centered
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      {opened && <CreateAdminForm firm={firm} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateAdminForm({
  firm,
  onClose,
  onCreated,
}: {
  firm: { uid: string; name: string };
  onClose: () => void;
  onCreated: (employee: FirmEmployee) => void;
}) {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm({
    initialValues: { login: '', displayName: '', email: '' },
    validate: {
      login: validateRequired,
      displayName: validateRequired,
      email: (v) => validateRequired(v) ?? validateEmail(v),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    try {
      const employee = await call(
        adminFirmsApi.createAdmin,
        { firmUid: firm.uid, ...values },
        { handleErrors: false },
      );
      onCreated(employee);
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      const fields = serverFieldErrors(error, { prefix: '' });
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) setGeneral(error.displayText);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="create-admin-form">
      <Stack gap="md">
        <Text size="sm">
          Administratören för {firm.name} får användarnamnet per e-post, med en länk för att välja lösenord
          (giltig en vecka).
        </Text>
        <TextInput label="Användarnamn" withAsterisk {...form.getInputProps('login')} />
        <TextInput label="Namn" withAsterisk {...form.getInputProps('displayName')} />
        <TextInput label="E-post" type="email" withAsterisk {...form.getInputProps('email')} />
        <DialogButtons
          general={general}
          onCancel={onClose}
          saving={form.submitting}
          submitLabel="Skapa och skicka inloggning"
        />
      </Stack>
    </form>
  );
}
