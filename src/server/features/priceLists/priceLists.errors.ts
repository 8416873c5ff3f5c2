import { defineErrors } from '../../platform/http/errors';

export const priceListsErrors = defineErrors({
  NET_PRICES_HIDDEN: {
    status: 403,
    text: 'Nettoprislistor visar inköpspriser och är dolda för dig. Välj en bruttoprislista.',
  },
});
