import { Button, Group } from '@mantine/core';
import { FormAlerts } from '../form/FormAlerts';
import type { VersionedFormState } from '../form/use-versioned-form';

/**
 * The end of an edit dialog: the conflict notice (someone saved first; the user's edits stay in the form
 * and can be put back on the newest version), what could not be saved, and Avbryt / Spara.
 */
export function DialogFooter({
  state,
  conflictTitle,
  onCancel,
  saving,
  submitLabel = 'Spara',
  pushDown = false,
}: {
  state: Pick<VersionedFormState, 'conflict' | 'reloading' | 'general' | 'reload' | 'dismissConflict'>;
  /** "Någon annan har ändrat artikeln sedan du öppnade den". */
  conflictTitle: string;
  onCancel: () => void;
  saving: boolean;
  submitLabel?: string;
  /** In a column layout, keeps the buttons at the bottom of the column. */
  pushDown?: boolean;
}) {
  return (
    <>
      <FormAlerts state={state} conflictTitle={conflictTitle} compact />
      <Group justify="flex-end" mt={pushDown ? 'auto' : 'xs'}>
        <Button variant="default" onClick={onCancel}>
          Avbryt
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
