import type { DocumentItemData, PriceDetails } from '@shared/api/documents';
import { compactCode } from '@shared/domain/catalogue-codes';
import type { PriceChangeResult, PriceSource } from '@shared/domain/documents/document-lines';
import { emptyLine } from '@shared/domain/documents/line-input';
import { formatNumber } from '@shared/domain/format';
import { evaluateOwnPrice } from '@shared/domain/own-price';
import { cataloguePrices } from '@shared/domain/pricing';
import type { LineOwnArticle, LineOwnPrice, LineProduct } from './items.repository';

/*
 * Prices of lines (docs/decisions/0010 "Prices of lines"), worked out from facts read in one batch per
 * source: the catalogue rows with the firm's discount, the firm's and the client's own prices, the
 * client's price overrides and the own articles.
 */

/**
 * The line's stored fields, copied one by one into a new object, with `extra` after them. A 300-line
 * answer copies every line twice; V8 makes `{ ...line, more }` and key-by-key copies of parsed jsonb
 * slow dictionary objects (1.5–3.5 ms for 300 lines, and slower validation and JSON encoding of the
 * answer after them), where this literal is a fast object. The type makes a new field a compile error
 * here until it is copied.
 */
export function lineWith<E extends object>(line: DocumentItemData, extra: E): DocumentItemData & E {
  const copy: DocumentItemData = {
    uid: line.uid,
    type: line.type,
    nomenclatureItemType: line.nomenclatureItemType,
    ownArticleType: line.ownArticleType,
    code: line.code,
    article: line.article,
    rskNumber: line.rskNumber,
    productId: line.productId,
    ownArticleUid: line.ownArticleUid,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    priceOre: line.priceOre,
    purchasePriceOre: line.purchasePriceOre,
    discountBp: line.discountBp,
    discountOre: line.discountOre,
    markupBp: line.markupBp,
    vatRateBp: line.vatRateBp,
    applyDiscount: line.applyDiscount,
    excludeFromTotalMaterialProfit: line.excludeFromTotalMaterialProfit,
    comment: line.comment,
    priceSource: line.priceSource,
    sourcePriceOre: line.sourcePriceOre,
    sourcePurchasePriceOre: line.sourcePurchasePriceOre,
    minOrderQuantity: line.minOrderQuantity,
    unknownItem: line.unknownItem,
  };
  return Object.assign(copy, extra);
}

/** Everything the price of a document's lines depends on, read once for all its lines. */
export interface PricingFacts {
  /** The Swedish calendar date campaigns are compared with. */
  today: string;
  /** Catalogue rows by article number. */
  products: ReadonlyMap<string, LineProduct>;
  /** The firm's own prices for the client, and for everyone, by article number. */
  clientOwnPrices: ReadonlyMap<string, LineOwnPrice>;
  firmOwnPrices: ReadonlyMap<string, LineOwnPrice>;
  /** The client's price overrides by compact article code. */
  overrides: ReadonlyMap<string, number>;
  ownArticles: ReadonlyMap<string, LineOwnArticle>;
}

/** The price a source gives for a line today. */
export interface SourcePrice {
  source: PriceSource;
  priceOre: number | null;
  purchasePriceOre: number | null;
}

/** Every price a catalogue article has for the firm and client today. */
export interface CatalogueArticlePrices {
  grossOre: number | null;
  /** Gross less the rabattbrev discount: what own prices are worked out from. */
  netOre: number | null;
  /** What the firm pays now: the net price, or the campaign price when lower. */
  purchaseOre: number | null;
  clientOwnOre: number | null;
  firmOwnOre: number | null;
  overrideOre: number | null;
  resolved: SourcePrice;
  /** An own price says whether the client's material discount may be taken off it; others allow it. */
  applyDiscount: boolean;
}

const allVisible = { gross: true, net: true, turnkey: false };

function ownPriceOre(row: LineOwnPrice | undefined, netOre: number | null): number | null {
  return row ? evaluateOwnPrice(netOre, row).priceOre : null;
}

function overrideOf(facts: PricingFacts, codes: ReadonlyArray<string | null | undefined>): number | null {
  for (const code of codes) {
    const price = code ? facts.overrides.get(compactCode(code)) : undefined;
    if (price !== undefined) return price;
  }
  return null;
}

