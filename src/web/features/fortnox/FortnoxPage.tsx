import { Alert, Button, Stack } from '@mantine/core';
import { fortnoxApi } from '@shared/api/fortnox.api';
import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import { IconLogin } from '@tabler/icons-react';
import { useApiQuery } from '../../api/hooks';
import { useSession } from '../../session/session-store';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { openLogin } from '../auth';
import { ConnectionCard } from './ConnectionCard';
import { ExportCard } from './ExportCard';
import { FORTNOX_PATH } from './fortnox-paths';
import { useFortnoxActivation } from './use-fortnox-activation';
import { VoucherExportCard } from './VoucherExportCard';

/** A visitor: Fortnox sent the code here, or the page was opened without a login. */
function LoggedOut({ waiting }: { waiting: boolean }) {
  return (
    <Alert
      color="blue"
      variant="light"
      title={waiting ? 'Logga in för att slutföra aktiveringen' : 'Logga in'}
      data-testid="fortnox-login-prompt"
    >
      <Stack gap="sm" align="flex-start">
        {waiting
          ? 'Koden från Fortnox är sparad. När du loggar in aktiveras kopplingen till Fortnox.'
          : 'Logga in för att se och ändra företagets koppling till Fortnox.'}
        <Button leftSection={<IconLogin size={16} />} onClick={() => openLogin({ returnTo: FORTNOX_PATH })}>
          Logga in
        </Button>
      </Stack>
    </Alert>
  );
}

function Connected() {
  const session = useSession()!;
  const connection = useApiQuery(fortnoxApi.fortnoxConnection, {});
  const activation = useFortnoxActivation();
  const mayExport = canAccess(
    { role: session.role, accessLevel: session.accessLevel, enabledSiteOption: session.enabledSiteOption },
    permissions.exportFortnox,
  );
  if (connection.isError) {
    return (
      <QueryError what="kopplingen" error={connection.error} onRetry={() => void connection.refetch()} />
    );
  }
  return (
    <Stack gap="lg">
      <ConnectionCard connection={connection.data} loading={connection.isPending} activation={activation} />
      {connection.data?.active && mayExport && <ExportCard />}
      {connection.data?.active && mayExport && <VoucherExportCard />}
    </Stack>
  );
}

function Visitor() {
  const activation = useFortnoxActivation();
  if (activation.kind === 'failed') {
    return (
      <Alert color="red" variant="light" title="Koden kunde inte sparas">
        {activation.text}
      </Alert>
    );
  }
  return <LoggedOut waiting={activation.kind === 'waitingForLogin'} />;
}

/** `/montor/foretag/edit/fortnox-integration`: the Fortnox connection (product-spec §4) and the export (§8). */
export function FortnoxPage() {
  const session = useSession();
  return (
    <Page
      title="Fortnox-integration"
      intro="Koppla Montör till ert Fortnox så att kunder, fakturor med ROT-avdrag och inbetalningar förs över utan att skrivas in igen."
      size="lg"
    >
      {session ? <Connected /> : <Visitor />}
    </Page>
  );
}
