import { Select } from '@mantine/core';
import { type ClientOption, ClientSelect } from './ClientSelect';

export type ClientScope = 'all' | 'general' | 'client';

/** The list call's `clientUid`: null for what applies to every client, undefined for no filter. */
export function clientUidOfScope(scope: ClientScope, client: ClientOption | null): string | null | undefined {
  if (scope === 'general') return null;
  return scope === 'client' && client ? client.uid : undefined;
}

/** "Gäller": everything, what applies to all clients, or what applies to one chosen client. */
export function ClientScopeFilter({
  scope,
  onScope,
  client,
  onClient,
  canChooseClient,
  allLabel,
}: {
  scope: ClientScope;
  onScope: (scope: ClientScope) => void;
  client: ClientOption | null;
  onClient: (client: ClientOption | null) => void;
  /** Employees who may not see the client register choose only between the first two. */
  canChooseClient: boolean;
  /** "Alla artiklar". */
  allLabel: string;
}) {
  return (
    <>
      <Select
        aria-label="Gäller"
        allowDeselect={false}
        data={[
          { value: 'all', label: allLabel },
          { value: 'general', label: 'Gäller alla kunder' },
          ...(canChooseClient ? [{ value: 'client', label: 'Gäller en kund' }] : []),
        ]}
        value={scope}
        onChange={(v) => v && onScope(v as ClientScope)}
        w={{ base: '100%', xs: 190 }}
      />
      {scope === 'client' && (
        <ClientSelect
          aria-label="Kund"
          value={client?.uid ?? null}
          selected={client}
          onChange={onClient}
          w={{ base: '100%', xs: 260 }}
        />
      )}
    </>
  );
}
