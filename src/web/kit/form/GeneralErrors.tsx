import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/** Refusals that belong to no single field (no permission, removed meanwhile), shown above the form. */
export function GeneralErrors({
  messages,
  title = 'Det gick inte att spara',
}: {
  messages: string[];
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = messages.join('\n');
  // The alert sits above the form; a save from the bottom bar must not leave it out of sight.
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [shown]);
  if (messages.length === 0) return null;
  return (
    <Alert
      ref={ref}
      color="red"
      variant="light"
      icon={<IconAlertCircle />}
      title={title}
      role="alert"
      data-testid="form-errors"
    >
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm">
          {messages.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
