import { type EmployeeRole, roleLabels } from '@shared/domain/access';

/** The audit log's action codes in Swedish; an unknown code (a newer server) shows as itself. */
const actionLabels: Record<string, string> = {
  LOGIN: 'Loggade in i administrationen',
  ACT_AS_EMPLOYEE: 'Loggade in som anställd',
  REGISTRATION_APPROVED: 'Godkände registrering',
  REGISTRATION_REJECTED: 'Avslog registrering',
  CUSTOMER_APPLICATION_REJECTED: 'Avslog ansökan om att bli kund',
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
  PRICE_LIST_DATES_SET: 'Ändrade prislistornas datum',
  SALE_TERMS_EDITED: 'Ändrade försäljningsvillkoren',
};

export const actionLabel = (code: string) => actionLabels[code] ?? code;

const keyLabels: Record<string, string> = {
  status: 'Status',
  firm: 'Företag',
  role: 'Roll',
  login: 'Användarnamn',
  reason: 'Besked',
  title: 'Rubrik',
  state: 'Status',
  recipients: 'Mottagare',
  body: 'Text',
  publishDate: 'Publiceringsdag',
  section: 'Lista',
  category: 'Kategori',
  file: 'Fil',
  mainPriceListDate: 'Bruttoprislista',
  netPriceListDate: 'Nettoprislista',
  sections: 'Avsnitt',
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
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A before/after record as "Status: väntar, Roll: användare", for the row's details. */
export function describeChange(record: Record<string, unknown> | null): string {
  if (!record) return '–';
  return Object.entries(record)
    .map(([key, value]) => `${keyLabels[key] ?? key}: ${valueLabel(key, value)}`)
    .join(', ');
}
