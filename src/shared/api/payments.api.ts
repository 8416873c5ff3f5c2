import { documentAccess } from '@shared/domain/documents/document-access';
import { z } from 'zod';
import { anyDocumentAccess } from './documents/engine.api';
import { defineEndpoint, type Endpoint } from './endpoint';
import { fileLinkSchema } from './files.api';
import { oreAmount, oreSum, pageLimit, pageOffset, text } from './limits';

/**
 * Payments on the firm's invoices (issue #16, api-spec §3.5, §7.4 `payment`, `payments`, `paymentsClear`;
 * decision 0031). Amounts are integer öre; the state follows from the payments and the credits
 * (`paymentState`, decision 0030). Only a completed invoice or interest invoice takes payments
 * (`takesPayments`).
 */

const uid = z.uuid();

/**
 * The export lists (api-spec: /exportlist/payments): the provider's EXPORT_LISTS module, which counts only
 * with invoicing on (`canAccess` drops it otherwise), for every role that writes invoices.
 */
export const exportListAccess = {
  kind: 'employee',
  roles: documentAccess('INVOICE').roles,
  siteOptions: ['EXPORT_LISTS'],
} as const;
/** The kinds that take payments; others are refused by the server as "not payable". */
const payableType = z.enum(['INVOICE', 'INTEREST_INVOICE']);

export const paymentStatuses = ['UNPAID', 'PARTIALLY_PAID', 'PAID'] as const;
export const paymentStatusLabels: Record<(typeof paymentStatuses)[number], string> = {
  UNPAID: 'Obetald',
  PARTIALLY_PAID: 'Delvis betald',
  PAID: 'Betald',
};

