import type { AccessRequirement, EmployeeRole } from './access';

/**
 * The role-by-role matrix (docs/decisions/0007-role-matrix.md). Endpoints and web routes name one of
 * these instead of spelling roles and options out, so the matrix has one source.
 *
 * ADMIN (Administratör) runs the firm's account: employees, company settings, number series.
 * MANAGER (Användare) does the office work: documents, clients, own articles, comments and prices.
 * SUPERVISOR (Arbetsledare) leads work in the field: documents and clients, but not the firm's price
 * policy (own prices, own articles and comments are read-only) and not its settings.
 */
const everyone: readonly EmployeeRole[] = ['ADMIN', 'MANAGER', 'SUPERVISOR'];
const office: readonly EmployeeRole[] = ['ADMIN', 'MANAGER'];
const adminOnly: readonly EmployeeRole[] = ['ADMIN'];

export const permissions = {
  viewClients: { roles: everyone, siteOptions: ['CLIENTS'] },
  editClients: { roles: everyone, siteOptions: ['CLIENTS'] },
  deleteClients: { roles: office, siteOptions: ['CLIENTS'] },
  /** Removing inactive clients' personal data (decision 0055) is the firm's data-protection duty: its admin's. */
  anonymizeClients: { roles: adminOnly, siteOptions: ['CLIENTS'] },
  /** A client's discount, markup and per-article prices are price policy, like own prices. */
  editClientPrices: { roles: office, siteOptions: ['CLIENTS'] },
  viewEmployees: { roles: adminOnly, siteOptions: ['EMPLOYEES'] },
  manageEmployees: { roles: adminOnly, siteOptions: ['EMPLOYEES'] },
  /** Every employee may change their own password, name, phone and list preferences. */
  editOwnProfile: { roles: everyone },
  viewCompanySettings: { roles: everyone },
  editCompanySettings: { roles: adminOnly, siteOptions: ['CUSTOMER_SETTINGS'] },
  /** Accounting settings (decision 0045): the SIE option's part of the company settings. */
  viewAccountingSettings: { roles: office, siteOptions: ['SIE'] },
  editAccountingSettings: { roles: adminOnly, siteOptions: ['SIE', 'CUSTOMER_SETTINGS'] },
  viewOwnArticles: { roles: everyone, siteOptions: ['OWN_ARTICLES'] },
  viewPriceLists: { roles: everyone, siteOptions: ['PRICE_LISTS'] },
  editOwnArticles: { roles: office, siteOptions: ['OWN_ARTICLES'] },
  viewOwnComments: { roles: everyone, siteOptions: ['OWN_ARTICLES'] },
  editOwnComments: { roles: office, siteOptions: ['OWN_ARTICLES'] },
  viewOwnPrices: { roles: office, siteOptions: ['OWN_PRICES'] },
  editOwnPrices: { roles: office, siteOptions: ['OWN_PRICES'] },
  useFavourites: { roles: everyone },
  /** Fortnox (decision 0047): the product-spec ties activation to the access level; export is office work. */
  manageFortnox: { roles: adminOnly, siteOptions: ['SIE'], fullAccess: true },
  exportFortnox: { roles: office, siteOptions: ['SIE'] },
  /** E-invoice (decision 0050): everyone may look; approving and sending is office work. */
  viewEInvoice: { roles: everyone, siteOptions: ['E_INVOICE'] },
  sendEInvoice: { roles: office, siteOptions: ['E_INVOICE'] },
  /** The personal-data terms bind the firm, so its administrator approves them (decision 0052). */
  approveGdpr: { roles: adminOnly },
} as const satisfies Record<string, AccessRequirement>;

export type Permission = keyof typeof permissions;
