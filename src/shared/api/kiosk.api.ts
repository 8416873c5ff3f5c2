import { basketModes, MAX_BASKET_QUANTITY } from '@shared/domain/basket-quantity';
import { documentAccess } from '@shared/domain/documents/document-access';
import { validatePostalCode } from '@shared/domain/validators';
import { z } from 'zod';
import { pricesSchema, stockStatuses } from './catalogue.api';
import { PROVIDER_MESSAGE_MAX_LENGTH } from './customerOrders.api';
import { deliveryMethods, deliveryTypes, documentAddressSchema, documentContactSchema } from './documents';
import { defineEndpoint } from './endpoint';
import { rowId, text } from './limits';

/**
 * The kiosk basket (issue #7, api-spec §3.7, §7.6 `/kiosk`): each employee's own basket of catalogue
 * products, checked against stock and sent to the provider as a customer order. The basket needs the
 * ordering module (the customer order kind's access); sending also follows onlyAdminsCanOrder.
 */
const basketAccess = { kind: 'employee', ...documentAccess('CUSTOMER_ORDER') } as const;

/** product-spec §4: after this long without activity the basket page offers to clear the basket. */
export const BASKET_INACTIVITY_MS = 5 * 60_000;

export const shortageCodes = ['NONE', 'PARTIAL', 'OUT_OF_STOCK', 'NOT_STOCKED', 'ARCHIVED'] as const;
export type ShortageCode = (typeof shortageCodes)[number];
export const checkLevels = ['OK', 'WARN', 'ERROR'] as const;
export type CheckLevel = (typeof checkLevels)[number];

const warehouseCode = z.string().trim().min(1).max(10);
/** The page's chosen warehouse; left out: the firm's default warehouse. */
const warehouseChoice = { warehouseCode: warehouseCode.optional() };

export const basketReplacementSchema = z.object({
  productId: z.number().int(),
  article: z.string(),
  name: z.string(),
  link: z.string(),
});

export const basketStockSchema = z.object({
  status: z.enum(stockStatuses),
  /** Thousandths in the chosen warehouse; null when it does not carry the product. */
  balance: z.number().int().nullable(),
  shortageCode: z.enum(shortageCodes),
  /** Swedish, e.g. "Endast 3 st i lager i Malmö"; "I lager i Lund" when there is enough. */
  message: z.string(),
});

/** What the basket, the search and the add buttons need to know of a product. */
const productFacts = {
  productId: z.number().int(),
  /** The provider's article number (api-spec §3.7 code/article). */
  code: z.string(),
  article: z.string(),
  rsk: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  link: z.string(),
  image: z.string().nullable(),
  unit: z.string(),
  unitName: z.string(),
  /** Thousandths per pack: the stepper's step. */
  quantityPerUnit: z.number().int(),
  /** Minimum order quantity (thousandths), or null. */
  wholesaleQuantity: z.number().int().nullable(),
  nonIntegralQuantity: z.boolean(),
  active: z.boolean(),
  prices: pricesSchema,
  /** What one unit costs the firm (its net price) or, where net prices are hidden, the list price. */
  unitPriceOre: z.number().int().nullable(),
};

export const basketLineSchema = z.object({
  ...productFacts,
  quantity: z.number().int(),
  /** unitPriceOre × quantity, rounded to whole öre. */
  sumOre: z.number().int().nullable(),
  /** The list price × quantity. */
  retailSumOre: z.number().int().nullable(),
  stock: basketStockSchema,
  replacements: z.array(basketReplacementSchema),
});
export type BasketLine = z.infer<typeof basketLineSchema>;

export const basketSchema = z.object({
  warehouse: z.object({ code: z.string(), name: z.string(), city: z.string() }).nullable(),
  lines: z.array(basketLineSchema),
  /** Number of lines (the header badge). */
  basketSize: z.number().int(),
  /** False for an employee with hidden net prices or in client mode: sums are list prices then. */
  netPricesAvailable: z.boolean(),
  /** Sum of the lines' sums, öre excl. moms. */
  totalSumOre: z.number().int(),
  retailTotalSumOre: z.number().int(),
});
export type Basket = z.infer<typeof basketSchema>;

export const basketSearchHitSchema = z.object({
  ...productFacts,
  stock: basketStockSchema,
  exactMatch: z.boolean(),
});
export type BasketSearchHit = z.infer<typeof basketSearchHitSchema>;

export const basketCheckLineSchema = z.object({
  productId: z.number().int(),
  article: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  level: z.enum(checkLevels),
  shortageCode: z.enum(shortageCodes),
  shortageMessage: z.string().nullable(),
  replacements: z.array(basketReplacementSchema),
});
export type BasketCheckLine = z.infer<typeof basketCheckLineSchema>;

const productRef = z
  .object({
    productId: rowId().optional(),
    /** Article or RSK number, with or without spaces. */
    article: z.string().trim().min(1).max(40).optional(),
  })
  .refine((p) => p.productId !== undefined || p.article !== undefined, {
    message: 'Ange produkt eller artikelnummer',
    path: ['article'],
  });

const quantity = z
  .number({ error: 'Ange ett antal' })
  .int('Antalet anges i tusendelar')
  .min(0, 'Antalet kan inte vara negativt')
  .max(MAX_BASKET_QUANTITY, 'Antalet är för stort');

