/**
 * The rules of the company settings form (api-spec §3.12, §5; product-spec §5), shared by the form and
 * the server so both give the same Swedish message at the same field. `validateCompanySettings` returns
 * every problem with its path inside the settings (`numbering.docsNumbering.INVOICE.minNumber`).
 */
import type { DocumentType, PrintLayout } from './documents/document-kinds';
import { validateFirstFiscalYear } from './fiscal-year';
import { MAX_DOCUMENT_NUMBER, type NumberedDocType, numberedDocTypes } from './number-series';
import type { OwnPriceMode } from './own-price';
import {
  normalizeBankgiro,
  normalizeOrganisationNumber,
  normalizePlusgiro,
  normalizePostalCode,
  normalizeVatNumber,
  validateBankgiro,
  validateEmail,
  validateMaxLength,
  validateMobile,
  validateOrganisationNumber,
  validatePlusgiro,
  validatePostalCode,
  validateRequired,
  validateVatNumber,
} from './validators';

export const deliveryTypes = ['DELIVERY', 'PICKUP', 'PICKUP_POINT'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];
export const deliveryTypeLabels: Record<DeliveryType, string> = {
  DELIVERY: 'Leverans',
  PICKUP: 'Hämtas i lagret',
  PICKUP_POINT: 'Utlämningsställe',
};

/** Swedish VAT rates in basis points; plumbing work and material carry 25 %. */
export const vatRatesBp = [2500, 1200, 600, 0] as const;

/** SIE #KPTYP values (SIE 4B); the accounting export writes the one chosen. */
export const chartOfAccountsTypes = ['EUBAS97', 'BAS96', 'BAS95', 'NE2007'] as const;
export type ChartOfAccountsType = (typeof chartOfAccountsTypes)[number];
export const chartOfAccountsTypeLabels: Record<ChartOfAccountsType, string> = {
  EUBAS97: 'EU-BAS 97 (BAS-kontoplanen)',
  BAS96: 'BAS 96',
  BAS95: 'BAS 95',
  NE2007: 'NE 2007 (enskild näringsverksamhet)',
};

export const accountingTypeLabels = { INVOICE: 'Fakturametoden', CASH: 'Kontantmetoden' } as const;
export type AccountingType = keyof typeof accountingTypeLabels;

export const qrPaymentMethods = ['INTERNAL', 'SWISH'] as const;
export type QrPaymentMethod = (typeof qrPaymentMethods)[number];
export const qrPaymentMethodLabels: Record<QrPaymentMethod, string> = {
  INTERNAL: 'Bankapp (bankgiro/plusgiro)',
  SWISH: 'Swish',
};

/** Which customers the firm takes through VVS-guiden, the provider's directory of installers. */
export const customerServicesTypes = ['PRIVATE', 'BUSINESS', 'PRIVATE_AND_BUSINESS'] as const;
export type CustomerServicesType = (typeof customerServicesTypes)[number];
export const customerServicesTypeLabels: Record<CustomerServicesType, string> = {
  PRIVATE: 'Privatpersoner',
  BUSINESS: 'Företag',
  PRIVATE_AND_BUSINESS: 'Privatpersoner och företag',
};

/** räntelagen 6 §: the reference rate plus eight percentage points, unless the firm agreed otherwise. */
export const DEFAULT_INTEREST_ON_ARREARS_BP = 800;

export const companyLimits = {
  companyName: 100,
  street: 100,
  city: 60,
  phone: 32,
  email: 254,
  website: 200,
  contactName: 100,
  deliveryReceiver: 100,
  footerMessage: 500,
  vvsguidenDescription: 1_000,
  paymentDelayDays: 365,
  interestOnArrearsBp: 5_000,
  documentNoteMaxLength: { min: 100, max: 4_000 },
  numberOfCopies: 9,
  clientMaxNumber: 999_999_999_999,
} as const;

/** One kind's print and e-mail settings; null and empty fall back to the firm's and the kind's defaults. */
export interface DocumentPrintSettings {
  numberOfCopies: number | null;
  layout: PrintLayout | null;
  emailSubject: string;
  emailMessage: string;
}

