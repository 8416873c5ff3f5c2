import { Grid, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { authApi } from '@shared/api/auth.api';
import { employeesApi, MIN_PASSWORD_LENGTH, type OwnEmployee } from '@shared/api/employees.api';
import { listSettingsApi } from '@shared/api/listSettings.api';
import { roleLabels } from '@shared/domain/access';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import {
  FormActionBar,
  FormSection,
  useUnsavedChangesPrompt,
  useVersionedForm,
  VersionedForm,
} from '../../kit';
import { Page } from '../../shell/Page';
import { PageLoader } from '../../shell/PageLoader';
import { QueryError } from '../../shell/QueryError';
import { ContactFields, EmployeePreferences } from '../employees';
import {
  type ProfileFormValues,
  profileFieldMapping,
  toProfileFormValues,
  toSaveOwnParameters,
  validateProfileForm,
} from './profile-form-values';

export function ProfilePage() {
  const own = useApiQuery(employeesApi.own, {}, { staleTime: 0, refetchOnMount: 'always' });
  return (
    <Page
      title="Mina uppgifter"
      intro="Dina kontaktuppgifter, ditt lösenord och hur Montör beter sig för dig."
    >
      {own.error ? (
        <QueryError what="dina uppgifter" error={own.error} onRetry={() => void own.refetch()} />
      ) : !own.data || !own.isFetchedAfterMount ? (
        <PageLoader />
      ) : (
        <ProfileForm own={own.data} />
      )}
    </Page>
  );
}

function ProfileForm({ own }: { own: OwnEmployee }) {
  const navigate = useNavigate();
  const [initialValues] = useState(() => toProfileFormValues(own.data));
  const save = useApiMutation(employeesApi.saveOwn, { handleErrors: false });
  const form = useForm<ProfileFormValues>({
    initialValues,
    validate: validateProfileForm,
    validateInputOnBlur: true,
  });
  const versioned = useVersionedForm({
    form,
    initial: { values: initialValues, version: own.version },
    mapping: profileFieldMapping,
    read: (loaded: OwnEmployee) => ({ values: toProfileFormValues(loaded.data), version: loaded.version }),
    fetchLatest: () =>
      queryClient.fetchQuery({
        queryKey: apiQueryKey(employeesApi.own, {}),
        queryFn: () => call(employeesApi.own, {}),
        staleTime: 0,
      }),
  });
  const dirty = form.isDirty();
  useUnsavedChangesPrompt(dirty);
  const values = form.getValues();

  async function submit(submitted: ProfileFormValues) {
    versioned.startSave();
    try {
      const saved = await save.mutateAsync(toSaveOwnParameters(submitted, versioned.version));
      queryClient.setQueryData(apiQueryKey(employeesApi.own, {}), saved);
      versioned.accept(saved);
      // The header shows the name from the session; fetch it now instead of at the next poll.
      void call(authApi.current, {}, { background: true });
      // Whether saved column choices are used is part of these settings: lists must ask again.
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(listSettingsApi.load) });
      notifications.show({
        color: 'green',
        title: 'Dina uppgifter är sparade',
        message: submitted.newPassword
          ? 'Lösenordet är bytt. Du är fortfarande inloggad här men utloggad på dina andra enheter.'
          : undefined,
        autoClose: 5000,
      });
    } catch (error) {
      versioned.handleSaveError(error);
    }
  }

  return (
    <VersionedForm
      form={form}
      state={versioned}
      onSubmit={submit}
      conflictTitle="Någon annan har ändrat dina uppgifter sedan du öppnade sidan"
      testId="profile-form"
    >
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <FormSection title="Kontaktuppgifter">
              <Stack gap="sm">
                <Group gap="xl">
                  <div>
                    <Text size="xs" c="dimmed">
                      Inloggning
                    </Text>
                    <Text fw={600}>{own.loginName}</Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      Roll
                    </Text>
                    <Text fw={600}>{roleLabels[own.role]}</Text>
                  </div>
                </Group>
                <ContactFields
                  form={form}
                  nameTestId="profile-name"
                  emailDescription="Dit skickas länken om du glömmer lösenordet"
                  noEmailHint={
                    values.email.trim() === '' &&
                    'Utan e-postadress kan du inte återställa lösenordet själv: en administratör får sätta ett nytt.'
                  }
                />
              </Stack>
            </FormSection>
            <FormSection
              title="Byt lösenord"
              description={`Minst ${MIN_PASSWORD_LENGTH} tecken. Dina andra enheter loggas ut när du byter.`}
            >
              <Stack gap="sm">
                <PasswordInput
                  label="Nuvarande lösenord"
                  autoComplete="current-password"
                  {...form.getInputProps('currentPassword')}
                  data-testid="profile-current-password"
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <PasswordInput
                    label="Nytt lösenord"
                    autoComplete="new-password"
                    {...form.getInputProps('newPassword')}
                    data-testid="profile-new-password"
                  />
                  <PasswordInput
                    label="Upprepa nytt lösenord"
                    autoComplete="new-password"
                    {...form.getInputProps('newPasswordRepeat')}
                    data-testid="profile-new-password-repeat"
                  />
                </SimpleGrid>
              </Stack>
            </FormSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <FormSection title="Inställningar">
            <EmployeePreferences form={form} />
          </FormSection>
        </Grid.Col>
      </Grid>
      <FormActionBar
        dirty={dirty}
        saving={save.isPending}
        onBack={() => {
          void navigate('/montor');
        }}
        backLabel="Till Mina sidor"
      />
    </VersionedForm>
  );
}