export const basketUpdateSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('UPDATE'),
    product: productRef,
    /** Thousandths. MANUAL: the new quantity (0 removes); INCREMENT/DECREMENT: by how much, one pack if left out. */
    quantity: quantity.nullable().default(null),
    mode: z.enum(basketModes).default('INCREMENT'),
  }),
  z.object({ action: z.literal('REMOVE'), productId: rowId() }),
  z.object({ action: z.literal('CLEAR') }),
]);

const optionalText = (max: number, label: string) =>
  text(max, `${label} får vara högst ${max} tecken`).trim().default('');

export const basketSendSchema = z
  .object({
    mark: optionalText(100, 'Märkningen'),
    object: optionalText(100, 'Objektet'),
    warehouseCode: warehouseCode.nullable().default(null),
    deliveryType: z.enum(deliveryTypes, { error: 'Välj leveranssätt' }),
    deliveryMethod: z.enum(deliveryMethods).default('ENTIRE_ORDER'),
    deliveryDate: z.iso.date('Ange datum som ÅÅÅÅ-MM-DD').nullable().default(null),
    deliveryReceiver: optionalText(100, 'Mottagaren'),
    deliveryAddress: documentAddressSchema.default({
      streetAddress: '',
      streetAddressExt: '',
      zipCode: '',
      city: '',
      contactName: '',
    }),
    providerMessage: optionalText(PROVIDER_MESSAGE_MAX_LENGTH, 'Meddelandet till leverantören'),
    contact: documentContactSchema.default({ name: '', phone: '', mobile: '', email: '' }),
  })
  .superRefine((v, ctx) => {
    const need = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (v.deliveryType === 'PICKUP' && !v.warehouseCode) need(['warehouseCode'], 'Välj lager att hämta i');
    // The customer order module's send rules (customerOrders.service), checked here at the basket's
    // own fields so that a mistyped form makes no unsent order.
    if (v.deliveryType === 'DELIVERY') {
      const a = v.deliveryAddress;
      if (!v.deliveryReceiver) need(['deliveryReceiver'], 'Ange mottagare');
      if (!a.streetAddress.trim()) need(['deliveryAddress', 'streetAddress'], 'Ange gatuadress');
      if (!a.zipCode.trim()) need(['deliveryAddress', 'zipCode'], 'Ange postnummer');
      else if (validatePostalCode(a.zipCode))
        need(['deliveryAddress', 'zipCode'], validatePostalCode(a.zipCode)!);
      if (!a.city.trim()) need(['deliveryAddress', 'city'], 'Ange ort');
    }
  });
export type BasketSendInput = z.input<typeof basketSendSchema>;

export const kioskApi = {
  basket: defineEndpoint({
    path: '/kiosk/basket',
    method: 'GET',
    summary: 'Varukorgen med priser, lagerstatus i valt lager och ersättare',
    access: basketAccess,
    parameters: z.object(warehouseChoice),
    result: basketSchema,
  }),
  update: defineEndpoint({
    path: '/kiosk/basket',
    method: 'POST',
    summary: 'Lägg till, ändra antal (förpackning, minsta antal), ta bort eller töm varukorgen',
    access: basketAccess,
    parameters: z.object({ ...warehouseChoice, change: basketUpdateSchema }),
    result: basketSchema.extend({
      /** The changed line's quantity after the pack and minimum rules (0: removed); null for CLEAR. */
      changed: z
        .object({ productId: z.number().int(), quantity: z.number().int(), raisedToMinimum: z.boolean() })
        .nullable(),
    }),
  }),
  search: defineEndpoint({
    path: '/kiosk/basket/search',
    method: 'POST',
    summary:
      'Sök produkt att lägga i varukorgen: artikel- eller RSK-nummer (med eller utan mellanslag) eller namn',
    access: basketAccess,
    parameters: z.object({
      ...warehouseChoice,
      codeOrArticle: text(100, 'Sökordet får vara högst 100 tecken'),
      limit: z.number().int().min(1).max(20).default(8),
    }),
    result: z.object({ products: z.array(basketSearchHitSchema) }),
  }),
  check: defineEndpoint({
    path: '/kiosk/basket/check',
    method: 'POST',
    summary: 'Kontrollera varukorgen före beställning: lagerbrist och utgångna artiklar',
    access: basketAccess,
    parameters: z.object(warehouseChoice),
    result: z.object({
      status: z.enum(checkLevels),
      warehouseCode: z.string().nullable(),
      lines: z.array(basketCheckLineSchema),
    }),
  }),
  send: defineEndpoint({
    path: '/kiosk/basket/send',
    method: 'POST',
    summary: 'Skicka varukorgen som beställning till leverantören',
    access: basketAccess,
    parameters: basketSendSchema,
    result: z.object({
      sent: z.boolean(),
      /** The customer order made from the basket: sent, or kept as an unsent draft when sending failed. */
      docUid: z.string(),
      number: z.number().int().nullable(),
      /** Why sending failed ("Beställningen sparades men kunde inte skickas: …"); null when sent. */
      failureMessage: z.string().nullable(),
      basketSize: z.number().int(),
    }),
  }),
} as const;
