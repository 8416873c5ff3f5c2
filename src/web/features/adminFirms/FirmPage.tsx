import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { adminFirmsApi, type FirmDetail, type FirmEmployee } from '@shared/api/adminFirms.api';
import { roleLabels, siteOptionLabels } from '@shared/domain/access';
import { formatDate } from '@shared/domain/format';
import { IconArrowLeft, IconLogin, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { bpToPercentText } from '../../kit';
import { confirm } from '../../shell/dialogs';
import { QueryError } from '../../shell/QueryError';
import { EmployeeDialog } from './EmployeeDialog';
import { FirmForm } from './FirmForm';
import { accessLevelLabels, FIRMS_PATH, orgNumberText } from './firm-labels';

function storeFirm(firm: FirmDetail) {
  queryClient.setQueryData(apiQueryKey(adminFirmsApi.firm, { uid: firm.uid }), firm);
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(adminFirmsApi.list) });
}

/** One customer firm: its settings (edited in place), its state and its employees. */
export function FirmPage({ uid }: { uid: string }) {
  const query = useApiQuery(adminFirmsApi.firm, { uid });
  const [editing, setEditing] = useState(false);
  if (query.error)
    return <QueryError what="företaget" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton h={320} radius="md" />;
  const firm = query.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={FIRMS_PATH} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Alla företag
        </Group>
      </Anchor>
      <FirmHeading firm={firm} />
      {editing ? (
        <FirmForm
          firm={firm}
          initial={firm.settings}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            storeFirm(saved);
            setEditing(false);
            notifications.show({ color: 'green', message: 'Företagets inställningar är sparade.' });
          }}
        />
      ) : (
        <FirmSummary firm={firm} onEdit={() => setEditing(true)} />
      )}
      <EmployeesCard firm={firm} />
    </Stack>
  );
}

function FirmHeading({ firm }: { firm: FirmDetail }) {
  async function toggle() {
    const deactivating = firm.active;
    if (deactivating) {
      const sure = await confirm({
        title: 'Inaktivera företaget',
        message: `${firm.settings.name} kan inte logga in längre, och de som är inloggade loggas ut nu.`,
        confirmLabel: 'Inaktivera',
        danger: true,
      });
      if (!sure) return;
    }
    const saved = await call(adminFirmsApi.setActive, { uid: firm.uid, active: !deactivating });
    storeFirm(saved);
    notifications.show({
      message: deactivating ? 'Företaget är inaktiverat.' : 'Företaget är aktivt igen.',
    });
  }
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={2} fz={22}>
          {firm.settings.name}
        </Title>
        <Group gap="xs" mt={4}>
          <Text c="dimmed" size="sm">
            Kundnummer {firm.settings.code} · {orgNumberText(firm.settings.organisationNumber)}
          </Text>
          <Badge color={firm.active ? 'green' : 'gray'} variant="light">
            {firm.active ? 'Aktivt' : 'Inaktivt'}
          </Badge>
        </Group>
      </div>
      <Button
        variant={firm.active ? 'default' : 'filled'}
        color={firm.active ? 'red' : undefined}
        onClick={() => void toggle()}
      >
        {firm.active ? 'Inaktivera' : 'Aktivera'}
      </Button>
    </Group>
  );
}

function mandatoryText(mark: boolean, object: boolean): string {
  const parts = [mark ? 'märkning' : null, object ? 'objekt' : null].filter(Boolean);
  return parts.length === 0
    ? 'Varken märkning eller objekt'
    : `${parts.join(' och ')} måste anges`.replace(/^./, (c) => c.toUpperCase());
}

