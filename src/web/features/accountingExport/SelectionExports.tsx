import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { accountingExportApi, type LedgerKind } from '@shared/api/accountingExport.api';
import { IconCash, IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiMutation } from '../../api/hooks';
import { SieExportDialog } from './SieExportDialog';

interface DialogState {
  ledgerKind: LedgerKind;
  fromDate: string;
  toDate: string;
  uids: string[];
}

/**
 * The selection bar's exports of a ledger list: the ticked vouchers as an SIE file, and on the invoice
 * list the ticked invoices' payments (api-spec §3.14's payment expansion) — the accountant often wants
 * the payments of exactly the invoices sent to them.
 */
export function SelectionExports({
  ledgerKind,
  uids,
  fromDate,
  toDate,
  withPayments,
}: {
  ledgerKind: LedgerKind;
  uids: string[];
  fromDate: string;
  toDate: string;
  /** The list holds invoices whose payments can be exported with them. */
  withPayments: boolean;
}) {
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const expand = useApiMutation(accountingExportApi.checkPaymentsForExport);

  async function exportPayments() {
    const result = await expand.mutateAsync({ docUids: uids });
    if (result.paymentUids.length === 0 || !result.fromDate || !result.toDate) {
      notifications.show({
        color: 'yellow',
        title: 'Inga inbetalningar',
        message: 'De markerade fakturorna har inga registrerade inbetalningar att exportera.',
      });
      return;
    }
    setDialog({
      ledgerKind: 'PAYMENT',
      fromDate: result.fromDate,
      toDate: result.toDate,
      uids: result.paymentUids,
    });
  }

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileExport size={14} />}
        onClick={() => setDialog({ ledgerKind, fromDate, toDate, uids })}
        data-testid="sie-export-selected"
      >
        Exportera markerade (SIE)
      </Button>
      {withPayments && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCash size={14} />}
          loading={expand.isPending}
          onClick={() => void exportPayments().catch(() => {})}
          data-testid="sie-export-payments"
        >
          Deras inbetalningar (SIE)
        </Button>
      )}
      {dialog && <SieExportDialog {...dialog} onClose={() => setDialog(null)} />}
    </>
  );
}
