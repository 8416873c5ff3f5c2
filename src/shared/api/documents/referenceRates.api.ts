import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { PROVIDER_API_KEY_HEADER, PROVIDER_API_PREFIX } from '../providerIntake.api';
import { referenceRateSchema } from './interest.api';

/*
 * Not re-exported from the documents contract's index: the provider API's constants come from
 * providerIntake.api, which imports that index (shared/api/index.ts registers this file directly).
 */

const providerAccess = { kind: 'apiKey', header: PROVIDER_API_KEY_HEADER } as const;

/** The provider keeps the reference rates current (räntelagen 9 §): a global setting of every firm. */
export const referenceRatesApi = {
  referenceRates: defineEndpoint({
    prefix: '',
    access: providerAccess,
    method: 'GET',
    path: `${PROVIDER_API_PREFIX}/referenceRates`,
    summary: 'Referensräntorna per halvår',
    parameters: z.object({}),
    result: z.object({ items: z.array(referenceRateSchema) }),
  }),
  setReferenceRate: defineEndpoint({
    prefix: '',
    access: providerAccess,
    method: 'POST',
    path: `${PROVIDER_API_PREFIX}/referenceRates`,
    summary: 'Ange referensräntan för ett halvår (från 1 januari eller 1 juli)',
    parameters: z.object({
      validFrom: z.iso.date().refine((d) => /-(01|07)-01$/.test(d), {
        message: 'Referensräntan gäller från 1 januari eller 1 juli',
      }),
      rateBp: z
        .number()
        .int({ message: 'Ange räntan i hela baspunkter' })
        .min(0, { message: 'Räntan kan inte vara negativ' })
        .max(2000, { message: 'Räntan får vara högst 20 %' }),
    }),
    result: z.object({ items: z.array(referenceRateSchema) }),
  }),
} satisfies Record<string, Endpoint>;
