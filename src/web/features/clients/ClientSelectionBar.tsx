import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { clientsApi } from '@shared/api/clients.api';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useApiMutation } from '../../api/hooks';
import { SelectionBar } from '../../kit';
import { confirm } from '../../shell/dialogs';
import { invalidateClients } from './use-client-list';

interface ClientSelectionBarProps {
  count: number;
  uids: string[];
  canDelete: boolean;
  onReactivate?: () => Promise<void>;
  onDone: () => void;
}

/** What can be done with the marked clients: delete them (after a confirmation) or bring them back. */
export function ClientSelectionBar({
  count,
  uids,
  canDelete,
  onReactivate,
  onDone,
}: ClientSelectionBarProps) {
  const remove = useApiMutation(clientsApi.delete);

  async function deleteSelected() {
    const ok = await confirm({
      title: count === 1 ? 'Ta bort kunden?' : `Ta bort ${count} kunder?`,
      message:
        'Kunderna tas bort ur kundregistret tillsammans med deras kontakter, ROT-köpare och kundpriser. Det går inte att ångra.',
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (!ok) return;
    const result = await remove.mutateAsync({ uids });
    onDone();
    invalidateClients();
    notifications.show({
      color: 'green',
      message:
        result.countDeleted === 1 ? 'Kunden är borttagen' : `${result.countDeleted} kunder är borttagna`,
    });
  }

  return (
    <SelectionBar
      count={count}
      noun={{ one: 'kund', many: 'kunder' }}
      onClear={onDone}
      testId="client-selection"
    >
      {onReactivate && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          onClick={() => void onReactivate()}
        >
          Aktivera igen
        </Button>
      )}
      {canDelete && (
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconTrash size={14} />}
          loading={remove.isPending}
          onClick={() => void deleteSelected()}
          data-testid="delete-selected"
        >
          Ta bort
        </Button>
      )}
    </SelectionBar>
  );
}
