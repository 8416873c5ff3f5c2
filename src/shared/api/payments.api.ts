import { z } from 'zod';
import { anyDocumentAccess } from './documents/engine.api';
import { defineEndpoint, type Endpoint } from './endpoint';
import { oreAmount, text } from './limits';

/**
 * Payments on the firm's invoices (issue #16, api-spec §3.5, §7.4 `payment`, `payments`, `paymentsClear`;
 * decision 0031). Amounts are integer öre; the state follows from the payments and the credits
 * (`paymentState`, decision 0030). Only a completed invoice or interest invoice takes payments
 * (`takesPayments`).
 */

const uid = z.uuid();
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
  /** 'MANUAL' (registered by a person); 'BGMAX' when imported from the bank. */
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
} satisfies Record<string, Endpoint>;
