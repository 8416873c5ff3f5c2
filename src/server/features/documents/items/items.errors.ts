import { defineErrors } from '../../../platform/http/errors';

export const documentItemsErrors = defineErrors({
  CLIENT_NOT_FOUND: { status: 404, text: 'Kunden finns inte (eller tillhör ett annat företag).' },
  NO_ITEMS_IN_KIND: { status: 400, text: 'Det går inte att kopiera rader till den här dokumenttypen' },
  NOTHING_TO_COPY: { status: 400, text: 'Välj minst en rad att kopiera' },
  SAME_DOCUMENT: { status: 400, text: 'Välj ett annat dokument att kopiera raderna till' },
});
