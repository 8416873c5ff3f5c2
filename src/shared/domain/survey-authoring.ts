/**
 * The provider's writing of surveys (decision 0064): what a survey must hold before it is saved, and what
 * may no longer change once firms have answered it. Shared by the survey form in the administration (which
 * says it at the field before the call) and the server (which refuses it), so both use the same words.
 */
import type { SurveyFieldType, SurveyType } from './surveys';
import { messages } from './validators';

export const MAX_SURVEY_FIELDS = 50;
export const MAX_FIELD_OPTIONS = 30;
export const MAX_SURVEY_LINKS = 10;

export const surveyTypeLabels: Record<SurveyType, string> = {
  GENERAL: 'Allmän enkät',
  CALENDAR_EVENT: 'Anmälan till evenemang',
  REQUEST_FOR_SCHOOL: 'Förfrågan om skolbesök',
  APPLY_FOR_GUEST_ACCOUNT: 'Ansökan om gästkonto',
};

export const surveyFieldTypeLabels: Record<SurveyFieldType, string> = {
  STRING: 'Kort text',
  TEXT: 'Lång text',
  EMAIL: 'E-postadress',
  PHONE: 'Mobilnummer',
  OPTION_SINGLE: 'Ett val av flera',
  OPTION_MULTIPLE: 'Flera val',
  RATING: 'Betyg 1–5',
};

/** The field types whose answers are among the field's options. */
export const isChoiceField = (type: SurveyFieldType): boolean =>
  type === 'OPTION_SINGLE' || type === 'OPTION_MULTIPLE';

export interface SurveyFieldDraft {
  /** The stored field's id; null for a field added in this edit. */
  uid: string | null;
  type: SurveyFieldType;
  title: string;
  description: string;
  mandatory: boolean;
  options: readonly string[];
}

export interface SurveyDraft {
  type: SurveyType;
  title: string;
  description: string;
  links: ReadonlyArray<{ title: string; url: string }>;
  active: boolean;
  fields: readonly SurveyFieldDraft[];
}

export interface AuthoringIssue {
  field: string;
  message: string;
}

export const authoringMessages = {
  noFields: 'Lägg till minst en fråga',
  tooManyFields: `Högst ${MAX_SURVEY_FIELDS} frågor`,
  noOptions: 'Skriv minst ett svarsalternativ',
  blankOption: 'Svarsalternativet får inte vara tomt',
  tooManyOptions: `Högst ${MAX_FIELD_OPTIONS} svarsalternativ`,
  duplicateOption: (option: string) => `Svarsalternativet ”${option}” finns redan`,
  url: 'Ange en webbadress som börjar med https:// eller http://',
} as const;

const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** '' or a web address; anything else is the message. */
export function validateWebAddress(value: string): string | null {
  const text = value.trim();
  return text === '' || WEB_ADDRESS.test(text) ? null : authoringMessages.url;
}

/** A list written one per row (options, alternatives): a blank or repeated row is an issue at that row. */
export function textListIssues(
  items: readonly string[],
  at: string,
  texts: { blank: string; duplicate: (text: string) => string },
): AuthoringIssue[] {
  const seen = new Set<string>();
  return items.flatMap((item, i) => {
    const text = item.trim();
    const key = text.toLocaleLowerCase('sv');
    const message = !text ? texts.blank : seen.has(key) ? texts.duplicate(text) : null;
    seen.add(key);
    return message ? [{ field: `${at}.${i}`, message }] : [];
  });
}

/** A choice field's options: at least one, none blank, none twice. */
export function optionIssues(options: readonly string[], at: string): AuthoringIssue[] {
  if (options.length === 0) return [{ field: at, message: authoringMessages.noOptions }];
  if (options.length > MAX_FIELD_OPTIONS) return [{ field: at, message: authoringMessages.tooManyOptions }];
  return textListIssues(options, at, {
    blank: authoringMessages.blankOption,
    duplicate: authoringMessages.duplicateOption,
  });
}

/** Every problem of a survey as written, each at its field (`fields.2.options.0`). */
export function surveyDraftIssues(draft: SurveyDraft): AuthoringIssue[] {
  const issues: AuthoringIssue[] = [];
  if (!draft.title.trim()) issues.push({ field: 'title', message: messages.required });
  draft.links.forEach((link, i) => {
    if (!link.title.trim()) issues.push({ field: `links.${i}.title`, message: messages.required });
    const url = link.url.trim() ? validateWebAddress(link.url) : messages.required;
    if (url) issues.push({ field: `links.${i}.url`, message: url });
  });
  if (draft.fields.length === 0) issues.push({ field: 'fields', message: authoringMessages.noFields });
  if (draft.fields.length > MAX_SURVEY_FIELDS)
    issues.push({ field: 'fields', message: authoringMessages.tooManyFields });
  draft.fields.forEach((field, i) => {
    if (!field.title.trim()) issues.push({ field: `fields.${i}.title`, message: messages.required });
    if (isChoiceField(field.type)) issues.push(...optionIssues(field.options, `fields.${i}.options`));
  });
  return issues;
}

/** A survey's field as stored, for the rule on answered surveys. */
export interface StoredSurveyField {
  uid: string;
  type: SurveyFieldType;
  title: string;
  options: readonly string[];
}

export const answeredMessages = {
  type: 'Frågan har svar, så svarstypen kan inte ändras. Lägg till en ny fråga i stället.',
  option: (option: string) =>
    `Frågan har svar, så alternativet ”${option}” kan inte tas bort eller skrivas om. Nya alternativ går att lägga till.`,
  removed: (titles: readonly string[]) =>
    `Enkäten har svar, så ${titles.length === 1 ? 'frågan' : 'frågorna'} ${titles
      .map((t) => `”${t}”`)
      .join(', ')} kan inte tas bort. Gör frågan frivillig, eller gör enkäten inaktiv och skapa en ny.`,
  surveyType: 'Enkäten har svar, så dess typ kan inte ändras. Skapa en ny enkät i stället.',
} as const;

/**
 * What an edit may not do to a survey that has answers (decision 0064): the stored answers name the fields
 * by id and hold the options' texts, so a field may not go, change its type, or lose or rename an option.
 * Texts, descriptions, the mandatory flag, the order, new fields, new options and deactivating are free.
 */
export function answeredSurveyIssues(
  stored: { type: SurveyType; fields: readonly StoredSurveyField[] },
  draft: SurveyDraft,
): AuthoringIssue[] {
  const issues: AuthoringIssue[] = [];
  if (draft.type !== stored.type) issues.push({ field: 'type', message: answeredMessages.surveyType });
  const kept = new Set(draft.fields.map((f) => f.uid).filter((uid): uid is string => uid !== null));
  const removed = stored.fields.filter((f) => !kept.has(f.uid)).map((f) => f.title);
  if (removed.length > 0) issues.push({ field: 'fields', message: answeredMessages.removed(removed) });
  const byUid = new Map(stored.fields.map((f) => [f.uid, f]));
  draft.fields.forEach((field, i) => {
    const before = field.uid ? byUid.get(field.uid) : undefined;
    if (!before) return;
    if (field.type !== before.type) {
      issues.push({ field: `fields.${i}.type`, message: answeredMessages.type });
      return;
    }
    const now = new Set(field.options.map((o) => o.trim()));
    const lost = before.options.find((o) => !now.has(o));
    if (lost !== undefined)
      issues.push({ field: `fields.${i}.options`, message: answeredMessages.option(lost) });
  });
  return issues;
}
