import { ActionIcon, Button, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ownCommentsApi } from '@shared/api/ownComments.api';
import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import { IconMessage2, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import {
  FilterBar,
  ListEmpty,
  RecordLink,
  RegisterList,
  RowCheckbox,
  SelectAllCheckbox,
  type Selection,
  SortableTh,
  useRegisterList,
} from '../../kit';
import { useSession } from '../../session/session-store';
import { confirm } from '../../shell/dialogs';
import { Page } from '../../shell/Page';
import { StandardNav } from '../ownArticles';
import { type EditedComment, OwnCommentDialog } from './OwnCommentDialog';
import { nextCommentCode } from './own-comment-form';

interface Row {
  uid: string;
  version: number;
  code: string;
  text: string;
}
type SortField = 'code' | 'text';
const EMPTY: Row[] = [];
const NOUN = { one: 'kommentar', many: 'kommentarer' };

function useRemoveComments(selection: Selection<Row>) {
  const remove = useApiMutation(ownCommentsApi.delete);
  return async (rows: Row[]) => {
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
  };
}

function CommentRow({
  row,
  selection,
  editable,
  onEdit,
  onRemove,
}: {
  row: Row;
  selection: Selection<Row>;
  editable: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Table.Tr bg={selection.has(row.uid) ? 'montor.0' : undefined}>
      {editable && <RowCheckbox row={row} selection={selection} label={`Markera ${row.code}`} />}
      <Table.Td>
        <RecordLink editable={editable} onOpen={onEdit}>
          {row.code}
        </RecordLink>
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
          {row.text}
        </Text>
      </Table.Td>
      {editable && (
        <Table.Td>
          <Tooltip label="Ta bort">
            <ActionIcon variant="subtle" color="red" aria-label={`Ta bort ${row.code}`} onClick={onRemove}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

function CommentsHead({
  rows,
  register,
  editable,
}: {
  rows: Row[];
  register: ReturnType<typeof useRegisterList<SortField, Row>>;
  editable: boolean;
}) {
  return (
    <>
      {editable && <SelectAllCheckbox rows={rows} selection={register.selection} />}
      <SortableTh field="code" sort={register.sort} onSort={register.setSort} w={130}>
        Kod
      </SortableTh>
      <SortableTh field="text" sort={register.sort} onSort={register.setSort}>
        Text
      </SortableTh>
      {editable && <Table.Th w={44} />}
    </>
  );
}

export function OwnCommentsPage() {
  const session = useSession();
  const editable = session !== null && canAccess(session, permissions.editOwnComments);
  const register = useRegisterList<SortField, Row>({ sortBy: 'code', sortDesc: false }, NOUN);
  const { selection, debouncedSearch } = register;
  const [dialog, setDialog] = useState<{ comment: EditedComment | null } | null>(null);
  const list = useApiQuery(ownCommentsApi.list, register.params, { placeholderData: keepPreviousData });
  // The comment with the highest number, for suggesting the next code.
  const highest = useApiQuery(
    ownCommentsApi.list,
    { limit: 1, sortBy: 'code', sortDesc: true },
    { enabled: editable },
  );
  const removeRows = useRemoveComments(selection);

  const rows = list.data?.items ?? EMPTY;
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
      <StandardNav>
        <RegisterList
          filters={
            <FilterBar
              search={register.search}
              onSearch={register.setSearch}
              placeholder="Sök kod eller text"
              label="Sök bland egna kommentarer"
            />
          }
          selection={
            editable &&
            register.selectionBar(
              <Button size="xs" variant="light" color="red" onClick={() => void removeRows(selection.rows)}>
                Ta bort
              </Button>,
            )
          }
          what="kommentarerna"
          {...register.queryProps(list)}
          empty={
            list.data?.totalCount === 0 && (
              <ListEmpty
                filtered={debouncedSearch !== ''}
                noMatch={{
                  title: 'Inga kommentarer matchar',
                  text: `Ingen egen kommentar matchar "${debouncedSearch}".`,
                }}
                icon={IconMessage2}
                title="Inga egna kommentarer ännu"
                text="Spara texter ni skriver ofta, till exempel betalningsvillkor eller garantier, så räcker det att skriva koden på dokumentet."
                action={newButton}
              />
            )
          }
          columns={editable ? 4 : 2}
          head={<CommentsHead rows={rows} register={register} editable={editable} />}
          minWidth={560}
          testId="own-comments-table"
          note={!editable && 'Du kan se de egna kommentarerna men inte ändra dem.'}
        >
          {rows.map((row) => (
            <CommentRow
              key={row.uid}
              row={row}
              selection={selection}
              editable={editable}
              onEdit={() => edit(row)}
              onRemove={() => void removeRows([row])}
            />
          ))}
        </RegisterList>
      </StandardNav>
      <OwnCommentDialog
        opened={dialog !== null}
        comment={dialog?.comment ?? null}
        suggestedCode={nextCommentCode(highest.data?.items[0]?.code)}
        onClose={() => setDialog(null)}
      />
    </Page>
  );
}
