import { Button, Paper, Stack } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isAborted } from '../../api/api-error';
import { ListFooter } from '../../kit';
import { useSession } from '../../session/session-store';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { useListColumns } from '../listSettings';
import { AnonymizeClientsButton } from './AnonymizeClientsDialog';
import { ClientCards } from './ClientCards';
import { ClientListEmpty } from './ClientListEmpty';
import { ClientListFilters, ClientTabs, useReactivation } from './ClientListParts';
import { ClientSelectionBar } from './ClientSelectionBar';
import { ClientTable } from './ClientTable';
import type { ClientCellContext } from './client-columns';
import { sortFieldOf } from './client-columns';
import {
  CLIENT_PAGE_SIZE,
  type ClientListState,
  readClientListState,
  toggleSort,
  toListParameters,
  writeClientListState,
} from './client-list-params';
import { FavoriteStar } from './FavoriteStar';
import { useClientList, useSetFavorite } from './use-client-list';

export const ActiveClientsPage = () => <ClientListPage inactive={false} />;
export const InactiveClientsPage = () => <ClientListPage inactive />;

function ClientListPage({ inactive }: { inactive: boolean }) {
  const session = useSession();
  const _navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)');
  const [params, setParams] = useSearchParams();
  const state = readClientListState(params);
  const [searchText, setSearchText] = useState(state.search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { columns } = useListColumns(inactive ? 'INACTIVE_CLIENTS' : 'CLIENTS');
  const list = useClientList(inactive, toListParameters(state));
  const setFavorite = useSetFavorite();
  const canEdit = session ? canAccess(session, permissions.editClients) : false;
  const canDelete = session ? canAccess(session, permissions.deleteClients) : false;
  const canAnonymize = session ? canAccess(session, permissions.anonymizeClients) : false;
  const base = inactive ? '/clients/inactive' : '/clients/active';

  function update(next: Partial<ClientListState>) {
    setSelected(new Set());
    setParams(writeClientListState({ ...state, page: 1, ...next }), { replace: true });
  }
  const searchLater = useDebouncedCallback((search: string) => update({ search }), 250);

  const cell = useMemo<ClientCellContext>(
    () => ({
      editPath: (uid) => `${base}/edit/${uid}`,
      star: (row) => (
        <FavoriteStar
          favorite={row.favorite}
          clientName={row.name}
          disabled={!canEdit || !row.editable}
          onToggle={(favorite) => setFavorite.mutate({ clientUid: row.uid, favorite })}
        />
      ),
    }),
    [base, canEdit, setFavorite.mutate],
  );

  const { bringBack, rowAction } = useReactivation(inactive && canEdit, () => setSelected(new Set()));

  function select(uids: string[], on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const uid of uids) on ? next.add(uid) : next.delete(uid);
      return next;
    });
  }

  const data = list.data;
  const rows = data && columns ? data.items : null;
  const selectable = canDelete || (inactive && canEdit);
  const filtered = state.search.trim() !== '' || state.onlyFavorites || !state.includeHidden;

  return (
    <Page
      title={inactive ? 'Inaktiva kunder' : 'Kunder'}
      intro={
        inactive
          ? 'Kunder utan aktivitet på 12 månader. Öppna en kund eller välj Aktivera igen för att flytta tillbaka den.'
          : undefined
      }
      actions={
        canEdit && !inactive ? (
          <Button component={Link} to="/clients/active/new" leftSection={<IconPlus size={18} />}>
            Ny kund
          </Button>
        ) : inactive && canAnonymize ? (
          <AnonymizeClientsButton />
        ) : undefined
      }
    >
      <ClientTabs inactive={inactive}>
        <Stack gap="md">
          <ClientListFilters
            inactive={inactive}
            state={state}
            searchText={searchText}
            onSearch={(text) => {
              setSearchText(text);
              // Through the debounce, so a search still waiting to run cannot bring the text back.
              searchLater(text);
            }}
            onChange={update}
            columns={columns}
            phone={phone ?? false}
          />

          {selected.size > 0 && (
            <ClientSelectionBar
              count={selected.size}
              uids={[...selected]}
              canDelete={canDelete}
              onReactivate={inactive && canEdit ? () => bringBack([...selected]) : undefined}
              onDone={() => setSelected(new Set())}
            />
          )}

          {list.error && !isAborted(list.error) ? (
            <QueryError what="kunderna" error={list.error} onRetry={() => void list.refetch()} />
          ) : data && data.totalCount === 0 ? (
            <ClientListEmpty
              inactive={inactive}
              filtered={filtered}
              search={state.search.trim()}
              canCreate={canEdit}
              onClear={() => {
                setSearchText('');
                update({ search: '', onlyFavorites: false, includeHidden: true });
                searchLater('');
              }}
            />
          ) : (
            <Paper
              withBorder
              radius="md"
              p={phone ? 0 : 'xs'}
              bg={phone ? 'transparent' : undefined}
              bd={phone ? 0 : undefined}
            >
              {phone ? (
                <ClientCards
                  rows={rows}
                  selectable={selectable}
                  selected={selected}
                  onSelect={select}
                  cell={cell}
                  rowAction={rowAction}
                />
              ) : (
                <ClientTable
                  columns={columns ?? []}
                  rows={rows}
                  state={state}
                  onSort={(id) => {
                    const field = sortFieldOf(id);
                    if (field) update(toggleSort(state, field));
                  }}
                  selectable={selectable}
                  selected={selected}
                  onSelect={select}
                  cell={cell}
                  rowAction={rowAction}
                />
              )}
            </Paper>
          )}
          {data && data.totalCount > 0 && (
            <ListFooter
              page={state.page}
              pageSize={CLIENT_PAGE_SIZE}
              total={data.totalCount}
              noun={{ one: 'kund', many: 'kunder' }}
              onPage={(page) => {
                setSelected(new Set());
                setParams(writeClientListState({ ...state, page }));
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </Stack>
      </ClientTabs>
    </Page>
  );
}
