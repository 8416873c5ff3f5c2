import {
  type DeliveryType,
  type Document,
  type DocumentAddress,
  type DocumentHeader,
  type DocumentItemData,
  documentHeaderSchema,
  documentItemDataSchema,
} from '@shared/api/documents';
import type { OrderPayload } from '@shared/api/providerIntake.api';
import type { WarehouseStock } from '@shared/api/unixDocuments.api';
import { formatDate } from '@shared/domain/format';
import { catalogueArticlePrices, type PricingFacts } from '../documents';

/** What the provider reads of an ordered line: the customer order's line, or the intake payload's. */
export interface OrderedLine {
  article: string | null;
  code: string;
  description: string;
  quantity: number;
  unit: string;
  /** The price the order line carried: the provider's price when it does not know the article. */
  purchasePriceOre: number | null;
}

export interface Warehouse {
  code: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
}

export function warehouseAddress(warehouse: Warehouse | null): DocumentAddress {
  if (!warehouse) return { streetAddress: '', streetAddressExt: '', zipCode: '', city: '', contactName: '' };
  return {
    streetAddress: warehouse.address,
    streetAddressExt: '',
    zipCode: warehouse.postalCode,
    city: warehouse.city,
    contactName: warehouse.name,
  };
}

/**
 * A follow-up line: sales price the catalogue's list (retail) price, purchase price the firm's net price
 * today (campaign included); an article the catalogue does not know keeps the order's figures and is
 * flagged, so the firm sees what to check before billing it.
 */
export function followUpLine(line: OrderedLine, facts: PricingFacts): DocumentItemData {
  const product = line.article ? facts.products.get(line.article) : undefined;
  if (!product) {
    return documentItemDataSchema.parse({
      uid: crypto.randomUUID(),
      type: 'NOMENCLATURE',
      nomenclatureItemType: 'SPECIAL',
      code: line.code,
      article: line.article,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      priceOre: line.purchasePriceOre ?? 0,
      purchasePriceOre: line.purchasePriceOre ?? 0,
      unknownItem: true,
    });
  }
  const prices = catalogueArticlePrices(product, facts);
  return documentItemDataSchema.parse({
    uid: crypto.randomUUID(),
    type: 'NOMENCLATURE',
    nomenclatureItemType: 'REGULAR',
    code: product.article,
    article: product.article,
    rskNumber: product.rsk,
    productId: product.id,
    description: line.description || product.name,
    quantity: line.quantity,
    unit: line.unit || product.unit.toLowerCase(),
    priceOre: product.grossPriceOre ?? prices.purchaseOre ?? 0,
    purchasePriceOre: prices.purchaseOre ?? 0,
    priceSource: 'FROM_CATALOGUE_PRICE',
    sourcePriceOre: product.grossPriceOre,
    sourcePurchasePriceOre: prices.purchaseOre,
  });
}

/** An invoice line bills the follow-up line at the purchase price. */
export function invoiceLine(line: DocumentItemData): DocumentItemData {
  const purchase = line.purchasePriceOre ?? line.priceOre ?? 0;
  return {
    ...line,
    uid: crypto.randomUUID(),
    priceOre: purchase,
    purchasePriceOre: purchase,
    sourcePriceOre: purchase,
    discountBp: 0,
    discountOre: 0,
    markupBp: 0,
  };
}

/** The ordered lines as the provider received them. */
export function orderedLines(payload: OrderPayload): OrderedLine[] {
  return payload.lines.map((l) => ({
    article: l.article || null,
    code: l.article,
    description: l.name,
    quantity: l.quantity,
    unit: l.unit,
    purchasePriceOre: l.priceOre,
  }));
}

export function followUpHeader(input: {
  today: string;
  payload: OrderPayload;
  employeeId: string | null;
  warehouse: Warehouse | null;
}): DocumentHeader {
  const { payload } = input;
  return documentHeaderSchema.parse({
    docDate: input.today,
    mark: payload.mark,
    object: payload.object,
    title: `Er beställning ${payload.orderNumber}`,
    employeeUid: input.employeeId,
    customerAddress: { ...payload.delivery.address, contactName: payload.delivery.receiver },
    customerContact: payload.contact,
    warehouseCode: input.warehouse?.code ?? payload.warehouseCode,
    deliveryType: payload.delivery.type,
    deliveryMethod: payload.delivery.method,
    deliveryReceiver: payload.delivery.receiver,
    deliveryAddress: { ...payload.delivery.address, contactName: payload.delivery.receiver },
    deliveryDate: payload.delivery.date,
    providerMessage: payload.message,
    unixType: 'DEBIT',
    sellerAddress: warehouseAddress(input.warehouse),
  });
}

const deliveryWords: Record<DeliveryType, string> = {
  DELIVERY: 'Leverans till',
  PICKUP: 'Hämtas på',
  PICKUP_POINT: 'Hämtas på utlämningsställe',
};

/** Swedish date for an SMS: "tisdag 24 november". */
function smsDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('sv-SE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** The order confirmation: at most two SMS parts, where and when, the provider's name first. */
export function confirmationSms(input: {
  providerName: string;
  orderNumber: number;
  header: DocumentHeader;
  warehouse: Warehouse | null;
  today: string;
}): string {
  const { header, warehouse } = input;
  const type = header.deliveryType ?? 'PICKUP';
  const place =
    type === 'DELIVERY'
      ? [header.customerAddress.streetAddress, header.customerAddress.city].filter(Boolean).join(', ') ||
        'angiven adress'
      : warehouse
        ? `${warehouse.name}, ${warehouse.address}`
        : 'ditt lager';
  const when = header.deliveryDate ? smsDate(header.deliveryDate) : smsDate(input.today);
  return `${input.providerName}: Order ${input.orderNumber} är bekräftad. ${deliveryWords[type]} ${place}, ${when}. Följesedeln finns i Montör.`;
}

export function todayOf(now: Date): string {
  return formatDate(now);
}

/** A catalogue article's stock in one warehouse, as the repository reads it. */
export interface StockRow {
  article: string;
  warehouseCode: string;
  warehouseName: string;
  balance: number;
  shortageMessage: string | null;
}

/**
 * Stock per warehouse for each catalogue line: the order's warehouse first (with 0 where it does not
 * carry the article, the first thing a plumber wants to know), then the others in the provider's order.
 */
export function stockOfLines(
  document: Document,
  rows: readonly StockRow[],
  home: { code: string; name: string } | null,
): Record<string, WarehouseStock[]> {
  const byArticle = new Map<string, WarehouseStock[]>();
  for (const row of rows) {
    const list = byArticle.get(row.article) ?? [];
    const own = row.warehouseCode === home?.code;
    const entry = {
      warehouseCode: row.warehouseCode,
      warehouseName: row.warehouseName,
      balance: row.balance,
      shortageMessage: row.shortageMessage,
      own,
    };
    if (own) list.unshift(entry);
    else list.push(entry);
    byArticle.set(row.article, list);
  }
  const stock: Record<string, WarehouseStock[]> = {};
  for (const item of document.items) {
    if (!item.article || item.unknownItem) continue;
    const list = byArticle.get(item.article) ?? [];
    const homeMissing = home && !list.some((s) => s.own);
    stock[item.uid] = homeMissing
      ? [
          {
            warehouseCode: home.code,
            warehouseName: home.name,
            balance: 0,
            shortageMessage: null,
            own: true,
          },
          ...list,
        ]
      : list;
  }
  return stock;
}
