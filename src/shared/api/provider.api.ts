import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const warehouseOpenStates = ['OPEN', 'OPEN_SOON', 'CLOSED'] as const;

export const warehouseSchema = z.object({
  uid: z.string(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Computed from the warehouse's opening hours at the request (decision 0022). */
  openState: z.enum(warehouseOpenStates),
  /** "Öppet till 17:00", "Öppnar i morgon kl. 06:30". */
  openingNote: z.string(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const providerApi = {
  warehouses: defineEndpoint({
    path: '/warehouses',
    method: 'GET',
    summary: 'Leverantörens lager',
    access: { kind: 'visitor' },
    parameters: z.object({}),
    result: z.object({ items: z.array(warehouseSchema) }),
  }),
} as const;
