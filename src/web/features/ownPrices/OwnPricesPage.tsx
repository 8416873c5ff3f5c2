import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type OwnPriceListRow, ownPricesApi } from '@shared/api/ownPrices.api';
import { canAccess } from '@shared/domain/access';
import { type OwnPriceMode, ownPriceModeLabels, ownPriceModes } from '@shared/domain/own-price';
import { permissions } from '@shared/domain/permissions';
import { IconPlus, IconSearch, IconTag } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { useSession } from '../../session/session-store';
import { confirm } from '../../shell/dialogs';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { type ClientOption, ClientSelect } from '../ownArticles/ClientSelect';
import { EmptyState, ListFooter, PAGE_SIZE } from '../ownArticles/list-parts';
import { SelectionBar } from '../ownArticles/SelectionBar';
import { useSelection } from '../ownArticles/use-selection';
import { BulkChangeDialog } from './BulkChangeDialog';
import { DeleteProgressDialog } from './DeleteProgressDialog';
import { OwnPriceDialog } from './OwnPriceDialog';
import { type OwnPriceSort, OwnPricesTable } from './OwnPricesTable';

type Scope = 'all' | 'general' | 'client';
const EMPTY: OwnPriceListRow[] = [];

export function OwnPricesPage() {
  const session = useSession();
  const editable = session !== null && canAccess(session, permissions.editOwnPrices);
  const canChooseClient = session !== null && canAccess(session, permissions.viewClients);
  const netHidden = session?.netPriceAndMarginHidden ?? false;
  const defaultMode = session?.ownPricesMode ?? 'FIXED_PRICE';
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [mode, setMode] = useState<OwnPriceMode | null>(null);
  const [scope, setScope] = useState<Scope>('all');
  const [client, setClient] = useState<ClientOption | null>(null);
  const [sort, setSort] = useState<OwnPriceSort>({ sortBy: 'code', sortDesc: false });
  const [offset, setOffset] = useState(0);
  const [dialog, setDialog] = useState<{ price: OwnPriceListRow | null } | null>(null);
  const [bulk, setBulk] = useState<string[] | null>(null);
  const [job, setJob] = useState<{ jobUid: string; countToDelete: number } | null>(null);
  const selection = useSelection<OwnPriceListRow>();

  const clientUid = scope === 'general' ? null : scope === 'client' && client ? client.uid : undefined;
  const list = useApiQuery(
    ownPricesApi.list,
    {
      offset,
      limit: PAGE_SIZE,
      searchPattern: debouncedSearch,
      types: mode ? [mode] : [],
      clientUid,
      ...sort,
    },
    { placeholderData: keepPreviousData },
  );
  const remove = useApiMutation(ownPricesApi.delete);

  function refilter<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setOffset(0);
    };
  }

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: apiQueryKey(ownPricesApi.list) }),
    [],
  );

  async function removePrices(request: { uids: string[] } | { all: true; count: number }) {
    const count = 'all' in request ? request.count : request.uids.length;
    const ok = await confirm({
      title: count === 1 ? 'Ta bort det egna priset' : `Ta bort ${count} egna priser`,
      message:
        'all' in request
          ? 'Alla egna priser i listans urval tas bort och artiklarna får grossistens pris igen. Det går inte att ångra.'
          : 'Artiklarna får grossistens pris igen på nya dokumentrader. Det går inte att ångra.',
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (!ok) return;
    const answer = await remove.mutateAsync(
      'all' in request ? { all: true, clientUid } : { uids: request.uids },
    );
    selection.clear();
    if ('asyncMode' in answer) {
      setJob({ jobUid: answer.jobUid, countToDelete: answer.countToDelete });
      return;
    }
    await refresh();
    notifications.show({
      color: 'green',
      message:
        answer.countDeleted === 1
          ? 'Priset har tagits bort'
          : `${answer.countDeleted} priser har tagits bort`,
      autoClose: 3000,
    });
  }

  async function editExisting(uid: string) {
    const price = await call(ownPricesApi.get, { uid });
    setDialog({ price });
  }

  const onJobFinished = useCallback(() => void refresh(), [refresh]);

  const rows = list.data?.items ?? EMPTY;
  const total = list.data?.totalCount ?? 0;
  const filtered = debouncedSearch !== '' || mode !== null || scope !== 'all';
  const newButton = editable && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ price: null })}>
      Nytt eget pris
    </Button>
  );

  return (
    <Page
      title="Egna priser"
      intro="Era egna priser på grossistens artiklar: ett fast pris, ett fast påslag på nettopriset eller en fast täckningsgrad. De används på nya dokumentrader."
      actions={newButton}
    >
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} shadow="xs">
        <Group gap="sm" mb="md" align="flex-end">
          <TextInput
            placeholder="Sök artikelnummer, RSK-nummer eller benämning"
            aria-label="Sök bland egna priser"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => refilter(setSearch)(e.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <Select
            aria-label="Läge"
            placeholder="Alla lägen"
            clearable
            data={ownPriceModes.map((m) => ({ value: m, label: ownPriceModeLabels[m] }))}
            value={mode}
            onChange={(v) => refilter(setMode)(v as OwnPriceMode | null)}
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            aria-label="Gäller"
            allowDeselect={false}
            data={[
              { value: 'all', label: 'Alla priser' },
              { value: 'general', label: 'Gäller alla kunder' },
              ...(canChooseClient ? [{ value: 'client', label: 'Gäller en kund' }] : []),
            ]}
            value={scope}
            onChange={(v) => v && refilter(setScope)(v as Scope)}
            w={{ base: '100%', xs: 190 }}
          />
          {scope === 'client' && (
            <ClientSelect
              aria-label="Kund"
              value={client?.uid ?? null}
              selected={client}
              onChange={refilter(setClient)}
              w={{ base: '100%', xs: 260 }}
            />
          )}
        </Group>
        {editable && selection.size > 0 && (
          <SelectionBar count={selection.size} noun="priser" onClear={selection.clear}>
            <Button size="xs" variant="white" onClick={() => setBulk(selection.uids)}>
              Ändra värde
            </Button>
            <Button
              size="xs"
              variant="white"
              color="red"
              onClick={() => void removePrices({ uids: selection.uids })}
            >
              Ta bort
            </Button>
          </SelectionBar>
        )}
        {list.error ? (
          <QueryError what="priserna" error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data && total === 0 ? (
          filtered ? (
            <EmptyState
              icon={IconSearch}
              title="Inga priser matchar"
              text="Inget eget pris matchar sökningen eller filtret."
            />
          ) : (
            <EmptyState
              icon={IconTag}
              title="Inga egna priser ännu"
              text="Sätt ett eget pris på artiklar ni säljer ofta, så används det i stället för grossistens pris."
              action={newButton}
            />
          )
        ) : (
          <>
            <OwnPricesTable
              rows={rows}
              loading={!list.data}
              sort={sort}
              onSort={refilter(setSort)}
              selection={selection}
              netHidden={netHidden}
              onEdit={(price) => setDialog({ price })}
              onRemove={(row) => void removePrices({ uids: [row.uid] })}
            />
            <Group justify="space-between" align="flex-end">
              <ListFooter offset={offset} total={total} onOffset={setOffset} noun="priser" />
              {editable && total > 0 && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  mt="md"
                  onClick={() => void removePrices({ all: true, count: total })}
                  disabled={debouncedSearch !== '' || mode !== null}
                  title={
                    debouncedSearch || mode ? 'Rensa sökningen och läget för att ta bort alla' : undefined
                  }
                >
                  Ta bort alla {total} i urvalet
                </Button>
              )}
            </Group>
          </>
        )}
      </Paper>
      <OwnPriceDialog
        opened={dialog !== null}
        price={dialog?.price ?? null}
        defaultMode={defaultMode}
        canChooseClient={canChooseClient}
        netHidden={netHidden}
        onClose={() => setDialog(null)}
        onEditExisting={(uid) => void editExisting(uid)}
      />
      {bulk && (
        <BulkChangeDialog
          uids={bulk}
          defaultMode={defaultMode}
          onClose={(changed) => {
            setBulk(null);
            if (changed) selection.clear();
          }}
        />
      )}
      {job && (
        <DeleteProgressDialog
          jobUid={job.jobUid}
          countToDelete={job.countToDelete}
          onFinished={onJobFinished}
          onClose={() => {
            setJob(null);
            void refresh();
          }}
        />
      )}
    </Page>
  );
}