export interface AddressInput {
  street: string;
  postalCode: string;
  city: string;
}

export interface CompanySettingsInput {
  companyName: string;
  organizationId: string;
  vatRegistrationId: string;
  fSkatt: boolean;
  plusgiro: string;
  bankgiro: string;
  address: AddressInput;
  phone: string;
  email: string;
  website: string;
  primaryContact: { name: string; phone: string; email: string };
  deliveryReceiver: string;
  deliveryAddress: AddressInput;
  deliveryType: DeliveryType;
  warehouseCode: string | null;
  paymentDelay: number;
  vatRateBp: number;
  interestOnArrearsBp: number;
  ownPricesMode: OwnPriceMode;
  autoArchivingDocuments: boolean;
  documentNoteMaxLength: number;
  printingSettings: {
    printCode: boolean;
    printArticle: boolean;
    printRowsCount: boolean;
    printLines: boolean;
    hideCompanyName: boolean;
    showMarkup: boolean;
    documentsFooterMessage: string;
    numberOfCopies: number;
    documentSettings: Record<DocumentType, DocumentPrintSettings>;
  };
  numbering: {
    clientMinNumber: number;
    jointNumberingForInvoicesEnabled: boolean;
    docsNumbering: Record<NumberedDocType, { minNumber: number; fillGaps: boolean }>;
  };
  accountingSettings: {
    chartOfAccountsType: ChartOfAccountsType;
    firstFiscalPeriodBegin: string | null;
    firstFiscalPeriodEnd: string | null;
  };
  qrPaymentsGenerationSettings: { enabled: boolean; paymentMethod: QrPaymentMethod; swishNumber: string };
  /** Optional here so settings written before the reminders (issue #16) still validate. */
  reminderFeeOre?: number;
  paymentRemindersPrintingSettings?: { numberOfPapers: number; printNote: boolean; note: string };
  vvsguiden: {
    enabled: boolean;
    description: string;
    linkSuffix: string;
    customerServicesType: CustomerServicesType;
  };
}

export interface SettingsIssue {
  field: string;
  message: string;
}

export const companyMessages = {
  integer: 'Ange ett heltal',
  paymentDelay: `Ange antal dagar, 0–${companyLimits.paymentDelayDays}`,
  vatRate: 'Välj en momssats i listan',
  interest: 'Dröjsmålsräntan ska vara 0–50 procentenheter över referensräntan',
  noteLength: `Ange en längd mellan ${companyLimits.documentNoteMaxLength.min} och ${companyLimits.documentNoteMaxLength.max} tecken`,
  copies: `Ange 1–${companyLimits.numberOfCopies} exemplar`,
  minNumber: 'Numret ska vara ett heltal från 1 och uppåt',
  vatMatchesOrgNumber:
    'Momsregistreringsnumret ska innehålla organisationsnumret (SE + organisationsnumret + 01)',
  swishNumber: 'Swishnumret ska ha 10 siffror och börja med 123',
  giroForQr: 'Ange bankgiro eller plusgiro för QR-betalning med bankapp',
  warehouse: 'Välj ett lager i listan',
  linkSuffix: 'Adressen får bara ha små bokstäver a–z, siffror och bindestreck, 3–60 tecken',
  reminderFee: 'Påminnelseavgiften ska vara 0–60 kr (inkassokostnadslagen)',
} as const;

/** A Swish number for businesses (Swish Företag): 123 followed by seven digits. */
export function normalizeSwishNumber(text: string | null | undefined): string | null {
  const digits = (text ?? '').replace(/[\s-]/g, '');
  return /^123\d{7}$/.test(digits) ? digits : null;
}

/** `5050-1055`, `505-1055`: the forms Bankgirot prints. */
export function formatBankgiro(digits: string): string {
  return `${digits.slice(0, -4)}-${digits.slice(-4)}`;
}

/** `90 20 01-5` style without spaces: the check digit after a dash. */
export function formatPlusgiro(digits: string): string {
  return `${digits.slice(0, -1)}-${digits.slice(-1)}`;
}

function inRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

