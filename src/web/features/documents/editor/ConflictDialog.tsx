import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConflictDialogProps {
  opened: boolean;
  busy: boolean;
  onReloadKeepingEdits: () => void;
  onReloadDiscardingEdits: () => void;
}

/**
 * A save met a newer version (409): autosave has stopped and the user's edits are still on screen. There
 * is no way to close this without choosing, so nothing they typed is dropped without their say.
 */
export function ConflictDialog({
  opened,
  busy,
  onReloadKeepingEdits,
  onReloadDiscardingEdits,
}: ConflictDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title="Dokumentet har ändrats av någon annan"
      data-testid="conflict-dialog"
    >
      <Stack gap="md">
        <Text size="sm">
          Någon annan har sparat dokumentet medan du arbetade. Dina senaste ändringar är inte sparade, men de
          finns kvar här. Ladda om den nya versionen och lägg tillbaka dina ändringar ovanpå den, eller släpp
          dina ändringar.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" color="red" disabled={busy} onClick={onReloadDiscardingEdits}>
            Ladda om utan mina ändringar
          </Button>
          <Button loading={busy} onClick={onReloadKeepingEdits} data-autofocus>
            Ladda om och behåll mina ändringar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
