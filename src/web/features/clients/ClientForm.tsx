import { Fieldset, Grid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Client, type ClientData, type ClientPrice, clientsApi } from '@shared/api/clients.api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { FormActionBar, useUnsavedChangesPrompt, useVersionedForm, VersionedForm } from '../../kit';
import { useNetPricesHidden } from '../../session/session-store';
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
import { useClientCheck } from './use-client-check';
import { invalidateClients } from './use-client-list';

export interface ClientFormProps {
  /** Null for a new client. */
  client: Client | null;
  /** The data a new client starts from (next free client number filled in). */
  template: ClientData | Client['data'];
  listPath: string;
  canEditPrices: boolean;
}

function fieldLabel(path: string): string | undefined {
  return clientFieldLabels[path.replace(/\.\d+.*$/, '')] ?? clientFieldLabels[path];
}

function fetchClient(uid: string) {
  return queryClient.fetchQuery({
    queryKey: apiQueryKey(clientsApi.client, { uid }),
    queryFn: () => call(clientsApi.client, { uid }),
    staleTime: 0,
  });
}

export function ClientForm({ client, template, listPath, canEditPrices }: ClientFormProps) {
  const navigate = useNavigate();
  const uid = client?.uid ?? null;
  const [initialValues] = useState(() => toFormValues(client?.data ?? template));
  const [prices, setPrices] = useState<ClientPrice[]>(client?.priceOverrides ?? []);
  const editable = client?.editable ?? true;
  const priceTermsEditable = client?.priceTermsEditable ?? canEditPrices;
  // The server answers a hidden markup as null; a new client's form asks the session the same question.
  const netPricesHidden = useNetPricesHidden();
  const markupHidden = client?.data.markupBp === null || netPricesHidden;
  const save = useApiMutation(clientsApi.save, { handleErrors: false });

  const form = useForm<ClientFormValues>({
    initialValues,
    validate: validateClientForm,
    validateInputOnBlur: true,
  });
  const versioned = useVersionedForm({
    form,
    initial: { values: initialValues, version: client?.version ?? null },
    mapping: clientFieldMapping,
    read: (loaded: Client) => ({ values: toFormValues(loaded.data), version: loaded.version }),
    fetchLatest: () => fetchClient(uid ?? ''),
    onLoaded: (loaded) => setPrices(loaded.priceOverrides),
    goneMessage:
      'Kunden har tagits bort av någon annan och kan inte sparas. Det du skrivit finns kvar i formuläret.',
    fieldLabel,
  });
  const { warnings, check } = useClientCheck(uid, form.getValues, form.setFieldError);
  const dirty = editable && form.isDirty();
  const { allowNextNavigation } = useUnsavedChangesPrompt(dirty);

  async function submit(values: ClientFormValues) {
    versioned.startSave();
    try {
      const saved = await save.mutateAsync({
        uid,
        newVersion: versioned.version,
        data: toClientData(values).data,
      });
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
      conflictTitle="Någon annan har ändrat kunden sedan du öppnade sidan"
      testId="client-form"
    >
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
              <ClientTermsSection
                form={form}
                priceTermsEditable={priceTermsEditable}
                markupHidden={markupHidden}
              />
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
    </VersionedForm>
  );
}
