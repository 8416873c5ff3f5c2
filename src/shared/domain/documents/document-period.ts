import { addDays } from './document-rules';

/**
 * A document list's period (api-spec §7.5): the document dates it covers, counted in Swedish calendar
 * days from the app clock's today, and the limits of a chosen range (docs/decisions/0012).
 */
export type DocumentPeriodType = 'ALL' | 'THIS_MONTH' | 'LAST_MONTH' | 'THIS_YEAR' | 'LAST_YEAR' | 'OPTIONAL';

export interface DocumentPeriod {
  periodType: DocumentPeriodType;
  dateFrom: string | null;
  dateTo: string | null;
}

export interface DateRange {
  from: string | null;
  to: string | null;
}

/** The earliest date a list may ask for. */
export const EARLIEST_DOCUMENT_DATE = '2000-01-01';
/** A chosen range may span at most this many months (dateTo ≤ dateFrom + 18 months). */
export const MAX_PERIOD_MONTHS = 18;

export const periodMessages = {
  tooLong: `Datumintervallet får vara högst ${MAX_PERIOD_MONTHS} månader`,
  tooEarly: 'Tidigaste datum är 2000-01-01',
  reversed: 'Slutdatum kan inte vara före startdatum',
} as const;

function monthStart(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

/** The same day `months` later; a day the month lacks becomes its last day (31 Aug + 6 → 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7)) - 1 + months;
  const day = Number(isoDate.slice(8, 10));
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)));
  return date.toISOString().slice(0, 10);
}

/** The dates the period covers; ALL and an OPTIONAL side left empty are open. */
export function periodRange(period: DocumentPeriod, today: string): DateRange {
  const year = Number(today.slice(0, 4));
  switch (period.periodType) {
    case 'THIS_MONTH':
      return { from: monthStart(today), to: addDays(addMonths(monthStart(today), 1), -1) };
    case 'LAST_MONTH': {
      const lastMonthEnd = addDays(monthStart(today), -1);
      return { from: monthStart(lastMonthEnd), to: lastMonthEnd };
    }
    case 'THIS_YEAR':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'LAST_YEAR':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    case 'OPTIONAL':
      return { from: period.dateFrom, to: period.dateTo };
    default:
      return { from: null, to: null };
  }
}

export interface PeriodIssue {
  field: 'dateFrom' | 'dateTo';
  message: string;
}

/** What is wrong with a chosen range, each at its field; only OPTIONAL has dates to check. */
export function validatePeriod(period: DocumentPeriod): PeriodIssue[] {
  if (period.periodType !== 'OPTIONAL') return [];
  const { dateFrom, dateTo } = period;
  const issues: PeriodIssue[] = [];
  if (dateFrom !== null && dateFrom < EARLIEST_DOCUMENT_DATE)
    issues.push({ field: 'dateFrom', message: periodMessages.tooEarly });
  if (dateTo !== null && dateTo < EARLIEST_DOCUMENT_DATE)
    issues.push({ field: 'dateTo', message: periodMessages.tooEarly });
  if (issues.length > 0 || dateFrom === null || dateTo === null) return issues;
  if (dateTo < dateFrom) return [{ field: 'dateTo', message: periodMessages.reversed }];
  if (dateTo > addMonths(dateFrom, MAX_PERIOD_MONTHS))
    return [{ field: 'dateTo', message: periodMessages.tooLong }];
  return [];
}
