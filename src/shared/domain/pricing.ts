/**
 * Catalogue prices (domain-notes "The trade", docs/decisions/0002-money.md and 0008-catalogue-search.md).
 * The provider publishes a gross (list) price per unit; a firm's rabattbrev gives a discount per discount
 * group, which makes its net price; a campaign lowers the price for everyone until its end date. All
 * amounts are integer öre, discounts and VAT integer basis points (1 % = 100).
 *
 * Rounding: a net unit price is rounded to whole öre once, half away from zero, because the provider
 * invoices whole-öre unit prices; everything a document does with it afterwards follows 0002.
 */

/** Standard Swedish VAT, which plumbing material carries. */
export const MOMS_RATE_BP = 2500;
const BP = 10_000n;

/** n / d rounded half away from zero, exact for any size (amounts × basis points can pass 2^53). */
export function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  if ((an % ad) * 2n >= ad) q += 1n;
  return negative ? -q : q;
}

function assertOre(ore: number): void {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Amount must be integer öre: ${ore}`);
}

/** Gross price less a discount in basis points, rounded to whole öre. */
export function netPriceOre(grossOre: number, discountBp: number): number {
  assertOre(grossOre);
  if (!Number.isInteger(discountBp) || discountBp < 0 || discountBp > 10_000) {
    throw new RangeError(`Discount must be 0–10000 basis points: ${discountBp}`);
  }
  return Number(divideRounded(BigInt(grossOre) * (BP - BigInt(discountBp)), BP));
}

/** A price excluding VAT → including it (25 % unless told), rounded to whole öre. */
export function withMomsOre(ore: number, rateBp = MOMS_RATE_BP): number {
  assertOre(ore);
  return Number(divideRounded(BigInt(ore) * (BP + BigInt(rateBp)), BP));
}

/** Unit price × quantity in thousandths (1,5 m = 1500), rounded to whole öre (0002 step 1). */
export function amountForQuantityOre(unitOre: number, quantityThousandths: number): number {
  assertOre(unitOre);
  if (!Number.isSafeInteger(quantityThousandths)) throw new RangeError('Quantity must be an integer');
  return Number(divideRounded(BigInt(unitOre) * BigInt(quantityThousandths), 1000n));
}

/** Who is looking decides which prices the answer may carry. */
export type PriceViewer =
  | { kind: 'visitor' }
  | { kind: 'employee'; netPriceAndMarginHidden: boolean; clientMode: boolean };

export interface PriceVisibility {
  /** List prices incl. and excl. moms: public. */
  gross: boolean;
  /** The firm's purchase prices (net, campaign, per wholesale quantity) and its discount. */
  net: boolean;
  /** Turnkey A/B/C are selling prices to the firm's clients: a logged-in firm sees them, also in client mode. */
  turnkey: boolean;
}

/**
 * Visitors see list prices only. A logged-in firm sees its net prices unless the employee has
 * "dölj nettopriser och marginaler" or the session is in client mode (a client is looking at the screen).
 */
export function priceVisibility(viewer: PriceViewer): PriceVisibility {
  if (viewer.kind === 'visitor') return { gross: true, net: false, turnkey: false };
  return { gross: true, net: !viewer.netPriceAndMarginHidden && !viewer.clientMode, turnkey: true };
}

/** A campaign runs up to and including its end date (a Swedish calendar date, YYYY-MM-DD). */
export function campaignActive(
  campaign: { priceOre: number | null; endsOn: string | null },
  today: string,
): boolean {
  return campaign.priceOre !== null && (campaign.endsOn === null || campaign.endsOn >= today);
}

export interface ProductPriceInput {
  grossOre: number | null;
  campaignOre: number | null;
  campaignEndsOn: string | null;
  turnkeyOre: number | null;
  turnkeyAOre: number | null;
  turnkeyBOre: number | null;
  turnkeyCOre: number | null;
  /** The firm's discount for the product's discount group; null when the firm has none (or no firm). */
  discountBp: number | null;
  /** Minimum order quantity in thousandths of the unit; null when one unit can be ordered. */
  wholesaleQuantity: number | null;
}

/** The `prices` record of api-spec §3.8. Every amount is öre excl. moms unless its name says otherwise. */
export interface CataloguePrices {
  /** The provider's list (gross) price. */
  retailPrice: number | null;
  retailPriceIncludeMoms: number | null;
  /** What the firm pays for one unit now: its net price, or the campaign price when that is lower. */
  regularPrice: number | null;
  /** The firm's net price from its rabattbrev, campaigns left out. */
  regularPriceExcludeCampaign: number | null;
  /** regularPrice for one wholesale (minimum) quantity, when that is more than one unit. */
  wholesalePrice: number | null;
  /** The running campaign's price and its last day. */
  specialPrice: number | null;
  specialPriceEndDate: string | null;
  /** The firm's discount for this product's discount group, in basis points. */
  discountBp: number | null;
  turnkeyPrice: { turnkeyPrice: number | null; a: number | null; b: number | null; c: number | null } | null;
}

export function cataloguePrices(
  input: ProductPriceInput,
  visibility: PriceVisibility,
  today: string,
): CataloguePrices {
  const gross = input.grossOre;
  const campaign = campaignActive({ priceOre: input.campaignOre, endsOn: input.campaignEndsOn }, today)
    ? input.campaignOre
    : null;
  const net = gross === null ? null : netPriceOre(gross, input.discountBp ?? 0);
  const effective = net === null ? campaign : campaign === null ? net : Math.min(net, campaign);
  const perWholesale =
    effective !== null && input.wholesaleQuantity !== null && input.wholesaleQuantity > 1000
      ? amountForQuantityOre(effective, input.wholesaleQuantity)
      : null;
  const showNet = visibility.net;
  const turnkey = [input.turnkeyOre, input.turnkeyAOre, input.turnkeyBOre, input.turnkeyCOre];
  return {
    retailPrice: visibility.gross ? gross : null,
    retailPriceIncludeMoms: visibility.gross && gross !== null ? withMomsOre(gross) : null,
    regularPrice: showNet ? effective : null,
    regularPriceExcludeCampaign: showNet ? net : null,
    wholesalePrice: showNet ? perWholesale : null,
    specialPrice: showNet ? campaign : null,
    specialPriceEndDate: showNet && campaign !== null ? input.campaignEndsOn : null,
    discountBp: showNet && gross !== null ? (input.discountBp ?? 0) : null,
    turnkeyPrice:
      visibility.turnkey && turnkey.some((p) => p !== null)
        ? {
            turnkeyPrice: input.turnkeyOre,
            a: input.turnkeyAOre,
            b: input.turnkeyBOre,
            c: input.turnkeyCOre,
          }
        : null,
  };
}
