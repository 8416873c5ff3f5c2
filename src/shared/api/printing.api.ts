import { documentAccess } from '@shared/domain/documents/document-access';
import { documentTypes, printLayouts } from '@shared/domain/documents/document-kinds';
import { z } from 'zod';
import { anyDocumentAccess } from './documents/engine.api';
import { defineEndpoint, fileResult, queryBoolean } from './endpoint';
import { fileLinkSchema } from './files.api';

/**
 * The print system's calls (issue #15, api-spec §7.4/§7.5, docs/decisions/0029): documents as one PDF,
 * a report of selected documents (PDF or Excel), a document's lines as a file, and the provider's
 * invoices and their monthly summary as PDFs. Every call is scoped to the session's firm: a uid of
 * another firm (or of another kind, or in the trash) answers 404 for the whole call.
 */

/** Most documents one call prints or reports: a list page's largest selection. */
export const MAX_PRINTED_DOCUMENTS = 200;

const uid = z.uuid();
const uidList = z.array(uid).min(1).max(MAX_PRINTED_DOCUMENTS);

/**
 * GET lists arrive as text: `a,b` (what `URLSearchParams` makes of an array) or a repeated key, which
 * the query parser gives as an array.
 */
const queryUidList = z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), uidList);

/** A month "YYYY-MM": the monthly summary of the provider's invoices is named by its month. */
export const summaryMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Ange månaden som ÅÅÅÅ-MM');

export const reportFormats = ['PDF', 'XLSX'] as const;
export type ReportFormat = (typeof reportFormats)[number];

export const itemsExportFormats = ['XLSX', 'CSV'] as const;
export type ItemsExportFormat = (typeof itemsExportFormats)[number];

/**
 * `inline` true (default): the PDF opens in the tab the click opened; false: it is saved as a file.
 * An Excel or CSV file is always saved.
 */
const inline = z.boolean().default(true);

const providerInvoiceAccess = { kind: 'employee', ...documentAccess('UNIX_INVOICE') } as const;

export const printingApi = {
  /**
   * One or many documents of one kind in one PDF, in the order given, each in the chosen layout
   * (`pdfFormat`; null = the kind's default from the firm's document settings, else its first layout).
   * A layout the kind does not have is refused at `pdfFormat`; INTERNAL and CLIENT_AND_INTERNAL are
   * refused (403, Swedish text) for an employee whose net prices are hidden or in client mode.
   * Answers a short-lived link (`filesApi.download`) to the PDF.
   */
  printDocuments: defineEndpoint({
    path: '/doc/printDocuments',
    method: 'POST',
    summary: 'Skriv ut ett eller flera dokument som en PDF',
    access: anyDocumentAccess,
    parameters: z.object({
      docType: z.enum(documentTypes),
      documentUids: uidList,
      pdfFormat: z.enum(printLayouts).nullable().default(null),
      inline,
    }),
    result: fileLinkSchema,
  }),
  /**
   * The report of api-spec §7.4's "report exports per type", one call for every kind: the selected
   * documents with number, date, client, mark, net sum, VAT, öresavrundning and the payable sum (the
   * list's "Summa"), and a total row. `reportType` PDF (A4 landscape) or XLSX (a real Excel workbook:
   * amounts as numbers in kronor). Answers a short-lived link.
   */
  report: defineEndpoint({
    path: '/doc/references/download',
    method: 'POST',
    summary: 'Rapport över valda dokument (PDF eller Excel)',
    access: anyDocumentAccess,
    parameters: z.object({
      docType: z.enum(documentTypes),
      docUids: uidList,
      reportType: z.enum(reportFormats),
      inline,
    }),
    result: fileLinkSchema,
  }),
  /**
   * A document's lines as a file to save: row, RSK number, article number, description, quantity,
   * unit, price, discount and sum (sales figures only; never purchase prices or margins). XLSX or CSV
   * (`;`, BOM, decimal comma). Answers a short-lived link.
   */
  exportDocumentItems: defineEndpoint({
    path: '/doc/exportDocumentItems',
    method: 'POST',
    summary: 'Exportera ett dokuments rader (Excel eller CSV)',
    access: anyDocumentAccess,
    parameters: z.object({
      docType: z.enum(documentTypes),
      docUid: uid,
      format: z.enum(itemsExportFormats),
    }),
    result: fileLinkSchema,
  }),
  /**
   * The provider's invoices as one PDF, answered as the file itself (open the address in a tab):
   * `/api/doc/unixInvoicePDF?invoiceUids=a,b&inline=true`.
   */
  unixInvoicePdf: defineEndpoint({
    path: '/doc/unixInvoicePDF',
    method: 'GET',
    summary: 'Leverantörsfakturor som PDF',
    access: providerInvoiceAccess,
    parameters: z.object({ invoiceUids: queryUidList, inline: queryBoolean.default(true) }),
    result: fileResult(),
  }),
  /**
   * The monthly summary of the provider's invoices (decision 0029): per month, each invoice's number,
   * date, due date and sum, then the totals per VAT rate and in all. A summary's uid is its month, so
   * `invoicesSummariesUids=2026-10,2026-11` prints two months; `month=2026-11` one. Answers the file.
   */
  unixInvoicesSummaryPdf: defineEndpoint({
    path: '/doc/unixInvoicesSummaryPDF',
    method: 'GET',
    summary: 'Månadssammanställning av leverantörsfakturor som PDF',
    access: providerInvoiceAccess,
    parameters: z
      .object({
        month: summaryMonth.optional(),
        invoicesSummariesUids: z
          .preprocess(
            (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
            z.array(summaryMonth).min(1).max(24),
          )
          .optional(),
        inline: queryBoolean.default(true),
      })
      .refine((p) => p.month !== undefined || p.invoicesSummariesUids !== undefined, {
        message: 'Välj en månad',
        path: ['month'],
      }),
    result: fileResult(),
  }),
} as const;

export type PrintDocumentsParameters = z.input<typeof printingApi.printDocuments.parameters>;
export type ReportParameters = z.input<typeof printingApi.report.parameters>;
export type ExportDocumentItemsParameters = z.input<typeof printingApi.exportDocumentItems.parameters>;
