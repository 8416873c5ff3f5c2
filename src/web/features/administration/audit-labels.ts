import { type EmployeeRole, roleLabels, type SiteOption, siteOptionLabels } from '@shared/domain/access';

/** The audit log's action codes in Swedish; an unknown code (a newer server) shows as itself. */
const actionLabels: Record<string, string> = {
  LOGIN: 'Loggade in i administrationen',
  ACT_AS_EMPLOYEE: 'Loggade in som anställd',
  REGISTRATION_APPROVED: 'Godkände registrering',
  REGISTRATION_REJECTED: 'Avslog registrering',
  CUSTOMER_APPLICATION_REJECTED: 'Avslog ansökan om att bli kund',
  ROT_PERIOD_ADDED: 'Lade till ROT-period',
  ROT_PERIOD_CHANGED: 'Ändrade planerad ROT-period',
  ROT_PERIOD_REMOVED: 'Tog bort planerad ROT-period',
  REFERENCE_RATE_SET: 'Angav referensränta',
  POLLING_INTERVAL_SET: 'Ändrade uppdateringsintervall',
  CATALOGUE_IMPORT_STARTED: 'Startade import',
  FIRM_DISCOUNT_SET: 'Ändrade rabatt',
  ORDER_SMS_RESENT: 'Skickade orderbekräftelse igen',
  CUSTOMER_APPLICATION_APPROVED: 'Godkände ansökan om att bli kund',
  FIRM_CREATED: 'Skapade företag',
  FIRM_UPDATED: 'Ändrade företagets inställningar',
  FIRM_DEACTIVATED: 'Inaktiverade företag',
  FIRM_REACTIVATED: 'Aktiverade företag igen',
  FIRM_ADMIN_CREATED: 'Lade till en anställd hos företaget',
  FIRM_EMPLOYEE_UPDATED: 'Ändrade en anställd hos företaget',
  FIRM_EMPLOYEE_LINK_SENT: 'Skickade en länk för att välja lösenord',
  GUEST_APPLICATION_APPROVED: 'Godkände ansökan om gästkonto',
  GUEST_APPLICATION_REJECTED: 'Avslog ansökan om gästkonto',
  MESSAGE_CREATED: 'Skrev ett meddelande (utkast)',
  MESSAGE_EDITED: 'Ändrade ett meddelande',
  MESSAGE_PUBLISHED: 'Publicerade ett meddelande',
  MESSAGE_UNPUBLISHED: 'Avpublicerade ett meddelande',
  NEWS_CREATED: 'Skrev en nyhet (utkast)',
  NEWS_EDITED: 'Ändrade en nyhet',
  NEWS_PUBLISHED: 'Publicerade en nyhet',
  NEWS_UNPUBLISHED: 'Avpublicerade en nyhet',
  DOCUMENT_CREATED: 'Laddade upp ett dokument (utkast)',
  DOCUMENT_EDITED: 'Ändrade ett dokument',
  DOCUMENT_PUBLISHED: 'Publicerade ett dokument',
  DOCUMENT_UNPUBLISHED: 'Avpublicerade ett dokument',
  CABINET_ITEM_PUBLISHED: 'Publicerade på startsidan',
  CABINET_ITEM_UNPUBLISHED: 'Avpublicerade från startsidan',
  BANNER_CREATED: 'Skapade en banner (utkast)',
  BANNER_EDITED: 'Ändrade en banner',
  BANNER_DELETED: 'Tog bort en banner',
  FLIPBOOK_CREATED: 'Laddade upp en katalog (utkast)',
  FLIPBOOK_EDITED: 'Ändrade en katalog',
  FLIPBOOK_DELETED: 'Tog bort en katalog',
  CONTENT_SECTION_CREATED: 'Skrev ett innehållsavsnitt (utkast)',
  CONTENT_SECTION_EDITED: 'Ändrade ett innehållsavsnitt',
  CONTENT_SECTION_PUBLISHED: 'Publicerade ett innehållsavsnitt',
  CONTENT_SECTION_UNPUBLISHED: 'Avpublicerade ett innehållsavsnitt',
  CONTENT_SECTION_DELETED: 'Tog bort ett innehållsavsnitt',
  PRICE_LIST_DATES_SET: 'Ändrade prislistornas datum',
  SALE_TERMS_EDITED: 'Ändrade försäljningsvillkoren',
  SURVEY_CREATED: 'Skapade en enkät',
  SURVEY_EDITED: 'Ändrade en enkät',
  EVENT_CREATED: 'Skapade ett evenemang (utkast)',
  EVENT_EDITED: 'Ändrade ett evenemang',
  EVENT_PUBLISHED: 'Publicerade ett evenemang',
  EVENT_UNPUBLISHED: 'Avpublicerade ett evenemang',
  EVENT_DELETED: 'Tog bort ett evenemang',
};

