import { defineErrors } from '../../platform/http/errors';

export const companyErrors = defineErrors({
  WAREHOUSE_UNKNOWN: { status: 400, text: 'Välj ett lager i listan' },
  IMAGE_INVALID: { status: 400, text: (message: string) => message },
  IMAGE_NOT_FOUND: { status: 404, text: 'Bilden finns inte' },
});
