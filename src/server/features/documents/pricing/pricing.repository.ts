/** The facts a line's price and stock come from, read for a set of lines (decision 0011). */
import type { DocumentItemData } from '@shared/api/documents';
import type { Db } from '../../../platform/db/database';
import { isCatalogueLine, type PricingFacts } from '../items/items.mapper';
import { type FirmContext, type LineFacts, lineFacts } from '../items/items.repository';

export interface LoadedFacts {
  facts: PricingFacts;
  firm: FirmContext;
}

/**
 * Reads every price, stock and own-article fact the lines need in one statement for all lines
 * (`lineFacts`: the firm, the catalogue articles with discount, stock and replacements, own articles,
 * own prices and price overrides). One statement also means it runs safely on a transaction's connection.
 */
export async function loadPricingFacts({
  db,
  firmId,
  clientId,
  today,
  articles,
  ownArticleUids,
  quantities = new Map(),
}: {
  db: Db;
  firmId: string;
  clientId: string | null;
  today: string;
  /** Provider article or RSK numbers (compact). */
  articles: readonly string[];
  ownArticleUids: readonly string[];
  /** The largest line quantity per article; a new line's (the minimum order quantity) when absent. */
  quantities?: ReadonlyMap<string, number>;
}): Promise<LoadedFacts> {
  const read = await lineFacts(db, {
    firmId,
    clientId,
    articles: [...new Set(articles)],
    quantities,
    ownArticleIds: [...new Set(ownArticleUids)],
  });
  return loadedFrom(read, today);
}

function loadedFrom(read: LineFacts, today: string): LoadedFacts {
  return {
    firm: read.firm,
    facts: {
      today,
      // A code may be an RSK number (the two formats cannot collide), so every row is kept by its article.
      products: new Map(read.products.map((p) => [p.article, p])),
      clientOwnPrices: new Map(read.ownPrices.filter((p) => p.clientId !== null).map((p) => [p.article, p])),
      firmOwnPrices: new Map(read.ownPrices.filter((p) => p.clientId === null).map((p) => [p.article, p])),
      overrides: new Map(read.overrides.map((o) => [o.code, Number(o.priceOre)])),
      ownArticles: new Map(read.ownArticles.map((a) => [a.id, a])),
    },
  };
}

/** The facts of a stored document's lines and client, and the version of the row they were read from. */
export interface DocumentFacts {
  loaded: LoadedFacts;
  /** Null when there is no such document. */
  version: number | null;
}

/**
 * The facts for a stored document's lines read from its row, so a load reads them while it reads the
 * row itself. The caller uses them only for the same version of the row (`enrichDocumentItems`).
 */
export async function loadFactsForDocument(args: {
  db: Db;
  firmId: string;
  docType: string;
  docUid: string;
  today: string;
}): Promise<DocumentFacts> {
  const read = await lineFacts(args.db, {
    firmId: args.firmId,
    clientId: null,
    articles: [],
    quantities: new Map(),
    ownArticleIds: [],
    document: { id: args.docUid, docType: args.docType },
  });
  return { loaded: loadedFrom(read, args.today), version: read.documentVersion };
}

/** The facts for a document's lines. */
export function loadFactsForItems(args: {
  db: Db;
  firmId: string;
  clientId: string | null;
  today: string;
  items: readonly DocumentItemData[];
}): Promise<LoadedFacts> {
  const { items, ...rest } = args;
  const quantities = new Map<string, number>();
  for (const l of items) {
    if (l.article) quantities.set(l.article, Math.max(l.quantity, quantities.get(l.article) ?? l.quantity));
  }
  return loadPricingFacts({
    ...rest,
    quantities,
    articles: items.filter(isCatalogueLine).map((l) => l.article),
    ownArticleUids: items.flatMap((l) =>
      l.type === 'OWN_ARTICLE' && l.ownArticleUid ? [l.ownArticleUid] : [],
    ),
  });
}
