import { Badge, UnstyledButton } from '@mantine/core';
import { contentApi } from '@shared/api/content.api';
import { canAccess } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { useSession } from '../../session/session-store';
import { documentListPath, OVERDUE_QUERY } from '../documents';

/**
 * The header's overdue counter (decision 0032): the firm's completed invoices not fully paid past their
 * due date, opening the invoice list filtered on them. Shown only when there are any, and not on a phone.
 */
export function OverdueInvoicesLink() {
  const session = useSession();
  const allowed = !!session && canAccess(session, documentAccess('INVOICE'));
  const counters = useApiQuery(contentApi.counters, {}, { enabled: allowed });
  const overdue = allowed ? (counters.data?.overdueInvoices ?? 0) : 0;
  if (overdue === 0) return null;
  const label = `${overdue} ${overdue === 1 ? 'förfallen faktura' : 'förfallna fakturor'}`;
  return (
    <UnstyledButton
      component={Link}
      to={`${documentListPath('INVOICE')}?${OVERDUE_QUERY}`}
      aria-label={label}
      title={label}
      data-testid="header-overdue"
      // On a phone the header row has no room beside the logo; the dashboard's counter card says it there.
      visibleFrom="sm"
    >
      <Badge color="red.8" variant="filled" size="lg" leftSection={<IconAlertTriangle size={14} />} tt="none">
        {overdue}
      </Badge>
    </UnstyledButton>
  );
}