function addressIssues(prefix: string, address: AddressInput): SettingsIssue[] {
  const checks: Array<[string, string | null]> = [
    ['street', validateMaxLength(address.street, companyLimits.street)],
    ['postalCode', validatePostalCode(address.postalCode)],
    ['city', validateMaxLength(address.city, companyLimits.city)],
  ];
  return checks.filter(([, m]) => m).map(([f, m]) => ({ field: `${prefix}.${f}`, message: m! }));
}

function firstOf(...messages: Array<string | null>): string | null {
  return messages.find((m) => m !== null) ?? null;
}

export function validateCompanySettings(data: CompanySettingsInput): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  const add = (field: string, message: string | null) => {
    if (message) issues.push({ field, message });
  };
  add(
    'companyName',
    firstOf(
      validateRequired(data.companyName),
      validateMaxLength(data.companyName, companyLimits.companyName),
    ),
  );
  const orgMessage = validateRequired(data.organizationId) ?? validateOrganisationNumber(data.organizationId);
  add('organizationId', orgMessage);
  const vatMessage = validateVatNumber(data.vatRegistrationId);
  add('vatRegistrationId', vatMessage);
  // Only two valid numbers can disagree; a broken one already has its own message.
  const org = normalizeOrganisationNumber(data.organizationId);
  const vat = normalizeVatNumber(data.vatRegistrationId);
  if (!orgMessage && !vatMessage && org && vat && vat.slice(2, 12) !== org) {
    add('vatRegistrationId', companyMessages.vatMatchesOrgNumber);
  }
  add('plusgiro', validatePlusgiro(data.plusgiro));
  add('bankgiro', validateBankgiro(data.bankgiro));
  issues.push(...addressIssues('address', data.address));
  add('phone', firstOf(validateMobile(data.phone), validateMaxLength(data.phone, companyLimits.phone)));
  add('email', firstOf(validateEmail(data.email), validateMaxLength(data.email, companyLimits.email)));
  add('website', validateMaxLength(data.website, companyLimits.website));
  add('primaryContact.name', validateMaxLength(data.primaryContact.name, companyLimits.contactName));
  add('primaryContact.phone', validateMobile(data.primaryContact.phone));
  add('primaryContact.email', validateEmail(data.primaryContact.email));
  add('deliveryReceiver', validateMaxLength(data.deliveryReceiver, companyLimits.deliveryReceiver));
  issues.push(...addressIssues('deliveryAddress', data.deliveryAddress));
  if (!inRange(data.paymentDelay, 0, companyLimits.paymentDelayDays))
    add('paymentDelay', companyMessages.paymentDelay);
  if (!(vatRatesBp as readonly number[]).includes(data.vatRateBp)) add('vatRateBp', companyMessages.vatRate);
  if (!inRange(data.interestOnArrearsBp, 0, companyLimits.interestOnArrearsBp)) {
    add('interestOnArrearsBp', companyMessages.interest);
  }
  const { min, max } = companyLimits.documentNoteMaxLength;
  if (!inRange(data.documentNoteMaxLength, min, max))
    add('documentNoteMaxLength', companyMessages.noteLength);
  const printing = data.printingSettings;
  add(
    'printingSettings.documentsFooterMessage',
    validateMaxLength(printing.documentsFooterMessage, companyLimits.footerMessage),
  );
  if (!inRange(printing.numberOfCopies, 1, companyLimits.numberOfCopies)) {
    add('printingSettings.numberOfCopies', companyMessages.copies);
  }
  for (const [type, settings] of Object.entries(printing.documentSettings ?? {})) {
    const copies = settings.numberOfCopies;
    if (copies !== null && !inRange(copies, 1, companyLimits.numberOfCopies)) {
      add(`printingSettings.documentSettings.${type}.numberOfCopies`, companyMessages.copies);
    }
  }
  if (!inRange(data.numbering.clientMinNumber, 1, companyLimits.clientMaxNumber)) {
    add('numbering.clientMinNumber', companyMessages.minNumber);
  }
  for (const type of numberedDocTypes) {
    const series = data.numbering.docsNumbering[type];
    if (!inRange(series.minNumber, 1, MAX_DOCUMENT_NUMBER)) {
      add(`numbering.docsNumbering.${type}.minNumber`, companyMessages.minNumber);
    }
  }
  const accounting = data.accountingSettings;
  for (const issue of validateFirstFiscalYear(
    accounting.firstFiscalPeriodBegin,
    accounting.firstFiscalPeriodEnd,
  )) {
    add(`accountingSettings.${issue.field}`, issue.message);
  }
  const qr = data.qrPaymentsGenerationSettings;
  if (qr.enabled && qr.paymentMethod === 'SWISH' && !normalizeSwishNumber(qr.swishNumber)) {
    add(
      'qrPaymentsGenerationSettings.swishNumber',
      validateRequired(qr.swishNumber) ?? companyMessages.swishNumber,
    );
  }
  if (!qr.enabled && qr.swishNumber.trim() && !normalizeSwishNumber(qr.swishNumber)) {
    add('qrPaymentsGenerationSettings.swishNumber', companyMessages.swishNumber);
  }
  if (qr.enabled && qr.paymentMethod === 'INTERNAL' && !data.bankgiro.trim() && !data.plusgiro.trim()) {
    add('bankgiro', companyMessages.giroForQr);
  }
  // Inkassokostnadslagen: a reminder may cost the customer at most 60 kr (decision 0034).
  if (data.reminderFeeOre !== undefined && !inRange(data.reminderFeeOre, 0, 6_000)) {
    add('reminderFeeOre', companyMessages.reminderFee);
  }
  const reminders = data.paymentRemindersPrintingSettings;
  if (reminders && !inRange(reminders.numberOfPapers, 1, companyLimits.numberOfCopies)) {
    add('paymentRemindersPrintingSettings.numberOfPapers', companyMessages.copies);
  }
  if (reminders) {
    add(
      'paymentRemindersPrintingSettings.note',
      validateMaxLength(reminders.note, companyLimits.footerMessage),
    );
  }
  const guide = data.vvsguiden;
  add('vvsguiden.description', validateMaxLength(guide.description, companyLimits.vvsguidenDescription));
  const suffix = guide.linkSuffix.trim();
  if (guide.enabled && !suffix) add('vvsguiden.linkSuffix', validateRequired(suffix));
  else if (suffix && !/^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/.test(suffix)) {
    add('vvsguiden.linkSuffix', companyMessages.linkSuffix);
  }
  return issues;
}

