/**
 * Own prices (product-spec §1, §5; api-spec §4, §5): a firm's own gross price for a catalogue article, kept
 * in one of three modes and worked out from the firm's net price (gross less its rabattbrev discount,
 * `netPriceOre` in pricing.ts):
 * - FIXED_PRICE: the price itself, in öre;
 * - FIXED_MARKUP: a markup on the net price (pålägg), price = net × (1 + markup);
 * - FIXED_PROFIT: a share of the price that is profit (täckningsgrad), price = net / (1 − profit).
 * Markup and profit are basis points (25 % = 2 500). A price in a markup or profit mode follows the net
 * price when the weekly price list changes it; a fixed price does not. Every price is rounded to whole
 * öre once, half away from zero (docs/decisions/0002-money.md, 0009-numbering-and-own-prices.md).
 */
import { formatKr } from './format';

export const ownPriceModes = ['FIXED_PRICE', 'FIXED_MARKUP', 'FIXED_PROFIT'] as const;
export type OwnPriceMode = (typeof ownPriceModes)[number];

export const ownPriceModeLabels: Record<OwnPriceMode, string> = {
  FIXED_PRICE: 'Fast pris',
  FIXED_MARKUP: 'Fast påslag',
  FIXED_PROFIT: 'Fast täckningsgrad',
};

const BP = 10_000n;
/** Markup is capped so that a typo (250 000 % instead of 25 %) is caught rather than priced. */
export const MAX_MARKUP_BP = 1_000_000;

/** n / d rounded half away from zero, exact for any size. */
function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  if ((an % ad) * 2n >= ad) q += 1n;
  return negative ? -q : q;
}

/** Markup on the net price in basis points; null when there is no net price to put a markup on. */
export function markupBpOf(netOre: number | null, priceOre: number): number | null {
  if (netOre === null || netOre <= 0) return null;
  return Number(divideRounded(BigInt(priceOre - netOre) * BP, BigInt(netOre)));
}

/** Profit as a share of the price (täckningsgrad) in basis points; null for a price of nothing. */
export function profitBpOf(netOre: number | null, priceOre: number): number | null {
  if (netOre === null || priceOre <= 0) return null;
  return Number(divideRounded(BigInt(priceOre - netOre) * BP, BigInt(priceOre)));
}

export function priceFromMarkup(netOre: number, markupBp: number): number {
  return Number(divideRounded(BigInt(netOre) * (BP + BigInt(markupBp)), BP));
}

/** Only defined below 100 %: a price that is all profit would be infinite. */
export function priceFromProfit(netOre: number, profitBp: number): number {
  if (profitBp >= 10_000) throw new RangeError(`Profit must be below 10000 basis points: ${profitBp}`);
  return Number(divideRounded(BigInt(netOre) * BP, BP - BigInt(profitBp)));
}

export interface OwnPriceInput {
  mode: OwnPriceMode;
  /** The value the mode keeps: öre for FIXED_PRICE, basis points for the other two. */
  priceOre?: number | null;
  markupBp?: number | null;
  profitBp?: number | null;
}

export interface OwnPriceProblem {
  level: 'ERROR' | 'WARNING';
  code:
    | 'VALUE_REQUIRED'
    | 'INVALID_VALUE'
    | 'NEGATIVE_PRICE'
    | 'PROFIT_TOO_HIGH'
    | 'MARKUP_TOO_HIGH'
    | 'NO_NET_PRICE'
    | 'NEGATIVE_MARGIN'
    | 'EQUALS_NET_PRICE';
  /** The input field the message belongs to: priceOre, markupBp or profitBp. */
  field: 'priceOre' | 'markupBp' | 'profitBp';
  message: string;
}

export interface OwnPriceResult {
  netOre: number | null;
  priceOre: number | null;
  markupBp: number | null;
  profitBp: number | null;
  /** Price less net price per unit (the TB of one unit). */
  marginOre: number | null;
  problems: OwnPriceProblem[];
  /** False when an ERROR problem forbids saving (product-spec §5). */
  saveable: boolean;
}

const fieldOf: Record<OwnPriceMode, OwnPriceProblem['field']> = {
  FIXED_PRICE: 'priceOre',
  FIXED_MARKUP: 'markupBp',
  FIXED_PROFIT: 'profitBp',
};

