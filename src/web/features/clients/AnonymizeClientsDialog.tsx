import { Alert, Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { clientsApi } from '@shared/api/clients.api';
import { formatDate } from '@shared/domain/format';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';
import { invalidateClients } from './use-client-list';

/**
 * Personal data not kept over 18 months without a business reason (product-spec §9, decision 0055): the
 * admin sees which inactive clients qualify, every one ticked, and clears their personal data.
 */
export function AnonymizeClientsButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconShieldLock size={18} />} onClick={() => setOpened(true)}>
        Rensa personuppgifter
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Rensa personuppgifter hos inaktiva kunder"
        size={560}
        centered
        closeButtonProps={{ 'aria-label': 'Stäng' }}
      >
        {opened && <AnonymizeClientsForm onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function AnonymizeClientsForm({ onClose }: { onClose: () => void }) {
  const query = useApiQuery(clientsApi.anonymizable, {});
  const anonymize = useApiMutation(clientsApi.anonymize);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());

  if (query.error)
    return <QueryError what="kunderna" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" aria-label="Hämtar kunder" />
      </Group>
    );
  const { clients, inactiveSince } = query.data;
  const chosen = clients.filter((c) => !unticked.has(c.uid)).map((c) => c.uid);

  async function submit() {
    const { countAnonymized } = await anonymize.mutateAsync({ uids: chosen });
    invalidateClients();
    onClose();
    notifications.show({
      color: 'green',
      message:
        countAnonymized === 1
          ? 'Personuppgifterna för 1 kund är rensade'
          : `Personuppgifterna för ${countAnonymized} kunder är rensade`,
    });
  }

  const toggle = (uid: string, on: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      on ? next.delete(uid) : next.add(uid);
      return next;
    });

  return (
    <Stack gap="sm">
      <Text size="sm">
        Personuppgifter ska inte sparas längre än 18 månader utan ett affärsmässigt skäl. Här visas
        privatkunder utan aktivitet sedan {formatDate(inactiveSince)} som inte har obetalda fakturor eller
        öppna ROT-ärenden.
      </Text>
      <Alert variant="light" color="blue" title="Det här händer">
        Namn, adress, personnummer, anteckningar, kontaktpersoner och ROT-köpare tas bort. Kundnumret och
        kundens dokument finns kvar; fakturorna behåller sina egna uppgifter enligt bokföringslagen.
      </Alert>
      {clients.length === 0 ? (
        <Text size="sm" fw={500} py="sm">
          Det finns inga kunder vars personuppgifter behöver rensas just nu.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={280} type="auto">
          <Stack gap={6} role="group" aria-label="Kunder att rensa">
            {clients.map((c) => (
              <Checkbox
                key={c.uid}
                checked={!unticked.has(c.uid)}
                onChange={(e) => toggle(c.uid, e.currentTarget.checked)}
                label={`${c.code} ${c.name}${c.city ? `, ${c.city}` : ''}`}
                description={`Senaste aktivitet ${formatDate(c.lastActivityAt)}`}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onClose}>
          {clients.length === 0 ? 'Stäng' : 'Avbryt'}
        </Button>
        {clients.length > 0 && (
          <Button
            color="red"
            disabled={chosen.length === 0}
            loading={anonymize.isPending}
            onClick={() => void submit()}
          >
            Rensa {chosen.length === 1 ? '1 kund' : `${chosen.length} kunder`}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
