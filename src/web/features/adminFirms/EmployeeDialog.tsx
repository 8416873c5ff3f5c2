import { Button, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { adminFirmsApi, type FirmEmployee } from '@shared/api/adminFirms.api';
import { type EmployeeRole, employeeRoles, roleLabels } from '@shared/domain/access';
import { validateEmail, validateRequired } from '@shared/domain/validators';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/call';
import { DialogButtons, RegisterDialog, refusalOf } from '../../kit';

interface Target {
  firm: { uid: string; name: string };
  /** null adds an employee; otherwise the one being changed. */
  employee: FirmEmployee | null;
}

/**
 * Adds or changes one of a firm's employees. The provider chooses the login; the password is always the
 * employee's own, chosen through a link mailed to them, so no password passes through the provider's hands.
 */
export function EmployeeDialog({
  target,
  onClose,
  onSaved,
}: {
  target: Target | null;
  onClose: () => void;
  onSaved: (employee: FirmEmployee, created: boolean) => void;
}) {
  return (
    <RegisterDialog
      opened={target !== null}
      onClose={onClose}
      title={target?.employee ? `Ändra ${target.employee.displayName}` : 'Lägg till anställd'}
      size={520}
    >
      {target && <EmployeeForm target={target} onClose={onClose} onSaved={onSaved} />}
    </RegisterDialog>
  );
}

interface Values {
  login: string;
  displayName: string;
  email: string;
  role: EmployeeRole;
  active: boolean;
}

function EmployeeForm({
  target: { firm, employee },
  onClose,
  onSaved,
}: {
  target: Target;
  onClose: () => void;
  onSaved: (employee: FirmEmployee, created: boolean) => void;
}) {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      login: employee?.login ?? '',
      displayName: employee?.displayName ?? '',
      email: employee?.email ?? '',
      role: employee?.role ?? 'ADMIN',
      active: employee?.active ?? true,
    },
    validate: {
      login: validateRequired,
      displayName: validateRequired,
      email: (v) => validateRequired(v) ?? validateEmail(v),
    },
  });
  const submit = form.onSubmit(async ({ login, active, ...values }) => {
    setGeneral(null);
    try {
      const saved = employee
        ? await call(
            adminFirmsApi.updateEmployee,
            { employeeUid: employee.uid, newVersion: employee.version, active, ...values },
            { handleErrors: false },
          )
        : await call(
            adminFirmsApi.createAdmin,
            { firmUid: firm.uid, login, ...values },
            { handleErrors: false },
          );
      onSaved(saved, employee === null);
      onClose();
    } catch (error) {
      const { fields, general } = refusalOf(error);
      form.setErrors(fields);
      setGeneral(general);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="employee-form">
      <Stack gap="md">
        {!employee && (
          <Text size="sm">
            Den anställda hos {firm.name} får användarnamnet per e-post, med en länk för att välja lösenord
            (giltig en vecka).
          </Text>
        )}
        <TextInput
          label="Användarnamn"
          withAsterisk={!employee}
          readOnly={employee !== null}
          description={employee ? 'Användarnamnet ändras inte' : undefined}
          {...form.getInputProps('login')}
        />
        <TextInput label="Namn" withAsterisk {...form.getInputProps('displayName')} />
        <TextInput label="E-post" type="email" withAsterisk {...form.getInputProps('email')} />
        <Select
          label="Roll"
          data={employeeRoles.map((value) => ({ value, label: roleLabels[value] }))}
          allowDeselect={false}
          {...form.getInputProps('role')}
        />
        {employee && (
          <>
            <Switch
              label="Aktiv (en inaktiverad anställd loggas ut och kan inte logga in)"
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
            <SendLinkButton employee={employee} />
          </>
        )}
        <DialogButtons
          general={general}
          onCancel={onClose}
          saving={form.submitting}
          submitLabel={employee ? 'Spara' : 'Lägg till och skicka inloggning'}
        />
      </Stack>
    </form>
  );
}

/** A new set-password link, for a first link that expired or a password forgotten with no mail of its own. */
function SendLinkButton({ employee }: { employee: FirmEmployee }) {
  const [sending, setSending] = useState(false);
  async function send() {
    setSending(true);
    try {
      const { sentTo } = await call(adminFirmsApi.sendLoginLink, { employeeUid: employee.uid });
      notifications.show({
        color: 'green',
        message: `En länk för att välja lösenord är skickad till ${sentTo}.`,
      });
    } finally {
      setSending(false);
    }
  }
  return (
    <Button
      variant="default"
      leftSection={<IconMailForward size={16} aria-hidden />}
      disabled={!employee.active || !employee.email}
      loading={sending}
      onClick={() => void send()}
    >
      Skicka ny lösenordslänk
    </Button>
  );
}
