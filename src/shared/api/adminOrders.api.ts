import { deliveryTypes } from '@shared/domain/company-settings';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { TEXT, text } from './limits';
import { providerOrderStatuses } from './providerIntake.api';

/**
 * The orders firms sent, as the provider's intake holds them (issue #23, decision 0063): their status, the
 * follow-up and the provider invoice they produced, and the order confirmation SMS sent again on request.
 */
const providerAdmin = { kind: 'providerAdmin' } as const;

export const providerOrderStatusLabels: Record<(typeof providerOrderStatuses)[number], string> = {
  RECEIVED: 'Mottagen',
  CONFIRMED: 'Bekräftad',
  DELIVERED: 'Levererad',
  INVOICED: 'Fakturerad',
};

export const adminOrderRowSchema = z.object({
  uid: z.string(),
  orderNumber: z.number().int(),
  firm: z.object({ code: z.string(), name: z.string() }),
  status: z.enum(providerOrderStatuses),
  receivedAt: z.string(),
  confirmedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  invoicedAt: z.string().nullable(),
  employee: z.string(),
  mark: z.string(),
  warehouseCode: z.string(),
  deliveryType: z.enum(deliveryTypes),
  lineCount: z.number().int(),
  /** The lines at the net prices Montör sent, öre; null when a line had no price. */
  totalOre: z.number().int().nullable(),
  /** The priced lines' sum (what `totalOre` is when every line has a price) and how many have none. */
  pricedOre: z.number().int(),
  unpricedLines: z.number().int(),
  hasFollowUp: z.boolean(),
  hasInvoice: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderSchema = adminOrderRowSchema.extend({
  deliveryDate: z.string().nullable(),
  receiver: z.string(),
  address: z.string(),
  contact: z.object({ name: z.string(), phone: z.string(), mobile: z.string(), email: z.string() }),
  message: z.string(),
  lines: z.array(
    z.object({
      article: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unit: z.string(),
      priceOre: z.number().int().nullable(),
    }),
  ),
  /** Confirmation SMS queued for the order, newest first. */
  sms: z.array(
    z.object({ to: z.string(), text: z.string(), queuedAt: z.string(), sentAt: z.string().nullable() }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const providerDocumentParts = ['FOLLOW_UP', 'INVOICE'] as const;
export type ProviderDocumentPart = (typeof providerDocumentParts)[number];

/**
 * The follow-up or the provider invoice an order produced, as the firm received it: the provider's own
 * document, so the provider reads it without acting as the firm. Sums are the document engine's (öre).
 */
export const providerDocumentSchema = z.object({
  part: z.enum(providerDocumentParts),
  uid: z.string(),
  number: z.number().int().nullable(),
  docDate: z.string(),
  dueDate: z.string().nullable(),
  lines: z.array(
    z.object({
      code: z.string(),
      description: z.string(),
      /** Thousandths of the unit. */
      quantity: z.number().int(),
      unit: z.string(),
      unitNetOre: z.number().int().nullable(),
      sumOre: z.number().int(),
    }),
  ),
  netSumOre: z.number().int(),
  vatSumOre: z.number().int(),
  roundingOre: z.number().int(),
  totalPayableSumOre: z.number().int(),
});
export type ProviderDocument = z.infer<typeof providerDocumentSchema>;

export const adminOrdersApi = {
  orders: defineEndpoint({
    path: '/admin/orders',
    method: 'GET',
    summary: 'Beställningar från kunderna, nyast först',
    access: providerAdmin,
    parameters: z.object({
      search: text(TEXT.search).optional(),
      status: z.enum([...providerOrderStatuses, 'ALL']).default('ALL'),
      offset: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(25),
    }),
    result: z.object({ totalCount: z.number().int(), items: z.array(adminOrderRowSchema) }),
  }),
  order: defineEndpoint({
    path: '/admin/order',
    method: 'GET',
    summary: 'En beställning med rader, leverans och skickade SMS',
    access: providerAdmin,
    parameters: z.object({ uid: z.uuid() }),
    result: adminOrderSchema,
  }),
  document: defineEndpoint({
    path: '/admin/order/document',
    method: 'GET',
    summary: 'Följesedeln (uppföljningen) eller leverantörsfakturan som beställningen gav',
    access: providerAdmin,
    parameters: z.object({ uid: z.uuid(), part: z.enum(providerDocumentParts) }),
    result: providerDocumentSchema,
  }),
  resendSms: defineEndpoint({
    path: '/admin/order/resendSms',
    method: 'POST',
    summary: 'Skicka orderbekräftelsen som SMS igen till samma nummer',
    access: providerAdmin,
    parameters: z.object({ uid: z.uuid() }),
    result: adminOrderSchema,
  }),
} as const;
