import { defineErrors } from '../../../platform/http/errors';

export const documentRelationsErrors = defineErrors({
  SOURCE_NOT_FOUND: { status: 404, text: 'Dokumentet finns inte' },
  NOT_CONVERTIBLE: {
    status: 400,
    text: (from: string, to: string) => `${from} kan inte göras om till ${to.toLowerCase()}`,
  },
  MAIN_SOURCE_NOT_AMONG_SOURCES: {
    status: 400,
    text: 'Dokumentet vars huvud ska användas måste vara ett av källdokumenten',
  },
  OWN_ARTICLE_NOT_FOUND: { status: 404, text: 'Den egna artikeln finns inte' },
  NO_ITEMS_IN_KIND: { status: 400, text: 'Det går inte att lägga till artiklar i den här dokumenttypen' },
});
