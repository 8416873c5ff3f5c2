import { notifications } from '@mantine/notifications';
import { confirm } from '../../shell/dialogs';

/**
 * Removing rows from a register: ask (red "Ta bort"), remove, say how many went. False when the user
 * changed their mind.
 */
export async function removeAfterConfirm({
  title,
  message,
  remove,
  doneText,
}: {
  title: string;
  message: string;
  /** Removes the rows; resolves to how many the server removed. */
  remove: () => Promise<number>;
  doneText: (count: number) => string;
}): Promise<boolean> {
  const ok = await confirm({ title, message, confirmLabel: 'Ta bort', danger: true });
  if (!ok) return false;
  const count = await remove();
  notifications.show({ color: 'green', message: doneText(count), autoClose: 3000 });
  return true;
}