export function catalogueArticlePrices(product: LineProduct, facts: PricingFacts): CatalogueArticlePrices {
  const prices = cataloguePrices(
    {
      grossOre: product.grossPriceOre,
      campaignOre: product.campaignPriceOre,
      campaignEndsOn: product.campaignEndsOn,
      turnkeyOre: null,
      turnkeyAOre: null,
      turnkeyBOre: null,
      turnkeyCOre: null,
      discountBp: product.discountBp,
      wholesaleQuantity: product.wholesaleQuantity,
    },
    allVisible,
    facts.today,
  );
  const netOre = prices.regularPriceExcludeCampaign;
  const clientOwn = facts.clientOwnPrices.get(product.article);
  const firmOwn = facts.firmOwnPrices.get(product.article);
  const clientOwnOre = ownPriceOre(clientOwn, netOre);
  const firmOwnOre = ownPriceOre(firmOwn, netOre);
  const overrideOre = overrideOf(facts, [product.article, product.rsk]);
  const [source, priceOre]: [PriceSource, number | null] =
    clientOwnOre !== null
      ? ['FROM_OWN_PRICE', clientOwnOre]
      : firmOwnOre !== null
        ? ['FROM_OWN_PRICE', firmOwnOre]
        : overrideOre !== null
          ? ['FROM_CLIENT_PRICE', overrideOre]
          : ['FROM_CATALOGUE_PRICE', product.grossPriceOre];
  return {
    grossOre: product.grossPriceOre,
    netOre,
    purchaseOre: prices.regularPrice,
    clientOwnOre,
    firmOwnOre,
    overrideOre,
    resolved: { source, priceOre, purchasePriceOre: prices.regularPrice },
    applyDiscount:
      clientOwnOre !== null
        ? clientOwn!.discountApplicable
        : firmOwnOre !== null
          ? firmOwn!.discountApplicable
          : true,
  };
}

/** An own article's price: the client's override by the article's number wins over the register's. */
export function ownArticlePrice(article: LineOwnArticle, facts: PricingFacts): SourcePrice {
  const overrideOre = overrideOf(facts, [article.code]);
  return {
    source: 'FROM_OWN_ARTICLES',
    priceOre: overrideOre ?? article.priceOre,
    purchasePriceOre: article.purchasePriceOre,
  };
}

/** A line that names a provider article the catalogue prices (not a free, special or priceless one). */
export function isCatalogueLine(line: DocumentItemData): line is DocumentItemData & { article: string } {
  return (
    line.type === 'NOMENCLATURE' &&
    (line.nomenclatureItemType ?? 'REGULAR') === 'REGULAR' &&
    line.article !== null &&
    line.article !== ''
  );
}

/** What the line's price source says today; `found` false when the article or own article is gone. */
export interface LineToday {
  found: boolean;
  today: SourcePrice | null;
  catalogue: CatalogueArticlePrices | null;
  ownArticle: LineOwnArticle | null;
  product: LineProduct | null;
  /** The client's price override for the article, by article number, RSK or own article number. */
  overrideOre: number | null;
}

const nothing: LineToday = {
  found: true,
  today: null,
  catalogue: null,
  ownArticle: null,
  product: null,
  overrideOre: null,
};

export function lineToday(line: DocumentItemData, facts: PricingFacts): LineToday {
  if (isCatalogueLine(line)) {
    const product = facts.products.get(line.article) ?? null;
    // The catalogue never deletes an article; an archived one is no longer sold, so it is "not found".
    if (!product) return { ...nothing, found: false, overrideOre: overrideOf(facts, [line.article]) };
    const catalogue = catalogueArticlePrices(product, facts);
    return {
      found: product.active,
      today: catalogue.resolved,
      catalogue,
      ownArticle: null,
      product,
      overrideOre: catalogue.overrideOre,
    };
  }
  if (line.type === 'OWN_ARTICLE' && line.ownArticleUid) {
    const ownArticle = facts.ownArticles.get(line.ownArticleUid) ?? null;
    return {
      ...nothing,
      found: ownArticle !== null,
      today: ownArticle ? ownArticlePrice(ownArticle, facts) : null,
      ownArticle,
      overrideOre: overrideOf(facts, [ownArticle?.code ?? line.code]),
    };
  }
  return nothing;
}

/**
 * The line's stored source price against today's. A line without a stored source (typed by hand, a
 * comment) has nothing to compare and stays grey.
 */
export function priceChange(line: DocumentItemData, today: LineToday): PriceChangeResult {
  if (line.priceSource === null) return 'PRICE_NOT_CHANGED';
  if (!today.found || !today.today) return 'NOT_FOUND_IN_CATALOGUE';
  const now = today.today.priceOre;
  const then = line.sourcePriceOre;
  if (now === then && today.today.source === line.priceSource) return 'PRICE_NOT_CHANGED';
  if (now !== null && then !== null && now < then) return 'PRICE_CHANGED_LOWER';
  return now === then ? 'PRICE_NOT_CHANGED' : 'PRICE_CHANGED';
}

export function priceDetailsOf(
  line: DocumentItemData,
  today: LineToday,
  viewer: { netPricesVisible: boolean; mayEditOwnPrices: boolean },
): PriceDetails | null {
  if (line.type === 'COMMENT') return null;
  if (line.type === 'NOMENCLATURE' && !isCatalogueLine(line) && line.priceSource === null) return null;
  const net = <T>(value: T | null | undefined): T | null =>
    viewer.netPricesVisible ? (value ?? null) : null;
  const c = today.catalogue;
  return {
    source: line.priceSource,
    iconType: priceChange(line, today),
    catalogueNetPriceOre: net(c?.purchaseOre),
    catalogueRetailPriceOre: c?.grossOre ?? null,
    ownPriceOre: net(c ? (c.clientOwnOre ?? c.firmOwnOre) : null),
    clientPriceOre: net(today.overrideOre),
    ownArticlePriceOre: net(today.ownArticle?.priceOre),
    canSaveToOwnPrice:
      viewer.mayEditOwnPrices &&
      c !== null &&
      today.found &&
      line.priceOre !== null &&
      c.netOre !== null &&
      line.priceOre !== c.netOre,
  };
}

