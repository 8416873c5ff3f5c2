import { type CustomerTrade, customerTradeLabels } from '@shared/domain/customer-application';
import { normalizeOrganisationNumber } from '@shared/domain/validators';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/http/context';
import type { OutgoingMail } from '../../platform/mail/mail.transport';
import { findProviderInbox, type SurveyFieldRow, type SurveyRow } from './forms.repository';
import type { StoredAnswer } from './forms.table';

/**
 * What a visitor sends is worth nothing until someone at the provider reads it: each request that waits for
 * an answer (registration, "Bli kund", guest account, school visit, feedback) is also mailed to the
 * provider's customer service. The mail is queued in the transaction that stores the request, so it exists
 * exactly when the request does; it never carries a password or a captcha.
 */
export interface ProviderNotice {
  subject: string;
  lines: readonly (string | null)[];
  replyTo?: string | undefined;
}

const dash = (value: string | null | undefined) => value?.trim() || '–';

export async function notifyProvider({
  deps,
  db,
  notice,
}: {
  deps: AppDeps;
  db: Db;
  notice: ProviderNotice;
}) {
  const inbox = await findProviderInbox(db);
  if (!inbox?.email) return;
  const mail: OutgoingMail = {
    to: inbox.email,
    subject: notice.subject,
    text: [
      ...notice.lines.filter((line): line is string => line !== null),
      '',
      'Skickat från Montör. Svara kunden direkt på adressen ovan.',
    ].join('\n'),
    ...(notice.replyTo ? { replyTo: notice.replyTo } : {}),
  };
  await deps.mail.queue(mail, db);
}

export function registrationNotice(request: {
  login: string;
  phone: string;
  email: string;
  customerCode: string | null;
  companyName: string | null;
  city: string | null;
  linkSuffix: string | null;
  interests: readonly string[];
}): ProviderNotice {
  const who = request.customerCode ? `kundnummer ${request.customerCode}` : dash(request.companyName);
  return {
    subject: `Ny registrering till Montör: ${who}`,
    replyTo: request.email,
    lines: [
      'En befintlig kund ansöker om inloggning till Montör. Kontrollera uppgifterna mot kundregistret och godkänn eller avslå ansökan.',
      '',
      `Kundnummer: ${dash(request.customerCode)}`,
      `Företag: ${dash(request.companyName)}`,
      `Ort: ${dash(request.city)}`,
      `Önskat användarnamn: ${request.login}`,
      `E-post: ${request.email}`,
      `Mobil: ${request.phone}`,
      request.linkSuffix ? `Kod från inbjudan: ${request.linkSuffix}` : null,
      request.interests.length ? `Vill gärna få: ${request.interests.join(', ')}` : null,
    ],
  };
}

export function customerApplicationNotice(
  application: {
    companyName: string;
    organisationNumber: string;
    trade: CustomerTrade;
    contactName: string;
    phone: string;
    email: string;
    message?: string | undefined;
  },
  warehouse: { name: string; city: string },
): ProviderNotice {
  return {
    subject: `Ansökan om att bli kund: ${application.companyName} (${warehouse.city})`,
    replyTo: application.email,
    lines: [
      `Ett företag vill bli kund hos ${warehouse.name}.`,
      '',
      `Företag: ${application.companyName}`,
      `Organisationsnummer: ${formatOrganisationNumber(application.organisationNumber)}`,
      `Bransch: ${customerTradeLabels[application.trade]}`,
      `Kontaktperson: ${application.contactName}`,
      `E-post: ${application.email}`,
      `Telefon: ${application.phone}`,
      `Lager: ${warehouse.name}, ${warehouse.city}`,
      application.message ? ['', 'Meddelande:', application.message].join('\n') : null,
    ],
  };
}

export function feedbackNotice(input: {
  kindTitle: string;
  typeTitle: string;
  message: string;
  name: string;
  company?: string | undefined;
  phone?: string | undefined;
  email: string;
}): ProviderNotice {
  return {
    subject: `Synpunkt från Montör: ${input.kindTitle} – ${input.typeTitle}`,
    replyTo: input.email,
    lines: [
      `Från: ${input.name}${input.company ? `, ${input.company}` : ''}`,
      `E-post: ${input.email}`,
      `Telefon: ${dash(input.phone)}`,
      '',
      input.message,
    ],
  };
}

/** The survey types where somebody waits for the provider's answer; other surveys are read as statistics. */
const answeredSurveyTypes = new Set(['APPLY_FOR_GUEST_ACCOUNT', 'REQUEST_FOR_SCHOOL']);

export function surveyAnswerNotice(
  survey: Pick<SurveyRow, 'type' | 'title'>,
  fields: readonly Pick<SurveyFieldRow, 'id' | 'title' | 'type'>[],
  answers: readonly StoredAnswer[],
): ProviderNotice | null {
  if (!answeredSurveyTypes.has(survey.type)) return null;
  const byId = new Map(answers.map((a) => [a.id, a.value]));
  const lines = fields.map((field) => {
    const value = byId.get(field.id);
    return `${field.title}: ${Array.isArray(value) ? value.join(', ') || '–' : dash(value)}`;
  });
  const email = fields.find((f) => f.type === 'EMAIL');
  const replyTo = email ? byId.get(email.id) : undefined;
  return {
    subject: `Nytt svar: ${survey.title}`,
    replyTo: typeof replyTo === 'string' ? replyTo : undefined,
    lines,
  };
}

function formatOrganisationNumber(value: string) {
  const digits = normalizeOrganisationNumber(value);
  return digits ? `${digits.slice(0, 6)}-${digits.slice(6)}` : value;
}
