/**
 * Surveys (api-spec §3.14, §4): the field and survey types and the one rule for an answer, shared by the
 * survey form in the browser and the server that stores it, so both say the same Swedish text at the field.
 */
import { messages, validateEmail, validateMaxLength, validateMobile } from './validators';

export const surveyFieldTypes = [
  'STRING',
  'TEXT',
  'EMAIL',
  'PHONE',
  'OPTION_SINGLE',
  'OPTION_MULTIPLE',
  'RATING',
] as const;
export type SurveyFieldType = (typeof surveyFieldTypes)[number];

export const surveyTypes = [
  'GENERAL',
  'CALENDAR_EVENT',
  'REQUEST_FOR_SCHOOL',
  'APPLY_FOR_GUEST_ACCOUNT',
] as const;
export type SurveyType = (typeof surveyTypes)[number];

/** A rating is given as 1–5 stars. */
export const RATING_MAX = 5;
export const SURVEY_LIMITS = { shortText: 200, longText: 4000 } as const;

export const surveyMessages = {
  option: 'Välj ett av alternativen',
  rating: `Välj ett betyg från 1 till ${RATING_MAX}`,
} as const;

export interface SurveyFieldRule {
  id: string;
  type: SurveyFieldType;
  mandatory: boolean;
  options: readonly string[];
}

/** One answer: a text, or for OPTION_MULTIPLE the chosen options. */
export type SurveyValue = string | readonly string[];

export interface SurveyIssue {
  field: string;
  message: string;
}

function isEmpty(value: SurveyValue | undefined): boolean {
  if (value === undefined) return true;
  return typeof value === 'string' ? value.trim() === '' : value.length === 0;
}

function valueIssue(field: SurveyFieldRule, value: SurveyValue): string | null {
  const texts = typeof value === 'string' ? [value.trim()] : value;
  switch (field.type) {
    case 'STRING':
    case 'TEXT': {
      if (typeof value !== 'string') return messages.required;
      return validateMaxLength(
        value.trim(),
        field.type === 'STRING' ? SURVEY_LIMITS.shortText : SURVEY_LIMITS.longText,
      );
    }
    case 'EMAIL':
      return typeof value === 'string' ? validateEmail(value) : messages.email;
    case 'PHONE':
      return typeof value === 'string' ? validateMobile(value) : messages.mobile;
    case 'OPTION_SINGLE':
      return typeof value === 'string' && field.options.includes(value.trim()) ? null : surveyMessages.option;
    case 'OPTION_MULTIPLE':
      return texts.every((t) => field.options.includes(t)) && new Set(texts).size === texts.length
        ? null
        : surveyMessages.option;
    case 'RATING': {
      const n = typeof value === 'string' ? Number(value.trim()) : Number.NaN;
      return Number.isInteger(n) && n >= 1 && n <= RATING_MAX ? null : surveyMessages.rating;
    }
  }
}

/**
 * Every problem of an answer at once, keyed by field id: a mandatory field left empty, a value of the wrong
 * form, an option the survey does not offer. Values for fields the survey does not have are ignored.
 */
export function surveyAnswerIssues(
  fields: readonly SurveyFieldRule[],
  values: Readonly<Record<string, SurveyValue | undefined>>,
): SurveyIssue[] {
  const issues: SurveyIssue[] = [];
  for (const field of fields) {
    const value = values[field.id];
    if (value === undefined || isEmpty(value)) {
      if (field.mandatory) issues.push({ field: field.id, message: messages.required });
      continue;
    }
    const message = valueIssue(field, value);
    if (message) issues.push({ field: field.id, message });
  }
  return issues;
}

/** The stored form of an answer: trimmed text, options in the survey's order. */
export function normaliseSurveyValue(field: SurveyFieldRule, value: SurveyValue): SurveyValue {
  if (typeof value === 'string') return value.trim();
  return field.options.filter((option) => value.includes(option));
}
