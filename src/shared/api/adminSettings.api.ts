import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * The provider's dated global rules (issue #23, decision 0061): the ROT periods (rate, cap, heat-pump labour
 * shares), the interest reference rate per half-year, and the web client's polling interval. A rule already in
 * force is never changed — a change is a new dated row — so an old invoice keeps the rule of its date.
 */
const providerAdmin = { kind: 'providerAdmin' } as const;

export const settingsMessages = {
  inForce: 'Regeln gäller redan och kan inte ändras. Lägg till en ny från ett senare datum.',
  halfYear: 'Referensräntan gäller från 1 januari eller 1 juli',
  date: 'Ange ett datum (ÅÅÅÅ-MM-DD)',
  bp: 'Ange 0–100 %',
  rate: 'Räntan får vara 0–20 %',
  cap: 'Ange ett belopp på högst 1 000 000 kr',
  polling: 'Ange 10–600 sekunder',
} as const;

const isoDate = z.iso.date({ error: settingsMessages.date });
const bp = z.number().int().min(0, settingsMessages.bp).max(10_000, settingsMessages.bp);

export const rotPeriodSchema = z.object({
  validFrom: isoDate,
  rateBp: bp,
  capOre: z.number().int().min(0, settingsMessages.cap).max(100_000_000, settingsMessages.cap),
  mountainHeatPumpLabourBp: bp,
  airWaterHeatPumpLabourBp: bp,
});
export type RotPeriodInput = z.infer<typeof rotPeriodSchema>;

/** When a dated row applies compared with today: already over, the one in force, or planned. */
export const ruleStates = ['PAST', 'IN_FORCE', 'PLANNED'] as const;
export type RuleState = (typeof ruleStates)[number];

export const adminSettingsSchema = z.object({
  today: z.string(),
  rotPeriods: z.array(rotPeriodSchema.extend({ state: z.enum(ruleStates) })),
  referenceRates: z.array(
    z.object({ validFrom: z.string(), rateBp: z.number().int(), state: z.enum(ruleStates) }),
  ),
  /** Null: the server's configured default (`pollingIntervalDefaultMs`) applies. */
  pollingIntervalMs: z.number().int().nullable(),
  pollingIntervalDefaultMs: z.number().int(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const adminSettingsApi = {
  settings: defineEndpoint({
    path: '/admin/settings',
    method: 'GET',
    summary: 'Globala regler: ROT-perioder, referensräntor och uppdateringsintervall',
    access: providerAdmin,
    parameters: z.object({}),
    result: adminSettingsSchema,
  }),
  saveRotPeriod: defineEndpoint({
    path: '/admin/settings/rotPeriod',
    method: 'POST',
    summary: 'Lägg till eller ändra en kommande ROT-period',
    access: providerAdmin,
    parameters: rotPeriodSchema,
    result: adminSettingsSchema,
  }),
  removeRotPeriod: defineEndpoint({
    path: '/admin/settings/rotPeriod/remove',
    method: 'POST',
    summary: 'Ta bort en planerad ROT-period',
    access: providerAdmin,
    parameters: z.object({ validFrom: isoDate }),
    result: adminSettingsSchema,
  }),
  saveReferenceRate: defineEndpoint({
    path: '/admin/settings/referenceRate',
    method: 'POST',
    summary: 'Ange referensräntan för ett kommande halvår',
    access: providerAdmin,
    parameters: z.object({
      validFrom: isoDate.refine((d) => /-(01|07)-01$/.test(d), settingsMessages.halfYear),
      rateBp: z.number().int().min(0, settingsMessages.rate).max(2000, settingsMessages.rate),
    }),
    result: adminSettingsSchema,
  }),
  savePolling: defineEndpoint({
    path: '/admin/settings/polling',
    method: 'POST',
    summary: 'Hur ofta webbläsarna frågar efter nytt (null: serverns standard)',
    access: providerAdmin,
    parameters: z.object({
      pollingIntervalSeconds: z
        .number()
        .int()
        .min(10, settingsMessages.polling)
        .max(600, settingsMessages.polling)
        .nullable(),
    }),
    result: adminSettingsSchema,
  }),
} as const;
