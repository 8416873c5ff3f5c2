import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { adminFirmsApi, type GuestApplication } from '@shared/api/adminFirms.api';
import { useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { QueryError } from '../../shell/QueryError';
import { GuestApprovalDialog } from './GuestApprovalDialog';
import { RejectDialog } from './RejectDialog';
import { NoRequests, RequestCard } from './request-parts';

const refresh = () =>
  queryClient.invalidateQueries({ queryKey: apiQueryKey(adminFirmsApi.guestApplications) });

/**
 * Applications for a guest account (the form on the public site, decision 0066). "Öppna gästkonto" makes
 * the GUEST firm and its administrator in one step and mails the applicant a link to choose a password;
 * "Avslå" mails the reason. Every answer the applicant gave is shown, whatever the form asks today.
 */
export function GuestApplicationsPage() {
  const list = useApiQuery(adminFirmsApi.guestApplications, {});
  const [approving, setApproving] = useState<GuestApplication | null>(null);
  const [rejecting, setRejecting] = useState<GuestApplication | null>(null);
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm" maw={640}>
        Företag som vill prova Montör med ett gästkonto. Ett gästkonto ser katalogen och de moduler du väljer,
        men kan inte beställa.
      </Text>
      {list.error ? (
        <QueryError what="ansökningarna" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={140} radius="md" />
      ) : list.data.items.length === 0 ? (
        <NoRequests filter="PENDING" noun="ansökningar om gästkonto" />
      ) : (
        list.data.items.map((a) => (
          <RequestCard
            key={a.uid}
            title={a.companyName || a.email}
            subtitle={a.contactName}
            status="PENDING"
            createdAt={a.createdAt}
            decisionNote={null}
            details={a.answers.map((answer) => [answer.title, answer.value || '–'] as [string, string])}
            actions={
              <Group gap="xs">
                <Button size="xs" onClick={() => setApproving(a)}>
                  Öppna gästkonto
                </Button>
                <Button size="xs" variant="default" onClick={() => setRejecting(a)}>
                  Avslå
                </Button>
              </Group>
            }
          />
        ))
      )}
      <GuestApprovalDialog
        application={approving}
        onClose={() => setApproving(null)}
        onApproved={(firmName) => {
          notifications.show({
            color: 'green',
            message: `Gästkontot för ${firmName} är öppnat och inloggningen skickad per e-post.`,
          });
          void refresh();
        }}
      />
      <RejectDialog
        opened={rejecting !== null}
        title="Avslå ansökan om gästkonto"
        who={rejecting ? `${rejecting.contactName || rejecting.email} på ${rejecting.companyName}` : ''}
        onClose={() => setRejecting(null)}
        reject={async (reason) => {
          await call(
            adminFirmsApi.rejectGuest,
            { answerUid: rejecting!.uid, reason },
            { handleErrors: false },
          );
          notifications.show({ message: 'Ansökan är avslagen och den sökande har fått beskedet.' });
          await refresh();
        }}
      />
    </Stack>
  );
}
