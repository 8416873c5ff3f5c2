import { documentTypes } from '@shared/domain/documents/document-kinds';
import { documentListColumnCatalogue } from '@shared/domain/documents/document-list-columns';
import { permissions } from '@shared/domain/permissions';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Every list whose columns an employee can choose and order (product-spec §2 lists). */
export const listTypes = [
  'CLIENTS',
  'INACTIVE_CLIENTS',
  'EMPLOYEES',
  'OWN_ARTICLES',
  'OWN_COMMENTS',
  'OWN_PRICES',
  'FAVORITES',
  'CUSTOMER_ORDER',
  'UNIX_ORDER',
  'UNIX_INVOICE',
  'INVOICE',
  'CREDIT_INVOICE',
  'INTEREST_INVOICE',
  'OFFER',
  'COST_CALCULATION',
  'ADDITIONAL_ESTIMATE',
  'WORK_ORDER',
  'ALL_TYPE_DOCUMENTS',
  'PAYMENTS',
  'PAYMENT_REMINDERS',
] as const;
export type ListType = (typeof listTypes)[number];

export interface ListColumn {
  id: string;
  label: string;
  /** Shown by default, before the employee has chosen. */
  visible: boolean;
  /** Cannot be hidden: the list would not say which row is which. */
  required?: boolean;
}

const clientColumns: ListColumn[] = [
  { id: 'code', label: 'Kundnr', visible: true, required: true },
  { id: 'name', label: 'Namn', visible: true, required: true },
  { id: 'organizationCode', label: 'Org.nr / personnr', visible: true },
  { id: 'contactName', label: 'Kontakt', visible: true },
  // Private clients and tradesmen answer on their mobiles; a landline is the exception.
  { id: 'phone', label: 'Telefon', visible: false },
  { id: 'mobile', label: 'Mobil', visible: true },
  { id: 'email', label: 'E-post', visible: true },
  { id: 'street', label: 'Adress', visible: false },
  { id: 'postalCode', label: 'Postnr', visible: false },
  { id: 'city', label: 'Ort', visible: true },
  { id: 'payerName', label: 'Betalare', visible: false },
  { id: 'lastActivityAt', label: 'Senaste aktivitet', visible: false },
  { id: 'favorite', label: 'Favorit', visible: true },
];

/**
 * The columns of the lists this module knows. A list type without an entry (a document list whose
 * feature is not built yet) accepts any column ids and its page supplies the defaults; its feature adds
 * its entry here when it lands.
 */
export const listColumnCatalogue: Partial<Record<ListType, readonly ListColumn[]>> = {
  CLIENTS: clientColumns,
  INACTIVE_CLIENTS: clientColumns.map((c) => (c.id === 'lastActivityAt' ? { ...c, visible: true } : c)),
  EMPLOYEES: [
    { id: 'loginName', label: 'Inloggning', visible: true, required: true },
    { id: 'displayName', label: 'Namn', visible: true },
    { id: 'role', label: 'Roll', visible: true },
    { id: 'email', label: 'E-post', visible: true },
    { id: 'phone', label: 'Telefon', visible: true },
    { id: 'active', label: 'Aktiv', visible: true },
    { id: 'defaultEmployee', label: 'Standard på arbetsorder', visible: false },
    { id: 'lastLoginAt', label: 'Senast inloggad', visible: false },
  ],
  // The ten document kinds' list types carry the kinds' names (issue #6).
  ...Object.fromEntries(documentTypes.map((type) => [type, documentListColumnCatalogue(type)])),
};

export const listColumnSettingSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_.]{1,64}$/),
  visible: z.boolean(),
});

export const listViewSettingSchema = z.object({
  type: z.enum(listTypes),
  columns: z.array(listColumnSettingSchema).max(100),
});
export type ListViewSetting = z.infer<typeof listViewSettingSchema>;

const loadedSettingSchema = listViewSettingSchema.extend({
  /** False when these are the defaults: nothing saved, or the employee chose not to use saved settings. */
  saved: z.boolean(),
});

export const listSettingsMessages = {
  unknownColumn: 'Okänd kolumn',
  duplicateColumn: 'Kolumnen finns redan i listan',
  requiredColumn: 'Kolumnen kan inte döljas',
  duplicateType: 'Listan finns två gånger',
} as const;

/** The columns to show for `type`: the catalogue's defaults when nothing is saved. */
export function defaultColumns(type: ListType): ListViewSetting['columns'] {
  return (listColumnCatalogue[type] ?? []).map((c) => ({ id: c.id, visible: c.visible }));
}

/**
 * A saved choice brought up to date with the catalogue: columns that no longer exist are dropped, new ones
 * are appended with their default visibility, and required ones are always shown.
 */
export function reconcileColumns(
  type: ListType,
  saved: ListViewSetting['columns'],
): ListViewSetting['columns'] {
  const catalogue = listColumnCatalogue[type];
  if (!catalogue) return saved;
  const known = new Map(catalogue.map((c) => [c.id, c]));
  const kept = saved
    .filter((c) => known.has(c.id))
    .map((c) => ({ id: c.id, visible: c.visible || Boolean(known.get(c.id)?.required) }));
  const seen = new Set(kept.map((c) => c.id));
  return [
    ...kept,
    ...catalogue.filter((c) => !seen.has(c.id)).map((c) => ({ id: c.id, visible: c.visible })),
  ];
}

/** Problems of a save, each at its path in the call's parameters (`settings.0.columns.3.id`). */
export function validateListViewSettings(settings: readonly ListViewSetting[]) {
  const issues: Array<{ field: string; message: string }> = [];
  const types = new Set<string>();
  settings.forEach((setting, i) => {
    if (types.has(setting.type))
      issues.push({ field: `settings.${i}.type`, message: listSettingsMessages.duplicateType });
    types.add(setting.type);
    const catalogue = listColumnCatalogue[setting.type];
    const ids = new Set<string>();
    setting.columns.forEach((column, j) => {
      const at = `settings.${i}.columns.${j}`;
      const known = catalogue?.find((c) => c.id === column.id);
      if (catalogue && !known)
        issues.push({ field: `${at}.id`, message: listSettingsMessages.unknownColumn });
      if (ids.has(column.id))
        issues.push({ field: `${at}.id`, message: listSettingsMessages.duplicateColumn });
      if (known?.required && !column.visible) {
        issues.push({ field: `${at}.visible`, message: listSettingsMessages.requiredColumn });
      }
      ids.add(column.id);
    });
  });
  return issues;
}

export const listSettingsApi = {
  load: defineEndpoint({
    path: '/profile/listViewSettings',
    method: 'GET',
    summary: 'Den inloggades kolumnval för en lista (standard om inget sparats)',
    access: { kind: 'employee', ...permissions.editOwnProfile },
    // A string first, so a missing type is named as missing (api-spec §5) rather than as a bad option.
    parameters: z.object({ type: z.string().pipe(z.enum(listTypes)) }),
    result: loadedSettingSchema,
  }),
  save: defineEndpoint({
    path: '/profile/listViewSettings',
    method: 'POST',
    summary: 'Spara kolumnval för en eller flera listor',
    access: { kind: 'employee', ...permissions.editOwnProfile },
    parameters: z.object({ settings: z.array(listViewSettingSchema).min(1).max(listTypes.length) }),
    result: z.object({ items: z.array(loadedSettingSchema) }),
  }),
} as const;
