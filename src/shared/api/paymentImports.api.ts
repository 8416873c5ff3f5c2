import { documentAccess } from '@shared/domain/documents/document-access';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from './endpoint';
import { pageLimit, pageOffset, text } from './limits';

/**
 * Bank files read in (issue #16, decision 0033): Bankgirot's BgMax file of incoming payments, matched to
 * the firm's invoices by OCR, and the payments left for a person to match or mark handled. Amounts öre.
 */

const uid = z.uuid();
/** Who may register payments on invoices may read the bank's file of them. */
const invoiceAccess = { kind: 'employee', ...documentAccess('INVOICE') } as const;

/** The largest bank file read: 10 000 payments with their name and address records is about 5 MB. */
export const BGMAX_MAX_BYTES = 20 * 1024 * 1024;

export const bankPaymentStates = ['MATCHED', 'UNMATCHED', 'OVERPAID', 'UNDERPAID', 'HANDLED'] as const;
export type BankPaymentState = (typeof bankPaymentStates)[number];
export const bankPaymentStateLabels: Record<BankPaymentState, string> = {
  MATCHED: 'Matchad',
  UNMATCHED: 'Ej matchad',
  OVERPAID: 'Överbetald',
  UNDERPAID: 'Delbetald',
  HANDLED: 'Hanterad',
};

export const importSummarySchema = z.object({
  importUid: z.string(),
  fileName: z.string(),
  /** The receiving bankgiro, digits only. */
  bankgiro: z.string(),
  importedAt: z.string(),
  /** True when this very file had been read before: nothing was registered now. */
  alreadyImported: z.boolean(),
  paymentCount: z.number().int(),
  /** Payments registered on exactly their invoice's remaining sum. */
  matchedCount: z.number().int(),
  overpaidCount: z.number().int(),
  underpaidCount: z.number().int(),
  unmatchedCount: z.number().int(),
  /** Payments already read from another file (the same bank payment): not registered again. */
  duplicateCount: z.number().int(),
  /** Öre: the file's payments, and what was registered on invoices. */
  totalSum: z.number().int(),
  registeredSum: z.number().int(),
  /** Payments of this file a person must still look at (unmatched, over- or underpaid). */
  toHandleCount: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const bankPaymentSchema = z.object({
  bankPaymentUid: z.string(),
  importUid: z.string(),
  fileName: z.string(),
  lineNumber: z.number().int(),
  paymentDate: z.string(),
  paymentSum: z.number().int(),
  reference: z.string(),
  extraReferences: z.array(z.string()),
  payerName: z.string(),
  state: z.enum(bankPaymentStates),
  /** The invoice it was registered on (automatically or by hand); null when none. */
  document: z
    .object({
      docUid: z.string(),
      docType: z.enum(['INVOICE', 'INTEREST_INVOICE']),
      documentNumber: z.number().int().nullable(),
      client: z.string(),
    })
    .nullable(),
});
export type BankPayment = z.infer<typeof bankPaymentSchema>;

export const openInvoiceSchema = z.object({
  docUid: z.string(),
  docType: z.enum(['INVOICE', 'INTEREST_INVOICE']),
  documentNumber: z.number().int().nullable(),
  client: z.string(),
  docDate: z.string(),
  dueDate: z.string().nullable(),
  totalSum: z.number().int(),
  remainingSum: z.number().int(),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

export const paymentImportsApi = {
  /**
   * The upload is the file itself as the request body (like an attachment); its name travels in the
   * query string. A file read before answers its earlier summary with an INFO, registering nothing.
   */
  importBgmax: defineEndpoint({
    path: '/doc/bgmaxImport',
    method: 'POST',
    summary: 'Läs in en BgMax-fil från Bankgirot (kroppen är filen; fileName i adressen)',
    access: invoiceAccess,
    bodyLimit: BGMAX_MAX_BYTES + 1024,
    parameters: z.object({
      fileName: text(1000).default(''),
      content: z.instanceof(Uint8Array, { error: 'Välj en fil' }),
    }),
    result: importSummarySchema,
  }),
  paymentImports: defineEndpoint({
    path: '/doc/paymentImports',
    method: 'GET',
    summary: 'De senast inlästa bankfilerna',
    access: invoiceAccess,
    parameters: z.object({}),
    result: z.object({ items: z.array(importSummarySchema) }),
  }),
  bankPayments: defineEndpoint({
    path: '/doc/bankPayments',
    method: 'POST',
    summary: 'Inbetalningar från bankfiler; som standard de som ska hanteras',
    access: invoiceAccess,
    parameters: z.object({
      /** TO_HANDLE: unmatched, over- and underpaid; ALL: every state. */
      show: z.enum(['TO_HANDLE', 'ALL']).default('TO_HANDLE'),
      importUid: uid.nullable().default(null),
      offset: pageOffset().default(0),
      limit: pageLimit(200).default(50),
    }),
    result: z.object({ totalCount: z.number().int(), items: z.array(bankPaymentSchema) }),
  }),
  /** Open invoices to match a bank payment to by hand: by number, client or mark. */
  openInvoices: defineEndpoint({
    path: '/doc/bankPaymentInvoices',
    method: 'POST',
    summary: 'Obetalda fakturor att matcha en inbetalning mot',
    access: invoiceAccess,
    parameters: z.object({ searchPattern: text(200).default(''), limit: pageLimit(50).default(20) }),
    result: z.object({ items: z.array(openInvoiceSchema) }),
  }),
  matchBankPayment: defineEndpoint({
    path: '/doc/bankPaymentMatch',
    method: 'POST',
    summary: 'Registrera en ej matchad inbetalning på en faktura',
    access: invoiceAccess,
    parameters: z.object({
      bankPaymentUid: uid,
      docType: z.enum(['INVOICE', 'INTEREST_INVOICE']),
      docUid: uid,
    }),
    result: bankPaymentSchema,
  }),
  handleBankPayment: defineEndpoint({
    path: '/doc/bankPaymentHandled',
    method: 'POST',
    summary: 'Markera en inbetalning som hanterad',
    access: invoiceAccess,
    parameters: z.object({ bankPaymentUid: uid }),
    result: bankPaymentSchema,
  }),
} satisfies Record<string, Endpoint>;
