import { Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { administrationApi, type RegistrationRequest } from '@shared/api/administration.api';
import { type EmployeeRole, employeeRoles, roleLabels } from '@shared/domain/access';
import { validateRequired } from '@shared/domain/validators';
import { useState } from 'react';
import { call } from '../../api/call';
import { useApiQuery } from '../../api/hooks';
import { DialogButtons, refusalOf } from '../../kit';

const roleOptions = employeeRoles.map((value) => ({ value, label: roleLabels[value] }));

/** A name to start from: "olle.persson@…" → "Olle Persson"; the admin corrects it. */
function nameFromEmail(email: string) {
  return email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');
}

export function ApproveRegistrationDialog({
  request,
  onClose,
  onApproved,
}: {
  request: RegistrationRequest | null;
  onClose: () => void;
  onApproved: (message: string) => void;
}) {
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title="Godkänn registrering"
      size={560}
      centered
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      {request && <ApproveForm request={request} onClose={onClose} onApproved={onApproved} />}
    </Modal>
  );
}

function ApproveForm({
  request,
  onClose,
  onApproved,
}: {
  request: RegistrationRequest;
  onClose: () => void;
  onApproved: (message: string) => void;
}) {
  const [general, setGeneral] = useState<string | null>(null);
  const [search, setSearch] = useState(request.firm ? '' : (request.companyName ?? ''));
  const [debounced] = useDebouncedValue(search, 200);
  const firms = useApiQuery(administrationApi.firms, { search: debounced });
  const form = useForm({
    initialValues: {
      firmUid: request.firm?.uid ?? '',
      displayName: nameFromEmail(request.email),
      role: 'MANAGER' as EmployeeRole,
    },
    validate: { firmUid: (v) => (v ? null : 'Välj företag'), displayName: validateRequired },
  });
  const options = [
    ...(request.firm ? [request.firm] : []),
    ...(firms.data?.items ?? []).filter((f) => f.uid !== request.firm?.uid),
  ].map((f) => ({ value: f.uid, label: `${f.code} ${f.name}${f.active ? '' : ' (inaktivt)'}` }));
  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    try {
      await call(
        administrationApi.approveRegistration,
        { uid: request.uid, ...values },
        { handleErrors: false },
      );
      onApproved(
        `${request.login} kan nu logga in. Ett e-postmeddelande har skickats till ${request.email}.`,
      );
      onClose();
    } catch (error) {
      const failed = refusalOf(error);
      form.setErrors(failed.fields);
      setGeneral(failed.general);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="approve-registration">
      <Stack gap="md">
        <Text size="sm">
          Användarnamnet <b>{request.login}</b> och lösenordet den sökande valde blir en inloggning hos
          företaget nedan. Kontrollera att kundnumret och personen hör ihop.
        </Text>
        <Select
          label="Företag"
          withAsterisk
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage="Inget företag matchar"
          data={options}
          {...form.getInputProps('firmUid')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Namn" withAsterisk {...form.getInputProps('displayName')} />
          <Select label="Roll" data={roleOptions} allowDeselect={false} {...form.getInputProps('role')} />
        </SimpleGrid>
        <DialogButtons general={general} onCancel={onClose} saving={form.submitting} submitLabel="Godkänn" />
      </Stack>
    </form>
  );
}
