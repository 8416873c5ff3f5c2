import { Alert, Badge, Grid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { authApi } from '@shared/api/auth.api';
import { type CompanyProfile, type CompanySettings, companyApi } from '@shared/api/company.api';
import type { ResultOf } from '@shared/api/endpoint';
import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { FormAlerts, PageTabs, useUnsavedChangesPrompt, useVersionedForm } from '../../kit';
import { useSession } from '../../session/session-store';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { Page } from '../../shell/Page';
import { PageLoader } from '../../shell/PageLoader';
import { QueryError } from '../../shell/QueryError';
import { AccountingCard } from './AccountingCard';
import { AddressContactCard, CompanyCard } from './CompanyDataCards';
import classes from './CompanySettings.module.css';
import { DeliveryCard, ProviderInfoCard } from './DeliveryCards';
import { NumberSeriesCard } from './NumberSeriesCard';
import { PaymentCard, QrPaymentCard } from './PaymentCards';
import { DocumentOptionsCard, PrintCard } from './PrintCards';
import { ReminderCard } from './ReminderCard';
import { SettingsSaveBar } from './SettingsSaveBar';
import { SettingsFormProvider, useCreateSettingsForm, validateSettings } from './settings-form';
import {
  errorCountByPage,
  isSettingsPage,
  pageToShowErrors,
  SETTINGS_PREFIX,
  type SettingsPageSlug,
  settingsFields,
  settingsPages,
  settingsPath,
} from './settings-pages';
import { VvsGuidenCard, VvsGuidenPreview } from './VvsGuidenCard';

const TITLE = 'Företagsinställningar';
type FormConfig = ResultOf<typeof companyApi.formConfig>;

export function CompanySettingsPage() {
  const { page } = useParams();
  const profile = useApiQuery(companyApi.profile, {});
  const config = useApiQuery(companyApi.formConfig, {});
  if (!isSettingsPage(page)) return <NotFoundPage />;
  const error = profile.error ?? config.error;
  if (error) {
    const retry = () => {
      void profile.refetch();
      void config.refetch();
    };
    return (
      <Page title={TITLE}>
        <QueryError what="inställningarna" error={error} onRetry={retry} />
      </Page>
    );
  }
  if (!profile.data || !config.data) {
    return (
      <Page title={TITLE}>
        <PageLoader />
      </Page>
    );
  }
  return <SettingsEditor page={page} profile={profile.data} config={config.data} />;
}

function PageContent({
  page,
  profile,
  saved,
  config,
  editable,
}: {
  page: SettingsPageSlug;
  profile: CompanyProfile;
  saved: CompanySettings;
  config: FormConfig;
  editable: boolean;
}) {
  if (page === 'account-settings') {
    return (
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <CompanyCard />
            <AddressContactCard />
            <DeliveryCard config={config} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <PaymentCard config={config} />
            <QrPaymentCard config={config} />
            <ProviderInfoCard info={profile.info} />
          </Stack>
        </Grid.Col>
      </Grid>
    );
  }
  if (page === 'documents') {
    return (
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <NumberSeriesCard info={profile.info} saved={saved} />
            <AccountingCard config={config} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <PrintCard info={profile.info} config={config} editable={editable} />
            <DocumentOptionsCard config={config} />
            {profile.info.paymentRemindersEnabled && <ReminderCard />}
          </Stack>
        </Grid.Col>
      </Grid>
    );
  }
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <VvsGuidenCard
          config={config}
          info={profile.info}
          savedLinkSuffix={saved.vvsguiden.linkSuffix}
          editable={editable}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <VvsGuidenPreview />
      </Grid.Col>
    </Grid>
  );
}

function SettingsEditor({
  page,
  profile,
  config,
}: {
  page: SettingsPageSlug;
  profile: CompanyProfile;
  config: FormConfig;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const editable =
    profile.editable && session !== null && canAccess(session, permissions.editCompanySettings);
  // The settings this form was loaded from; a background refetch must not replace edits.
  const [saved, setSaved] = useState(profile.settings);
  const form = useCreateSettingsForm({
    mode: 'controlled',
    initialValues: profile.settings,
    validate: validateSettings,
    validateInputOnBlur: true,
  });
  const save = useApiMutation(companyApi.save, { handleErrors: false });
  const dirty = form.isDirty();
  useUnsavedChangesPrompt(editable && dirty, { stayingWithin: (path) => path.startsWith(SETTINGS_PREFIX) });

  function showPageWithErrors(errors: Record<string, unknown>) {
    const target = pageToShowErrors(page, errors);
    if (target !== page) void navigate(settingsPath(target));
  }

  const versioned = useVersionedForm({
    form,
    initial: { values: profile.settings, version: profile.version },
    mapping: { prefix: 'data.', fields: settingsFields },
    read: (loaded: CompanyProfile) => ({ values: loaded.settings, version: loaded.version }),
    fetchLatest: () => call(companyApi.profile, {}),
    onLoaded: (loaded) => {
      queryClient.setQueryData(apiQueryKey(companyApi.profile, {}), loaded);
      setSaved(loaded.settings);
    },
    onFieldErrors: showPageWithErrors,
  });

  async function submit(values: CompanySettings) {
    versioned.startSave();
    try {
      const next = await save.mutateAsync({ newVersion: versioned.version, data: values });
      versioned.accept(next);
      form.clearErrors();
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(companyApi.fiscalPeriods) });
      // The header and the session's defaults (payment delay, own-price mode) follow the saved settings.
      void call(authApi.current, {}, { background: true }).catch(() => undefined);
      notifications.show({ color: 'green', message: 'Inställningarna har sparats', autoClose: 3000 });
    } catch (error) {
      versioned.handleSaveError(error);
    }
  }

  const errorCounts = errorCountByPage(form.errors);
  return (
    <Page
      title={TITLE}
      intro="Företagets uppgifter, utskrifter, nummerserier och bokföring. Ändringarna gäller alla anställda."
    >
      {!editable && (
        <Alert variant="light" color="gray" icon={<IconLock />} mb="lg" data-testid="settings-read-only">
          {session?.role === 'ADMIN'
            ? 'Ändring av företagsinställningar är inte aktiverad för ert konto. Kontakta ditt lager för att få den.'
            : 'Du kan se inställningarna, men bara en administratör kan ändra dem.'}
        </Alert>
      )}
      <PageTabs
        tabs={settingsPages.map((p) => ({
          value: p.slug,
          label: p.label,
          rightSection:
            errorCounts[p.slug] > 0 ? (
              <Badge size="xs" color="red" circle aria-label={`${errorCounts[p.slug]} fel`}>
                {errorCounts[p.slug]}
              </Badge>
            ) : null,
        }))}
        value={page}
        onChange={(v) => void navigate(settingsPath(v))}
        mb="lg"
      >
        <form onSubmit={form.onSubmit(submit, showPageWithErrors)} noValidate data-testid="settings-form">
          <fieldset
            disabled={!editable}
            className={editable ? undefined : classes.readOnly}
            style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
          >
            <SettingsFormProvider form={form}>
              <PageContent page={page} profile={profile} saved={saved} config={config} editable={editable} />
            </SettingsFormProvider>
          </fieldset>
          {editable && (
            <SettingsSaveBar
              dirty={dirty}
              saving={save.isPending}
              attention={versioned.conflict || versioned.general.length > 0}
              onUndo={() => form.reset()}
            >
              <FormAlerts
                state={versioned}
                conflictTitle="Inställningarna har ändrats av någon annan"
                conflictTestId="settings-conflict"
                compact
              />
            </SettingsSaveBar>
          )}
        </form>
      </PageTabs>
    </Page>
  );
}
