import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { ownPricesApi } from '@shared/api/ownPrices.api';
import { formatNumber } from '@shared/domain/format';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useApiQuery } from '../../api/hooks';
import { progressPercent } from './progress';

/** How often the bar asks the server; the job deletes 500 prices a step. */
const POLL_MS = 1000;

/**
 * Many prices are deleted by a background job (docs/decisions/0009); this follows it until it is done.
 * Closing the dialog does not stop the job: it runs on the server and survives a restart.
 */
export function DeleteProgressDialog({
  jobUid,
  countToDelete,
  onFinished,
  onClose,
}: {
  jobUid: string;
  countToDelete: number;
  onFinished: (countDeleted: number) => void;
  onClose: () => void;
}) {
  const progress = useApiQuery(
    ownPricesApi.deleteProgress,
    { jobUid },
    {
      refetchInterval: (query) => (query.state.data?.finished || query.state.data?.failed ? false : POLL_MS),
      staleTime: 0,
    },
  );
  const data = progress.data;
  const total = data?.countToDelete ?? countToDelete;
  const done = data?.countDeleted ?? 0;
  const finished = data?.finished ?? false;

  useEffect(() => {
    if (finished) onFinished(done);
  }, [finished, done, onFinished]);

  return (
    <Modal opened onClose={onClose} title="Tar bort egna priser" size={480} centered>
      <Stack gap="sm" data-testid="delete-progress">
        {data?.failed ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Borttagningen avbröts">
            {formatNumber(done, 0)} av {formatNumber(total, 0)} priser hann tas bort. Försök igen med de som
            är kvar.
          </Alert>
        ) : finished ? (
          <Group gap="xs" c="green.8">
            <IconCircleCheck size={20} />
            <Text fw={600}>{formatNumber(done, 0)} priser har tagits bort</Text>
          </Group>
        ) : (
          <Text size="sm">
            {formatNumber(done, 0)} av {formatNumber(total, 0)} priser borttagna …
          </Text>
        )}
        <Progress
          value={progressPercent(done, total)}
          animated={!finished && !data?.failed}
          color={data?.failed ? 'red' : finished ? 'green' : 'montor'}
          size="lg"
          aria-label="Förlopp"
        />
        {!finished && !data?.failed && (
          <Text size="xs" c="dimmed">
            Borttagningen fortsätter på servern även om du stänger fönstret.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant={finished ? 'filled' : 'default'} onClick={onClose}>
            {finished || data?.failed ? 'Stäng' : 'Stäng och fortsätt i bakgrunden'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