export const paymentSchema = z.object({
  paymentUid: z.string(),
  /** ISO date (YYYY-MM-DD). */
  paymentDate: z.string(),
  /** Öre. */
  paymentSum: z.number().int(),
  /** `paymentSources`: by a person, from the bank's file, cash, or Skatteverket's ROT payment (decision 0039). */
  source: z.string(),
  /** Who registered it; null once that employee is deleted (or for an import). */
  employee: z.object({ uid: z.string(), caption: z.string() }).nullable(),
  createdDate: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const invoicePaymentsSchema = z.object({
  docUid: z.string(),
  docType: payableType,
  /** False for a draft: it is not owed yet, so the editor shows a hint instead of the payments. */
  payable: z.boolean(),
  invoiceNumber: z.number().int().nullable(),
  docDate: z.string(),
  dueDate: z.string().nullable(),
  /** The invoice's payable sum (öre) and what credit invoices took off it (öre, positive). */
  invoiceSum: z.number().int(),
  creditedSum: z.number().int(),
  status: z.enum(paymentStatuses),
  paidOre: z.number().int(),
  remainingOre: z.number().int(),
  overpaidOre: z.number().int(),
  payments: z.array(paymentSchema),
});
export type InvoicePayments = z.infer<typeof invoicePaymentsSchema>;

const invoiceRef = { docType: payableType, docUid: uid };

/** One invoice of `multiPaymentsAdd`: paid its remaining sum, or why not. */
export const multiPaymentOutcomeSchema = z.object({
  docUid: z.string(),
  docType: payableType,
  documentNumber: z.number().int().nullable(),
  /** Öre registered; 0 when refused. */
  paymentSum: z.number().int(),
  /** Null when registered; the Swedish reason when refused (a draft, already paid, a date before it). */
  refusal: z.string().nullable(),
});
export type MultiPaymentOutcome = z.infer<typeof multiPaymentOutcomeSchema>;

export const paymentSources = ['MANUAL', 'BGMAX', 'CASH', 'SKATTEVERKET'] as const;
export const paymentSourceLabels: Record<(typeof paymentSources)[number], string> = {
  MANUAL: 'Manuell',
  BGMAX: 'Bankgiro (BgMax)',
  CASH: 'Kontant',
  SKATTEVERKET: 'Skatteverket (ROT)',
};

/** The payments list's filters (api-spec §7.5 "Payment lists add paymentStatus, docType"). */
export const paymentListFilters = z.object({
  /** The invoice's status now. */
  paymentStatus: z.enum(paymentStatuses).nullable().default(null),
  docType: payableType.nullable().default(null),
  /** Payment dates, inclusive (YYYY-MM-DD); empty = open. */
  dateFrom: z.iso.date().or(z.literal('')).default(''),
  dateTo: z.iso.date().or(z.literal('')).default(''),
  /** Invoice number, client name or number, mark. */
  searchPattern: text(200).default(''),
});
export type PaymentListFilters = z.infer<typeof paymentListFilters>;

export const paymentListRowSchema = z.object({
  paymentUid: z.string(),
  documentUid: z.string(),
  docType: payableType,
  paymentStatus: z.enum(paymentStatuses).nullable(),
  documentNumber: z.number().int().nullable(),
  client: z.string(),
  paymentDate: z.string(),
  paymentSum: z.number().int(),
  source: z.string(),
});
export type PaymentListRow = z.infer<typeof paymentListRowSchema>;

export const paymentsApi = {
  payments: defineEndpoint({
    path: '/doc/payments',
    method: 'GET',
    summary: 'Fakturans betalningar, status och återstående belopp',
    access: anyDocumentAccess,
    parameters: z.object(invoiceRef),
    result: invoicePaymentsSchema,
  }),
  payment: defineEndpoint({
    path: '/doc/payment',
    method: 'POST',
    summary: 'Registrera en betalning på en faktura (belopp i öre)',
    access: anyDocumentAccess,
    parameters: z.object({
      ...invoiceRef,
      /** YYYY-MM-DD; checked by the payment rules so the answer is a Swedish text at the field. */
      paymentDate: text(32),
      paymentSum: oreAmount(),
    }),
    result: invoicePaymentsSchema,
  }),
  deletePayment: defineEndpoint({
    path: '/doc/deletePayment',
    method: 'POST',
    summary: 'Ångra en registrerad betalning',
    access: anyDocumentAccess,
    parameters: z.object({ ...invoiceRef, paymentUid: uid }),
    result: invoicePaymentsSchema,
  }),
  paymentsClear: defineEndpoint({
    path: '/doc/paymentsClear',
    method: 'POST',
    summary: 'Ångra alla betalningar på fakturan',
    access: anyDocumentAccess,
    parameters: z.object(invoiceRef),
    result: invoicePaymentsSchema,
  }),
  multiPaymentsAdd: defineEndpoint({
    path: '/doc/multiPaymentsAdd',
    method: 'POST',
    summary: 'Registrera betalning av återstående belopp på flera fakturor med samma datum',
    access: anyDocumentAccess,
    parameters: z.object({
      paymentDate: text(32),
      selectedDocs: z
        .array(z.object(invoiceRef))
        .min(1, 'Markera minst en faktura')
        .max(500, 'Högst 500 fakturor åt gången'),
    }),
    result: z.object({
      outcomes: z.array(multiPaymentOutcomeSchema),
      registeredCount: z.number().int(),
      registeredSum: z.number().int(),
    }),
  }),
  /**
   * The payments list (api-spec §7.4 lists are POSTs): the same path as the one-invoice GET above, told
   * apart by the method (decision 0033).
   */
  paymentsList: defineEndpoint({
    path: '/doc/payments',
    method: 'POST',
    summary: 'Betalningar på firmans fakturor, filtrerade, med summor',
    access: exportListAccess,
    parameters: paymentListFilters.extend({
      offset: pageOffset().default(0),
      limit: pageLimit(200).default(50),
      sortBy: z.enum(['paymentDate', 'documentNumber', 'paymentSum', 'client']).default('paymentDate'),
      sortDesc: z.boolean().default(true),
    }),
    result: z.object({
      totalCount: z.number().int(),
      items: z.array(paymentListRowSchema),
      /** Öre: the shown page's payments and every payment the filters select. */
      sums: z.object({ page: oreSum(), selection: oreSum() }),
    }),
  }),
  exportPayments: defineEndpoint({
    path: '/doc/exportPayments',
    method: 'POST',
    summary: 'Betalningslistan som Excel- eller CSV-fil (samma filter som listan)',
    access: exportListAccess,
    parameters: paymentListFilters.extend({ format: z.enum(['XLSX', 'CSV']).default('XLSX') }),
    result: fileLinkSchema,
  }),
} satisfies Record<string, Endpoint>;
