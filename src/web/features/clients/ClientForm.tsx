import { Fieldset, Grid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Client, type ClientData, type ClientPrice, clientsApi } from '@shared/api/clients.api';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { ClientContactsSection } from './ClientContactsSection';
import {
  ClientAddressSection,
  ClientIdentitySection,
  ClientInvoicingSection,
  ClientNotesSection,
} from './ClientDetailsSections';
import { ClientPricesSection } from './ClientPricesSection';
import { ClientTaxPayersSection } from './ClientTaxPayersSection';
import { ClientTermsSection } from './ClientTermsSection';
import {
  type ClientFormValues,
  clientFieldLabels,
  clientFieldMapping,
  toClientData,
  toFormValues,
  validateClientForm,
} from './client-form-values';
import { ConflictAlert } from './forms/ConflictAlert';
import { FormActionBar } from './forms/FormActionBar';
import { GeneralErrors } from './forms/GeneralErrors';
import { mergeChanges } from './forms/merge-changes';
import { applySaveError, focusFirstError } from './forms/save-errors';
import { useUnsavedChangesPrompt } from './forms/use-unsaved-changes';
import { useClientCheck } from './use-client-check';
import { invalidateClients } from './use-client-list';

export interface ClientFormProps {
  /** Null for a new client. */
  client: Client | null;
  /** The data a new client starts from (next free client number filled in). */
  template: ClientData;
  listPath: string;
  canEditPrices: boolean;
}

function overlapLabels(paths: string[]): string {
  const labels = paths.map((p) => clientFieldLabels[p.replace(/\.\d+.*$/, '')] ?? clientFieldLabels[p] ?? p);
  return [...new Set(labels)].join(', ');
}

export function ClientForm({ client, template, listPath, canEditPrices }: ClientFormProps) {
  const navigate = useNavigate();
  const uid = client?.uid ?? null;
  const [initialValues] = useState(() => toFormValues(client?.data ?? template));
  const base = useRef<ClientFormValues>(initialValues);
  const [version, setVersion] = useState<number | null>(client?.version ?? null);
  const [prices, setPrices] = useState<ClientPrice[]>(client?.priceOverrides ?? []);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const editable = client?.editable ?? true;
  const priceTermsEditable = client?.priceTermsEditable ?? canEditPrices;
  const save = useApiMutation(clientsApi.save, { handleErrors: false });

  const form = useForm<ClientFormValues>({
    initialValues,
    validate: validateClientForm,
    validateInputOnBlur: true,
  });
  const { warnings, check } = useClientCheck(uid, form.getValues, form.setFieldError);
  const dirty = editable && form.isDirty();
  const { allowNextNavigation } = useUnsavedChangesPrompt(dirty);

  function showLoaded(loaded: Client, values: ClientFormValues) {
    base.current = toFormValues(loaded.data);
    form.setValues(values);
    form.resetDirty(base.current);
    setVersion(loaded.version);
    setPrices(loaded.priceOverrides);
    setConflict(false);
  }

  async function submit(values: ClientFormValues) {
    setGeneral([]);
    try {
      const saved = await save.mutateAsync({ uid, newVersion: version, data: toClientData(values).data });
      queryClient.setQueryData(apiQueryKey(clientsApi.client, { uid: saved.uid }), saved);
      invalidateClients();
      const cameBack = client?.inactive === true;
      notifications.show({
        color: 'green',
        message: cameBack ? 'Kunden är sparad och finns bland de aktiva kunderna igen' : 'Kunden är sparad',
        autoClose: 3000,
      });
      if (!client || cameBack) {
        // The saved client is an active one: its address is under /clients/active.
        allowNextNavigation();
        void navigate(`/clients/active/edit/${saved.uid}`, { replace: true });
        return;
      }
      showLoaded(saved, toFormValues(saved.data));
    } catch (error) {
      const handled = applySaveError(error, clientFieldMapping, {
        setFieldErrors: (errors) => form.setErrors(errors),
        setGeneral,
        onConflict: () => setConflict(true),
      });
      if (!handled) throw error;
      focusFirstError();
    }
  }

  async function reload(keepEdits: boolean) {
    if (!uid) return;
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({
        queryKey: apiQueryKey(clientsApi.client, { uid }),
        queryFn: () => call(clientsApi.client, { uid }),
        staleTime: 0,
      });
      const theirs = toFormValues(fresh.data);
      if (!keepEdits) {
        showLoaded(fresh, theirs);
        return;
      }
      const { merged, overlaps } = mergeChanges(base.current, form.getValues(), theirs);
      showLoaded(fresh, merged);
      notifications.show({
        color: overlaps.length > 0 ? 'orange' : 'blue',
        title: 'Den senaste versionen är hämtad',
        message:
          overlaps.length > 0
            ? `Du och den andra ändrade samma uppgifter: ${overlapLabels(overlaps)}. Dina värden står kvar – kontrollera dem innan du sparar.`
            : 'Dina ändringar ligger kvar ovanpå. Granska och spara.',
        autoClose: overlaps.length > 0 ? false : 6000,
      });
    } catch (error) {
      if (isApiError(error, 'NOT_FOUND') || (isApiError(error) && error.status === 404)) {
        setConflict(false);
        setGeneral([
          'Kunden har tagits bort av någon annan och kan inte sparas. Det du skrivit finns kvar i formuläret.',
        ]);
        return;
      }
      throw error;
    } finally {
      setReloading(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate data-testid="client-form">
      <Stack gap="lg">
        {conflict && (
          <ConflictAlert
            what="kunden"
            busy={reloading}
            onReloadKeepingEdits={() => void reload(true)}
            onReloadDiscardingEdits={() => void reload(false)}
            onKeepEditing={() => setConflict(false)}
          />
        )}
        <GeneralErrors messages={general} />
        <Fieldset disabled={!editable} variant="unstyled" p={0} m={0}>
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <ClientIdentitySection form={form} isNew={!client} onCheck={(path) => void check(path)} />
                <ClientAddressSection form={form} />
                <ClientNotesSection form={form} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <ClientTermsSection form={form} priceTermsEditable={priceTermsEditable} />
                <ClientInvoicingSection form={form} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={12}>
              <ClientContactsSection form={form} warnings={warnings} onCheck={(path) => void check(path)} />
            </Grid.Col>
            <Grid.Col span={12}>
              <ClientTaxPayersSection form={form} />
            </Grid.Col>
          </Grid>
        </Fieldset>
        <ClientPricesSection
          clientUid={uid}
          prices={prices}
          onChange={(items) => {
            setPrices(items);
            if (uid) {
              queryClient.setQueryData<Client>(apiQueryKey(clientsApi.client, { uid }), (old) =>
                old ? { ...old, priceOverrides: items } : old,
              );
            }
          }}
          editable={editable && priceTermsEditable}
        />
        <FormActionBar
          dirty={dirty}
          saving={save.isPending}
          readOnly={!editable}
          saveLabel={client ? 'Spara' : 'Spara kunden'}
          onBack={() => void navigate(listPath)}
          backLabel="Till kundlistan"
        />
      </Stack>
    </form>
  );
}
