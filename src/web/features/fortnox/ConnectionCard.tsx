import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type FortnoxConnection, fortnoxApi, fortnoxRefusalTexts } from '@shared/api/fortnox.api';
import { formatDate, formatDateTime } from '@shared/domain/format';
import { IconPlugConnected, IconTrash } from '@tabler/icons-react';
import { useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { confirm } from '../../shell/dialogs';
import type { ActivationState } from './use-fortnox-activation';

function ActivationMessage({ state }: { state: ActivationState }) {
  if (state.kind === 'activated') {
    return (
      <Alert color="green" variant="light" title="Kopplingen är aktiverad" data-testid="fortnox-activated">
        Montör kan nu exportera kunder, fakturor och betalningar till ert Fortnox.
      </Alert>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        title="Aktiveringen misslyckades"
        data-testid="fortnox-activation-error"
      >
        {state.text}
      </Alert>
    );
  }
  if (state.kind === 'denied') {
    return (
      <Alert color="yellow" variant="light" title="Kopplingen godkändes inte">
        Fortnox skickade ingen kod tillbaka. Välj ”Aktivera” och godkänn kopplingen i Fortnox.
      </Alert>
    );
  }
  return null;
}

/** The connection: whether it is active and until when, activate (again) and reset. */
export function ConnectionCard({
  connection,
  loading,
  activation,
}: {
  connection: FortnoxConnection | undefined;
  loading: boolean;
  activation: ActivationState;
}) {
  const link = useApiMutation(fortnoxApi.getActivationLink, {
    onSuccess: ({ link: url }) => window.location.assign(url),
  });
  const reset = useApiMutation(fortnoxApi.resetCode, {
    onSuccess: () => void queryClient.invalidateQueries(),
  });

  async function askReset() {
    const ok = await confirm({
      title: 'Ta bort koppling till Fortnox?',
      message:
        'Koden tas bort och Montör kan inte längre exportera till Fortnox förrän kopplingen aktiveras igen.',
      confirmLabel: 'Ta bort koden',
      danger: true,
    });
    if (ok) reset.mutate({});
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            Koppling
          </Title>
          {loading ? (
            <Skeleton h={22} w={110} />
          ) : (
            <Badge color={connection?.active ? 'green' : 'gray'} size="lg" data-testid="fortnox-status">
              {connection?.active ? 'Aktiv' : 'Inte aktiverad'}
            </Badge>
          )}
        </Group>
        <ActivationMessage state={activation} />
        {connection?.active && (
          <Text size="sm">
            Aktiverad {formatDateTime(connection.activatedAt!)}
            {connection.activatedBy ? ` av ${connection.activatedBy}` : ''}. Kopplingen förnyas av sig själv
            och gäller till {formatDate(connection.refreshTokenDeadline!)} om den inte används dessförinnan.
          </Text>
        )}
        {!loading && !connection?.active && (
          <Text size="sm">
            Aktivera kopplingen och logga in i Fortnox för att godkänna att Montör skapar kunder, fakturor,
            ROT-avdrag och inbetalningar i ert Fortnox-företag.
          </Text>
        )}
        {connection?.refusal ? (
          <Alert color="blue" variant="light" data-testid="fortnox-refusal">
            {fortnoxRefusalTexts[connection.refusal]}
          </Alert>
        ) : (
          connection && (
            <Group gap="sm">
              <Button
                leftSection={<IconPlugConnected size={16} />}
                loading={link.isPending}
                onClick={() => link.mutate({})}
              >
                {connection.active ? 'Aktivera igen' : 'Aktivera'}
              </Button>
              {connection.active && (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  loading={reset.isPending}
                  onClick={() => void askReset()}
                >
                  Ta bort koden
                </Button>
              )}
            </Group>
          )
        )}
      </Stack>
    </Paper>
  );
}
