import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useUnsavedChangesPrompt } from '../../kit';
import { refreshEvents } from './EventStateActions';

interface Versioned<L> {
  version: number | null;
  startSave: () => void;
  accept: (loaded: L) => void;
  handleSaveError: (error: unknown) => void;
}

/**
 * The save of an event's or a survey's form: a new record is created and its page opened in place of the
 * blank one; an existing one is saved over the version the form read. Leaving with unsaved edits asks first.
 */
export function useRecordSave<L extends { uid: string }>({
  versioned,
  dirty,
  existingUid,
  send,
  savedText,
  pathOf,
}: {
  versioned: Versioned<L>;
  dirty: boolean;
  existingUid: string | null;
  send: (target: { uid: string; newVersion: number } | null) => Promise<L>;
  savedText: { created: string; edited: string };
  pathOf: (uid: string) => string;
}) {
  const navigate = useNavigate();
  const { allowNextNavigation } = useUnsavedChangesPrompt(dirty);
  return async function save() {
    versioned.startSave();
    try {
      const { version } = versioned;
      const saved = await send(
        existingUid && version !== null ? { uid: existingUid, newVersion: version } : null,
      );
      versioned.accept(saved);
      await refreshEvents();
      notifications.show({ color: 'green', message: existingUid ? savedText.edited : savedText.created });
      if (!existingUid) {
        allowNextNavigation();
        void navigate(pathOf(saved.uid), { replace: true });
      }
    } catch (error) {
      versioned.handleSaveError(error);
    }
  };
}
