import { defineErrors } from '../../platform/http/errors';

/** 404s are as the call layer's NOT_FOUND but name what was missing, so the page can say it. */
export const catalogueErrors = defineErrors({
  CATEGORY_NOT_FOUND: { status: 404, text: 'Kategorin finns inte (längre) i katalogen.' },
  PRODUCT_NOT_FOUND: { status: 404, text: 'Produkten finns inte i katalogen.' },
  FREE_ITEM_NOT_FOUND: { status: 404, text: 'Beställningsvaran finns inte.' },
  DATA_SHEET_NOT_FOUND: { status: 404, text: 'Produktbladet finns inte.' },
  PICTURE_NOT_FOUND: { status: 404, text: 'Bilden finns inte.' },
  ARTICLE_NOT_FOUND: {
    status: 404,
    text: (article: string) => `Artikelnumret ${article} finns inte i katalogen.`,
  },
});
