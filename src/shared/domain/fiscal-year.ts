/**
 * Financial years (bokföringslagen 3 kap.): a räkenskapsår is twelve months; the first one, begun when the
 * business starts, may be shorter or extended to at most eighteen months, and it ends on the last day of
 * a month (product-spec §5, §9). Dates are plain `YYYY-MM-DD` text, as everywhere on the wire.
 */

export const FIRST_FISCAL_YEAR_MAX_MONTHS = 18;

export const fiscalYearMessages = {
  date: 'Ange ett datum som ÅÅÅÅ-MM-DD',
  bothOrNone: 'Ange både start- och slutdatum för det första räkenskapsåret',
  endBeforeBegin: 'Slutdatum får inte vara före startdatum',
  endOfMonth: 'Räkenskapsåret ska sluta på sista dagen i en månad',
  tooLong: `Det första räkenskapsåret får vara högst ${FIRST_FISCAL_YEAR_MAX_MONTHS} månader`,
  tooEarly: 'Datumet får inte vara före 2000-01-01',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** api-spec §9: the earliest date the product knows. */
export const EARLIEST_DATE = '2000-01-01';

interface Ymd {
  y: number;
  m: number;
  d: number;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function parseIsoDate(text: string | null | undefined): Ymd | null {
  const match = ISO_DATE.exec(text ?? '');
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

function format({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The last day of the month `months` after the month of `date` (0 = its own month). */
function endOfMonthAfter(date: Ymd, months: number): Ymd {
  const index = date.y * 12 + (date.m - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return { y, m, d: daysInMonth(y, m) };
}

function nextDay(date: Ymd): Ymd {
  const next = new Date(Date.UTC(date.y, date.m - 1, date.d + 1));
  return { y: next.getUTCFullYear(), m: next.getUTCMonth() + 1, d: next.getUTCDate() };
}

/**
 * The latest end a first year from `begin` may have: the last month end within eighteen months, which is
 * the end of the seventeenth month after the month it begins in (begun 2025-03-15 or 2025-03-01, it
 * ends 2026-08-31 at the latest; 2026-09-30 would be more than eighteen months).
 */
export function latestFirstFiscalYearEnd(begin: string): string | null {
  const b = parseIsoDate(begin);
  if (!b) return null;
  return format(endOfMonthAfter(b, FIRST_FISCAL_YEAR_MAX_MONTHS - 1));
}

export interface FiscalYearIssue {
  field: 'firstFiscalPeriodBegin' | 'firstFiscalPeriodEnd';
  message: string;
}

/** Every problem with a first financial year; both dates empty means "not set", which is allowed. */
export function validateFirstFiscalYear(begin: string | null, end: string | null): FiscalYearIssue[] {
  const hasBegin = Boolean(begin);
  const hasEnd = Boolean(end);
  if (!hasBegin && !hasEnd) return [];
  if (!hasBegin) return [{ field: 'firstFiscalPeriodBegin', message: fiscalYearMessages.bothOrNone }];
  if (!hasEnd) return [{ field: 'firstFiscalPeriodEnd', message: fiscalYearMessages.bothOrNone }];
  const b = parseIsoDate(begin);
  const e = parseIsoDate(end);
  const issues: FiscalYearIssue[] = [];
  if (!b) issues.push({ field: 'firstFiscalPeriodBegin', message: fiscalYearMessages.date });
  else if (begin! < EARLIEST_DATE)
    issues.push({ field: 'firstFiscalPeriodBegin', message: fiscalYearMessages.tooEarly });
  if (!e) issues.push({ field: 'firstFiscalPeriodEnd', message: fiscalYearMessages.date });
  if (!b || !e || issues.length > 0) return issues;
  if (end! < begin!) return [{ field: 'firstFiscalPeriodEnd', message: fiscalYearMessages.endBeforeBegin }];
  if (e.d !== daysInMonth(e.y, e.m))
    return [{ field: 'firstFiscalPeriodEnd', message: fiscalYearMessages.endOfMonth }];
  if (end! > latestFirstFiscalYearEnd(begin!)!) {
    return [{ field: 'firstFiscalPeriodEnd', message: fiscalYearMessages.tooLong }];
  }
  return [];
}

export interface FiscalPeriod {
  begin: string;
  end: string;
}

/**
 * The financial years from the first one up to and including the one that holds `today`, newest first.
 * Without a first year the firm keeps calendar years (the common case for a sole trader), from
 * `fromYear` on.
 */
export function fiscalPeriods(options: {
  firstBegin: string | null;
  firstEnd: string | null;
  today: string;
  fromYear: number;
}): FiscalPeriod[] {
  const today = parseIsoDate(options.today);
  if (!today) throw new RangeError(`Invalid date: ${options.today}`);
  const first = parseIsoDate(options.firstBegin);
  const firstEnd = parseIsoDate(options.firstEnd);
  const periods: FiscalPeriod[] = [];
  if (first && firstEnd) {
    periods.push({ begin: format(first), end: format(firstEnd) });
    let end = firstEnd;
    while (format(end) < options.today) {
      const begin = nextDay(end);
      end = endOfMonthAfter(begin, 11);
      periods.push({ begin: format(begin), end: format(end) });
    }
  } else {
    for (let y = Math.min(options.fromYear, today.y); y <= today.y; y += 1) {
      periods.push({ begin: format({ y, m: 1, d: 1 }), end: format({ y, m: 12, d: 31 }) });
    }
  }
  return periods.reverse();
}
