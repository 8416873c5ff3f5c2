import {
  type CheckResult,
  type OrderCheck,
  PROVIDER_MESSAGE_MAX_LENGTH,
  type StockShortage,
} from '@shared/api/customerOrders.api';
import type { DocumentHeader, DocumentItemData } from '@shared/api/documents';
import type { ApiMessage } from '@shared/api/endpoint';
import type { OrderPayload } from '@shared/api/providerIntake.api';
import type { DocumentProblem } from '@shared/domain/documents/document-rules';
import { messages as fieldMessages, validatePostalCode } from '@shared/domain/validators';
import { isCatalogueLine, type LineProduct, stockStatusOf } from '../documents';
import type { OrderingFirm, OrderWarehouse } from './customerOrders.repository';

/*
 * The rules a customer order must keep before it goes to the provider (docs/decisions/0014), as pure
 * functions of what the use case read. Errors block the send; warnings (stock, comment rows) the user
 * may accept. Every message names its field as a `data.…` path, like the engine's completion errors.
 */

export const orderTexts = {
  noOrderLines: 'Beställningen måste ha minst en katalogartikel',
  ownArticle: 'Egna artiklar kan inte beställas från leverantören – ta bort raden',
  notCatalogue: 'Bara katalogartiklar kan beställas från leverantören – ta bort raden',
  commentRow: 'Kommentarsraden skickas inte till leverantören – skriv det viktiga i meddelandet',
  unknownArticle: (article: string) => `Artikeln ${article} finns inte i leverantörens sortiment`,
  archived: (article: string, replacement: { article: string; name: string } | undefined) =>
    replacement
      ? `Artikeln ${article} har utgått – ersätt den med ${replacement.article} ${replacement.name}`
      : `Artikeln ${article} har utgått och kan inte beställas`,
  quantity: 'Antalet måste vara större än noll',
  warehouse: 'Välj lager',
  unknownWarehouse: 'Lagret finns inte längre – välj ett annat',
  deliveryType: 'Välj leveranssätt',
  receiver: 'Ange mottagare',
  street: 'Ange gatuadress',
  zipCode: fieldMessages.postalCode,
  city: 'Ange ort',
  deliveryDatePast: 'Leveransdatumet kan inte vara före i dag',
  messageTooLong: `Meddelandet får vara högst ${PROVIDER_MESSAGE_MAX_LENGTH} tecken`,
} as const;

export interface OrderFacts {
  header: DocumentHeader;
  items: readonly DocumentItemData[];
  /** Catalogue articles of the lines by article number (archived ones too). */
  products: ReadonlyMap<string, LineProduct>;
  /** The chosen warehouse; null when none is chosen or the code is unknown. */
  warehouse: OrderWarehouse | null;
  /** Stock in the chosen warehouse by product id. */
  stock: ReadonlyMap<number, { balance: number; shortageMessage: string | null }>;
  /** The engine's completion problems (mark and object when mandatory, lines …), paths inside `data`. */
  completionProblems: readonly DocumentProblem[];
  today: string;
}

const error = (code: string, text: string, field: string): ApiMessage => ({
  level: 'ERROR',
  code,
  text,
  field: `data.${field}`,
});
const warning = (code: string, text: string, field: string): ApiMessage => ({
  ...error(code, text, field),
  level: 'WARNING',
});

function lineMessages(facts: OrderFacts): { messages: ApiMessage[]; stock: StockShortage[] } {
  const messages: ApiMessage[] = [];
  const stock: StockShortage[] = [];
  facts.items.forEach((line, i) => {
    const at = `items.${i}`;
    if (line.type === 'COMMENT') {
      messages.push(warning('COMMENT_ROW_NOT_SENT', orderTexts.commentRow, `${at}.description`));
      return;
    }
    if (line.type === 'OWN_ARTICLE') {
      messages.push(error('LINE_NOT_ORDERABLE', orderTexts.ownArticle, `${at}.code`));
      return;
    }
    if (!isCatalogueLine(line)) {
      messages.push(error('LINE_NOT_ORDERABLE', orderTexts.notCatalogue, `${at}.code`));
      return;
    }
    const product = facts.products.get(line.article);
    if (!product) {
      messages.push(error('ARTICLE_UNKNOWN', orderTexts.unknownArticle(line.article), `${at}.code`));
      return;
    }
    if (!product.active) {
      const text = orderTexts.archived(line.article, product.replacements?.[0]);
      messages.push(error('ARTICLE_ARCHIVED', text, `${at}.code`));
      return;
    }
    if (line.quantity <= 0) {
      messages.push(error('QUANTITY_NOT_POSITIVE', orderTexts.quantity, `${at}.quantity`));
      return;
    }
    if (!facts.warehouse) return;
    const held = facts.stock.get(product.id);
    const status = stockStatusOf({
      quantity: line.quantity,
      unit: line.unit || product.unit,
      balance: held?.balance ?? null,
      shortageMessage: held?.shortageMessage ?? null,
      warehouseCity: facts.warehouse.city,
      otherCities: [],
    });
    if (status.icon === 'OK') return;
    messages.push(warning('STOCK_SHORTAGE', `${line.article}: ${status.message}`, `${at}.quantity`));
    stock.push({
      itemUid: line.uid,
      article: line.article,
      description: line.description,
      quantity: line.quantity,
      balance: held?.balance ?? null,
      message: status.message,
    });
  });
  if (!facts.items.some(isCatalogueLine)) {
    messages.unshift(error('NO_ORDER_LINES', orderTexts.noOrderLines, 'items'));
  }
  return { messages, stock };
}