export type StockIcon = 'OK' | 'WARNING' | 'ERROR';

/** A quantity in thousandths as Swedish text with the unit: `12 st`, `2,5 m`. */
function quantityText(thousandths: number, unit: string): string {
  const decimals =
    thousandths % 1000 === 0 ? 0 : thousandths % 100 === 0 ? 1 : thousandths % 10 === 0 ? 2 : 3;
  return `${formatNumber(thousandths / 1000, decimals)} ${unit.toLowerCase()}`.trim();
}

/**
 * The stock icon and message of a catalogue line in the firm's default warehouse: OK when it holds the
 * line's quantity; WARNING when it holds less, or only other warehouses have it; ERROR when none has it.
 */
export function stockStatusOf(input: {
  quantity: number;
  unit: string;
  balance: number | null;
  shortageMessage: string | null;
  warehouseCity: string;
  /** Other warehouses that have the article in stock, in the provider's order. */
  otherCities: readonly string[];
}): { icon: StockIcon; message: string } {
  const { balance, warehouseCity: here } = input;
  const elsewhere =
    input.otherCities.length > 0 ? `, finns i ${input.otherCities.slice(0, 3).join(', ')}` : '';
  const shortage = input.shortageMessage ? ` (${input.shortageMessage})` : '';
  if (balance !== null && balance > 0) {
    const amount = quantityText(balance, input.unit);
    if (balance >= input.quantity) return { icon: 'OK', message: `I lager: ${amount} i ${here}` };
    return { icon: 'WARNING', message: `Endast ${amount} i lager i ${here}${elsewhere}${shortage}` };
  }
  const what = balance === null ? `Lagerförs inte i ${here}` : `Slut i lager i ${here}`;
  if (elsewhere) return { icon: 'WARNING', message: `${what}${elsewhere}${shortage}` };
  return { icon: 'ERROR', message: `${what}${shortage}` };
}

/** One unit, or the provider's minimum order quantity when that is more. */
export function startQuantity(minOrderQuantity: number | null): number {
  return Math.max(1000, minOrderQuantity ?? 0);
}

/** A new catalogue line for the client: the price of the first source that has one (0010). */
export function catalogueLine(uid: string, product: LineProduct, facts: PricingFacts): DocumentItemData {
  const prices = catalogueArticlePrices(product, facts);
  const { source, priceOre, purchasePriceOre } = prices.resolved;
  return {
    ...emptyLine(uid),
    type: 'NOMENCLATURE',
    nomenclatureItemType: 'REGULAR',
    code: product.article,
    article: product.article,
    rskNumber: product.rsk,
    productId: product.id,
    description: product.name,
    quantity: startQuantity(product.wholesaleQuantity),
    unit: product.unit.toLowerCase(),
    priceOre,
    purchasePriceOre,
    applyDiscount: prices.applyDiscount,
    priceSource: source,
    sourcePriceOre: priceOre,
    sourcePurchasePriceOre: purchasePriceOre,
    minOrderQuantity: product.wholesaleQuantity,
  };
}

export function ownArticleLine(uid: string, article: LineOwnArticle, facts: PricingFacts): DocumentItemData {
  const { source, priceOre, purchasePriceOre } = ownArticlePrice(article, facts);
  return {
    ...emptyLine(uid),
    type: 'OWN_ARTICLE',
    ownArticleType: article.articleType,
    code: article.code,
    ownArticleUid: article.id,
    description: article.description,
    unit: article.unit,
    priceOre,
    purchasePriceOre,
    applyDiscount: article.applyDiscount,
    priceSource: source,
    sourcePriceOre: priceOre,
    sourcePurchasePriceOre: purchasePriceOre,
  };
}

export function commentLine(
  uid: string,
  comment: { id: string; code: string; text: string },
): DocumentItemData {
  return {
    ...emptyLine(uid),
    type: 'COMMENT',
    code: comment.code,
    ownArticleUid: comment.id,
    description: comment.text,
  };
}

/** A line's price fields set to what its source gives today. */
export function actualizedLine(line: DocumentItemData, today: SourcePrice): DocumentItemData {
  return {
    ...line,
    priceOre: today.priceOre,
    purchasePriceOre: today.purchasePriceOre,
    priceSource: today.source,
    sourcePriceOre: today.priceOre,
    sourcePurchasePriceOre: today.purchasePriceOre,
  };
}
