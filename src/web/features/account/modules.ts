import type { AccessRequirement, SiteOption } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import {
  type Icon,
  IconAddressBook,
  IconAlarm,
  IconBuildingStore,
  IconCalculator,
  IconCertificate,
  IconClipboardList,
  IconFileDescription,
  IconFileInvoice,
  IconFileMinus,
  IconFilePercent,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypeXml,
  IconId,
  IconListDetails,
  IconPackageImport,
  IconReceipt2,
  IconSettings,
  IconShoppingCart,
  IconTag,
  IconUsers,
} from '@tabler/icons-react';

export interface ModuleTile {
  icon: Icon;
  description: string;
  /** Where the module's start page is; absent until the module is built. */
  path?: string;
  /** Who may open it, when that is narrower than the site option (the role matrix). */
  access?: AccessRequirement;
}

/**
 * The account area's tile for each site option. A feature that builds a module adds its `path` here
 * (and its route in routes/router.tsx); tiles without a path are shown as not available yet.
 */
export const moduleTiles: Record<SiteOption, ModuleTile> = {
  CUSTOMER_ORDERS: { icon: IconShoppingCart, description: 'Beställ material från grossisten' },
  OFFERS: { icon: IconFileDescription, description: 'Skicka offerter till dina kunder' },
  COST_CALCULATIONS: { icon: IconCalculator, description: 'Räkna på jobbet innan du lämnar pris' },
  WORK_ORDERS: { icon: IconClipboardList, description: 'Planera jobb och rapportera tid' },
  ADDITIONAL_ESTIMATES: { icon: IconFileText, description: 'Underlag för ändrings- och tilläggsarbeten' },
  INVOICES: { icon: IconFileInvoice, description: 'Fakturera kunder, med ROT-avdrag' },
  CREDIT_INVOICES: { icon: IconFileMinus, description: 'Kreditera en skickad faktura' },
  INTEREST_INVOICES: { icon: IconFilePercent, description: 'Dröjsmålsränta på sena betalningar' },
  PAYMENT_REMINDERS: { icon: IconAlarm, description: 'Påminn om obetalda fakturor' },
  EXPORT_LISTS: { icon: IconFileSpreadsheet, description: 'Listor över betalningar och fakturor' },
  UNIX_ORDERS: { icon: IconPackageImport, description: 'Följesedlar från grossisten' },
  UNIX_INVOICES: { icon: IconReceipt2, description: 'Grossistens fakturor till er' },
  CLIENTS: {
    icon: IconAddressBook,
    description: 'Kundregister med kontakter',
    path: '/clients/active',
    access: permissions.viewClients,
  },
  OWN_PRICES: {
    icon: IconTag,
    description: 'Egna priser på katalogartiklar',
    path: '/own_prices',
    access: permissions.viewOwnPrices,
  },
  OWN_ARTICLES: {
    icon: IconListDetails,
    description: 'Egna artiklar och standardposter',
    path: '/standard/articles',
    access: permissions.viewOwnArticles,
  },
  CUSTOMER_SETTINGS: {
    icon: IconSettings,
    description: 'Företagsuppgifter, nummerserier och utskrift',
    path: '/montor/foretag/edit/account-settings',
    access: permissions.viewCompanySettings,
  },
  EMPLOYEES: {
    icon: IconUsers,
    description: 'Anställda och behörigheter',
    path: '/employees',
    access: permissions.viewEmployees,
  },
  PRICE_LISTS: { icon: IconBuildingStore, description: 'Ladda ner grossistens prislistor' },
  SIE: { icon: IconCertificate, description: 'SIE-fil och export till bokföringen' },
  E_INVOICE: { icon: IconFileTypeXml, description: 'Skicka fakturor som e-faktura' },
  SVEFAKTURA_GLN: { icon: IconId, description: 'GLN-nummer för Svefaktura' },
};