function deliveryMessages({ header, warehouse, today }: OrderFacts): ApiMessage[] {
  const messages: ApiMessage[] = [];
  if (!header.warehouseCode)
    messages.push(error('WAREHOUSE_REQUIRED', orderTexts.warehouse, 'warehouseCode'));
  else if (!warehouse) {
    messages.push(error('WAREHOUSE_UNKNOWN', orderTexts.unknownWarehouse, 'warehouseCode'));
  }
  if (!header.deliveryType) {
    messages.push(error('DELIVERY_TYPE_REQUIRED', orderTexts.deliveryType, 'deliveryType'));
  }
  if (header.deliveryType === 'DELIVERY') {
    const { deliveryAddress: a } = header;
    if (!header.deliveryReceiver.trim()) {
      messages.push(error('DELIVERY_RECEIVER_REQUIRED', orderTexts.receiver, 'deliveryReceiver'));
    }
    if (!a.streetAddress.trim()) {
      messages.push(error('DELIVERY_ADDRESS_REQUIRED', orderTexts.street, 'deliveryAddress.streetAddress'));
    }
    if (!a.zipCode.trim() || validatePostalCode(a.zipCode) !== null) {
      messages.push(error('DELIVERY_ZIP_INVALID', orderTexts.zipCode, 'deliveryAddress.zipCode'));
    }
    if (!a.city.trim())
      messages.push(error('DELIVERY_CITY_REQUIRED', orderTexts.city, 'deliveryAddress.city'));
  }
  if (header.deliveryDate !== null && header.deliveryDate < today) {
    messages.push(error('DELIVERY_DATE_PAST', orderTexts.deliveryDatePast, 'deliveryDate'));
  }
  if ([...header.providerMessage].length > PROVIDER_MESSAGE_MAX_LENGTH) {
    messages.push(error('PROVIDER_MESSAGE_TOO_LONG', orderTexts.messageTooLong, 'providerMessage'));
  }
  return messages;
}

/** Everything that stands between the order and the provider, each at its field, errors first. */
export function checkOrder(facts: OrderFacts): OrderCheck {
  const lines = lineMessages(facts);
  const all = [
    ...deliveryMessages(facts),
    ...facts.completionProblems.map((p) => error('VALIDATION_FAILED', p.message, p.field)),
    ...lines.messages,
  ];
  // The engine's rules and ours may say the same thing about the same field.
  const seen = new Set<string>();
  const messages = all.filter((m) => {
    const key = `${m.field}|${m.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const errors = messages.filter((m) => m.level === 'ERROR');
  const result: CheckResult = errors.length > 0 ? 'ERROR' : messages.length > 0 ? 'WARN' : 'OK';
  return {
    result,
    messages: [...errors, ...messages.filter((m) => m.level !== 'ERROR')],
    stock: lines.stock,
  };
}

/** What the provider receives: the catalogue lines with the firm's net price, and how to deliver. */
export function orderPayload(input: {
  number: number;
  header: DocumentHeader;
  items: readonly DocumentItemData[];
  products: ReadonlyMap<string, LineProduct>;
  firm: OrderingFirm;
  employee: string;
}): OrderPayload {
  const { header } = input;
  // An address typed before the type was changed to a pickup is not the provider's business.
  const delivering = header.deliveryType === 'DELIVERY';
  const address = delivering
    ? header.deliveryAddress
    : { streetAddress: '', streetAddressExt: '', zipCode: '', city: '' };
  return {
    orderNumber: input.number,
    orderDate: header.docDate,
    firmCode: input.firm.code,
    firmName: input.firm.name,
    employee: input.employee,
    mark: header.mark,
    object: header.object,
    message: header.providerMessage,
    warehouseCode: header.warehouseCode ?? '',
    delivery: {
      type: header.deliveryType ?? 'PICKUP',
      method: header.deliveryMethod,
      date: header.deliveryDate,
      receiver: delivering ? header.deliveryReceiver : '',
      address: {
        streetAddress: address.streetAddress,
        streetAddressExt: address.streetAddressExt,
        zipCode: address.zipCode,
        city: address.city,
      },
    },
    contact: header.customerContact,
    lines: input.items.filter(isCatalogueLine).map((line) => ({
      article: line.article,
      // The catalogue's numbers and name when the line lacks them (typed lines carry only the article).
      rsk: line.rskNumber ?? input.products.get(line.article)?.rsk ?? null,
      name: line.description || (input.products.get(line.article)?.name ?? ''),
      quantity: line.quantity,
      unit: line.unit,
      priceOre: line.purchasePriceOre,
    })),
  };
}
