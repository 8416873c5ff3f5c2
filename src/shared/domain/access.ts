/**
 * Roles, access levels and site options (product-spec §6, api-spec §6) and the one check that both
 * the server (every call) and the web route guard use.
 */
export const employeeRoles = ['ADMIN', 'MANAGER', 'SUPERVISOR'] as const;
export type EmployeeRole = (typeof employeeRoles)[number];

export const roleLabels: Record<EmployeeRole, string> = {
  ADMIN: 'Administratör',
  MANAGER: 'Användare',
  SUPERVISOR: 'Arbetsledare',
};

export const accessLevels = ['FULL', 'RESTRICTED', 'GUEST'] as const;
export type AccessLevel = (typeof accessLevels)[number];

/** Modules the provider switches on per customer firm. */
export const siteOptions = [
  'CUSTOMER_ORDERS',
  'OFFERS',
  'COST_CALCULATIONS',
  'WORK_ORDERS',
  'ADDITIONAL_ESTIMATES',
  'INVOICES',
  'CREDIT_INVOICES',
  'INTEREST_INVOICES',
  'PAYMENT_REMINDERS',
  'EXPORT_LISTS',
  'UNIX_ORDERS',
  'UNIX_INVOICES',
  'CLIENTS',
  'OWN_PRICES',
  'OWN_ARTICLES',
  'CUSTOMER_SETTINGS',
  'EMPLOYEES',
  'PRICE_LISTS',
  'SIE',
  'E_INVOICE',
  'SVEFAKTURA_GLN',
] as const;
export type SiteOption = (typeof siteOptions)[number];

export const siteOptionLabels: Record<SiteOption, string> = {
  CUSTOMER_ORDERS: 'Beställningar',
  OFFERS: 'Offerter',
  COST_CALCULATIONS: 'Kostnadskalkyler',
  WORK_ORDERS: 'Arbetsordrar',
  ADDITIONAL_ESTIMATES: 'ÄTA / fakturaunderlag',
  INVOICES: 'Kundfakturor',
  CREDIT_INVOICES: 'Kreditfakturor',
  INTEREST_INVOICES: 'Räntefakturor',
  PAYMENT_REMINDERS: 'Betalningspåminnelser',
  EXPORT_LISTS: 'Exportlistor',
  UNIX_ORDERS: 'Följesedlar',
  UNIX_INVOICES: 'Leverantörsfakturor',
  CLIENTS: 'Kunder',
  OWN_PRICES: 'Egna priser',
  OWN_ARTICLES: 'Egna artiklar',
  CUSTOMER_SETTINGS: 'Företagsinställningar',
  EMPLOYEES: 'Anställda',
  PRICE_LISTS: 'Prislistor',
  SIE: 'SIE och bokföring',
  E_INVOICE: 'E-faktura',
  SVEFAKTURA_GLN: 'GLN för Svefaktura',
};

export const featureFlags = [
  'ACCOUNTING_EXPORT_INTEGRATION',
  'LEDGER_LIST',
  'ACCOUNTING_TYPE_SELECT',
  'BROWSER_TAB_COMMUNICATION',
] as const;
export type FeatureFlag = (typeof featureFlags)[number];

const invoiceOptions: readonly SiteOption[] = ['INVOICES', 'CREDIT_INVOICES', 'INTEREST_INVOICES'];

export interface AccessSubject {
  role: EmployeeRole;
  accessLevel: AccessLevel;
  enabledSiteOption: readonly SiteOption[];
}

export interface AccessRequirement {
  /** The employee's role must be one of these. */
  roles?: readonly EmployeeRole[];
  /** Every one of these site options must be on. */
  siteOptions?: readonly SiteOption[];
  /** At least one of these site options must be on. */
  anySiteOption?: readonly SiteOption[];
  /** The firm's access level must be full (any level that is not RESTRICTED or GUEST). */
  fullAccess?: boolean;
}

/** Site options that need a second one to mean anything (payment reminders and export lists need invoicing). */
function effectiveOptions(options: readonly SiteOption[]): Set<SiteOption> {
  const set = new Set(options);
  const invoicing = invoiceOptions.some((o) => set.has(o));
  if (!invoicing) {
    set.delete('PAYMENT_REMINDERS');
    set.delete('EXPORT_LISTS');
  }
  return set;
}

export function isFullAccess(level: AccessLevel): boolean {
  return level === 'FULL';
}

export function canAccess(subject: AccessSubject, requirement: AccessRequirement): boolean {
  if (requirement.roles && !requirement.roles.includes(subject.role)) return false;
  if (requirement.fullAccess && !isFullAccess(subject.accessLevel)) return false;
  const options = effectiveOptions(subject.enabledSiteOption);
  if (requirement.siteOptions?.some((o) => !options.has(o))) return false;
  if (requirement.anySiteOption && !requirement.anySiteOption.some((o) => options.has(o))) return false;
  return true;
}