export const actionLabel = (code: string) => actionLabels[code] ?? code;

const keyLabels: Record<string, string> = {
  status: 'Status',
  firm: 'Företag',
  role: 'Roll',
  login: 'Användarnamn',
  reason: 'Besked',
  rateBp: 'Procent (bp)',
  capOre: 'Tak (öre)',
  pollingIntervalMs: 'Intervall (ms)',
  discountBp: 'Rabatt (bp)',
  size: 'Storlek (byte)',
  to: 'Till',
  code: 'Kundnummer',
  name: 'Namn',
  organisationNumber: 'Organisationsnummer',
  accessLevel: 'Kontotyp',
  siteOptions: 'Moduler',
  featureFlags: 'Funktioner',
  onlyAdminsCanOrder: 'Bara administratörer beställer',
  defaultWarehouseUid: 'Förvalt lager',
  paymentDelayDays: 'Betalningsvillkor (dagar)',
  customerDiscountBp: 'Kundrabatt (bp)',
  mandatoryMark: 'Märkning obligatorisk',
  mandatoryObject: 'Objekt obligatoriskt',
  displayName: 'Namn',
  sentTo: 'Skickad till',
  admin: 'Administratör',
  active: 'Aktivt',
  endedSessions: 'Avslutade sessioner',
  email: 'E-post',
  title: 'Rubrik',
  state: 'Status',
  recipients: 'Mottagare',
  body: 'Text',
  publishDate: 'Publiceringsdag',
  section: 'Lista',
  category: 'Kategori',
  file: 'Fil',
  picture: 'Bild',
  imageAlt: 'Bildbeskrivning',
  cover: 'Omslag',
  description: 'Beskrivning',
  text: 'Text',
  colorTheme: 'Färgtema',
  linkType: 'Länktyp',
  link: 'Länk',
  linkText: 'Knapptext',
  position: 'Ordning',
  mainPriceListDate: 'Bruttoprislista',
  netPriceListDate: 'Nettoprislista',
  sections: 'Avsnitt',
  type: 'Typ',
  links: 'Länkar',
  fields: 'Frågor',
  person: 'Kontaktperson',
  date: 'Datum',
  time: 'Tid',
  warehouse: 'Lager',
  place: 'Adress',
  registrationSurvey: 'Anmälningsenkät',
  alternatives: 'Alternativ',
};
const statusLabels: Record<string, string> = {
  PENDING: 'väntar',
  APPROVED: 'godkänd',
  REJECTED: 'avslagen',
  DRAFT: 'utkast',
  PUBLISHED: 'publicerad',
  UNPUBLISHED: 'avpublicerad',
};

function valueLabel(key: string, value: unknown): string {
  if ((key === 'status' || key === 'state') && typeof value === 'string') return statusLabels[value] ?? value;
  if (key === 'role' && typeof value === 'string' && value in roleLabels) {
    return roleLabels[value as EmployeeRole].toLowerCase();
  }
  if (key === 'siteOptions' && Array.isArray(value)) {
    return value.map((o) => siteOptionLabels[o as SiteOption] ?? String(o)).join(', ') || 'inga';
  }
  if (typeof value === 'boolean') return value ? 'ja' : 'nej';
  if (value === null) return 'ingen';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A before/after record as "Status: väntar, Roll: användare", for the row's details. */
export function describeChange(record: Record<string, unknown> | null): string {
  if (!record) return '–';
  return Object.entries(record)
    .map(([key, value]) => `${keyLabels[key] ?? key}: ${valueLabel(key, value)}`)
    .join(', ');
}
