import { defineErrors } from '../../platform/http/errors';

export const favouritesErrors = defineErrors({
  ARTICLE_NOT_FOUND: {
    status: 404,
    text: (article: string) => `Artikelnumret ${article} finns inte i katalogen.`,
  },
  ARTICLE_ARCHIVED: {
    status: 400,
    text: (article: string) => `Artikel ${article} är utgången och kan inte bli favorit. Välj en ersättare.`,
  },
});
