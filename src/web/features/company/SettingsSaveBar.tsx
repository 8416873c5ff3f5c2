import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Stays at the bottom of the window while the settings are edited, so saving never needs scrolling; the
 * conflict notice and what could not be saved (`children`) show in it, where the user just clicked.
 */
export function SettingsSaveBar({
  dirty,
  saving,
  attention,
  onUndo,
  children,
}: {
  dirty: boolean;
  saving: boolean;
  /** Something in `children` needs the user: the bar floats even with nothing to save. */
  attention: boolean;
  onUndo: () => void;
  children?: ReactNode;
}) {
  return (
    <Paper
      withBorder
      shadow="md"
      radius="lg"
      p="sm"
      mt="lg"
      // Floating only while there is something to save; otherwise it would cover the page for nothing.
      pos={dirty || attention ? 'sticky' : 'static'}
      bottom={12}
      style={{ zIndex: 5 }}
      data-testid="settings-save-bar"
    >
      {attention && (
        <Stack gap="sm" mb="sm">
          {children}
        </Stack>
      )}
      <Group justify="space-between" gap="sm">
        <Group gap={6} c={dirty ? 'orange.8' : 'dimmed'}>
          {!dirty && <IconCheck size={16} />}
          <Text size="sm" fw={dirty ? 600 : 400}>
            {dirty ? 'Du har ändringar som inte är sparade' : 'Alla ändringar är sparade'}
          </Text>
        </Group>
        <Group gap="xs">
          <Button variant="default" disabled={!dirty || saving} onClick={onUndo}>
            Ångra ändringar
          </Button>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={saving}
            disabled={!dirty}
            data-testid="settings-save"
          >
            Spara
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
