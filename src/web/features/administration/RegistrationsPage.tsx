import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { administrationApi, type RegistrationRequest } from '@shared/api/administration.api';
import { useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { QueryError } from '../../shell/QueryError';
import { ApproveRegistrationDialog } from './ApproveRegistrationDialog';
import { RejectDialog } from './RejectDialog';
import { NoRequests, RequestCard, type StatusFilter, StatusFilterControl } from './request-parts';

const refresh = () =>
  queryClient.invalidateQueries({ queryKey: apiQueryKey(administrationApi.registrations) });

/** Existing customers asking for a login (`customer/register`): approved into an employee, or rejected. */
export function RegistrationsPage() {
  const [filter, setFilter] = useState<StatusFilter>('PENDING');
  const list = useApiQuery(administrationApi.registrations, { status: filter });
  const [approving, setApproving] = useState<RegistrationRequest | null>(null);
  const [rejecting, setRejecting] = useState<RegistrationRequest | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm" maw={640}>
          Befintliga kunder som ansökt om inloggning. Godkänn skapar en anställd med användarnamnet och
          lösenordet de valde.
        </Text>
        <StatusFilterControl value={filter} onChange={setFilter} />
      </Group>
      {list.error ? (
        <QueryError what="registreringarna" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={140} radius="md" />
      ) : list.data.items.length === 0 ? (
        <NoRequests filter={filter} noun="registreringar" />
      ) : (
        list.data.items.map((r) => (
          <RequestCard
            key={r.uid}
            title={r.firm ? `${r.firm.code} ${r.firm.name}` : (r.companyName ?? r.customerCode ?? r.email)}
            subtitle={`Användarnamn ${r.login}`}
            status={r.status}
            createdAt={r.createdAt}
            decisionNote={r.decisionNote}
            details={[
              ['Kundnummer', r.customerCode ?? '–'],
              ['Företag och ort', [r.companyName, r.city].filter(Boolean).join(', ') || '–'],
              ['E-post', r.email],
              ['Mobil', r.phone],
            ]}
            warnings={
              <>
                {r.status === 'PENDING' && !r.firm && (
                  <Alert color="yellow" variant="light" mt="sm" p="xs">
                    {r.customerCode ? `Kundnumret ${r.customerCode} finns inte.` : 'Inget kundnummer angavs.'}{' '}
                    Sök fram företaget när du godkänner.
                  </Alert>
                )}
                {r.loginTaken && (
                  <Alert color="red" variant="light" mt="sm" p="xs">
                    Användarnamnet används redan. Avslå och be den sökande välja ett annat.
                  </Alert>
                )}
              </>
            }
            actions={
              <>
                <Button size="xs" onClick={() => setApproving(r)} disabled={r.loginTaken}>
                  Godkänn
                </Button>
                <Button size="xs" variant="default" onClick={() => setRejecting(r)}>
                  Avslå
                </Button>
              </>
            }
          />
        ))
      )}
      <ApproveRegistrationDialog
        request={approving}
        onClose={() => setApproving(null)}
        onApproved={(message) => {
          notifications.show({ color: 'green', message });
          void refresh();
        }}
      />
      <RejectDialog
        opened={rejecting !== null}
        title="Avslå registrering"
        who={rejecting?.email ?? ''}
        onClose={() => setRejecting(null)}
        reject={async (reason) => {
          await call(
            administrationApi.rejectRegistration,
            { uid: rejecting!.uid, reason },
            { handleErrors: false },
          );
          notifications.show({ message: 'Registreringen är avslagen och den sökande har fått beskedet.' });
          await refresh();
        }}
      />
    </Stack>
  );
}
