import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { clientsApi } from '@shared/api/clients.api';
import { canAccess } from '@shared/domain/access';
import { formatDate } from '@shared/domain/format';
import { permissions } from '@shared/domain/permissions';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/hooks';
import { useSession } from '../../session/session-store';
import { Page } from '../../shell/Page';
import { PageLoader } from '../../shell/PageLoader';
import { QueryError } from '../../shell/QueryError';
import { ClientForm } from './ClientForm';

/** Always the stored version: a form started from a cached copy would get a needless conflict on save. */
const fresh = { staleTime: 0, refetchOnMount: 'always' } as const;

function BackLink({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      Kundlistan
    </Button>
  );
}

function ClientNotFound({ listPath }: { listPath: string }) {
  return (
    <Page title="Kunden finns inte">
      <Paper withBorder radius="md" p="xl">
        <Stack align="flex-start" gap="sm">
          <Text>Kunden finns inte längre. Den kan ha tagits bort, eller så är länken fel.</Text>
          <Group gap="sm">
            <Button component={Link} to={listPath}>
              Till kundlistan
            </Button>
            <Button component={Link} to="/clients/active/new" variant="default">
              Skapa en ny kund
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Page>
  );
}

export function ClientEditPage() {
  const { uid } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const listPath = pathname.startsWith('/clients/inactive') ? '/clients/inactive' : '/clients/active';
  const client = useApiQuery(clientsApi.client, { uid: uid ?? '' }, { ...fresh, enabled: Boolean(uid) });
  const template = useApiQuery(clientsApi.template, {}, { ...fresh, gcTime: 0, enabled: !uid });
  const canEditPrices = session ? canAccess(session, permissions.editClientPrices) : false;
  const query = uid ? client : template;

  if (query.error) {
    if (isApiError(query.error) && query.error.status === 404) return <ClientNotFound listPath={listPath} />;
    return (
      <Page title={uid ? 'Kund' : 'Ny kund'}>
        <QueryError what="kunden" error={query.error} onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  if (!query.data || !query.isFetchedAfterMount) {
    return (
      <Page title={uid ? 'Kund' : 'Ny kund'}>
        <PageLoader />
      </Page>
    );
  }

  if (!uid || !client.data) {
    const data = template.data;
    if (!data) return null;
    return (
      <Page title="Ny kund" actions={<BackLink to={listPath} />}>
        <ClientForm
          key="new"
          client={null}
          template={{ ...data.data, code: data.suggestedCode || data.data.code }}
          listPath={listPath}
          canEditPrices={canEditPrices}
        />
      </Page>
    );
  }

  const loaded = client.data;
  return (
    <Page
      title={loaded.data.name || 'Kund'}
      actions={<BackLink to={listPath} />}
      intro={
        <Group gap="xs" component="span">
          <Text span c="dimmed">
            Kundnummer {loaded.data.code} · senaste aktivitet {formatDate(loaded.lastActivityAt)}
          </Text>
          {loaded.inactive && (
            <Badge variant="light" color="gray" tt="none">
              Inaktiv
            </Badge>
          )}
          {loaded.data.favorite && (
            <Badge variant="light" color="yellow" tt="none">
              Favorit
            </Badge>
          )}
        </Group>
      }
    >
      <ClientForm
        key={loaded.uid}
        client={loaded}
        template={loaded.data}
        listPath={listPath}
        canEditPrices={canEditPrices}
      />
    </Page>
  );
}
