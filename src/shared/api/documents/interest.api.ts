import { documentAccess } from '@shared/domain/documents/document-access';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint';

/**
 * Interest invoices (räntefaktura, issue #16, api-spec §3.1 and §7.4 `actualizeInterestInvoice`;
 * decision 0035): the late-paid invoices an interest invoice bills interest on, and the Riksbank's
 * reference rates the provider keeps current. Amounts in öre, rates in basis points.
 */

const uid = z.uuid();
const interestAccess = { kind: 'employee', ...documentAccess('INTEREST_INVOICE') } as const;

/** One late-paid invoice as it is (or would be) billed: api-spec §3.1's interest invoice item. */
export const interestRowSchema = z.object({
  /** The row's uid; for a candidate not yet added, the invoice's uid. */
  uid: z.string(),
  invoice: z.object({ uid: z.string(), caption: z.string() }),
  invoiceNumber: z.number().int().nullable(),
  dueDate: z.string(),
  paidDate: z.string(),
  /** The invoice's payable sum (öre) the interest runs on. */
  documentPayableSum: z.number().int(),
  /** Interest days: the day after the due date through the payment date. */
  days: z.number().int(),
  /** The annual rates (basis points) of the half-years the days fall in, first to last. */
  ratesBp: z.array(z.number().int()),
  /** Öre. */
  interest: z.number().int(),
  /** The invoice was deleted after it was billed (the row stays, as printed). */
  deleted: z.boolean(),
  paymentStatus: z.string().nullable(),
});
export type InterestRow = z.infer<typeof interestRowSchema>;

export const interestRowsSchema = z.object({
  docUid: z.string(),
  /** A draft's rows may change; a completed interest invoice's are its record. */
  editable: z.boolean(),
  items: z.array(interestRowSchema),
  totalInterest: z.number().int(),
});
export type InterestRows = z.infer<typeof interestRowsSchema>;

export const interestCandidatesSchema = z.object({
  docUid: z.string(),
  /** Null while the interest invoice has no client: candidates are that client's invoices. */
  clientUid: z.string().nullable(),
  items: z.array(interestRowSchema),
});
export type InterestCandidates = z.infer<typeof interestCandidatesSchema>;

export const referenceRateSchema = z.object({
  /** 1 January or 1 July. */
  validFrom: z.string(),
  rateBp: z.number().int(),
});
export type ReferenceRateItem = z.infer<typeof referenceRateSchema>;

const docUidOnly = z.object({ docUid: uid });

export const interestInvoicesApi = {
  interestInvoiceRows: defineEndpoint({
    path: '/doc/interestInvoiceRows',
    method: 'GET',
    summary: 'Räntefakturans fakturor med ränta och total ränta',
    access: interestAccess,
    parameters: docUidOnly,
    result: interestRowsSchema,
  }),
  interestInvoiceCandidates: defineEndpoint({
    path: '/doc/interestInvoiceCandidates',
    method: 'GET',
    summary: 'Kundens sent betalda, fullt betalda fakturor som kan räntefaktureras',
    access: interestAccess,
    parameters: docUidOnly,
    result: interestCandidatesSchema,
  }),
  interestInvoiceRowsAdd: defineEndpoint({
    path: '/doc/interestInvoiceRowsAdd',
    method: 'POST',
    summary: 'Lägg till sent betalda fakturor på en räntefaktura (utkast)',
    access: interestAccess,
    parameters: z.object({ docUid: uid, invoiceUids: z.array(uid).min(1).max(500) }),
    result: interestRowsSchema,
  }),
  interestInvoiceRowDelete: defineEndpoint({
    path: '/doc/interestInvoiceRowDelete',
    method: 'POST',
    summary: 'Ta bort en faktura från en räntefaktura (utkast)',
    access: interestAccess,
    parameters: z.object({ docUid: uid, rowUid: uid }),
    result: interestRowsSchema,
  }),
  actualizeInterestInvoice: defineEndpoint({
    path: '/doc/actualizeInterestInvoice',
    method: 'GET',
    summary: 'Räkna om räntefakturans ränta från betalningarna och referensräntorna',
    access: interestAccess,
    parameters: docUidOnly,
    result: interestRowsSchema,
  }),
} satisfies Record<string, Endpoint>;