function FirmSummary({ firm, onEdit }: { firm: FirmDetail; onEdit: () => void }) {
  const s = firm.settings;
  const facts: [string, string][] = [
    ['Kontotyp', accessLevelLabels[s.accessLevel]],
    ['Betalningsvillkor', `${s.paymentDelayDays} dagar`],
    ['Beställer', s.onlyAdminsCanOrder ? 'Bara administratörer' : 'Alla anställda'],
    ['Kundrabatt', `${bpToPercentText(s.customerDiscountBp)} %`],
    ['Obligatoriskt', mandatoryText(s.mandatoryMark, s.mandatoryObject)],
    ['Moduler', s.siteOptions.map((o) => siteOptionLabels[o]).join(', ') || 'Inga'],
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="firm-summary">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz={18}>
          Inställningar
        </Title>
        <Button variant="default" size="xs" onClick={onEdit}>
          Ändra
        </Button>
      </Group>
      <Stack gap={6}>
        {facts.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={500} w={150} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text size="sm">{value}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function EmployeesCard({ firm }: { firm: FirmDetail }) {
  const [editing, setEditing] = useState<{ employee: FirmEmployee | null } | null>(null);
  async function actAs(employee: FirmEmployee) {
    const sure = await confirm({
      title: `Logga in som ${employee.displayName}`,
      message:
        'Du lämnar administrationen och ser Montör som den anställda. Det loggas. Logga ut där när du är klar.',
      confirmLabel: 'Logga in',
    });
    if (!sure) return;
    await call(adminFirmsApi.actAs, { employeeUid: employee.uid });
    // A full load: no data of the administration session may stay in memory in the firm's session.
    window.location.assign('/montor');
  }
  const hasAdmin = firm.employees.some((e) => e.role === 'ADMIN' && e.active);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="firm-employees">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz={18}>
          Anställda
        </Title>
        <Button
          size="xs"
          leftSection={<IconUserPlus size={16} />}
          disabled={!firm.active}
          onClick={() => setEditing({ employee: null })}
        >
          Lägg till anställd
        </Button>
      </Group>
      {!hasAdmin && firm.active && (
        <Alert variant="light" color="blue" mb="sm">
          Företaget har ingen administratör än. Skapa den första, så får hen inloggningen per e-post.
        </Alert>
      )}
      {firm.employees.length === 0 ? (
        <Text c="dimmed" size="sm">
          Inga anställda än.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={680} type="native" tabIndex={0} role="region" aria-label="Anställda">
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Namn</Table.Th>
                <Table.Th>Användarnamn</Table.Th>
                <Table.Th>Roll</Table.Th>
                <Table.Th>Senast inloggad</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Åtgärd</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {firm.employees.map((e) => (
                <Table.Tr key={e.uid}>
                  <Table.Td>
                    {e.displayName}
                    {!e.active && (
                      <Badge ml="xs" size="xs" color="gray" variant="light">
                        Inaktiv
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{e.login}</Table.Td>
                  <Table.Td>{roleLabels[e.role]}</Table.Td>
                  <Table.Td>{e.lastLoginAt ? formatDate(e.lastLoginAt) : 'Aldrig'}</Table.Td>
                  <Table.Td ta="right">
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconPencil size={14} />}
                        onClick={() => setEditing({ employee: e })}
                        aria-label={`Ändra ${e.displayName}`}
                      >
                        Ändra
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconLogin size={14} />}
                        disabled={!firm.active || !e.active}
                        onClick={() => void actAs(e)}
                        aria-label={`Logga in som ${e.displayName}`}
                      >
                        Logga in som
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <EmployeeDialog
        target={editing && { firm: { uid: firm.uid, name: firm.settings.name }, employee: editing.employee }}
        onClose={() => setEditing(null)}
        onSaved={(employee, created) => {
          void queryClient.invalidateQueries({
            queryKey: apiQueryKey(adminFirmsApi.firm, { uid: firm.uid }),
          });
          notifications.show({
            color: 'green',
            message: created
              ? `${employee.displayName} är tillagd och har fått inloggningen per e-post.`
              : `${employee.displayName} är sparad.`,
          });
        }}
      />
    </Paper>
  );
}
