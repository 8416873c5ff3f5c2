/**
 * The Swedish subject and message a document goes out with by e-mail (issue #15, decision 0027). A firm
 * may write its own per kind (company settings, `printingSettings.documentSettings[type]`); an empty
 * text falls back to the kind's default here, which the settings page shows as the placeholder. Both may
 * use the fields below, filled in when the dialog opens and editable before sending.
 */
import type { DocumentType } from './document-kinds';

/** The fields a subject or message may name, as the settings page lists them. */
export const emailTextFields = {
  '{nummer}': 'dokumentets nummer (tomt för ett utkast)',
  '{företag}': 'företagets namn',
  '{avsändare}': 'ditt namn',
  '{kund}': 'kundens namn',
} as const;

export interface EmailTexts {
  subject: string;
  message: string;
}

const closing = '\n\nHör gärna av dig om du har frågor.\n\nMed vänliga hälsningar\n{avsändare}\n{företag}';

/** What is sent: "offert 1001" in the message, "Offert 1001" in the subject. */
function texts(name: string, body: string): EmailTexts {
  const subject = `${name.charAt(0).toUpperCase()}${name.slice(1)} {nummer} från {företag}`;
  return { subject, message: `Hej!\n\nHär kommer ${name} {nummer} från {företag}. ${body}${closing}` };
}

export const defaultEmailTexts: Record<DocumentType, EmailTexts> = {
  OFFER: texts('offert', 'Offerten finns som PDF i den bifogade filen.'),
  COST_CALCULATION: texts('kostnadskalkyl', 'Kalkylen finns som PDF i den bifogade filen.'),
  ADDITIONAL_ESTIMATE: texts(
    'ÄTA',
    'Underlaget för ändrings- och tilläggsarbetet finns som PDF i den bifogade filen.',
  ),
  CUSTOMER_ORDER: texts('beställning', 'Beställningen finns som PDF i den bifogade filen.'),
  WORK_ORDER: texts('arbetsorder', 'Arbetsordern finns som PDF i den bifogade filen.'),
  INVOICE: texts(
    'faktura',
    'Fakturan finns som PDF i den bifogade filen; betalningsuppgifterna står på den.',
  ),
  CREDIT_INVOICE: texts('kreditfaktura', 'Kreditfakturan finns som PDF i den bifogade filen.'),
  INTEREST_INVOICE: texts(
    'räntefaktura',
    'Räntefakturan avser dröjsmålsränta på en försenad betalning och finns som PDF i den bifogade filen.',
  ),
  UNIX_ORDER: texts('följesedel', 'Följesedeln finns som PDF i den bifogade filen.'),
  UNIX_INVOICE: texts('leverantörsfaktura', 'Fakturan finns som PDF i den bifogade filen.'),
};

/** A report of several documents (references/send) goes to the employee's own address. */
export const reportEmailTexts: EmailTexts = {
  subject: 'Rapport från {företag}',
  message:
    'Hej!\n\nHär kommer den rapport du tog fram i Montör. Den finns i den bifogade filen.\n\n{företag}',
};

export interface EmailTextValues {
  number: number | null;
  firmName: string;
  senderName: string;
  clientName: string;
}

/** Fills the fields in; an empty field leaves no double space or space before punctuation behind. */
export function fillEmailText(template: string, values: EmailTextValues): string {
  const filled = template
    .replaceAll('{nummer}', values.number === null ? '' : String(values.number))
    .replaceAll('{företag}', values.firmName)
    .replaceAll('{avsändare}', values.senderName)
    .replaceAll('{kund}', values.clientName);
  return filled
    .split('\n')
    .map((line) =>
      line
        .replace(/ {2,}/g, ' ')
        .replace(/ ([.,;:!?])/g, '$1')
        .trim(),
    )
    .join('\n');
}

/** The kind's texts as the firm set them, else the defaults, filled in for one document. */
export function emailTextsFor(
  type: DocumentType,
  own: Partial<EmailTexts> | undefined,
  values: EmailTextValues,
): EmailTexts {
  const fallback = defaultEmailTexts[type];
  const subject = own?.subject?.trim() ? own.subject : fallback.subject;
  const message = own?.message?.trim() ? own.message : fallback.message;
  return { subject: fillEmailText(subject, values), message: fillEmailText(message, values) };
}
