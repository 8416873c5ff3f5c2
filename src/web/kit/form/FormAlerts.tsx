import { ConflictAlert } from './ConflictAlert';
import { GeneralErrors } from './GeneralErrors';
import type { VersionedFormState } from './use-versioned-form';

/** The conflict notice and the messages for no single field, above (or in a dialog, below) the form. */
export function FormAlerts({
  state,
  conflictTitle,
  compact,
  conflictTestId,
}: {
  state: Pick<VersionedFormState, 'conflict' | 'reloading' | 'general' | 'reload' | 'dismissConflict'>;
  /** "Någon annan har ändrat kunden sedan du öppnade sidan". */
  conflictTitle: string;
  compact?: boolean;
  conflictTestId?: string;
}) {
  return (
    <>
      {state.conflict && (
        <ConflictAlert
          title={conflictTitle}
          busy={state.reloading}
          compact={compact}
          testId={conflictTestId}
          onReloadKeepingEdits={() => void state.reload(true)}
          onReloadDiscardingEdits={() => void state.reload(false)}
          onKeepEditing={state.dismissConflict}
        />
      )}
      <GeneralErrors messages={state.general} />
    </>
  );
}
