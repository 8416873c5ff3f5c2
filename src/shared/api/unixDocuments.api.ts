import { documentAccess } from '@shared/domain/documents/document-access';
import { z } from 'zod';
import { documentSchema, readStates } from './documents';
import { defineEndpoint } from './endpoint';

/**
 * The provider's follow-up files (unix orders) and invoices (unix invoices), issue #7, api-spec §3.6 and
 * §7.4. They arrive from the provider (order intake, the simulator); the firm reads them, marks them
 * read or unread and makes its own documents from them. Amounts are öre.
 */

const uid = z.uuid();

export const warehouseStockSchema = z.object({
  warehouseCode: z.string(),
  warehouseName: z.string(),
  /** Thousandths of the article's unit. */
  balance: z.number().int(),
  shortageMessage: z.string().nullable(),
  /** The order's warehouse (listed first, with 0 where it does not carry the article). */
  own: z.boolean(),
});
export type WarehouseStock = z.infer<typeof warehouseStockSchema>;

export const unixOrderViewSchema = z.object({
  document: documentSchema,
  /** Stock per warehouse for each catalogue line, by line uid (unknown articles have none). */
  stock: z.record(z.string(), z.array(warehouseStockSchema)),
  /** The provider's order number (the follow-up's number). */
  providerOrderNumber: z.number().int().nullable(),
  /** The provider invoice that bills it, once there is one. */
  invoice: z.object({ docUid: z.string(), number: z.number().int().nullable() }).nullable(),
});
export type UnixOrderView = z.infer<typeof unixOrderViewSchema>;

export const coveredOrderSchema = z.object({
  providerOrderNumber: z.number().int(),
  /** The follow-up file of the order, when the firm has it. */
  unixOrderUid: z.string().nullable(),
});

export const unixInvoiceViewSchema = z.object({
  document: documentSchema,
  orders: z.array(coveredOrderSchema),
});
export type UnixInvoiceView = z.infer<typeof unixInvoiceViewSchema>;

export const invoiceSummaryInvoiceSchema = z.object({
  docUid: z.string(),
  number: z.number().int().nullable(),
  docDate: z.string(),
  dueDate: z.string().nullable(),
  netSumOre: z.number().int(),
  /** What the invoice asks to be paid (after öre rounding). */
  totalSumOre: z.number().int(),
});

export const unixInvoicesSummarySchema = z.object({
  /** YYYY-MM. */
  month: z.string(),
  invoiceCount: z.number().int(),
  netSumOre: z.number().int(),
  vatSumOre: z.number().int(),
  /** The sum to pay: the invoices' payable totals. */
  totalSumOre: z.number().int(),
  /** The last due date of the month's invoices: when the whole month is paid. */
  dueDate: z.string().nullable(),
  invoices: z.array(invoiceSummaryInvoiceSchema),
});
export type UnixInvoicesSummary = z.infer<typeof unixInvoicesSummarySchema>;

/** The read states a user may set by hand: read or unread (USED and DELETED_IN_UNIX come from events). */
export const settableReadStates = ['NEW', 'VIEWED'] as const satisfies readonly (typeof readStates)[number][];

const orderAccess = { kind: 'employee', ...documentAccess('UNIX_ORDER') } as const;
const invoiceAccess = { kind: 'employee', ...documentAccess('UNIX_INVOICE') } as const;

export const unixDocumentsApi = {
  viewOrder: defineEndpoint({
    path: '/doc/unixOrder/view',
    method: 'GET',
    summary: 'Följesedel: visa (markerar en ny eller uppdaterad som visad), med lager per lager',
    access: orderAccess,
    parameters: z.object({ docUid: uid }),
    result: unixOrderViewSchema,
  }),
  updateStatus: defineEndpoint({
    path: '/doc/unixOrder/updateStatus',
    method: 'POST',
    summary: 'Följesedel: markera som läst eller oläst',
    access: orderAccess,
    parameters: z.object({ docUid: uid, status: z.enum(settableReadStates) }),
    result: z.object({ docUid: z.string(), readState: z.enum(readStates) }),
  }),
  viewInvoice: defineEndpoint({
    path: '/doc/unixInvoice/view',
    method: 'GET',
    summary: 'Leverantörsfaktura: visa med de ordrar den gäller',
    access: invoiceAccess,
    parameters: z.object({ docUid: uid }),
    result: unixInvoiceViewSchema,
  }),
  summaries: defineEndpoint({
    path: '/doc/unixInvoicesSummaries',
    method: 'POST',
    summary: 'Leverantörsfakturor: sammanställning per månad',
    access: invoiceAccess,
    parameters: z.object({
      dateFrom: z.iso.date().nullable().default(null),
      dateTo: z.iso.date().nullable().default(null),
    }),
    result: z.object({ items: z.array(unixInvoicesSummarySchema) }),
  }),
} as const;
