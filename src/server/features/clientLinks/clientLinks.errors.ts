import { defineErrors } from '../../platform/http/errors';

export const clientLinkErrors = defineErrors({
  /**
   * Every public call with a wrong, expired or revoked token, or one of a document gone: one neutral
   * answer, so the page tells a stranger nothing of which tokens, firms or documents exist.
   */
  CLIENT_LINK_UNAVAILABLE: {
    status: 404,
    text: 'Länken går inte att öppna. Den kan ha gått ut eller tagits bort. Kontakta den som skickade den till dig.',
  },
  RATE_LIMITED: {
    status: 429,
    text: 'För många försök på kort tid. Vänta några minuter och försök igen.',
  },
  CLIENT_LINK_ALREADY_DECIDED: {
    status: 409,
    text: 'Du har redan svarat på den här versionen av dokumentet.',
  },
  CLIENT_LINK_NOT_DECIDABLE: {
    status: 400,
    text: 'Det här dokumentet går inte att acceptera eller avböja via länken.',
  },
  CLIENT_LINK_NOT_OF_KIND: {
    status: 400,
    text: (label: string) => `${label} kan inte skickas med en personlig länk till kunden.`,
  },
  CLIENT_LINK_DRAFT_INVOICE: {
    status: 400,
    text: 'Slutför fakturan innan kunden får en länk till den: först då får den sitt nummer och sin OCR.',
  },
  CLIENT_LINK_DOCUMENT_EXPIRED: {
    status: 400,
    text: 'Offerten har gått ut. Ändra "Giltig till" innan du skickar en länk till kunden.',
  },
  CLIENT_LINK_NOT_FOUND: { status: 404, text: 'Kundlänken finns inte för det här dokumentet.' },
});
