import { Button, Select } from '@mantine/core';
import { type OwnPriceListRow, ownPricesApi } from '@shared/api/ownPrices.api';
import { canAccess } from '@shared/domain/access';
import { type OwnPriceMode, ownPriceModeLabels, ownPriceModes } from '@shared/domain/own-price';
import { permissions } from '@shared/domain/permissions';
import { IconPlus, IconTag } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { FilterBar, ListEmpty, RegisterList, useRegisterList } from '../../kit';
import { useSession } from '../../session/session-store';
import { Page } from '../../shell/Page';
import { type ClientOption, type ClientScope, ClientScopeFilter, clientUidOfScope } from '../clients';
import { BulkChangeDialog } from './BulkChangeDialog';
import { DeleteProgressDialog } from './DeleteProgressDialog';
import { OwnPriceDialog } from './OwnPriceDialog';
import { OwnPriceRow, type OwnPriceSortField, OwnPricesHead, ownPriceColumns } from './OwnPriceRows';
import { useRemovePrices } from './use-remove-prices';

const EMPTY: OwnPriceListRow[] = [];
const NOUN = { one: 'pris', many: 'priser' };

export function OwnPricesPage() {
  const session = useSession();
  const editable = session !== null && canAccess(session, permissions.editOwnPrices);
  const canChooseClient = session !== null && canAccess(session, permissions.viewClients);
  const netHidden = session?.netPriceAndMarginHidden ?? false;
  const defaultMode = session?.ownPricesMode ?? 'FIXED_PRICE';
  const register = useRegisterList<OwnPriceSortField, OwnPriceListRow>(
    { sortBy: 'code', sortDesc: false },
    NOUN,
  );
  const { debouncedSearch, selection, sort } = register;
  const [mode, setMode] = useState<OwnPriceMode | null>(null);
  const [scope, setScope] = useState<ClientScope>('all');
  const [client, setClient] = useState<ClientOption | null>(null);
  const [dialog, setDialog] = useState<{ price: OwnPriceListRow | null } | null>(null);
  const [bulk, setBulk] = useState<string[] | null>(null);

  const clientUid = clientUidOfScope(scope, client);
  const list = useApiQuery(
    ownPricesApi.list,
    { ...register.params, types: mode ? [mode] : [], clientUid },
    { placeholderData: keepPreviousData },
  );

  const { refilter } = register;

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: apiQueryKey(ownPricesApi.list) }),
    [],
  );

  const { removePrices, job, setJob } = useRemovePrices(clientUid, selection.clear, refresh);

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
      <RegisterList
        filters={
          <FilterBar
            search={register.search}
            onSearch={register.setSearch}
            placeholder="Sök artikelnummer, RSK-nummer eller benämning"
            label="Sök bland egna priser"
          >
            <Select
              aria-label="Läge"
              placeholder="Alla lägen"
              clearable
              data={ownPriceModes.map((m) => ({ value: m, label: ownPriceModeLabels[m] }))}
              value={mode}
              onChange={(v) => refilter(setMode)(v as OwnPriceMode | null)}
              w={{ base: '100%', xs: 200 }}
            />
            <ClientScopeFilter
              scope={scope}
              onScope={refilter(setScope)}
              client={client}
              onClient={refilter(setClient)}
              canChooseClient={canChooseClient}
              allLabel="Alla priser"
            />
          </FilterBar>
        }
        selection={
          editable &&
          register.selectionBar(
            <>
              <Button size="xs" variant="light" onClick={() => setBulk(selection.uids)}>
                Ändra värde
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => void removePrices({ uids: selection.uids })}
              >
                Ta bort
              </Button>
            </>,
          )
        }
        what="priserna"
        {...register.queryProps(list)}
        empty={
          total === 0 &&
          list.data && (
            <ListEmpty
              filtered={filtered}
              noMatch={{
                title: 'Inga priser matchar',
                text: 'Inget eget pris matchar sökningen eller filtret.',
              }}
              icon={IconTag}
              title="Inga egna priser ännu"
              text="Sätt ett eget pris på artiklar ni säljer ofta, så används det i stället för grossistens pris."
              action={newButton}
            />
          )
        }
        columns={ownPriceColumns(netHidden)}
        head={
          <OwnPricesHead
            rows={rows}
            sort={sort}
            onSort={register.setSort}
            selection={selection}
            netHidden={netHidden}
          />
        }
        minWidth={netHidden ? 820 : 1140}
        testId="own-prices-table"
        footerActions={
          editable &&
          total > 0 && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => void removePrices({ all: true, count: total })}
              disabled={debouncedSearch !== '' || mode !== null}
              title={debouncedSearch || mode ? 'Rensa sökningen och läget för att ta bort alla' : undefined}
            >
              Ta bort alla {total} i urvalet
            </Button>
          )
        }
      >
        {rows.map((row) => (
          <OwnPriceRow
            key={row.uid}
            row={row}
            selection={selection}
            netHidden={netHidden}
            onEdit={(price) => setDialog({ price })}
            onRemove={(r) => void removePrices({ uids: [r.uid] })}
          />
        ))}
      </RegisterList>
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
