/**
 * The provider's invoices and their monthly summary as PDFs. These calls answer the file itself at a
 * GET address (decision 0018), so plain links do it: a link opened by a click is never a blocked popup,
 * and `download` saves the file.
 */
import { Button, Group } from '@mantine/core';
import { endpointUrl } from '@shared/api/endpoint';
import { printingApi } from '@shared/api/printing.api';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { buildQueryString } from '../../api/request';

function address(
  endpoint: typeof printingApi.unixInvoicePdf | typeof printingApi.unixInvoicesSummaryPdf,
  parameters: Record<string, unknown>,
) {
  return `${endpointUrl(endpoint)}${buildQueryString(parameters)}`;
}

function PdfLinks({
  show,
  save,
  label,
  testId,
}: {
  show: string;
  save: string;
  label: string;
  testId: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component="a"
        href={show}
        target="_blank"
        rel="noopener"
        size="xs"
        variant="light"
        leftSection={<IconFileTypePdf size={14} />}
        data-testid={`${testId}-show`}
      >
        {label}
      </Button>
      <Button
        component="a"
        href={save}
        download
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} />}
        data-testid={`${testId}-save`}
      >
        Ladda ned
      </Button>
    </Group>
  );
}

/** The provider's invoice (or several) as the provider's PDF. */
export function ProviderInvoicePdf({ invoiceUids }: { invoiceUids: string[] }) {
  const link = (inline: boolean) => address(printingApi.unixInvoicePdf, { invoiceUids, inline });
  return <PdfLinks show={link(true)} save={link(false)} label="Visa PDF" testId="unix-invoice-pdf" />;
}

/** The monthly summary of the provider's invoices for the given months ("YYYY-MM"). */
export function ProviderInvoiceSummaryPdf({ months, label }: { months: string[]; label: string }) {
  const link = (inline: boolean) =>
    address(printingApi.unixInvoicesSummaryPdf, { invoicesSummariesUids: months, inline });
  return <PdfLinks show={link(true)} save={link(false)} label={label} testId="unix-summary-pdf" />;
}
