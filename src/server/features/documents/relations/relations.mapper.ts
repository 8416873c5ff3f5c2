import { randomUUID } from 'node:crypto';
import type { RelationRecord } from '@shared/api/documents';
import { type DocumentHeader, type DocumentItemData, documentHeaderSchema } from '@shared/api/documents';
import { type DocumentKind, type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { addDays, defaultValidTill, documentLimits } from '@shared/domain/documents/document-rules';
import { mulDivRounded } from '@shared/domain/documents/document-totals';
import type { SourceRow } from './relations.repository';

/*
 * The pure steps of making a document from others (decision 0013): the new header from the main source,
 * the lines of every source (provider follow-ups priced as asked), and lines of one article merged.
 */

/** What the new document keeps of its main source's header; everything else starts as a new draft's. */
const keptHeaderFields = [
  'mark',
  'object',
  'title',
  'notes',
  'clientUid',
  'clientAddress',
  'clientContact',
  'customerAddress',
  'customerContact',
  'vatRegistrationId',
  'vatRateBp',
  'discountBp',
  'markupBp',
  'markupToPurchasePrice',
  'markupToMaterialOwnArticles',
  'markupToPurchasePriceFromClient',
  'reverseTaxLiability',
  'includeDocumentDiscountToProfit',
  'showTotalMaterialProfitInClientPrintingForm',
  'cash',
  // The buyers and their works (issue #17): the save recomputes the amounts, and drops them on a kind
  // without ROT (a credit invoice).
  'taxDeduction',
] as const satisfies readonly (keyof DocumentHeader)[];

export interface TargetHeaderInput {
  target: DocumentKind;
  main: { uid: string; header: DocumentHeader };
  today: string;
  employeeUid: string;
  /** The firm's payment terms when the source has none (company settings). */
  firmPaymentDelay: number;
  offerValidityDays: number;
  /** The ÄTA title postfix, or null. */
  postfixATA: string | null;
}

export function targetHeader(input: TargetHeaderInput): DocumentHeader {
  const { target, main, today } = input;
  const has = (field: string) => (target.extraFields as readonly string[]).includes(field);
  const kept = Object.fromEntries(keptHeaderFields.map((f) => [f, main.header[f]]));
  const paymentDelay = has('paymentDelay') ? (main.header.paymentDelay ?? input.firmPaymentDelay) : null;
  const title = input.postfixATA
    ? `${main.header.title} ${input.postfixATA}`.trim().slice(0, documentLimits.title)
    : main.header.title;
  return documentHeaderSchema.parse({
    ...kept,
    title,
    docDate: today,
    employeeUid: input.employeeUid,
    validTill: has('validTill') ? defaultValidTill(today, input.offerValidityDays) : null,
    paymentDelay,
    dueDate: has('dueDate') ? addDays(today, paymentDelay ?? input.firmPaymentDelay) : null,
    creditedInvoiceUid: has('creditedInvoiceUid') ? main.uid : null,
  });
}

export interface UnixPricing {
  mode: 'RETAIL' | 'MARKUP';
  markupBp: number;
}

/**
 * A provider follow-up line on the firm's own document: the provider's retail price as the sales price,
 * or the purchase price plus the markup (fixed into the sales price once, the purchase price kept). An
 * article the catalogue does not know becomes a free item.
 */
export function unixLine(line: DocumentItemData, pricing: UnixPricing): DocumentItemData {
  const known = line.unknownItem
    ? { ...line, nomenclatureItemType: 'FREE' as const, unknownItem: false }
    : line;
  if (known.type === 'COMMENT' || pricing.mode === 'RETAIL' || known.purchasePriceOre === null) return known;
  const priceOre = mulDivRounded(known.purchasePriceOre, 10_000 + pricing.markupBp, 10_000);
  return { ...known, priceOre, markupBp: pricing.markupBp, discountBp: 0, discountOre: 0 };
}

/** Every source's lines in the order the sources were given, each under a new uid. */
export function sourceLines(
  sources: readonly SourceRow[],
  unixPricing: UnixPricing | null,
): DocumentItemData[] {
  return sources.flatMap((s) =>
    s.items.map((line) => {
      const priced = unixPricing ? unixLine(line, unixPricing) : line;
      return { ...priced, uid: randomUUID() };
    }),
  );
}

const collapseKey = (line: DocumentItemData) => `${line.type}\u0000${line.code}\u0000${line.priceOre}`;

/**
 * Lines with one of `codes` merge into the first line of the same kind, code and price, which gets the
 * summed quantity; lines of that code at another price stay separate. Comment rows never merge.
 */
export function collapseLines(
  lines: readonly DocumentItemData[],
  codes: readonly string[],
): DocumentItemData[] {
  const wanted = new Set(codes);
  const kept: DocumentItemData[] = [];
  const firstOf = new Map<string, number>();
  for (const line of lines) {
    if (line.type === 'COMMENT' || !wanted.has(line.code)) {
      kept.push(line);
      continue;
    }
    const key = collapseKey(line);
    const at = firstOf.get(key);
    if (at === undefined) {
      firstOf.set(key, kept.length);
      kept.push(line);
    } else {
      kept[at] = { ...kept[at]!, quantity: kept[at]!.quantity + line.quantity };
    }
  }
  return kept;
}

export interface SimilarItem {
  code: string;
  description: string;
  count: number;
  quantity: number;
}

/** Article codes on more than one line across the sources, in the order they first appear. */
export function similarItems(lines: readonly DocumentItemData[]): SimilarItem[] {
  const byCode = new Map<string, SimilarItem>();
  for (const line of lines) {
    if (line.type === 'COMMENT' || line.code.trim() === '') continue;
    const seen = byCode.get(line.code);
    if (seen) {
      seen.count += 1;
      seen.quantity += line.quantity;
    } else {
      byCode.set(line.code, {
        code: line.code,
        description: line.description,
        count: 1,
        quantity: line.quantity,
      });
    }
  }
  return [...byCode.values()].filter((s) => s.count > 1);
}

/** "Fakturan", "Arbetsordern": the kind's definite form for the answer's message. */
const definiteLabels: Record<DocumentType, string> = {
  OFFER: 'Offerten',
  COST_CALCULATION: 'Kostnadskalkylen',
  ADDITIONAL_ESTIMATE: 'ÄTA:n',
  CUSTOMER_ORDER: 'Beställningen',
  WORK_ORDER: 'Arbetsordern',
  INVOICE: 'Fakturan',
  CREDIT_INVOICE: 'Kreditfakturan',
  INTEREST_INVOICE: 'Räntefakturan',
  UNIX_ORDER: 'Följesedeln',
  UNIX_INVOICE: 'Leverantörsfakturan',
};

export function createdMessage(target: DocumentType, sources: readonly SourceRow[]): string {
  const first = sources[0]!;
  if (sources.length > 1) return `${definiteLabels[target]} skapades från ${sources.length} dokument`;
  const source = documentKinds[first.docType].label.toLowerCase();
  return `${definiteLabels[target]} skapades från ${source} ${first.number ?? '(utkast)'}`;
}

export function toRelationRecord(row: {
  docUid: string;
  docType: DocumentType;
  number: number | null;
  mark: string;
  title: string;
  object: string;
  docDate: string;
  employee: string | null;
}): RelationRecord {
  return {
    docUid: row.docUid,
    docType: row.docType,
    documentNumber: row.number,
    reference: row.mark || row.title || row.object,
    date: row.docDate,
    employee: row.employee,
  };
}
