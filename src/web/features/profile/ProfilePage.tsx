import { Grid, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { authApi } from '@shared/api/auth.api';
import { employeesApi, MIN_PASSWORD_LENGTH, type OwnEmployee } from '@shared/api/employees.api';
import { listSettingsApi } from '@shared/api/listSettings.api';
import { roleLabels } from '@shared/domain/access';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { Page } from '../../shell/Page';
import { PageLoader } from '../../shell/PageLoader';
import { QueryError } from '../../shell/QueryError';
import { ConflictAlert } from '../clients/forms/ConflictAlert';
import { FormActionBar } from '../clients/forms/FormActionBar';
import { FormSection } from '../clients/forms/FormSection';
import { GeneralErrors } from '../clients/forms/GeneralErrors';
import { mergeChanges } from '../clients/forms/merge-changes';
import { applySaveError, focusFirstError } from '../clients/forms/save-errors';
import { useUnsavedChangesPrompt } from '../clients/forms/use-unsaved-changes';
import { EmployeePreferences } from '../employees/EmployeePreferences';
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
  const base = useRef(initialValues);
  const [version, setVersion] = useState(own.version);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const save = useApiMutation(employeesApi.saveOwn, { handleErrors: false });
  const form = useForm<ProfileFormValues>({
    initialValues,
    validate: validateProfileForm,
    validateInputOnBlur: true,
  });
  const dirty = form.isDirty();
  useUnsavedChangesPrompt(dirty);
  const values = form.getValues();

  function showLoaded(loaded: OwnEmployee, next: ProfileFormValues) {
    base.current = toProfileFormValues(loaded.data);
    form.setValues(next);
    form.resetDirty(base.current);
    setVersion(loaded.version);
    setConflict(false);
  }

  async function submit(submitted: ProfileFormValues) {
    setGeneral([]);
    try {
      const saved = await save.mutateAsync(toSaveOwnParameters(submitted, version));
      queryClient.setQueryData(apiQueryKey(employeesApi.own, {}), saved);
      showLoaded(saved, toProfileFormValues(saved.data));
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
      const handled = applySaveError(error, profileFieldMapping, {
        setFieldErrors: (errors) => form.setErrors(errors),
        setGeneral,
        onConflict: () => setConflict(true),
      });
      if (!handled) throw error;
      focusFirstError();
    }
  }

  async function reload(keepEdits: boolean) {
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({
        queryKey: apiQueryKey(employeesApi.own, {}),
        queryFn: () => call(employeesApi.own, {}),
        staleTime: 0,
      });
      const theirs = { ...toProfileFormValues(fresh.data), ...passwordsOf(form.getValues()) };
      showLoaded(fresh, keepEdits ? mergeChanges(base.current, form.getValues(), theirs).merged : theirs);
    } finally {
      setReloading(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate data-testid="profile-form">
      <Stack gap="lg">
        {conflict && (
          <ConflictAlert
            what="dina uppgifter"
            busy={reloading}
            onReloadKeepingEdits={() => void reload(true)}
            onReloadDiscardingEdits={() => void reload(false)}
            onKeepEditing={() => setConflict(false)}
          />
        )}
        <GeneralErrors messages={general} />
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
                  <TextInput
                    label="Namn"
                    withAsterisk
                    {...form.getInputProps('displayName')}
                    data-testid="profile-name"
                  />
                  <TextInput
                    label="E-post"
                    type="email"
                    description="Dit skickas länken om du glömmer lösenordet"
                    {...form.getInputProps('email')}
                  />
                  {values.email.trim() === '' && (
                    <Text size="xs" c="orange.8">
                      Utan e-postadress kan du inte återställa lösenordet själv: en administratör får sätta
                      ett nytt.
                    </Text>
                  )}
                  <TextInput label="Mobil" type="tel" {...form.getInputProps('phone')} />
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
      </Stack>
    </form>
  );
}

/** Passwords are never loaded, so a reload must not count them as the server's change. */
function passwordsOf(values: ProfileFormValues) {
  return {
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
    newPasswordRepeat: values.newPasswordRepeat,
  };
}
