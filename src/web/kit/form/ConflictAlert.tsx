import { Alert, Button, Group, Text } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/** The choices a conflict offers, in the alert and the dialog alike. */
export const conflictChoices = {
  message: 'Dina ändringar är inte sparade, men de finns kvar.',
  keep: 'Ladda om och behåll mina ändringar',
  discard: 'Hämta senaste versionen',
} as const;

export interface ConflictAlertProps {
  /** The heading: "Någon annan har ändrat kunden sedan du öppnade sidan". */
  title: string;
  busy?: boolean;
  /** Fetches the newest version and puts the user's edits back on top of it. */
  onReloadKeepingEdits: () => void;
  /** Fetches the newest version as it is; the user's edits are dropped. */
  onReloadDiscardingEdits: () => void;
  /** Closes the notice and leaves the form as it is. */
  onKeepEditing?: () => void;
  /** In a dialog: shorter text, and no scrolling (the dialog is already in view). */
  compact?: boolean;
  testId?: string;
}

/**
 * Shown when a save was refused because someone else saved first (409). Nothing the user typed is lost:
 * reloading fetches the newest version and puts their edits back on top, or they keep editing as it is.
 */
export function ConflictAlert({
  title,
  busy = false,
  onReloadKeepingEdits,
  onReloadDiscardingEdits,
  onKeepEditing,
  compact = false,
  testId = 'conflict-alert',
}: ConflictAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Spara sits at the bottom of a long form: bring the explanation to where the user will look.
  useEffect(() => {
    if (!compact) ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [compact]);
  return (
    <Alert
      ref={ref}
      color="orange"
      variant="light"
      icon={<IconGitMerge />}
      title={title}
      role="alert"
      data-testid={testId}
    >
      <Text size="sm" mb="sm">
        {compact
          ? conflictChoices.message
          : 'Dina ändringar är inte sparade, men de finns kvar i formuläret. Ladda om för att hämta den senaste versionen: dina ändringar läggs tillbaka ovanpå den så att du kan granska och spara igen.'}
      </Text>
      <Group gap="xs">
        <Button size="xs" color="orange" loading={busy} onClick={onReloadKeepingEdits}>
          {conflictChoices.keep}
        </Button>
        <Button size="xs" variant="default" disabled={busy} onClick={onReloadDiscardingEdits}>
          {conflictChoices.discard}
        </Button>
        {onKeepEditing && (
          <Button size="xs" variant="subtle" color="gray" disabled={busy} onClick={onKeepEditing}>
            Fortsätt redigera
          </Button>
        )}
      </Group>
    </Alert>
  );
}
