import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../api/api-error';

/** A failed load shown where the content would have been, with a way to try again. */
export function QueryError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  const detail = isApiError(error) && !error.handled ? error.displayText : null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} title={`Det gick inte att hämta ${what}`}>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{detail ?? 'Kontrollera anslutningen och försök igen.'}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
        >
          Försök igen
        </Button>
      </Group>
    </Alert>
  );
}
