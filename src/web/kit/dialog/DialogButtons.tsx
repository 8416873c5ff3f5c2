import { Alert, Button, Group } from '@mantine/core';

/**
 * The end of a dialog's form that is not a versioned record (a decision, an invitation): the refusal no
 * field owns, then Avbryt and the form's submit.
 */
export function DialogButtons({
  general,
  onCancel,
  saving,
  submitLabel,
  color,
}: {
  general: string | null;
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
  color?: string;
}) {
  return (
    <>
      {general && (
        <Alert color="red" variant="light" role="alert">
          {general}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Avbryt
        </Button>
        <Button type="submit" color={color} loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
