import { defineErrors } from '../../platform/http/errors';

export const printingErrors = defineErrors({
  NO_DOCUMENTS: { status: 400, text: 'Välj minst ett dokument att skriva ut.' },
  LAYOUT_NOT_OF_KIND: {
    status: 400,
    text: (label: string) => `${label} har inte den utskriftsmallen. Välj en av dokumenttypens mallar.`,
  },
  NET_PRICES_HIDDEN: {
    status: 403,
    text: 'Utskriften visar inköpspriser och marginaler, som är dolda för din inloggning. Välj en kundutskrift.',
  },
});
