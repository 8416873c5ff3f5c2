import { documentAccess } from '@shared/domain/documents/document-access';
import { z } from 'zod';
import { documentSchema, itemSearchResultSchema } from './documents';
import { defineEndpoint, messageSchema } from './endpoint';
import { text } from './limits';

/**
 * Sending a customer order to the provider (issue #7, api-spec §7.4; docs/decisions/0014): the check
 * before sending, the send itself and the article search for order lines (catalogue articles only).
 */

const uid = z.uuid();
const access = { kind: 'employee', ...documentAccess('CUSTOMER_ORDER') } as const;

/** The largest message to the provider (product-spec §5, §9). */
export const PROVIDER_MESSAGE_MAX_LENGTH = 50;

export const checkResults = ['OK', 'WARN', 'ERROR'] as const;
export type CheckResult = (typeof checkResults)[number];

/** A line the chosen warehouse cannot cover in full: a warning, the provider delivers what it can. */
export const stockShortageSchema = z.object({
  itemUid: z.string(),
  article: z.string(),
  description: z.string(),
  /** Thousandths of the unit, like every quantity. */
  quantity: z.number().int(),
  /** In the chosen warehouse; null when it does not carry the article. */
  balance: z.number().int().nullable(),
  message: z.string(),
});
export type StockShortage = z.infer<typeof stockShortageSchema>;

export const orderCheckSchema = z.object({
  result: z.enum(checkResults),
  /** ERROR blocks the send; WARNING the user may accept ('Skicka ändå'). Fields are `data.…` paths. */
  messages: z.array(messageSchema),
  stock: z.array(stockShortageSchema),
});
export type OrderCheck = z.infer<typeof orderCheckSchema>;

export const customerOrdersApi = {
  customerOrderCheckToSend: defineEndpoint({
    path: '/doc/customerOrderCheckToSend',
    method: 'POST',
    summary: 'Kontrollera en beställning innan den skickas till leverantören',
    access,
    parameters: z.object({ docUid: uid }),
    result: orderCheckSchema,
  }),
  customerOrderSend: defineEndpoint({
    path: '/doc/customerOrderSend',
    method: 'POST',
    summary: 'Skicka beställningen till leverantören (slutför och låser den)',
    access,
    parameters: z.object({ docUid: uid, newVersion: z.number().int() }),
    result: documentSchema,
  }),
  customerOrderItemSearch: defineEndpoint({
    path: '/doc/customerOrderItemSearch',
    method: 'POST',
    summary: 'Sök katalogartikel till en beställningsrad',
    access,
    parameters: z.object({
      codeOrArticle: text(200),
      strictSearch: z.boolean().default(false),
      docUid: uid.nullable().default(null),
      limit: z.number().int().min(1).max(50).default(10),
    }),
    result: z.array(itemSearchResultSchema),
  }),
} as const;
