import { describe, expect, it } from 'vitest';
import { priceView } from './price-view';

const none = {
  retailPrice: null,
  retailPriceIncludeMoms: null,
  regularPrice: null,
  regularPriceExcludeCampaign: null,
  wholesalePrice: null,
  specialPrice: null,
  specialPriceEndDate: null,
  discountBp: null,
  turnkeyPrice: null,
};
const list = { ...none, retailPrice: 144_600, retailPriceIncludeMoms: 180_750 };

describe('which price leads', () => {
  it('shows a visitor the list price with moms', () => {
    expect(priceView(list, false)).toEqual({ kind: 'retail', inclMoms: 180_750, exclMoms: 144_600 });
  });

  it('shows a logged-in employee without net prices the list price', () => {
    expect(priceView(list, true)).toEqual({ kind: 'list', exclMoms: 144_600, inclMoms: 180_750 });
  });

  it('says "on request" when there is no price', () => {
    expect(priceView(none, true)).toEqual({ kind: 'none' });
  });

  it('shows the firm its net price and the discount', () => {
    const view = priceView(
      { ...list, regularPrice: 96_882, regularPriceExcludeCampaign: 96_882, discountBp: 3300 },
      true,
    );
    expect(view).toMatchObject({ kind: 'net', price: 96_882, listPrice: 144_600, campaign: null });
  });

  it('leads with a campaign that beats the net price, with its end date', () => {
    const view = priceView(
      {
        ...list,
        regularPrice: 72_800,
        regularPriceExcludeCampaign: 75_203,
        specialPrice: 72_800,
        specialPriceEndDate: '2026-12-05',
        discountBp: 2150,
      },
      true,
    );
    expect(view).toMatchObject({
      kind: 'net',
      price: 72_800,
      campaign: { price: 72_800, endsOn: '2026-12-05', before: 75_203 },
      weakerCampaign: null,
    });
  });

  it('keeps the firm price when the campaign is dearer', () => {
    const view = priceView(
      {
        ...list,
        regularPrice: 12_495,
        regularPriceExcludeCampaign: 12_495,
        specialPrice: 15_600,
        specialPriceEndDate: '2026-12-19',
      },
      true,
    );
    expect(view).toMatchObject({
      kind: 'net',
      price: 12_495,
      campaign: null,
      weakerCampaign: { price: 15_600, endsOn: '2026-12-19' },
    });
  });
});
