import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { clientsApi } from '@shared/api/clients.api';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useApiQuery } from '../../api/hooks';

export interface ClientOption {
  uid: string;
  code: string | null;
  name: string | null;
}

export function clientLabel(client: { code: string | null; name: string | null }): string {
  return [client.code, client.name].filter(Boolean).join(' · ');
}

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  value: string | null;
  onChange: (client: ClientOption | null) => void;
  /** The chosen client's code and name, for showing it before any search has found it. */
  selected?: ClientOption | null;
};

/**
 * Picks one of the firm's clients by number or name. The register can hold thousands, so it searches
 * the server (20 at a time) instead of loading them all.
 */
export function ClientSelect({ value, onChange, selected, ...props }: Props) {
  const [search, setSearch] = useState('');
  const known = useRef(new Map<string, ClientOption>());
  if (selected) known.current.set(selected.uid, selected);
  const selectedLabel = value && known.current.get(value) ? clientLabel(known.current.get(value)!) : '';
  // Mantine puts the chosen label in the search box; that text is not a search.
  const pattern = search === selectedLabel ? '' : search.trim();
  const [debounced] = useDebouncedValue(pattern, 250);
  const clients = useApiQuery(
    clientsApi.list,
    { searchPattern: debounced, limit: 20, sortBy: 'code', includeHidden: true },
    { placeholderData: keepPreviousData },
  );

  const data = useMemo(() => {
    const options = new Map<string, string>();
    for (const c of clients.data?.items ?? []) {
      known.current.set(c.uid, { uid: c.uid, code: c.code, name: c.name });
      options.set(c.uid, clientLabel(c));
    }
    if (value && !options.has(value) && known.current.get(value)) {
      options.set(value, clientLabel(known.current.get(value)!));
    }
    return [...options].map(([uid, label]) => ({ value: uid, label }));
  }, [clients.data, value]);

  return (
    <Select
      searchable
      clearable
      placeholder="Sök kundnummer eller namn"
      nothingFoundMessage={clients.isFetching ? 'Söker …' : 'Ingen kund matchar'}
      rightSection={clients.isFetching ? <Loader size={14} /> : undefined}
      {...props}
      data={data}
      filter={({ options }) => options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(uid) => onChange(uid ? (known.current.get(uid) ?? { uid, code: null, name: null }) : null)}
    />
  );
}