const requiredText: Record<OwnPriceMode, string> = {
  FIXED_PRICE: 'Ange priset',
  FIXED_MARKUP: 'Ange påslaget',
  FIXED_PROFIT: 'Ange täckningsgraden',
};

function error(mode: OwnPriceMode, code: OwnPriceProblem['code'], message: string): OwnPriceProblem {
  return { level: 'ERROR', code, field: fieldOf[mode], message };
}

/** The price the mode gives, or the problem that stops it from giving one. */
function resolvePrice(netOre: number | null, input: OwnPriceInput): number | OwnPriceProblem {
  const { mode } = input;
  const value =
    mode === 'FIXED_PRICE' ? input.priceOre : mode === 'FIXED_MARKUP' ? input.markupBp : input.profitBp;
  if (value === null || value === undefined) return error(mode, 'VALUE_REQUIRED', requiredText[mode]);
  if (!Number.isSafeInteger(value)) return error(mode, 'INVALID_VALUE', 'Ange ett heltal');
  if (mode === 'FIXED_PRICE') {
    return value < 0 ? error(mode, 'NEGATIVE_PRICE', 'Priset får inte vara negativt') : value;
  }
  if (netOre === null) {
    return error(mode, 'NO_NET_PRICE', 'Artikeln har inget nettopris att räkna från. Välj fast pris.');
  }
  if (mode === 'FIXED_MARKUP') {
    if (value > MAX_MARKUP_BP) return error(mode, 'MARKUP_TOO_HIGH', 'Påslaget får vara högst 10 000 %');
    return priceFromMarkup(netOre, value);
  }
  if (value >= 10_000) return error(mode, 'PROFIT_TOO_HIGH', 'Täckningsgraden måste vara under 100 %');
  return priceFromProfit(netOre, value);
}

/**
 * Works out an own price from its mode and the firm's net price, with the figures the calculator shows
 * and the problems that refuse a save: a negative margin (also a warning, so the calculator says it
 * before the user tries to save) and a price equal to the net price, which would be no own price at all.
 */
export function evaluateOwnPrice(netOre: number | null, input: OwnPriceInput): OwnPriceResult {
  const resolved = resolvePrice(netOre, input);
  if (typeof resolved !== 'number') {
    return {
      netOre,
      priceOre: null,
      markupBp: null,
      profitBp: null,
      marginOre: null,
      problems: [resolved],
      saveable: false,
    };
  }
  const priceOre = resolved;
  const marginOre = netOre === null ? null : priceOre - netOre;
  const problems: OwnPriceProblem[] = [];
  const field = fieldOf[input.mode];
  if (marginOre !== null && marginOre < 0) {
    problems.push({
      level: 'WARNING',
      code: 'NEGATIVE_MARGIN',
      field,
      message: `Negativ marginal: priset är ${formatKr(-marginOre)} lägre än ert nettopris`,
    });
    problems.push(error(input.mode, 'NEGATIVE_MARGIN', 'Ett pris med negativ marginal kan inte sparas'));
  } else if (marginOre === 0) {
    problems.push(
      error(
        input.mode,
        'EQUALS_NET_PRICE',
        'Priset är detsamma som ert nettopris och kan inte sparas som eget pris',
      ),
    );
  }
  return {
    netOre,
    priceOre,
    markupBp: markupBpOf(netOre, priceOre),
    profitBp: profitBpOf(netOre, priceOre),
    marginOre,
    problems,
    saveable: !problems.some((p) => p.level === 'ERROR'),
  };
}

/** The value an own price keeps for its mode, for the list's "värde" column and the bulk change. */
export function ownPriceValue(input: OwnPriceInput): number | null {
  const value =
    input.mode === 'FIXED_PRICE'
      ? input.priceOre
      : input.mode === 'FIXED_MARKUP'
        ? input.markupBp
        : input.profitBp;
  return value ?? null;
}

/** The stored form of "mode plus value": the two values the mode does not use are null. */
export function ownPriceOfValue(mode: OwnPriceMode, value: number): Required<OwnPriceInput> {
  return {
    mode,
    priceOre: mode === 'FIXED_PRICE' ? value : null,
    markupBp: mode === 'FIXED_MARKUP' ? value : null,
    profitBp: mode === 'FIXED_PROFIT' ? value : null,
  };
}
