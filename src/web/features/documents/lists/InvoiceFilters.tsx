import { Checkbox, Select } from '@mantine/core';
import {
  type InvoiceDateType,
  type InvoicePaymentFilter,
  invoicePaymentFilters,
} from '@shared/api/documents';
import { type DocumentListState, dateTypeLabels, paymentFilterLabels } from './document-list-params';

/**
 * The invoice lists' own filters (api-spec §7.5, decision 0032): payment status (with "Förfallna": not
 * paid and past the due date), e-invoice not sent, and which date the period reads.
 */
export function InvoiceFilters({
  state,
  update,
}: {
  state: DocumentListState;
  update: (next: Partial<DocumentListState>) => void;
}) {
  return (
    <>
      <Select
        label="Betalstatus"
        placeholder="Alla"
        clearable
        w={170}
        value={state.paymentStatus}
        onChange={(value) => update({ paymentStatus: (value as InvoicePaymentFilter | null) ?? null })}
        data={invoicePaymentFilters.map((f) => ({ value: f, label: paymentFilterLabels[f] }))}
        data-testid="invoice-payment-status"
      />
      <Select
        label="Datumtyp"
        w={170}
        allowDeselect={false}
        value={state.dateType}
        onChange={(value) => update({ dateType: (value ?? 'DOC_DATE') as InvoiceDateType })}
        data={(Object.keys(dateTypeLabels) as InvoiceDateType[]).map((t) => ({
          value: t,
          label: dateTypeLabels[t],
        }))}
        data-testid="invoice-date-type"
      />
      <Checkbox
        mt={{ base: 'xs', sm: 32 }}
        label="E-faktura ej skickad"
        checked={state.eInvoiceNotSent}
        onChange={(e) => update({ eInvoiceNotSent: e.currentTarget.checked })}
        data-testid="invoice-e-invoice-not-sent"
      />
    </>
  );
}
