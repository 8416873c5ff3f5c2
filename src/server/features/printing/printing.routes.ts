import { printingApi } from '@shared/api/printing.api';
import type { ApiRouter } from '../../platform/http/router';
import { exportDocumentItemsLink } from './items-export/items-export.usecases';
import {
  printDocumentsLink,
  providerInvoicesPdf,
  providerInvoicesSummaryPdf,
  reportLink,
} from './reports/reports.usecases';

/** The print calls (docs/decisions/0029): documents, reports and lines as files. */
export function printingRoutes(router: ApiRouter): void {
  router.add(printingApi.printDocuments, ({ deps, firmId, session, parameters: p }) =>
    printDocumentsLink({
      deps,
      firmId,
      session,
      docType: p.docType,
      docUids: p.documentUids,
      layout: p.pdfFormat,
      inline: p.inline,
    }),
  );
  router.add(printingApi.report, ({ deps, firmId, session, parameters: p }) =>
    reportLink({
      deps,
      firmId,
      session,
      docType: p.docType,
      docUids: p.docUids,
      format: p.reportType,
      inline: p.inline,
    }),
  );
  router.add(printingApi.exportDocumentItems, ({ deps, firmId, session, parameters }) =>
    exportDocumentItemsLink({ deps, firmId, session, ...parameters }),
  );
  router.add(printingApi.unixInvoicePdf, ({ deps, firmId, session, parameters }) =>
    providerInvoicesPdf({ deps, firmId, session, ...parameters }),
  );
  router.add(printingApi.unixInvoicesSummaryPdf, ({ deps, firmId, session, parameters: p }) =>
    providerInvoicesSummaryPdf({
      deps,
      firmId,
      session,
      months: p.invoicesSummariesUids ?? (p.month ? [p.month] : []),
      inline: p.inline,
    }),
  );
}
