import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { conflictChoices } from './ConflictAlert';

export interface ConflictDialogProps {
  opened: boolean;
  /** The heading and the dialog's name: "Dokumentet har ändrats av någon annan". */
  title: string;
  /** What happened and what the choices do; a short common text when left out. */
  message?: ReactNode;
  busy?: boolean;
  /** Fetches the newest version and puts the user's edits back on top of it (the kit's mergeChanges). */
  onReloadKeepingEdits: () => void;
  /** Fetches the newest version as it is; the user's edits are dropped. */
  onReloadDiscardingEdits: () => void;
  keepLabel?: string;
  discardLabel?: string;
  testId?: string;
}

/**
 * The conflict notice as a dialog, for a page that saves by itself (the document editor's autosave has
 * stopped and the edits are still on screen). It offers ConflictAlert's choices and cannot be closed
 * without one, so nothing the user typed is dropped without their say.
 */
export function ConflictDialog({
  opened,
  title,
  message = conflictChoices.message,
  busy = false,
  onReloadKeepingEdits,
  onReloadDiscardingEdits,
  keepLabel = conflictChoices.keep,
  discardLabel = conflictChoices.discard,
  testId = 'conflict-dialog',
}: ConflictDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={title}
      data-testid={testId}
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" color="red" disabled={busy} onClick={onReloadDiscardingEdits}>
            {discardLabel}
          </Button>
          <Button loading={busy} onClick={onReloadKeepingEdits} data-autofocus>
            {keepLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
