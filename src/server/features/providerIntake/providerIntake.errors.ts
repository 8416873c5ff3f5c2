import { defineErrors } from '../../platform/http/errors';

export const providerIntakeErrors = defineErrors({
  PROVIDER_API_KEY_INVALID: {
    status: 401,
    text: 'Leverantörsnyckeln saknas, är okänd eller har återkallats.',
  },
  PROVIDER_ORDER_NOT_FOUND: { status: 404, text: 'Beställningen finns inte hos leverantören.' },
  PROVIDER_ORDER_STATUS_INVALID: {
    status: 409,
    text: (from: string, to: string) => `En beställning i status ${from} kan inte få status ${to}.`,
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    text: 'Nyckeln har redan använts för en annan beställning.',
  },
});
