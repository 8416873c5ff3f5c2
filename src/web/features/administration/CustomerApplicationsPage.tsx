import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { administrationApi, type CustomerApplication } from '@shared/api/administration.api';
import { customerTradeLabels } from '@shared/domain/customer-application';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { QueryError } from '../../shell/QueryError';
import { RejectDialog } from './RejectDialog';
import { NoRequests, RequestCard, type StatusFilter, StatusFilterControl } from './request-parts';

const orgNumber = (digits: string) =>
  digits.length === 10 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : digits;

/**
 * Companies asking to become customers ("Bli kund" on /warehouses). Sales checks credit and trade by phone,
 * then "Skapa kund" opens the new-firm form filled from the application (the Företag tab, decision 0059),
 * which approves it when the firm is created; or the application is rejected with a reason.
 */
export function CustomerApplicationsPage() {
  const [filter, setFilter] = useState<StatusFilter>('PENDING');
  const list = useApiQuery(administrationApi.customerApplications, { status: filter });
  const [rejecting, setRejecting] = useState<CustomerApplication | null>(null);
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm" maw={640}>
          Företag som vill bli kunder. Ring upp, kontrollera kreditupplysning och bransch innan kontot öppnas.
        </Text>
        <StatusFilterControl value={filter} onChange={setFilter} />
      </Group>
      {list.error ? (
        <QueryError what="ansökningarna" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={140} radius="md" />
      ) : list.data.items.length === 0 ? (
        <NoRequests filter={filter} noun="ansökningar" />
      ) : (
        list.data.items.map((a) => (
          <RequestCard
            key={a.uid}
            title={a.companyName}
            subtitle={`${customerTradeLabels[a.trade]} · ${a.warehouse.name}`}
            status={a.status}
            createdAt={a.createdAt}
            decisionNote={a.decisionNote}
            details={[
              ['Organisationsnummer', orgNumber(a.organisationNumber)],
              ['Kontaktperson', a.contactName],
              [
                'Telefon',
                <Anchor key="tel" href={`tel:${a.phone.replace(/[^\d+]/g, '')}`} size="sm">
                  {a.phone}
                </Anchor>,
              ],
              [
                'E-post',
                <Anchor key="mail" href={`mailto:${a.email}`} size="sm">
                  {a.email}
                </Anchor>,
              ],
              ['Meddelande', a.message ?? '–'],
            ]}
            actions={
              a.status === 'PENDING' && (
                <Group gap="xs">
                  <Button size="xs" onClick={() => void navigate(`/admin/foretag/ny?ansokan=${a.uid}`)}>
                    Skapa kund
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setRejecting(a)}>
                    Avslå
                  </Button>
                </Group>
              )
            }
          />
        ))
      )}
      <RejectDialog
        opened={rejecting !== null}
        title="Avslå ansökan"
        who={rejecting ? `${rejecting.contactName} på ${rejecting.companyName}` : ''}
        onClose={() => setRejecting(null)}
        reject={async (reason) => {
          await call(
            administrationApi.rejectCustomerApplication,
            { uid: rejecting!.uid, reason },
            { handleErrors: false },
          );
          notifications.show({ message: 'Ansökan är avslagen och företaget har fått beskedet.' });
          await queryClient.invalidateQueries({
            queryKey: apiQueryKey(administrationApi.customerApplications),
          });
        }}
      />
    </Stack>
  );
}
