import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ownCommentsApi } from '@shared/api/ownComments.api';
import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import { IconMessage2, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { useSession } from '../../session/session-store';
import { confirm } from '../../shell/dialogs';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import {
  EmptyState,
  ListFooter,
  PAGE_SIZE,
  SkeletonRows,
  SortableTh,
  type SortState,
} from '../ownArticles/list-parts';
import { SelectionBar } from '../ownArticles/SelectionBar';
import { StandardNav } from '../ownArticles/StandardNav';
import { useSelection } from '../ownArticles/use-selection';
import { type EditedComment, OwnCommentDialog } from './OwnCommentDialog';
import { nextCommentCode } from './own-comment-form';

interface Row {
  uid: string;
  version: number;
  code: string;
  text: string;
}
const EMPTY: Row[] = [];

export function OwnCommentsPage() {
  const session = useSession();
  const editable = session !== null && canAccess(session, permissions.editOwnComments);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<SortState<'code' | 'text'>>({ sortBy: 'code', sortDesc: false });
  const [offset, setOffset] = useState(0);
  const [dialog, setDialog] = useState<{ comment: EditedComment | null } | null>(null);
  const selection = useSelection<Row>();
  const list = useApiQuery(
    ownCommentsApi.list,
    { offset, limit: PAGE_SIZE, searchPattern: debouncedSearch, ...sort },
    { placeholderData: keepPreviousData },
  );
  // The comment with the highest number, for suggesting the next code.
  const highest = useApiQuery(
    ownCommentsApi.list,
    { limit: 1, sortBy: 'code', sortDesc: true },
    { enabled: editable },
  );
  const remove = useApiMutation(ownCommentsApi.delete);
  const sortBy = (next: SortState<'code' | 'text'>) => {
    setSort(next);
    setOffset(0);
  };

  async function removeRows(rows: Row[]) {
    const ok = await confirm({
      title: rows.length === 1 ? `Ta bort ${rows[0]!.code}` : `Ta bort ${rows.length} kommentarer`,
      message: 'Dokument där texten redan står påverkas inte. Det går inte att ångra.',
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (!ok) return;
    const { countDeleted } = await remove.mutateAsync({ uids: rows.map((r) => r.uid) });
    selection.setPage(rows, false);
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(ownCommentsApi.list) });
    notifications.show({
      color: 'green',
      message:
        countDeleted === 1 ? 'Kommentaren har tagits bort' : `${countDeleted} kommentarer har tagits bort`,
      autoClose: 3000,
    });
  }

  const rows = list.data?.items ?? EMPTY;
  const allOnPage = rows.length > 0 && rows.every((r) => selection.has(r.uid));
  const newButton = editable && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ comment: null })}>
      Ny kommentar
    </Button>
  );
  const edit = (row: Row) =>
    setDialog({ comment: { uid: row.uid, version: row.version, data: { code: row.code, text: row.text } } });

  return (
    <Page
      title="Egna kommentarer"
      intro="Textrader ni återanvänder på dokument, till exempel villkor eller garantitexter. Skriv koden, till exempel text1, på en dokumentrad."
      actions={newButton}
    >
      <StandardNav />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} shadow="xs">
        <TextInput
          placeholder="Sök kod eller text"
          aria-label="Sök bland egna kommentarer"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setOffset(0);
          }}
          mb="md"
          maw={480}
        />
        {editable && selection.size > 0 && (
          <SelectionBar count={selection.size} noun="kommentarer" onClear={selection.clear}>
            <Button size="xs" variant="white" color="red" onClick={() => void removeRows(selection.rows)}>
              Ta bort
            </Button>
          </SelectionBar>
        )}
        {list.error ? (
          <QueryError what="kommentarerna" error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data?.totalCount === 0 ? (
          debouncedSearch ? (
            <EmptyState
              icon={IconSearch}
              title="Inga kommentarer matchar"
              text={`Ingen egen kommentar matchar "${debouncedSearch}".`}
            />
          ) : (
            <EmptyState
              icon={IconMessage2}
              title="Inga egna kommentarer ännu"
              text="Spara texter ni skriver ofta, till exempel betalningsvillkor eller garantier, så räcker det att skriva koden på dokumentet."
              action={newButton}
            />
          )
        ) : (
          <>
            <Table.ScrollContainer minWidth={560}>
              <Table highlightOnHover verticalSpacing="xs" data-testid="own-comments-table">
                <Table.Thead>
                  <Table.Tr>
                    {editable && (
                      <Table.Th w={36}>
                        <Checkbox
                          aria-label="Markera alla på sidan"
                          checked={allOnPage}
                          indeterminate={!allOnPage && rows.some((r) => selection.has(r.uid))}
                          onChange={(e) => selection.setPage(rows, e.currentTarget.checked)}
                        />
                      </Table.Th>
                    )}
                    <SortableTh field="code" sort={sort} onSort={sortBy} w={130}>
                      Kod
                    </SortableTh>
                    <SortableTh field="text" sort={sort} onSort={sortBy}>
                      Text
                    </SortableTh>
                    {editable && <Table.Th w={44} />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {!list.data ? (
                    <SkeletonRows columns={editable ? 4 : 2} />
                  ) : (
                    rows.map((row) => (
                      <Table.Tr key={row.uid} bg={selection.has(row.uid) ? 'montor.0' : undefined}>
                        {editable && (
                          <Table.Td>
                            <Checkbox
                              aria-label={`Markera ${row.code}`}
                              checked={selection.has(row.uid)}
                              onChange={() => selection.toggle(row)}
                            />
                          </Table.Td>
                        )}
                        <Table.Td>
                          {editable ? (
                            <Anchor
                              component="button"
                              type="button"
                              fw={600}
                              size="sm"
                              onClick={() => edit(row)}
                            >
                              {row.code}
                            </Anchor>
                          ) : (
                            <Text fw={600} size="sm">
                              {row.code}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
                            {row.text}
                          </Text>
                        </Table.Td>
                        {editable && (
                          <Table.Td>
                            <Tooltip label="Ta bort">
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={`Ta bort ${row.code}`}
                                onClick={() => void removeRows([row])}
                              >
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Tooltip>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListFooter
              offset={offset}
              total={list.data?.totalCount ?? 0}
              onOffset={setOffset}
              noun="kommentarer"
            />
          </>
        )}
        {!editable && (
          <Group mt="sm">
            <Text size="xs" c="dimmed">
              Du kan se de egna kommentarerna men inte ändra dem.
            </Text>
          </Group>
        )}
      </Paper>
      <OwnCommentDialog
        opened={dialog !== null}
        comment={dialog?.comment ?? null}
        suggestedCode={nextCommentCode(highest.data?.items[0]?.code)}
        onClose={() => setDialog(null)}
      />
    </Page>
  );
}
