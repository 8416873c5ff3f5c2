import { notifications } from '@mantine/notifications';
import { ownPricesApi } from '@shared/api/ownPrices.api';
import { useState } from 'react';
import { useApiMutation } from '../../api/hooks';
import { confirm } from '../../shell/dialogs';

/**
 * Removing own prices: ticked ones, or every price in the list's scope. A large removal runs as a job
 * on the server (`job`, shown with its progress); a small one is done at once.
 */
export function useRemovePrices(
  clientUid: string | null | undefined,
  clearSelection: () => void,
  refresh: () => Promise<unknown>,
) {
  const remove = useApiMutation(ownPricesApi.delete);
  const [job, setJob] = useState<{ jobUid: string; countToDelete: number } | null>(null);

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
    clearSelection();
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

  return { removePrices, job, setJob };
}
