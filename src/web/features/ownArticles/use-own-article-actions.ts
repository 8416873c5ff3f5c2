import { authApi } from '@shared/api/auth.api';
import { type OwnArticleListRow, ownArticlesApi } from '@shared/api/ownArticles.api';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { removeAfterConfirm, type Selection } from '../../kit';

const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey(ownArticlesApi.list) });

/** Removing articles and choosing the preselected one, from a row's menu or the selection bar. */
export function useOwnArticleActions(selection: Selection<OwnArticleListRow>) {
  const remove = useApiMutation(ownArticlesApi.delete);
  const preselect = useApiMutation(ownArticlesApi.setPreselected);

  function removeRows(rows: OwnArticleListRow[]) {
    return removeAfterConfirm({
      title: rows.length === 1 ? `Ta bort ${rows[0]!.code}` : `Ta bort ${rows.length} artiklar`,
      message:
        'Artiklarna försvinner ur registret. Dokument där de redan står påverkas inte. Det går inte att ångra.',
      remove: async () => {
        const { countDeleted } = await remove.mutateAsync({ uids: rows.map((r) => r.uid) });
        selection.setPage(rows, false);
        await refresh();
        return countDeleted;
      },
      doneText: (count) => (count === 1 ? 'Artikeln har tagits bort' : `${count} artiklar har tagits bort`),
    });
  }

  async function togglePreselected(row: OwnArticleListRow) {
    await preselect.mutateAsync({ ownArticleUid: row.preselected ? null : row.uid });
    await refresh();
    // The session carries the preselected article for new document lines.
    void call(authApi.current, {}, { background: true }).catch(() => undefined);
  }

  return { removeRows, togglePreselected };
}
