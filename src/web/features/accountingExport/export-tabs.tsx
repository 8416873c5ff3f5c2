import { useNavigate } from 'react-router';
import { PageTabs } from '../../kit';

/**
 * The export lists' tabs (product-spec §2: /exportlist/…). The payments' two pages are the payments
 * feature's; it imports this feature, so their addresses are written here rather than imported.
 */
export const LEDGER_PATHS = {
  INVOICE: '/exportlist/invoices',
  CASH: '/exportlist/cash',
  JOURNAL: '/exportlist/journal',
} as const;

const tabs = [
  { value: '/exportlist/payments', label: 'Betalningar' },
  { value: LEDGER_PATHS.INVOICE, label: 'Fakturor' },
  { value: LEDGER_PATHS.CASH, label: 'Kontant' },
  { value: LEDGER_PATHS.JOURNAL, label: 'Verifikationer' },
  { value: '/exportlist/bankfiles', label: 'Bankfiler (BgMax)' },
] as const;

export function ExportListTabs({ current, children }: { current: string; children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <PageTabs tabs={tabs} value={current} onChange={(path) => void navigate(path)} mb="md">
      {children}
    </PageTabs>
  );
}
