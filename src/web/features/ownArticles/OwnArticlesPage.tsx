import { Button, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { authApi } from '@shared/api/auth.api';
import { type OwnArticleListRow, ownArticlesApi } from '@shared/api/ownArticles.api';
import { canAccess } from '@shared/domain/access';
import type { OwnArticleType } from '@shared/domain/own-article';
import { permissions } from '@shared/domain/permissions';
import { IconDownload, IconListDetails, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { useSession } from '../../session/session-store';
import { confirm } from '../../shell/dialogs';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { AddOwnArticlesDialog } from '../documents/relations/AddOwnArticlesDialog';
import { ChangePriceDialog } from './ChangePriceDialog';
import { type ClientOption, ClientSelect } from './ClientSelect';
import { downloadFile } from './download';
import { EmptyState, ListFooter, PAGE_SIZE } from './list-parts';
import { type EditedArticle, OwnArticleDialog } from './OwnArticleDialog';
import { type OwnArticleSort, OwnArticlesTable } from './OwnArticlesTable';
import { articleOfRow } from './own-article-form';
import { SelectionBar } from './SelectionBar';
import { StandardNav } from './StandardNav';
import { useSelection } from './use-selection';

type Scope = 'all' | 'general' | 'client';
const EMPTY: OwnArticleListRow[] = [];

export function OwnArticlesPage() {
  const session = useSession();
  const editable = session !== null && canAccess(session, permissions.editOwnArticles);
  const canChooseClient = session !== null && canAccess(session, permissions.viewClients);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [type, setType] = useState<OwnArticleType | null>(null);
  const [scope, setScope] = useState<Scope>('all');
  const [client, setClient] = useState<ClientOption | null>(null);
  const [sort, setSort] = useState<OwnArticleSort>({ sortBy: 'code', sortDesc: false });
  const [offset, setOffset] = useState(0);
  const [dialog, setDialog] = useState<{ article: EditedArticle | null } | null>(null);
  const [priceRows, setPriceRows] = useState<OwnArticleListRow[] | null>(null);
  const [addRows, setAddRows] = useState<OwnArticleListRow[] | null>(null);
  const selection = useSelection<OwnArticleListRow>();

  const filter = {
    searchPattern: debouncedSearch,
    types: type ? [type] : [],
    clientUid: scope === 'general' ? null : scope === 'client' && client ? client.uid : undefined,
    ...sort,
  };
  const list = useApiQuery(
    ownArticlesApi.list,
    { offset, limit: PAGE_SIZE, ...filter },
    { placeholderData: keepPreviousData },
  );
  const config = useApiQuery(ownArticlesApi.formConfig, {});
  const remove = useApiMutation(ownArticlesApi.delete);
  const preselect = useApiMutation(ownArticlesApi.setPreselected);
  const exportList = useApiMutation(ownArticlesApi.export);

  /** Any change of filter or order starts again from the first page. */
  function refilter<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setOffset(0);
    };
  }

  const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey(ownArticlesApi.list) });

  async function removeRows(rows: OwnArticleListRow[]) {
    const ok = await confirm({
      title: rows.length === 1 ? `Ta bort ${rows[0]!.code}` : `Ta bort ${rows.length} artiklar`,
      message:
        'Artiklarna försvinner ur registret. Dokument där de redan står påverkas inte. Det går inte att ångra.',
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (!ok) return;
    const { countDeleted } = await remove.mutateAsync({ uids: rows.map((r) => r.uid) });
    selection.setPage(rows, false);
    await refresh();
    notifications.show({
      color: 'green',
      message: countDeleted === 1 ? 'Artikeln har tagits bort' : `${countDeleted} artiklar har tagits bort`,
      autoClose: 3000,
    });
  }

  async function togglePreselected(row: OwnArticleListRow) {
    await preselect.mutateAsync({ ownArticleUid: row.preselected ? null : row.uid });
    await refresh();
    // The session carries the preselected article for new document lines.
    void call(authApi.current, {}, { background: true }).catch(() => undefined);
  }

  async function exportCsv() {
    const file = await exportList.mutateAsync(filter);
    downloadFile(file.link, file.fileName);
  }

  const edit = (row: OwnArticleListRow) =>
    setDialog({
      article: {
        uid: row.uid,
        version: row.version,
        data: articleOfRow(row),
        client: row.clientUid ? { uid: row.clientUid, code: row.clientCode, name: row.clientName } : null,
      },
    });

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
      <StandardNav />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} shadow="xs">
        <Group gap="sm" mb="md" align="flex-end">
          <TextInput
            placeholder="Sök artikelnummer eller benämning"
            aria-label="Sök bland egna artiklar"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => refilter(setSearch)(e.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <Select
            aria-label="Debiteringstyp"
            placeholder="Alla debiteringstyper"
            clearable
            data={Object.entries(config.data?.billingTypes ?? {}).map(([value, label]) => ({ value, label }))}
            value={type}
            onChange={(v) => refilter(setType)(v as OwnArticleType | null)}
            w={{ base: '100%', xs: 220 }}
          />
          <Select
            aria-label="Gäller"
            allowDeselect={false}
            data={[
              { value: 'all', label: 'Alla artiklar' },
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
          <SelectionBar count={selection.size} noun="artiklar" onClear={selection.clear}>
            <Button size="xs" variant="white" onClick={() => setAddRows(selection.rows)}>
              Lägg till i dokument
            </Button>
            <Button size="xs" variant="white" onClick={() => setPriceRows(selection.rows)}>
              Ändra pris
            </Button>
            <Button size="xs" variant="white" color="red" onClick={() => void removeRows(selection.rows)}>
              Ta bort
            </Button>
          </SelectionBar>
        )}
        {list.error ? (
          <QueryError what="artiklarna" error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data && list.data.totalCount === 0 ? (
          filtered ? (
            <EmptyState
              icon={IconSearch}
              title="Inga artiklar matchar"
              text={`Ingen egen artikel matchar ${debouncedSearch ? `"${debouncedSearch}"` : 'filtret'}. Ändra sökningen eller filtret.`}
            />
          ) : (
            <EmptyState
              icon={IconListDetails}
              title="Inga egna artiklar ännu"
              text="Lägg upp det ni debiterar ofta, till exempel en timme montörsarbete eller en servicebilsresa, så finns det på varje dokument."
              action={newButton}
            />
          )
        ) : (
          <>
            <OwnArticlesTable
              rows={rows}
              loading={!list.data}
              sort={sort}
              onSort={refilter(setSort)}
              selection={selection}
              editable={editable}
              billingTypes={config.data?.billingTypes ?? ({} as Record<OwnArticleType, string>)}
              actions={{
                edit,
                changePrice: (row) => setPriceRows([row]),
                togglePreselected: (row) => void togglePreselected(row),
                remove: (row) => void removeRows([row]),
              }}
            />
            <ListFooter
              offset={offset}
              total={list.data?.totalCount ?? 0}
              onOffset={setOffset}
              noun="artiklar"
            />
          </>
        )}
        {!editable && (
          <Text size="xs" c="dimmed" mt="sm">
            Du kan se de egna artiklarna men inte ändra dem.
          </Text>
        )}
      </Paper>
      {config.data && (
        <OwnArticleDialog
          opened={dialog !== null}
          article={dialog?.article ?? null}
          config={config.data}
          canChooseClient={canChooseClient}
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
