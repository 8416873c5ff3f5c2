/**
 * The provider's writing of events (decision 0064): what an event must hold, checked by the administration's
 * form before the call and by the server before it is stored, with the same Swedish texts at the fields.
 */
import { parseIsoDate } from './fiscal-year';
import { type AuthoringIssue, textListIssues, validateWebAddress } from './survey-authoring';
import { messages } from './validators';

export const MAX_EVENT_ALTERNATIVES = 20;

export interface EventDraft {
  title: string;
  category: string;
  person: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:mm, Swedish wall-clock time. */
  begin: string;
  end: string;
  warehouseUid: string | null;
  fullAddress: string;
  description: string;
  /** '' when none. */
  link: string;
  alternatives: readonly string[];
  registrationSurveyUid: string | null;
}

export const eventMessages = {
  date: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)',
  pastDate: 'Datumet har redan varit. Ange en kommande dag.',
  time: 'Ange tiden som TT:MM, till exempel 09:30',
  endBeforeBegin: 'Sluttiden måste vara efter starttiden',
  warehouse: 'Välj ett lager',
  blankAlternative: 'Alternativet får inte vara tomt',
  duplicateAlternative: (text: string) => `Alternativet ”${text}” finns redan`,
  tooManyAlternatives: `Högst ${MAX_EVENT_ALTERNATIVES} alternativ`,
} as const;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:mm' as written on a poster; '9:30' is taken as '09:30'. Null when it is no time of day. */
export function normaliseClock(text: string): string | null {
  const trimmed = text.trim().replace('.', ':');
  const padded = /^\d:\d\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
  return CLOCK.test(padded) ? padded : null;
}

function alternativeIssues(alternatives: readonly string[]): AuthoringIssue[] {
  if (alternatives.length > MAX_EVENT_ALTERNATIVES)
    return [{ field: 'alternatives', message: eventMessages.tooManyAlternatives }];
  return textListIssues(alternatives, 'alternatives', {
    blank: eventMessages.blankAlternative,
    duplicate: eventMessages.duplicateAlternative,
  });
}

/**
 * Every problem of an event as written, each at its field. `today` is the Swedish date; a date already
 * past is refused unless it is the one stored (`storedDate`), so an old event can still be corrected.
 */
export function eventDraftIssues(
  draft: EventDraft,
  { today, storedDate = null }: { today: string; storedDate?: string | null },
): AuthoringIssue[] {
  const issues: AuthoringIssue[] = [];
  const required = (field: keyof EventDraft, value: string) => {
    if (!value.trim()) issues.push({ field, message: messages.required });
  };
  required('title', draft.title);
  required('category', draft.category);
  required('person', draft.person);
  required('fullAddress', draft.fullAddress);
  required('description', draft.description);
  if (!draft.date.trim()) issues.push({ field: 'date', message: messages.required });
  else if (!parseIsoDate(draft.date)) issues.push({ field: 'date', message: eventMessages.date });
  else if (draft.date < today && draft.date !== storedDate)
    issues.push({ field: 'date', message: eventMessages.pastDate });
  const begin = normaliseClock(draft.begin);
  const end = normaliseClock(draft.end);
  if (!draft.begin.trim()) issues.push({ field: 'begin', message: messages.required });
  else if (!begin) issues.push({ field: 'begin', message: eventMessages.time });
  if (!draft.end.trim()) issues.push({ field: 'end', message: messages.required });
  else if (!end) issues.push({ field: 'end', message: eventMessages.time });
  else if (begin && end <= begin) issues.push({ field: 'end', message: eventMessages.endBeforeBegin });
  if (!draft.warehouseUid) issues.push({ field: 'warehouseUid', message: eventMessages.warehouse });
  const link = validateWebAddress(draft.link);
  if (link) issues.push({ field: 'link', message: link });
  issues.push(...alternativeIssues(draft.alternatives));
  return issues;
}
