import { Alert, Button, Code, Collapse, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useStore } from '../lib/store';
import { dismissProblem, type SystemProblem, systemProblemStore } from './system-problem';

export function SystemProblemDialog() {
  const problem = useStore(systemProblemStore);
  const [showDetails, setShowDetails] = useState(false);
  // Keeps the text in place while the dialog fades out after the store was cleared.
  const shown = useRef<SystemProblem | null>(null);
  if (problem) shown.current = problem;
  const current = problem ?? shown.current;

  function close() {
    dismissProblem();
    setShowDetails(false);
  }

  return (
    <Modal
      opened={problem !== null}
      onClose={close}
      centered
      zIndex={1000}
      title={
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-orange-6)" />
          <Text fw={600}>Ett problem uppstod</Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Text>Programmet stötte på ett problem under den senaste åtgärden. Var god försök igen.</Text>
        {current?.userErrorMessage && (
          <Alert color="orange" variant="light">
            <Text size="sm">{current.userErrorMessage}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              Om problemet kvarstår, försök igen senare.
            </Text>
          </Alert>
        )}
        <Collapse in={showDetails}>
          <Code block mah={240} style={{ overflow: 'auto' }}>
            {current?.details}
          </Code>
        </Collapse>
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={() => setShowDetails((v) => !v)}>
            {showDetails ? 'Dölj detaljer' : 'Visa detaljer'}
          </Button>
          <Button onClick={close} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
