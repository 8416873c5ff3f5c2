import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';

/** Stays at the bottom of the window while the settings are edited, so saving never needs scrolling. */
export function SettingsSaveBar({
  dirty,
  saving,
  conflict,
  failure,
  onUndo,
  onReload,
}: {
  dirty: boolean;
  saving: boolean;
  conflict: boolean;
  failure: string | null;
  onUndo: () => void;
  onReload: () => void;
}) {
  return (
    <Paper
      withBorder
      shadow="md"
      radius="lg"
      p="sm"
      mt="lg"
      // Floating only while there is something to save; otherwise it would cover the page for nothing.
      pos={dirty || conflict ? 'sticky' : 'static'}
      bottom={12}
      style={{ zIndex: 5 }}
      data-testid="settings-save-bar"
    >
      {conflict && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle />}
          title="Inställningarna har ändrats av någon annan"
          mb="sm"
          role="alert"
          data-testid="settings-conflict"
        >
          <Text size="sm" mb="xs">
            Någon har sparat inställningarna sedan du öppnade sidan. Dina ändringar finns kvar här men är inte
            sparade. Hämta den senaste versionen och gör om dina ändringar.
          </Text>
          <Button size="xs" color="orange" leftSection={<IconRefresh size={14} />} onClick={onReload}>
            Hämta senaste versionen
          </Button>
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} mb="sm" role="alert">
          {failure}
        </Alert>
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
