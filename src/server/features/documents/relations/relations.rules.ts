import { randomUUID } from 'node:crypto';
import type { DocumentHeader, DocumentItemData } from '@shared/api/documents';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { computeDocumentTotals, formatRateBp, mulDivRounded } from '@shared/domain/documents/document-totals';
import { emptyLine, pricingOf, toLineInput } from '@shared/domain/documents/line-input';
import { formatKr } from '@shared/domain/format';

/*
 * A partial invoice (delfaktura, decision 0022): one line per VAT rate of the source, "Delfakturering
 * enligt offert 1023", whose amounts including VAT add up to exactly the asked sum, and a comment row
 * saying what the source is worth and what is left after this invoice.
 */

const BP = 10_000;

/** a mod b for b > 0, never negative. */
function floorMod(a: bigint, b: bigint): bigint {
  return ((a % b) + b) % b;
}

/**
 * `amount` split in proportion to `weights` (whose sum must be positive), summing to `amount` exactly:
 * each share rounded down, the öre left over given to the largest remainders, the first on a tie.
 */
export function splitInProportion(amount: number, weights: readonly number[]): number[] {
  const total = BigInt(weights.reduce((a, b) => a + b, 0));
  if (total <= 0n) throw new RangeError('The weights must have a positive sum');
  const exact = weights.map((w) => BigInt(amount) * BigInt(w));
  const shares = exact.map((e) => (e - floorMod(e, total)) / total);
  let left = BigInt(amount) - shares.reduce((a, b) => a + b, 0n);
  const order = exact
    .map((e, i) => ({ i, rest: floorMod(e, total) }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    shares[i] = shares[i]! + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** The amount excluding VAT whose VAT (rounded as the totals round it) brings it closest to `gross`. */
export function netOfGross(grossOre: number, rateBp: number, reverseCharge: boolean): number {
  return reverseCharge ? grossOre : mulDivRounded(grossOre, BP, BP + rateBp);
}

export interface PartialSource {
  docType: DocumentType;
  number: number | null;
  reference: string;
}

export interface PartialInvoiceInput {
  source: PartialSource;
  /** The new invoice's header (its VAT rate, reverse charge) and the lines a full invoice would get. */
  header: DocumentHeader;
  fullLines: readonly DocumentItemData[];
  /** What the partial invoice asks to be paid, öre including VAT, whole kronor. */
  partialOre: number;
  /** Invoiced from the source before this one, öre including VAT. */
  invoicedOre: number;
}

/** "offert 1023", "offert ”Villa Ek”", what the customer recognises the source by. */
export function sourceName(source: PartialSource): string {
  const label = documentKinds[source.docType].label.toLowerCase();
  if (source.number !== null) return `${label} ${source.number}`;
  return source.reference ? `${label} ”${source.reference}”` : label;
}

/** What a full invoice from the source would ask, öre including VAT: what partial invoices share. */
export function fullPayableOre(header: DocumentHeader, lines: readonly DocumentItemData[]): number {
  return computeDocumentTotals(lines.map(toLineInput), pricingOf(header)).totalPayableSumOre;
}

function amountLine(description: string, netOre: number, rateBp: number): DocumentItemData {
  return {
    ...emptyLine(randomUUID(), 'OWN_ARTICLE'),
    ownArticleType: 'OTHER',
    description,
    unit: 'st',
    quantity: netOre < 0 ? -1000 : 1000,
    priceOre: Math.abs(netOre),
    vatRateBp: rateBp,
    applyDiscount: false,
  };
}

function commentLine(text: string): DocumentItemData {
  return { ...emptyLine(randomUUID(), 'COMMENT'), description: text };
}

/**
 * The partial invoice's lines: the sum shared over the source's VAT rates in proportion to what each
 * rate carries including VAT, each share turned into an amount excluding VAT. The öre those roundings
 * leave (at most one per rate) fall in the invoice's öresavrundning, so "Att betala" is the asked sum.
 */
export function partialInvoiceLines(input: PartialInvoiceInput): DocumentItemData[] {
  const { header, partialOre } = input;
  const pricing = pricingOf(header);
  const full = computeDocumentTotals(input.fullLines.map(toLineInput), pricing);
  const rates = full.vat.filter((v) => v.baseOre + v.vatOre !== 0);
  const shares = splitInProportion(
    partialOre,
    rates.map((v) => v.baseOre + v.vatOre),
  );
  const name = sourceName(input.source);
  const lines = rates.map((v, i) => {
    const rate = rates.length > 1 ? `, moms ${formatRateBp(v.rateBp)}` : '';
    return amountLine(
      `Delfakturering enligt ${name}${rate}`,
      netOfGross(shares[i]!, v.rateBp, header.reverseTaxLiability),
      v.rateBp,
    );
  });
  const leftAfter = full.totalPayableSumOre - input.invoicedOre - partialOre;
  const summary =
    `Avser ${name}: totalt ${formatKr(full.totalPayableSumOre)} inkl. moms, ` +
    `tidigare fakturerat ${formatKr(input.invoicedOre)}, kvar att fakturera efter denna faktura ${formatKr(leftAfter)}.`;
  const result = [...lines, commentLine(summary)];
  const payable = computeDocumentTotals(result.map(toLineInput), pricing).totalPayableSumOre;
  if (payable !== partialOre) throw new Error(`Partial invoice sums to ${payable}, not ${partialOre}`);
  return result;
}
