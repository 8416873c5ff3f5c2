import { companySettingsShape } from '@shared/api/company.api';
import { applyCompanySettings } from '../features/company';
import type { Db } from '../platform/db/database';
import type { SeedContext } from './demo-seed';

/** The demo firm's settings: a Lund plumbing firm with bankgiro, F-skatt and joint invoice numbering. */
export const demoCompanySettings = companySettingsShape.parse({
  companyName: 'Rörfirman Demo AB',
  organizationId: '556547-5489',
  vatRegistrationId: 'SE556547548901',
  fSkatt: true,
  bankgiro: '5050-1055',
  address: { street: 'Porfyrvägen 5', postalCode: '224 78', city: 'Lund' },
  phone: '046-12 34 56',
  email: 'info@rorfirman-demo.se',
  website: 'www.rorfirman-demo.se',
  primaryContact: {
    name: 'Anna Lindqvist',
    phone: '070-123 45 67',
    email: 'anna.lindqvist@rorfirman-demo.se',
  },
  deliveryReceiver: 'Rörfirman Demo AB, godsmottagning',
  deliveryAddress: { street: 'Porfyrvägen 5, port 2', postalCode: '224 78', city: 'Lund' },
  deliveryType: 'DELIVERY',
  warehouseCode: 'LUN',
  paymentDelay: 30,
  vatRateBp: 2500,
  interestOnArrearsBp: 800,
  ownPricesMode: 'FIXED_MARKUP',
  autoArchivingDocuments: true,
  documentNoteMaxLength: 2000,
  printingSettings: {
    printCode: true,
    printArticle: false,
    printRowsCount: true,
    printLines: true,
    hideCompanyName: false,
    showMarkup: false,
    documentsFooterMessage:
      'Rörfirman Demo AB är medlem i Installatörsföretagen och auktoriserad enligt Säker Vatten.',
    numberOfCopies: 1,
  },
  numbering: {
    clientMinNumber: 1001,
    jointNumberingForInvoicesEnabled: true,
    docsNumbering: {
      OFFER: { minNumber: 2001, fillGaps: true },
      COST_CALCULATION: { minNumber: 3001, fillGaps: true },
      CUSTOMER_ORDER: { minNumber: 4001, fillGaps: false },
      WORK_ORDER: { minNumber: 5001, fillGaps: true },
      ADDITIONAL_ESTIMATE: { minNumber: 6001, fillGaps: false },
      INVOICE: { minNumber: 10001, fillGaps: false },
      CREDIT_INVOICE: { minNumber: 10001, fillGaps: false },
      INTEREST_INVOICE: { minNumber: 90001, fillGaps: false },
    },
  },
  accountingSettings: {
    chartOfAccountsType: 'EUBAS97',
    firstFiscalPeriodBegin: '2024-01-01',
    firstFiscalPeriodEnd: '2024-12-31',
  },
  qrPaymentsGenerationSettings: { enabled: true, paymentMethod: 'INTERNAL', swishNumber: '' },
  vvsguiden: {
    enabled: true,
    description: 'Service, badrum och värmepumpar i Lund med omnejd. Jour dygnet runt.',
    linkSuffix: 'rorfirman-demo',
    customerServicesType: 'PRIVATE_AND_BUSINESS',
  },
});

export async function seedCompanySettings(db: Db, context: SeedContext): Promise<void> {
  const firmId = context.firmIds.get('100245');
  if (!firmId) throw new Error('Demo firm 100245 is missing');
  const savedAt = new Date('2026-11-02T08:00:00Z');
  await applyCompanySettings({
    deps: { db, clock: { now: () => savedAt } },
    firmId,
    employeeId: null,
    newVersion: 0,
    data: demoCompanySettings,
  });
}
