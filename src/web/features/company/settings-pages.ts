/**
 * The customer settings pages (docs/decisions/0006: `/montor/foretag/edit/<page>`). All pages edit one
 * settings document with one version, so they share one form: switching page keeps the edits and one
 * save stores them all. `edit/personal` (the employee's own details) belongs to the profile feature and
 * `edit/fortnox-integration` to the accounting issue; neither is part of this contract.
 */
import type { CompanySettings } from '@shared/api/company.api';

export const SETTINGS_PREFIX = '/montor/foretag/edit/';

export const settingsPages = [
  { slug: 'account-settings', label: 'Företagsuppgifter' },
  { slug: 'documents', label: 'Dokument och nummerserier' },
  { slug: 'vvs-guiden', label: 'VVS-guiden' },
] as const;
export type SettingsPageSlug = (typeof settingsPages)[number]['slug'];

export function isSettingsPage(slug: string | undefined): slug is SettingsPageSlug {
  return settingsPages.some((page) => page.slug === slug);
}

export function settingsPath(slug: SettingsPageSlug): string {
  return `${SETTINGS_PREFIX}${slug}`;
}

/** Which page shows each setting; `satisfies` makes a setting added to the contract fail here until placed. */
const pageOfSetting = {
  companyName: 'account-settings',
  organizationId: 'account-settings',
  vatRegistrationId: 'account-settings',
  fSkatt: 'account-settings',
  plusgiro: 'account-settings',
  bankgiro: 'account-settings',
  address: 'account-settings',
  phone: 'account-settings',
  email: 'account-settings',
  website: 'account-settings',
  primaryContact: 'account-settings',
  deliveryReceiver: 'account-settings',
  deliveryAddress: 'account-settings',
  deliveryType: 'account-settings',
  warehouseCode: 'account-settings',
  paymentDelay: 'account-settings',
  vatRateBp: 'account-settings',
  interestOnArrearsBp: 'account-settings',
  qrPaymentsGenerationSettings: 'account-settings',
  ownPricesMode: 'documents',
  autoArchivingDocuments: 'documents',
  documentNoteMaxLength: 'documents',
  printingSettings: 'documents',
  numbering: 'documents',
  accountingSettings: 'documents',
  reminderFeeOre: 'documents',
  paymentRemindersPrintingSettings: 'documents',
  vvsguiden: 'vvs-guiden',
} as const satisfies Record<keyof CompanySettings, SettingsPageSlug>;

/** Whether a field path names a setting some page shows (a server message could name a parameter). */
/** The settings' top-level names: server messages naming anything else have no field on these pages. */
export const settingsFields: readonly string[] = Object.keys(pageOfSetting);

export function isSettingsField(field: string): boolean {
  return Object.hasOwn(pageOfSetting, field.split('.')[0]!);
}

/** The page that shows a field path such as `numbering.docsNumbering.INVOICE.minNumber`. */
export function pageOfField(field: string): SettingsPageSlug {
  const top = field.split('.')[0] as keyof CompanySettings;
  return pageOfSetting[top] ?? 'account-settings';
}

/** How many errors each page holds, for the marks on the page tabs. */
export function errorCountByPage(errors: Record<string, unknown>): Record<SettingsPageSlug, number> {
  const counts = Object.fromEntries(settingsPages.map((p) => [p.slug, 0])) as Record<
    SettingsPageSlug,
    number
  >;
  for (const [field, error] of Object.entries(errors)) {
    if (error) counts[pageOfField(field)] += 1;
  }
  return counts;
}

/** Where to go after a failed save: stay when this page has an error, else the first page that has one. */
export function pageToShowErrors(
  current: SettingsPageSlug,
  errors: Record<string, unknown>,
): SettingsPageSlug {
  const counts = errorCountByPage(errors);
  if (counts[current] > 0) return current;
  return settingsPages.find((p) => counts[p.slug] > 0)?.slug ?? current;
}
