import type { AccessRequirement, SiteOption } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
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
import { ACCOUNTING_SETTINGS_PATH } from '../accounting';
import { documentListPath } from '../documents';

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
  CUSTOMER_ORDERS: {
    icon: IconShoppingCart,
    description: 'Beställ material från grossisten',
    path: documentListPath('CUSTOMER_ORDER'),
    access: documentAccess('CUSTOMER_ORDER'),
  },
  OFFERS: {
    icon: IconFileDescription,
    description: 'Skicka offerter till dina kunder',
    path: documentListPath('OFFER'),
    access: documentAccess('OFFER'),
  },
  COST_CALCULATIONS: {
    icon: IconCalculator,
    description: 'Räkna på jobbet innan du lämnar pris',
    path: documentListPath('COST_CALCULATION'),
    access: documentAccess('COST_CALCULATION'),
  },
  WORK_ORDERS: {
    icon: IconClipboardList,
    description: 'Planera jobb och rapportera tid',
    path: documentListPath('WORK_ORDER'),
    access: documentAccess('WORK_ORDER'),
  },
  ADDITIONAL_ESTIMATES: {
    icon: IconFileText,
    description: 'Underlag för ändrings- och tilläggsarbeten',
    path: documentListPath('ADDITIONAL_ESTIMATE'),
    access: documentAccess('ADDITIONAL_ESTIMATE'),
  },
  INVOICES: {
    icon: IconFileInvoice,
    description: 'Fakturera kunder, med ROT-avdrag',
    path: documentListPath('INVOICE'),
    access: documentAccess('INVOICE'),
  },
  CREDIT_INVOICES: {
    icon: IconFileMinus,
    description: 'Kreditera en skickad faktura',
    path: documentListPath('CREDIT_INVOICE'),
    access: documentAccess('CREDIT_INVOICE'),
  },
  INTEREST_INVOICES: {
    icon: IconFilePercent,
    description: 'Dröjsmålsränta på sena betalningar',
    path: documentListPath('INTEREST_INVOICE'),
    access: documentAccess('INTEREST_INVOICE'),
  },
  PAYMENT_REMINDERS: {
    icon: IconAlarm,
    description: 'Påminn om obetalda fakturor',
    path: '/payment_reminders',
  },
  EXPORT_LISTS: {
    icon: IconFileSpreadsheet,
    description: 'Betalningar, fakturor, verifikationer och tidrapport',
    path: '/exportlist/payments',
  },
  UNIX_ORDERS: {
    icon: IconPackageImport,
    description: 'Följesedlar från grossisten',
    path: documentListPath('UNIX_ORDER'),
    access: documentAccess('UNIX_ORDER'),
  },
  UNIX_INVOICES: {
    icon: IconReceipt2,
    description: 'Grossistens fakturor till er',
    path: documentListPath('UNIX_INVOICE'),
    access: documentAccess('UNIX_INVOICE'),
  },
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
  PRICE_LISTS: {
    icon: IconBuildingStore,
    description: 'Ladda ner grossistens prislistor',
    path: '/price_lists',
    access: permissions.viewPriceLists,
  },
  SIE: {
    icon: IconCertificate,
    description: 'SIE-fil och export till bokföringen',
    path: ACCOUNTING_SETTINGS_PATH,
    access: permissions.viewAccountingSettings,
  },
  E_INVOICE: { icon: IconFileTypeXml, description: 'Skicka fakturor som e-faktura' },
  SVEFAKTURA_GLN: { icon: IconId, description: 'GLN-nummer för Svefaktura' },
};
