import { Stack, Text } from '@mantine/core';
import { dashboardApi } from '@shared/api/dashboard.api';
import { canAccess } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
import { useApiQuery } from '../../api/hooks';
import { useSession } from '../../session/session-store';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { documentListPath } from '../documents';
import { DocumentCounters } from './DocumentCounters';
import { FirmNotices } from './FirmNotices';
import { LatestDocuments } from './LatestDocuments';
import { MonthChart } from './MonthChart';
import { creatableKinds, QuickCreate } from './QuickCreate';

/** The logged-in start page: what happened lately, what is waiting, and a quick way to start. */
export function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  const hasDocuments = canAccess(session, documentAccess(null));
  const kinds = creatableKinds(session);
  return (
    <Page
      title="Översikt"
      intro={`${session.customerName} · ${session.employeeName}`}
      actions={kinds.length > 0 ? <QuickCreate kinds={kinds} /> : undefined}
    >
      {hasDocuments ? (
        <DocumentsOverview
          canCreateOffer={kinds.includes('OFFER')}
          invoiceListPath={canAccess(session, documentAccess('INVOICE')) ? documentListPath('INVOICE') : null}
        />
      ) : (
        <Text c="dimmed">Ditt företag har inga dokumentmoduler aktiverade. Kontakta ditt lager.</Text>
      )}
    </Page>
  );
}

function DocumentsOverview(props: { canCreateOffer: boolean; invoiceListPath: string | null }) {
  const chart = useApiQuery(dashboardApi.dashboard, {});
  return (
    <Stack gap="lg">
      <FirmNotices />
      <DocumentCounters invoiceListPath={props.invoiceListPath} />
      <LatestDocuments canCreateOffer={props.canCreateOffer} />
      {chart.error ? (
        <QueryError what="diagrammet" error={chart.error} onRetry={() => void chart.refetch()} />
      ) : (
        <MonthChart data={chart.data} />
      )}
    </Stack>
  );
}
