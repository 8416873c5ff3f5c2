import { Button, Group } from '@mantine/core';
import { type OwnArticleListRow, ownArticlesApi } from '@shared/api/ownArticles.api';
import { canAccess } from '@shared/domain/access';
import type { OwnArticleType } from '@shared/domain/own-article';
import { permissions } from '@shared/domain/permissions';
import { IconDownload, IconListDetails, IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { FilterBar, ListEmpty, PAGE_SIZE, RegisterList, useRegisterList } from '../../kit';
import { useNetPricesHidden, useSession } from '../../session/session-store';
import { Page } from '../../shell/Page';
import { type ClientOption, type ClientScope, clientUidOfScope } from '../clients';
import { AddOwnArticlesDialog } from '../documents';
import { ChangePriceDialog } from './ChangePriceDialog';
import { downloadFile } from './download';
import { type EditedArticle, OwnArticleDialog } from './OwnArticleDialog';
import { OwnArticleFilters, SelectionActions } from './OwnArticleFilters';
import {
  OwnArticleRow,
  type OwnArticleSortField,
  OwnArticlesHead,
  ownArticleColumns,
  type RowActions,
} from './OwnArticleRows';
import { editedArticleOf } from './own-article-form';
import { StandardNav } from './StandardNav';
import { useOwnArticleActions } from './use-own-article-actions';

const EMPTY: OwnArticleListRow[] = [];
const NOUN = { one: 'artikel', many: 'artiklar' };

export function OwnArticlesPage() {
  const session = useSession();
  const editable = session !== null && canAccess(session, permissions.editOwnArticles);
  const canChooseClient = session !== null && canAccess(session, permissions.viewClients);
  // The server sends no purchase price to such a session (decision 0023).
  const purchaseHidden = useNetPricesHidden();
  const register = useRegisterList<OwnArticleSortField, OwnArticleListRow>(
    { sortBy: 'code', sortDesc: false },
    NOUN,
  );
  const { debouncedSearch, sort, selection } = register;
  const [type, setType] = useState<OwnArticleType | null>(null);
  const [scope, setScope] = useState<ClientScope>('all');
  const [client, setClient] = useState<ClientOption | null>(null);
  const [dialog, setDialog] = useState<{ article: EditedArticle | null } | null>(null);
  const [priceRows, setPriceRows] = useState<OwnArticleListRow[] | null>(null);
  const [addRows, setAddRows] = useState<OwnArticleListRow[] | null>(null);

  const filter = {
    searchPattern: debouncedSearch,
    types: type ? [type] : [],
    clientUid: clientUidOfScope(scope, client),
    ...sort,
  };
  const list = useApiQuery(
    ownArticlesApi.list,
    { offset: register.offset, limit: PAGE_SIZE, ...filter },
    { placeholderData: keepPreviousData },
  );
  const config = useApiQuery(ownArticlesApi.formConfig, {});
  const exportList = useApiMutation(ownArticlesApi.export);
  const { removeRows, togglePreselected } = useOwnArticleActions(selection);

  const { refilter } = register;

  async function exportCsv() {
    const file = await exportList.mutateAsync(filter);
    downloadFile(file.link, file.fileName);
  }

  const billingTypes = config.data?.billingTypes ?? ({} as Record<OwnArticleType, string>);
  const edit = (row: OwnArticleListRow) => setDialog({ article: editedArticleOf(row) });

  const actions: RowActions = {
    edit,
    changePrice: (row) => setPriceRows([row]),
    togglePreselected: (row) => void togglePreselected(row),
    remove: (row) => void removeRows([row]),
  };
  const rows = list.data?.items ?? EMPTY;
  const filtered = debouncedSearch !== '' || type !== null || scope !== 'all';
  const newButton = editable && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ article: null })}>
      Ny artikel
    </Button>
  );

  return (
    <Page
      title="Egna artiklar"
      intro="Arbete, resor och annat ni debiterar ofta. Skriv artikelnumret på en dokumentrad så hämtas benämning och pris."
      actions={
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exportList.isPending}
            disabled={!list.data || list.data.totalCount === 0}
            onClick={() => void exportCsv()}
          >
            Exportera
          </Button>
          {newButton}
        </Group>
      }
    >
      <StandardNav>
        <RegisterList
          filters={
            <FilterBar
              search={register.search}
              onSearch={register.setSearch}
              placeholder="Sök artikelnummer eller benämning"
              label="Sök bland egna artiklar"
            >
              <OwnArticleFilters
                billingTypes={config.data?.billingTypes}
                type={type}
                onType={refilter(setType)}
                scope={scope}
                onScope={refilter(setScope)}
                canChooseClient={canChooseClient}
                client={client}
                onClient={refilter(setClient)}
              />
            </FilterBar>
          }
          selection={
            editable &&
            register.selectionBar(
              <SelectionActions
                onAdd={() => setAddRows(selection.rows)}
                onChangePrice={() => setPriceRows(selection.rows)}
                onRemove={() => void removeRows(selection.rows)}
              />,
            )
          }
          what="artiklarna"
          {...register.queryProps(list)}
          empty={
            list.data?.totalCount === 0 && (
              <ListEmpty
                filtered={filtered}
                noMatch={{
                  title: 'Inga artiklar matchar',
                  text: `Ingen egen artikel matchar ${debouncedSearch ? `"${debouncedSearch}"` : 'filtret'}. Ändra sökningen eller filtret.`,
                }}
                icon={IconListDetails}
                title="Inga egna artiklar ännu"
                text="Lägg upp det ni debiterar ofta, till exempel en timme montörsarbete eller en servicebilsresa, så finns det på varje dokument."
                action={newButton}
              />
            )
          }
          columns={ownArticleColumns(editable, purchaseHidden)}
          head={
            <OwnArticlesHead
              rows={rows}
              sort={sort}
              onSort={register.setSort}
              selection={selection}
              editable={editable}
              purchaseHidden={purchaseHidden}
            />
          }
          minWidth={900}
          testId="own-articles-table"
          note={!editable && 'Du kan se de egna artiklarna men inte ändra dem.'}
        >
          {rows.map((row) => (
            <OwnArticleRow
              key={row.uid}
              row={row}
              selection={selection}
              editable={editable}
              billingTypes={billingTypes}
              actions={actions}
              purchaseHidden={purchaseHidden}
            />
          ))}
        </RegisterList>
      </StandardNav>
      {config.data && (
        <OwnArticleDialog
          opened={dialog !== null}
          article={dialog?.article ?? null}
          config={config.data}
          canChooseClient={canChooseClient}
          purchaseHidden={purchaseHidden}
          onClose={() => setDialog(null)}
        />
      )}
      <AddOwnArticlesDialog
        articles={addRows}
        onClose={(added) => {
          setAddRows(null);
          if (added) selection.clear();
        }}
      />
      {priceRows && (
        <ChangePriceDialog
          rows={priceRows}
          onClose={(changed) => {
            setPriceRows(null);
            // The selected rows hold the old prices; a second change must start from the new ones.
            if (changed) selection.clear();
          }}
        />
      )}
    </Page>
  );
}
