import { Alert, Grid, PasswordInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type Employee,
  employeeMessages,
  employeesApi,
  MIN_PASSWORD_LENGTH,
} from '@shared/api/employees.api';
import { employeeRoles, roleLabels } from '@shared/domain/access';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import {
  FormActionBar,
  FormSection,
  useUnsavedChangesPrompt,
  useVersionedForm,
  VersionedForm,
} from '../../kit';
import { ContactFields } from './ContactFields';
import { EmployeePreferences } from './EmployeePreferences';
import {
  type EmployeeFormValues,
  employeeFieldMapping,
  newEmployeeValues,
  toEmployeeData,
  toEmployeeFormValues,
  validateEmployeeForm,
} from './employee-form-values';

const roleDescriptions = {
  ADMIN: 'Allt, även anställda och företagets inställningar',
  MANAGER: 'Kontorsarbete: dokument, kunder, egna artiklar och priser',
  SUPERVISOR: 'Arbete i fält: dokument och kunder, inte prissättning',
} as const;

export function EmployeeForm({ employee }: { employee: Employee | null }) {
  const navigate = useNavigate();
  const uid = employee?.uid ?? null;
  const isNew = employee === null;
  const [initialValues] = useState(() =>
    employee ? toEmployeeFormValues(employee.data) : newEmployeeValues(),
  );
  const save = useApiMutation(employeesApi.save, { handleErrors: false });
  const form = useForm<EmployeeFormValues>({
    initialValues,
    validate: (values) => validateEmployeeForm(values, isNew),
    validateInputOnBlur: true,
  });
  const versioned = useVersionedForm({
    form,
    initial: { values: initialValues, version: employee?.version ?? null },
    mapping: employeeFieldMapping,
    read: (loaded: Employee) => ({ values: toEmployeeFormValues(loaded.data), version: loaded.version }),
    fetchLatest: () =>
      queryClient.fetchQuery({
        queryKey: apiQueryKey(employeesApi.employee, { uid: uid ?? '' }),
        queryFn: () => call(employeesApi.employee, { uid: uid ?? '' }),
        staleTime: 0,
      }),
  });
  const dirty = form.isDirty();
  const { allowNextNavigation } = useUnsavedChangesPrompt(dirty);
  const values = form.getValues();
  const self = employee?.self ?? false;

  async function submit(submitted: EmployeeFormValues) {
    versioned.startSave();
    try {
      const saved = await save.mutateAsync({
        uid,
        newVersion: versioned.version,
        data: toEmployeeData(submitted),
      });
      queryClient.setQueryData(apiQueryKey(employeesApi.employee, { uid: saved.uid }), saved);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(employeesApi.list) });
      notifications.show({ color: 'green', message: `${saved.data.displayName} är sparad`, autoClose: 3000 });
      if (isNew) {
        allowNextNavigation();
        void navigate(`/employees/edit/${saved.uid}`, { replace: true });
        return;
      }
      versioned.accept(saved);
    } catch (error) {
      versioned.handleSaveError(error);
    }
  }

  return (
    <VersionedForm
      form={form}
      state={versioned}
      onSubmit={submit}
      conflictTitle="Någon annan har ändrat den anställdes uppgifter sedan du öppnade sidan"
      testId="employee-form"
    >
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <FormSection title="Person och kontakt">
              <ContactFields
                form={form}
                nameTestId="employee-name"
                emailTestId="employee-email"
                emailDescription="Behövs för att den anställde ska kunna återställa sitt lösenord"
                noEmailHint={
                  values.email.trim() === '' &&
                  values.displayName.trim() !== '' &&
                  `${employeeMessages.noEmail(values.displayName.trim())}.`
                }
              />
            </FormSection>
            <FormSection
              title="Inloggning"
              description={
                isNew ? undefined : 'Den anställde loggas ut från alla enheter när lösenordet byts.'
              }
            >
              <Stack gap="sm">
                <TextInput
                  label="Inloggning"
                  withAsterisk
                  description="Bokstäver a–z, siffror och . _ @ -"
                  autoComplete="off"
                  {...form.getInputProps('loginName')}
                  data-testid="employee-login"
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <PasswordInput
                    label={isNew ? 'Lösenord' : 'Nytt lösenord'}
                    withAsterisk={isNew}
                    description={
                      isNew
                        ? `Minst ${MIN_PASSWORD_LENGTH} tecken`
                        : 'Lämna tomt för att behålla det nuvarande'
                    }
                    autoComplete="new-password"
                    {...form.getInputProps('password')}
                    data-testid="employee-password"
                  />
                  <PasswordInput
                    label="Upprepa lösenordet"
                    withAsterisk={isNew}
                    autoComplete="new-password"
                    {...form.getInputProps('passwordRepeat')}
                    data-testid="employee-password-repeat"
                  />
                </SimpleGrid>
              </Stack>
            </FormSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <FormSection title="Roll och behörighet">
              <Stack gap="sm">
                {self && (
                  <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
                    Det här är din egen inloggning. Du kan inte ändra din egen roll eller inaktivera dig
                    själv.
                  </Alert>
                )}
                <Select
                  label="Roll"
                  withAsterisk
                  data={employeeRoles.map((r) => ({ value: r, label: roleLabels[r] }))}
                  allowDeselect={false}
                  description={roleDescriptions[values.role]}
                  {...form.getInputProps('role')}
                  disabled={self}
                  data-testid="employee-role"
                />
                <Switch
                  label="Aktiv"
                  description="En inaktiv anställd kan inte logga in men finns kvar på sina dokument"
                  {...form.getInputProps('active', { type: 'checkbox' })}
                  disabled={self}
                />
                <Switch
                  label="Dölj nettopriser och marginaler"
                  description="Inköpspris, påslag och täckningsbidrag visas inte"
                  {...form.getInputProps('netPriceAndMarginHidden', { type: 'checkbox' })}
                />
                <Switch
                  label="Ser bara sina egna följesedlar"
                  {...form.getInputProps('onlyOwnUnixOrders', { type: 'checkbox' })}
                />
                <Switch
                  label="Förvald på nya arbetsordrar"
                  description="Bara en anställd kan vara förvald: den som var det tidigare slutar vara det"
                  {...form.getInputProps('defaultEmployee', { type: 'checkbox' })}
                />
              </Stack>
            </FormSection>
            <FormSection title="Inställningar">
              <EmployeePreferences form={form} />
            </FormSection>
          </Stack>
        </Grid.Col>
      </Grid>
      <FormActionBar
        dirty={dirty}
        saving={save.isPending}
        saveLabel={isNew ? 'Skapa den anställde' : 'Spara'}
        onBack={() => void navigate('/employees')}
        backLabel="Till listan"
      />
    </VersionedForm>
  );
}
