import { Alert, Grid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AccountingProfile, accountingApi } from '@shared/api/accounting.api';
import { authApi } from '@shared/api/auth.api';
import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import { IconLock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { FormActionBar, useUnsavedChangesPrompt, useVersionedForm, VersionedForm } from '../../kit';
import { useSession } from '../../session/session-store';
import { Page } from '../../shell/Page';
import { PageLoader } from '../../shell/PageLoader';
import { QueryError } from '../../shell/QueryError';
import { AccountsCard } from './AccountsCard';
import { type AccountingFormValues, accountingFieldMapping, validateAccountingForm } from './accounting-form';
import { MappingCard } from './MappingCard';
import { MethodCard, SeriesCard } from './SettingsCards';

const TITLE = 'Bokföringsinställningar';
/** Back to the company settings page that links here. */
const COMPANY_SETTINGS_PATH = '/montor/foretag/edit/documents';

export function AccountingSettingsPage() {
  const profile = useApiQuery(accountingApi.settings, {}, { staleTime: 0, refetchOnMount: 'always' });
  return (
    <Page
      title={TITLE}
      intro="Bokföringsmetod, verifikationsserier, kontering och kontoplan för SIE-filen och Fortnox."
    >
      {profile.error ? (
        <QueryError
          what="bokföringsinställningarna"
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : !profile.data || !profile.isFetchedAfterMount ? (
        <PageLoader />
      ) : (
        <AccountingEditor profile={profile.data} />
      )}
    </Page>
  );
}

function AccountingEditor({ profile }: { profile: AccountingProfile }) {
  const session = useSession();
  const navigate = useNavigate();
  const editable =
    profile.editable && session !== null && canAccess(session, permissions.editAccountingSettings);
  // The chart changes by its own calls (add, rename); the settings' pickers follow it at once.
  const chart = useApiQuery(accountingApi.accounts, {}, { initialData: { accounts: profile.accounts } });
  const accounts = chart.data?.accounts ?? profile.accounts;
  // Validation runs from Mantine's stored rules: a ref lets them see an account added after the form was made.
  const chartRef = useRef(accounts);
  chartRef.current = accounts;
  const [initialValues] = useState(profile.settings);
  const form = useForm<AccountingFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateAccountingForm(values, chartRef.current),
    validateInputOnBlur: true,
  });
  const save = useApiMutation(accountingApi.save, { handleErrors: false });
  const versioned = useVersionedForm({
    form,
    initial: { values: initialValues, version: profile.version },
    mapping: accountingFieldMapping,
    read: (loaded: AccountingProfile) => ({ values: loaded.settings, version: loaded.version }),
    fetchLatest: () => call(accountingApi.settings, {}),
    onLoaded: (loaded) => {
      queryClient.setQueryData(apiQueryKey(accountingApi.settings, {}), loaded);
      queryClient.setQueryData(apiQueryKey(accountingApi.accounts, {}), { accounts: loaded.accounts });
    },
  });
  const dirty = form.isDirty();
  useUnsavedChangesPrompt(editable && dirty);

  async function submit(values: AccountingFormValues) {
    versioned.startSave();
    try {
      const saved = await save.mutateAsync({ newVersion: versioned.version, data: values });
      versioned.accept(saved);
      form.clearErrors();
      // The session carries accountingEnabled and accountingType; menus and lists follow them.
      void call(authApi.current, {}, { background: true }).catch(() => undefined);
      notifications.show({
        color: 'green',
        message: 'Bokföringsinställningarna har sparats',
        autoClose: 3000,
      });
    } catch (error) {
      versioned.handleSaveError(error);
    }
  }

  return (
    <>
      {!editable && (
        <Alert variant="light" color="gray" icon={<IconLock />} mb="lg" data-testid="accounting-read-only">
          Du kan se inställningarna, men bara en administratör kan ändra dem.
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <VersionedForm
            form={form}
            state={versioned}
            onSubmit={submit}
            conflictTitle="Någon annan har ändrat bokföringsinställningarna sedan du öppnade sidan"
            testId="accounting-form"
          >
            <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="lg">
                <MethodCard form={form} />
                <SeriesCard form={form} />
                <MappingCard form={form} accounts={accounts} />
              </Stack>
            </fieldset>
            <FormActionBar
              dirty={dirty}
              saving={save.isPending}
              readOnly={!editable}
              onBack={() => void navigate(COMPANY_SETTINGS_PATH)}
              backLabel="Till företagsinställningar"
            />
          </VersionedForm>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <AccountsCard accounts={accounts} editable={editable} />
        </Grid.Col>
      </Grid>
    </>
  );
}
