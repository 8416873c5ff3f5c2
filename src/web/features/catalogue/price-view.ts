/**
 * Which price a card or product page leads with, from the `prices` record the server already trimmed to
 * what the viewer may see (src/shared/domain/pricing.ts). The page never decides visibility itself; it
 * only reads which fields came back.
 */
import type { CatalogueCard } from '@shared/api/catalogue.api';

type Prices = CatalogueCard['prices'];

export interface CampaignView {
  price: number;
  endsOn: string | null;
  /** The firm's own net price, which the campaign beats. */
  before: number;
}

export type PriceView =
  /** No price at all: the provider quotes it on request. */
  | { kind: 'none' }
  /** A visitor: the public list price, with moms first because that is what a private buyer pays. */
  | { kind: 'retail'; inclMoms: number | null; exclMoms: number }
  /** Logged in, but net prices are hidden (the employee's setting or client mode): the list price only. */
  | { kind: 'list'; exclMoms: number; inclMoms: number | null }
  /** Logged in with net prices: what the firm pays now, and the campaign when it beats the net price. */
  | {
      kind: 'net';
      price: number;
      listPrice: number | null;
      discountBp: number | null;
      campaign: CampaignView | null;
      /** A running campaign that does not beat the firm's own price (shown, but not as the price). */
      weakerCampaign: { price: number; endsOn: string | null } | null;
      /** The price of one minimum (wholesale) quantity, when that is more than one unit. */
      wholesalePrice: number | null;
    };

export function priceView(prices: Prices, loggedIn: boolean): PriceView {
  if (prices.regularPrice !== null) {
    const net = prices.regularPriceExcludeCampaign;
    const special = prices.specialPrice;
    const beats = special !== null && (net === null || special < net);
    return {
      kind: 'net',
      price: prices.regularPrice,
      listPrice: prices.retailPrice,
      discountBp: prices.discountBp,
      campaign:
        beats && net !== null ? { price: special, endsOn: prices.specialPriceEndDate, before: net } : null,
      weakerCampaign:
        special !== null && !beats ? { price: special, endsOn: prices.specialPriceEndDate } : null,
      wholesalePrice: prices.wholesalePrice,
    };
  }
  if (prices.retailPrice === null) return { kind: 'none' };
  return loggedIn
    ? { kind: 'list', exclMoms: prices.retailPrice, inclMoms: prices.retailPriceIncludeMoms }
    : { kind: 'retail', inclMoms: prices.retailPriceIncludeMoms, exclMoms: prices.retailPrice };
}
