import { exportListAccess } from '@shared/api/payments.api';
import { timeReportAccess } from '@shared/api/timeLogs.api';
import { type AccessRequirement, canAccess } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
import { useNavigate } from 'react-router';
import { PageTabs } from '../../kit';
import { useSession } from '../../session/session-store';

/**
 * The export lists' tabs (product-spec §2: /exportlist/…). The payments' two pages are the payments
 * feature's and the time report is the time log's; they import this feature, so their addresses are
 * written here rather than imported.
 */
export const LEDGER_PATHS = {
  INVOICE: '/exportlist/invoices',
  CASH: '/exportlist/cash',
  JOURNAL: '/exportlist/journal',
} as const;

export const TIME_REPORT_PATH = '/exportlist/time_report';

/** Each tab with the access of its page (routes/router.tsx): a tab the employee may not open is not shown. */
const tabs: readonly { value: string; label: string; access: AccessRequirement }[] = [
  { value: '/exportlist/payments', label: 'Betalningar', access: exportListAccess },
  { value: LEDGER_PATHS.INVOICE, label: 'Fakturor', access: exportListAccess },
  { value: LEDGER_PATHS.CASH, label: 'Kontant', access: exportListAccess },
  { value: LEDGER_PATHS.JOURNAL, label: 'Verifikationer', access: exportListAccess },
  { value: TIME_REPORT_PATH, label: 'Tidrapport', access: timeReportAccess },
  {
    value: '/exportlist/bankfiles',
    label: 'Bankfiler (BgMax)',
    access: documentAccess('INVOICE'),
  },
];

export function ExportListTabs({ current, children }: { current: string; children: React.ReactNode }) {
  const navigate = useNavigate();
  const session = useSession();
  const shown = tabs.filter((t) => t.value === current || !session || canAccess(session, t.access));
  return (
    <PageTabs tabs={shown} value={current} onChange={(path) => void navigate(path)} mb="md">
      {children}
    </PageTabs>
  );
}
