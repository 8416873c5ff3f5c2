import { Alert, Button, Group, Text } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

interface ConflictAlertProps {
  /** What was changed, in the definite form: "kunden", "den anställda", "dina uppgifter". */
  what: string;
  busy: boolean;
  onReloadKeepingEdits: () => void;
  onReloadDiscardingEdits: () => void;
  onKeepEditing: () => void;
}

/**
 * Shown when a save was refused because someone else saved first (409). Nothing the user typed is lost:
 * reloading fetches the newest version and puts their edits back on top, or they keep editing as it is.
 */
export function ConflictAlert(props: ConflictAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Spara sits at the bottom of a long form: bring the explanation to where the user will look.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <Alert
      ref={ref}
      color="orange"
      variant="light"
      icon={<IconGitMerge />}
      title={`Någon annan har ändrat ${props.what} sedan du öppnade sidan`}
      role="alert"
      data-testid="conflict-alert"
    >
      <Text size="sm" mb="sm">
        Dina ändringar är inte sparade, men de finns kvar i formuläret. Ladda om för att hämta den senaste
        versionen: dina ändringar läggs tillbaka ovanpå den så att du kan granska och spara igen.
      </Text>
      <Group gap="xs">
        <Button size="xs" color="orange" loading={props.busy} onClick={props.onReloadKeepingEdits}>
          Ladda om och behåll mina ändringar
        </Button>
        <Button size="xs" variant="default" disabled={props.busy} onClick={props.onReloadDiscardingEdits}>
          Ladda om utan mina ändringar
        </Button>
        <Button size="xs" variant="subtle" color="gray" disabled={props.busy} onClick={props.onKeepEditing}>
          Fortsätt redigera
        </Button>
      </Group>
    </Alert>
  );
}
