import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FormActionBarProps {
  dirty: boolean;
  saving: boolean;
  /** The form cannot be saved (read-only for this employee); the bar then only offers to go back. */
  readOnly?: boolean;
  saveLabel?: string;
  onBack: () => void;
  backLabel?: string;
  children?: ReactNode;
}

/** The save bar that stays at the bottom of the window, so Spara is in reach however long the form is. */
export function FormActionBar({
  dirty,
  saving,
  readOnly,
  saveLabel = 'Spara',
  onBack,
  backLabel = 'Tillbaka',
  children,
}: FormActionBarProps) {
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="sticky"
      bottom={12}
      style={{ zIndex: 5 }}
      data-testid="form-action-bar"
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text
          size="sm"
          c={dirty ? 'orange.8' : 'dimmed'}
          fw={dirty ? 600 : 400}
          aria-live="polite"
          visibleFrom="sm"
        >
          {readOnly
            ? 'Du kan se uppgifterna men inte ändra dem'
            : dirty
              ? 'Du har ändringar som inte är sparade'
              : 'Inga osparade ändringar'}
        </Text>
        <Group gap="sm" wrap="nowrap" ml="auto">
          {children}
          <Button variant="default" onClick={onBack}>
            {backLabel}
          </Button>
          {!readOnly && (
            <Button
              type="submit"
              loading={saving}
              leftSection={<IconDeviceFloppy size={18} />}
              data-testid="form-save"
            >
              {saveLabel}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
