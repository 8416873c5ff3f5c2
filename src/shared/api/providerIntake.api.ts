import { z } from 'zod';
import { deliveryMethods, deliveryTypes } from './documents';
import { defineEndpoint } from './endpoint';
import { LIMITS, oreAmount, quantity, serialNumber, text } from './limits';

/**
 * The provider API (issue #7, docs/decisions/0014): what a provider's ERP calls to receive the orders
 * firms send and to report how far it has come. The caller is a machine authenticated by its key in the
 * `x-provider-api-key` header (access `apiKey`), with no session or instance token, at its own address
 * outside /api. Same wire format as the rest: `{parameters}` in (query string for GET),
 * `{result, messages}` out.
 */

export const PROVIDER_API_PREFIX = '/provider-api';
export const PROVIDER_API_KEY_HEADER = 'x-provider-api-key';

export const providerOrderStatuses = ['RECEIVED', 'CONFIRMED', 'DELIVERED', 'INVOICED'] as const;
export type ProviderOrderStatus = (typeof providerOrderStatuses)[number];

const address = z.object({
  streetAddress: z.string(),
  streetAddressExt: z.string(),
  zipCode: z.string(),
  city: z.string(),
});

export const orderLinePayloadSchema = z.object({
  article: z.string(),
  rsk: z.string().nullable(),
  name: z.string(),
  /** Thousandths of the unit. */
  quantity: quantity().positive(),
  unit: z.string(),
  /** The firm's net price per unit in öre as Montör priced it when sent; null when not known. */
  priceOre: oreAmount().nullable(),
});

/** The order as the firm sent it; the provider's record of what was asked for. */
export const orderPayloadSchema = z.object({
  orderNumber: serialNumber(),
  orderDate: z.iso.date(),
  firmCode: z.string(),
  firmName: z.string(),
  employee: z.string(),
  mark: z.string(),
  object: z.string(),
  message: text(50),
  warehouseCode: z.string(),
  delivery: z.object({
    type: z.enum(deliveryTypes),
    method: z.enum(deliveryMethods),
    date: z.iso.date().nullable(),
    receiver: z.string(),
    address,
  }),
  contact: z.object({ name: z.string(), phone: z.string(), mobile: z.string(), email: z.string() }),
  lines: z.array(orderLinePayloadSchema).min(1).max(5000),
});
export type OrderPayload = z.infer<typeof orderPayloadSchema>;

export const submitOrderParameters = z.object({
  /** The customer order's send key: the same key always answers the same provider order. */
  idempotencyKey: z.uuid(),
  firmId: z.uuid(),
  customerOrderId: z.uuid(),
  payload: orderPayloadSchema,
});
export type SubmitOrder = z.infer<typeof submitOrderParameters>;

export const providerOrderSchema = z.object({
  providerOrderNumber: z.number().int(),
  idempotencyKey: z.string(),
  firmId: z.string(),
  customerOrderId: z.string(),
  status: z.enum(providerOrderStatuses),
  receivedAt: z.string(),
  confirmedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  payload: orderPayloadSchema,
});
export type ProviderOrder = z.infer<typeof providerOrderSchema>;

const access = { kind: 'apiKey', header: PROVIDER_API_KEY_HEADER } as const;

/** The provider's calls: method, full path (no /api prefix), parameters and result, declared once. */
export const providerIntakeApi = {
  submitOrder: defineEndpoint({
    prefix: '',
    access,
    method: 'POST',
    path: `${PROVIDER_API_PREFIX}/orders`,
    summary: 'Ta emot en beställning (idempotent per nyckel)',
    parameters: submitOrderParameters,
    result: providerOrderSchema,
    bodyLimit: LIMITS.documentBodyBytes,
  }),
  listOrders: defineEndpoint({
    prefix: '',
    access,
    method: 'GET',
    path: `${PROVIDER_API_PREFIX}/orders`,
    summary: 'Beställningar i en status, äldst först (RECEIVED: nya att behandla)',
    parameters: z.object({
      status: z.enum(providerOrderStatuses).default('RECEIVED'),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
    result: z.object({ items: z.array(providerOrderSchema) }),
  }),
  updateStatus: defineEndpoint({
    prefix: '',
    access,
    method: 'POST',
    path: `${PROVIDER_API_PREFIX}/orders/status`,
    summary: 'Bekräfta eller leveransmarkera en beställning',
    parameters: z.object({
      providerOrderNumber: serialNumber(),
      status: z.enum(['CONFIRMED', 'DELIVERED']),
    }),
    result: providerOrderSchema,
  }),
} as const;
