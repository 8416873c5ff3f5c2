import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

/**
 * The end of an edit dialog: the conflict notice (someone saved first; the user's edits stay in the form
 * until they fetch the latest version), the save error, and Avbryt / Spara.
 */
export function DialogFooter({
  conflict,
  conflictText,
  onReload,
  failure,
  onCancel,
  saving,
  submitLabel = 'Spara',
  pushDown = false,
}: {
  conflict: boolean;
  conflictText: string;
  onReload: () => void;
  failure: string | null | undefined;
  onCancel: () => void;
  saving: boolean;
  submitLabel?: string;
  /** In a column layout, keeps the buttons at the bottom of the column. */
  pushDown?: boolean;
}) {
  return (
    <>
      {conflict && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle />} role="alert">
          <Text size="sm" mb="xs">
            {conflictText}
          </Text>
          <Button size="xs" color="orange" leftSection={<IconRefresh size={14} />} onClick={onReload}>
            Hämta senaste versionen
          </Button>
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
          {failure}
        </Alert>
      )}
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
