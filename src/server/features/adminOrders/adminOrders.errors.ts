import { defineErrors } from '../../platform/http/errors';

export const adminOrdersErrors = defineErrors({
  ORDER_NOT_FOUND: { status: 404, text: 'Beställningen finns inte.' },
  NO_PROVIDER_DOCUMENT: {
    status: 404,
    text: 'Beställningen har inget sådant dokument än. Det kommer när ordern bekräftas respektive faktureras.',
  },
  NO_CONFIRMATION_SMS: {
    status: 409,
    text: 'Ingen orderbekräftelse har skickats som SMS för den här beställningen (den är inte bekräftad än, eller beställaren saknar mobilnummer).',
  },
});