function normalizeAddress(address: AddressInput): AddressInput {
  return {
    street: address.street.trim(),
    postalCode: normalizePostalCode(address.postalCode) ?? '',
    city: address.city.trim(),
  };
}

/** The stored form of valid settings: numbers in their printed shape, text trimmed. */
export function normalizeCompanySettings<T extends CompanySettingsInput>(data: T): T {
  const bankgiro = normalizeBankgiro(data.bankgiro);
  const plusgiro = normalizePlusgiro(data.plusgiro);
  return {
    ...data,
    companyName: data.companyName.trim(),
    organizationId: normalizeOrganisationNumber(data.organizationId) ?? '',
    vatRegistrationId: normalizeVatNumber(data.vatRegistrationId) ?? '',
    bankgiro: bankgiro ? formatBankgiro(bankgiro) : '',
    plusgiro: plusgiro ? formatPlusgiro(plusgiro) : '',
    address: normalizeAddress(data.address),
    phone: data.phone.trim(),
    email: data.email.trim(),
    website: data.website.trim(),
    primaryContact: {
      name: data.primaryContact.name.trim(),
      phone: data.primaryContact.phone.trim(),
      email: data.primaryContact.email.trim(),
    },
    deliveryReceiver: data.deliveryReceiver.trim(),
    deliveryAddress: normalizeAddress(data.deliveryAddress),
    qrPaymentsGenerationSettings: {
      ...data.qrPaymentsGenerationSettings,
      swishNumber: normalizeSwishNumber(data.qrPaymentsGenerationSettings.swishNumber) ?? '',
    },
    vvsguiden: {
      ...data.vvsguiden,
      description: data.vvsguiden.description.trim(),
      linkSuffix: data.vvsguiden.linkSuffix.trim(),
    },
  };
}
