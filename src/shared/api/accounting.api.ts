/**
 * Accounting settings (api-spec §3.12, decision 0045): method, the firm's export switch, verification
 * series per ledger, the ledger mapping and the chart of accounts.
 */

import {
  ledgers,
  MAX_VERIFICATION_NUMBER,
  salesRatesBp,
  vatRatesBp,
} from '@shared/domain/accounting/ledgers';
import { permissions } from '@shared/domain/permissions';
import { z } from 'zod';
import { accountingTypes } from './auth.api';
import { defineEndpoint } from './endpoint';
import { text as limitedText, ruledNumber, TEXT, version } from './limits';

const account = limitedText(TEXT.code);
const rate = <R extends readonly number[]>(rates: R) =>
  z.number().refine((v) => rates.includes(v), 'Okänd momssats');

const mappingSchema = z.object({
  sales: z
    .array(z.object({ rateBp: rate(salesRatesBp), material: account, work: account, other: account }))
    .max(salesRatesBp.length),
  outputVat: z.array(z.object({ rateBp: rate(vatRatesBp), account })).max(vatRatesBp.length),
  reverseChargeSales: account,
  receivables: account,
  rotReceivable: account,
  taxAccount: account,
  bank: account,
  cash: account,
  rounding: account,
  interestIncome: account,
  reminderFees: account,
});

const seriesSchema = z.object({
  prefix: limitedText(TEXT.code),
  nextNumber: ruledNumber(MAX_VERIFICATION_NUMBER),
});

export const accountingSettingsShape = z.object({
  /** The firm's switch for accounting exports (SIE, Fortnox, ledgers). */
  enabled: z.boolean(),
  method: z.enum(accountingTypes),
  series: z.object(
    Object.fromEntries(ledgers.map((l) => [l, seriesSchema])) as Record<
      (typeof ledgers)[number],
      typeof seriesSchema
    >,
  ),
  mapping: mappingSchema,
});
export type AccountingSettings = z.infer<typeof accountingSettingsShape>;

export const chartAccountSchema = z.object({
  account: z.string(),
  name: z.string(),
  sru: z.number().int().nullable(),
  /** BAS: seeded as it is; RENAMED: a BAS account the firm renamed; OWN: an account the firm added. */
  origin: z.enum(['BAS', 'RENAMED', 'OWN']),
});
export type ChartAccountRow = z.infer<typeof chartAccountSchema>;

const accountsResult = z.object({ accounts: z.array(chartAccountSchema) });

export const accountingProfileSchema = z.object({
  /** Send it back as `newVersion`; 0 until the settings are saved the first time. */
  version: z.number().int(),
  /** May this employee save (permissions.editAccountingSettings)? Otherwise the page is read-only. */
  editable: z.boolean(),
  settings: accountingSettingsShape,
  accounts: z.array(chartAccountSchema),
});
export type AccountingProfile = z.infer<typeof accountingProfileSchema>;

const accountInput = z.object({
  account,
  name: limitedText(TEXT.line),
  sru: ruledNumber(99_999).nullable(),
});
export type AccountInputData = z.infer<typeof accountInput>;

export const accountingApi = {
  settings: defineEndpoint({
    path: '/profile/accountingSettings',
    method: 'GET',
    summary: 'Bokföringsinställningar: metod, verifikationsserier, kontering och kontoplan',
    access: { kind: 'employee', ...permissions.viewAccountingSettings },
    parameters: z.object({}),
    result: accountingProfileSchema,
  }),
  save: defineEndpoint({
    path: '/profile/accountingSettings',
    method: 'POST',
    summary: 'Spara bokföringsinställningarna; newVersion är versionen formuläret läste',
    access: { kind: 'employee', ...permissions.editAccountingSettings },
    parameters: z.object({ newVersion: version(), data: accountingSettingsShape }),
    result: accountingProfileSchema,
  }),
  accounts: defineEndpoint({
    path: '/profile/accountingAccounts',
    method: 'GET',
    summary: 'Företagets kontoplan: BAS-kontona med företagets namn och egna konton',
    access: { kind: 'employee', ...permissions.viewAccountingSettings },
    parameters: z.object({}),
    result: accountsResult,
  }),
  addAccount: defineEndpoint({
    path: '/profile/accountingAccount',
    method: 'POST',
    summary: 'Lägg till ett eget konto i kontoplanen',
    access: { kind: 'employee', ...permissions.editAccountingSettings },
    parameters: accountInput,
    result: accountsResult,
  }),
  renameAccount: defineEndpoint({
    path: '/profile/accountingAccount',
    method: 'PUT',
    summary: 'Byt namn (och SRU-kod) på ett konto i kontoplanen',
    access: { kind: 'employee', ...permissions.editAccountingSettings },
    parameters: accountInput,
    result: accountsResult,
  }),
} as const;
