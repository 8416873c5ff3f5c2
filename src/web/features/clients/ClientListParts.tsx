import { ActionIcon, Button, Checkbox, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ClientListRow, clientsApi } from '@shared/api/clients.api';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../api/hooks';
import { FilterBar, PageTabs } from '../../kit';
import { ColumnSettingsButton, type LabelledColumn } from '../listSettings';
import { ClientFileMenu } from './ClientFileMenu';
import type { ClientListState } from './client-list-params';
import { invalidateClients } from './use-client-list';

const clientTabs = [
  { value: 'active', label: 'Aktiva kunder' },
  { value: 'inactive', label: 'Inaktiva kunder' },
] as const;

/** Aktiva / Inaktiva kunder, with the list as the active tab's panel. */
export function ClientTabs({ inactive, children }: { inactive: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <PageTabs
      tabs={clientTabs}
      value={inactive ? 'inactive' : 'active'}
      onChange={(tab) => void navigate(tab === 'inactive' ? '/clients/inactive' : '/clients/active')}
      mb="md"
    >
      {children}
    </PageTabs>
  );
}

/** Search, favourites and hidden clients; the column choice and the file menu at the right. */
export function ClientListFilters({
  inactive,
  state,
  searchText,
  onSearch,
  onChange,
  columns,
  phone,
}: {
  inactive: boolean;
  state: ClientListState;
  searchText: string;
  onSearch: (text: string) => void;
  onChange: (next: Partial<ClientListState>) => void;
  columns: LabelledColumn[] | null;
  phone: boolean;
}) {
  return (
    <FilterBar
      search={searchText}
      onSearch={onSearch}
      placeholder="Sök på namn, kundnummer, telefon, ort …"
      label="Sök kunder"
      searchTestId="client-search"
      actions={
        <>
          {!phone && (
            <ColumnSettingsButton type={inactive ? 'INACTIVE_CLIENTS' : 'CLIENTS'} columns={columns} />
          )}
          <ClientFileMenu state={state} inactive={inactive} />
        </>
      }
    >
      <Checkbox
        label="Bara favoriter"
        checked={state.onlyFavorites}
        onChange={(e) => onChange({ onlyFavorites: e.currentTarget.checked })}
        data-testid="only-favorites"
        mb={8}
      />
      <Checkbox
        label="Visa dolda"
        checked={state.includeHidden}
        onChange={(e) => onChange({ includeHidden: e.currentTarget.checked })}
        mb={8}
      />
    </FilterBar>
  );
}

/**
 * Bringing inactive clients back, and the per-row button that does it (an icon on a phone card). No row
 * button where the employee may not edit clients.
 */
export function useReactivation(enabled: boolean, onDone: () => void) {
  const reactivate = useApiMutation(clientsApi.reactivate);

  async function bringBack(uids: string[]) {
    const result = await reactivate.mutateAsync({ uids });
    onDone();
    invalidateClients();
    notifications.show({
      color: 'green',
      message:
        result.countReactivated === 1
          ? 'Kunden är aktiv igen'
          : `${result.countReactivated} kunder är aktiva igen`,
    });
  }

  const rowAction = enabled
    ? (row: ClientListRow, compact: boolean): ReactNode =>
        compact ? (
          <Tooltip label="Aktivera igen">
            <ActionIcon
              variant="light"
              aria-label={`Aktivera ${row.name} igen`}
              onClick={() => void bringBack([row.uid])}
            >
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void bringBack([row.uid])}
          >
            Aktivera igen
          </Button>
        )
    : undefined;

  return { bringBack, rowAction };
}
