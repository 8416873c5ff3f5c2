import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Client, clientsApi } from '@shared/api/clients.api';
import type { DocumentAddress, DocumentContact } from '@shared/api/documents';
import { canAccess } from '@shared/domain/access';
import type { ClientForDocument } from '@shared/domain/documents/document-rules';
import { permissions } from '@shared/domain/permissions';
import { IconUser } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { call, latestOnly } from '../../../api/call';
import { apiQueryKey } from '../../../api/hooks';
import { useSession } from '../../../session/session-store';

export function clientForDocument(client: Client): ClientForDocument {
  const { data } = client;
  const main = data.contacts.find((c) => c.main) ?? data.contacts[0] ?? null;
  return {
    uid: client.uid,
    name: data.name,
    discountBp: data.discountBp,
    // Null where net prices are hidden (decision 0023); the documents' save should then take the client's.
    markupBp: data.markupBp ?? 0,
    markupToPurchasePrice: data.markupToPurchasePrice,
    useReverseTaxLiability: data.useReverseTaxLiability,
    paymentDelay: data.paymentDelay,
    vatRegistrationId: data.vatRegistrationId,
    cash: data.cash,
    showTotalMaterialProfitInClientPrintingForm: data.showTotalMaterialProfitInClientPrintingForm,
    address: data.address,
    mainContact: main ? { name: main.name, phone: main.phone, mobile: main.mobile, email: main.email } : null,
  };
}

interface ClientPickerProps {
  clientUid: string | null;
  /** The chosen client's name as the server or the last choice knows it. */
  caption: string | null;
  readOnly: boolean;
  error?: string;
  onChoose: (client: Client, caption: string) => void;
  onClear: () => void;
}

const SEARCH_KEY = 'document-client-search';

/**
 * The document's client: typing searches the client register (the previous search is cancelled), and
 * choosing one loads the client so its terms, address and contact can be copied into the header.
 */
export function ClientPicker({ clientUid, caption, readOnly, error, onChoose, onClear }: ClientPickerProps) {
  const session = useSession();
  const mayView = session ? canAccess(session, permissions.viewClients) : false;
  const [search, setSearch] = useState('');
  const [loadingClient, setLoadingClient] = useState(false);
  const [debounced] = useDebouncedValue(search, 200);
  const parameters = {
    offset: 0,
    limit: 15,
    searchPattern: debounced.trim(),
    includeHidden: false,
    onlyFavorites: false,
    sortBy: 'name',
    sortDesc: false,
  } as const;
  const results = useQuery({
    queryKey: [...apiQueryKey(clientsApi.list, parameters), 'document-picker'],
    queryFn: ({ signal }) =>
      call(clientsApi.list, parameters, { signal: latestOnly(SEARCH_KEY, signal), background: true }),
    enabled: mayView && !readOnly,
    placeholderData: keepPreviousData,
  });

  const data = useMemo(() => {
    const options = (results.data?.items ?? []).map((c) => ({
      value: c.uid,
      label: `${c.name} (${c.code})`,
    }));
    if (clientUid && caption && !options.some((o) => o.value === clientUid)) {
      options.unshift({ value: clientUid, label: caption });
    }
    return options;
  }, [results.data, clientUid, caption]);

  async function choose(uid: string | null) {
    if (uid === null) {
      onClear();
      return;
    }
    if (uid === clientUid) return;
    const label = data.find((o) => o.value === uid)?.label ?? '';
    setLoadingClient(true);
    try {
      onChoose(await call(clientsApi.client, { uid }), label);
    } finally {
      setLoadingClient(false);
    }
  }

  return (
    <Select
      label="Kund"
      placeholder={mayView ? 'Sök kund på namn eller kundnummer' : 'Kundregistret är inte aktiverat'}
      leftSection={<IconUser size={16} />}
      rightSection={loadingClient || results.isFetching ? <Loader size={14} /> : undefined}
      searchable
      clearable={!readOnly}
      readOnly={readOnly}
      disabled={!mayView && !clientUid}
      data={data}
      value={clientUid}
      onChange={(value) => void choose(value)}
      // Showing the chosen client's name is not a search.
      onSearchChange={(text) => setSearch(data.some((o) => o.label === text) ? '' : text)}
      filter={({ options }) => options}
      nothingFoundMessage={debounced.trim() ? 'Ingen kund matchar sökningen' : 'Skriv för att söka'}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="document-client"
    />
  );
}

/** The client's address and contact as copied into the document. */
export function ClientDetails({ address, contact }: { address: DocumentAddress; contact: DocumentContact }) {
  const lines = [
    address.streetAddress,
    address.streetAddressExt,
    [address.zipCode, address.city].filter(Boolean).join(' '),
  ].filter(Boolean);
  const reach = [contact.phone || contact.mobile, contact.email].filter(Boolean).join(' · ');
  if (lines.length === 0 && !contact.name && !reach) return null;
  return (
    <Stack gap={0} data-testid="document-client-details">
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {contact.name && (
        <Text size="sm" c="dimmed">
          Kontakt: {contact.name}
        </Text>
      )}
      {reach && (
        <Text size="sm" c="dimmed">
          {reach}
        </Text>
      )}
    </Stack>
  );
}
