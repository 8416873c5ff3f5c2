import { defineErrors } from '../../platform/http/errors';

export const kioskErrors = defineErrors({
  PRODUCT_NOT_FOUND: { status: 404, text: 'Produkten finns inte i katalogen.' },
  ARTICLE_NOT_FOUND: {
    status: 404,
    text: (article: string) => `Artikelnumret ${article} finns inte i katalogen.`,
  },
  ARTICLE_ARCHIVED: {
    status: 400,
    text: (article: string) => `Artikel ${article} har utgått och kan inte beställas. Välj en ersättare.`,
  },
  NON_INTEGRAL_QUANTITY: {
    status: 400,
    text: (unit: string) => `Artikeln säljs bara i hela ${unit}. Ange ett heltal.`,
  },
  QUANTITY_TOO_LARGE: { status: 400, text: 'Antalet är för stort.' },
  WAREHOUSE_NOT_FOUND: { status: 404, text: 'Lagret finns inte. Välj ett annat lager.' },
  BASKET_EMPTY: { status: 400, text: 'Varukorgen är tom. Lägg till varor innan du beställer.' },
  ONLY_ADMINS_CAN_ORDER: {
    status: 403,
    text: 'Ert företag låter bara administratörer skicka beställningar. Be en administratör skicka den.',
  },
  MARK_REQUIRED: { status: 400, text: 'Ange märkning: ert företag kräver det på beställningar.' },
  OBJECT_REQUIRED: { status: 400, text: 'Ange objekt: ert företag kräver det på beställningar.' },
  BASKET_HAS_ARCHIVED: {
    status: 400,
    text: (articles: string) =>
      `Varukorgen innehåller utgångna artiklar (${articles}). Byt till ersättare eller ta bort dem.`,
  },
});
