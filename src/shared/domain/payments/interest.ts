/**
 * Late-payment interest (räntelagen 6 §) and the reminder fee (inkassokostnadslagen), as exact integer
 * arithmetic (docs/decisions/0002-money.md): öre, basis points and one rounding step.
 *
 * Decisions:
 * - Interest runs per day from the day after the due date up to and including the payment date, so an
 *   invoice paid 30 days after its due date carries 30 days of interest.
 * - Day basis 365 also in leap years (days / 365, as Swedish practice and ../shared/domain-notes.md):
 *   a whole leap year at 10 % gives 366/365 × 10 %. The basis is one constant, INTEREST_DAY_BASIS.
 * - The rate of a half-year (1 Jan – 30 Jun, 1 Jul – 31 Dec) is the reference rate in force on its first
 *   day plus the margin (8 percentage points); a firm's own agreed rate replaces reference + margin.
 * - The legal amount is the total: the exact rationals of every period are summed and rounded once, half
 *   away from zero. The per-period öre are for display and may differ from the total by rounding.
 * - A missing reference rate for a half-year is a result, not a guess: `{ ok: false }` names the half-year
 *   so the provider can add the rate.
 */
import { formatKr } from '../format';
import { divideRounded } from '../pricing';

export interface ReferenceRate {
  /** The day the rate took effect, YYYY-MM-DD (the Riksbank sets it for 1 January and 1 July). */
  from: string;
  rateBp: number;
}

/**
 * Seed data only: the Riksbank's reference rates (../shared/domain-notes.md, to be verified against the
 * Riksbank). The live values are a global setting the provider keeps current; callers pass those in.
 */
export const referenceRates: readonly ReferenceRate[] = [
  { from: '2025-01-01', rateBp: 250 },
  { from: '2025-07-01', rateBp: 200 },
  { from: '2026-01-01', rateBp: 175 },
];

/** Räntelagen 6 §: reference rate + 8 percentage points. */
export const LATE_INTEREST_MARGIN_BP = 800;
/** Days per year for the daily rate, leap years included (see the decisions above). */
export const INTEREST_DAY_BASIS = 365;
/** Inkassokostnadslagen: at most 60 kr per reminder. */
export const REMINDER_FEE_MAX_ORE = 6_000;

const BP = 10_000;
const DAY_MS = 86_400_000;
const DENOMINATOR = BigInt(BP * INTEREST_DAY_BASIS);

export interface InterestPeriod {
  /** First and last interest day, both included. */
  from: string;
  to: string;
  days: number;
  /** The overdue amount the period's interest is on. */
  amountOre: number;
  rateBp: number;
  /** This period rounded on its own, for display; the legal figure is the result's interestOre. */
  interestOre: number;
}

export type InterestResult =
  | { ok: true; interestOre: number; periods: InterestPeriod[] }
  | { ok: false; field: string; message: string };

export interface InterestTerms {
  rates: readonly ReferenceRate[];
  marginBp?: number;
  /** The firm's own agreed rate; replaces reference rate + margin when set. */
  ownRateBp?: number | null;
}

export const interestMessages = {
  invalidDate: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)',
  invalidAmount: 'Beloppet måste anges i hela ören',
  invalidRate: 'Räntesatsen måste vara ett heltal i baspunkter, minst 0',
  missingRate: (halfYear: string) => `Referensränta saknas för halvåret som börjar ${halfYear}`,
  negativeFee: 'Påminnelseavgiften kan inte vara negativ',
  feeCapped: `Påminnelseavgiften får vara högst ${formatKr(REMINDER_FEE_MAX_ORE)} (inkassokostnadslagen)`,
} as const;

type Failure = { ok: false; field: string; message: string };
interface ExactPeriod extends InterestPeriod {
  exact: bigint;
}

function failure(field: string, message: string): Failure {
  return { ok: false, field, message };
}

/** Days since 1970-01-01 for a real calendar date, else null (2026-02-30 is refused, not rolled over). */
export function dayNumber(iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

function isoOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The half-year a day lies in: its first day (YYYY-01-01 or YYYY-07-01) and the next half-year's. */
function halfYearOf(iso: string): { start: string; next: string } {
  const year = Number(iso.slice(0, 4));
  return Number(iso.slice(5, 7)) <= 6
    ? { start: `${year}-01-01`, next: `${year}-07-01` }
    : { start: `${year}-07-01`, next: `${year + 1}-01-01` };
}

function isRate(bp: number): boolean {
  return Number.isSafeInteger(bp) && bp >= 0;
}

/** The reference rate in force on a day: the latest one that took effect on or before it. */
export function referenceRateOn(rates: readonly ReferenceRate[], iso: string): number | null {
  let best: ReferenceRate | null = null;
  for (const r of rates) if (r.from <= iso && (best === null || r.from > best.from)) best = r;
  return best === null ? null : best.rateBp;
}

function checkTerms(terms: InterestTerms): Failure | null {
  const margin = terms.marginBp ?? LATE_INTEREST_MARGIN_BP;
  if (!isRate(margin)) return failure('marginBp', interestMessages.invalidRate);
  if (terms.ownRateBp != null && !isRate(terms.ownRateBp)) {
    return failure('ownRateBp', interestMessages.invalidRate);
  }
  return null;
}

/** The annual rate for a half-year, or null when no reference rate was in force on its first day. */
function rateFor(terms: InterestTerms, halfYearStart: string): number | null {
  if (terms.ownRateBp != null) return terms.ownRateBp;
  const reference = referenceRateOn(terms.rates, halfYearStart);
  return reference === null ? null : reference + (terms.marginBp ?? LATE_INTEREST_MARGIN_BP);
}

function exactPeriod(amountOre: number, firstDay: number, lastDay: number, rateBp: number): ExactPeriod {
  const days = lastDay - firstDay + 1;
  const exact = BigInt(amountOre) * BigInt(rateBp) * BigInt(days);
  const interestOre = Number(divideRounded(exact, DENOMINATOR));
  return { from: isoOf(firstDay), to: isoOf(lastDay), days, amountOre, rateBp, interestOre, exact };
}

/**
 * Interest on one amount over the days after `afterDay` up to and including `lastDay`, a period per
 * half-year; neighbouring half-years with the same rate (always so with an own rate) are one period.
 */
function periodsFor(
  amountOre: number,
  afterDay: number,
  lastDay: number,
  terms: InterestTerms,
): ExactPeriod[] | Failure {
  const periods: ExactPeriod[] = [];
  let day = afterDay + 1;
  while (day <= lastDay) {
    const half = halfYearOf(isoOf(day));
    const end = Math.min(lastDay, (dayNumber(half.next) as number) - 1);
    const rateBp = rateFor(terms, half.start);
    if (rateBp === null) return failure('rates', interestMessages.missingRate(half.start));
    const previous = periods.at(-1);
    if (previous && previous.rateBp === rateBp) {
      periods[periods.length - 1] = exactPeriod(amountOre, dayNumber(previous.from) as number, end, rateBp);
    } else {
      periods.push(exactPeriod(amountOre, day, end, rateBp));
    }
    day = end + 1;
  }
  return periods;
}

function total(periods: ExactPeriod[]): InterestResult {
  const exact = periods.reduce((sum, p) => sum + p.exact, 0n);
  return {
    ok: true,
    interestOre: Number(divideRounded(exact, DENOMINATOR)),
    periods: periods.map(({ exact: _, ...shown }) => shown),
  };
}

/** Late-payment interest on an amount paid (or counted) on `paidDate`; nothing when paid in time. */
export function lateInterest(
  input: { amountOre: number; dueDate: string; paidDate: string } & InterestTerms,
): InterestResult {
  if (!Number.isSafeInteger(input.amountOre)) return failure('amountOre', interestMessages.invalidAmount);
  const due = dayNumber(input.dueDate);
  if (due === null) return failure('dueDate', interestMessages.invalidDate);
  const paid = dayNumber(input.paidDate);
  if (paid === null) return failure('paidDate', interestMessages.invalidDate);
  const bad = checkTerms(input);
  if (bad) return bad;
  if (input.amountOre <= 0) return { ok: true, interestOre: 0, periods: [] };
  const periods = periodsFor(input.amountOre, due, paid, input);
  return Array.isArray(periods) ? total(periods) : periods;
}

/**
 * Interest on an invoice paid in parts: each interval between payments carries interest on what was
 * still overdue in it. Payments on or before the due date only lower the amount. With `untilDate` the
 * remainder still unpaid carries interest up to and including that day (a reminder's "interest so far");
 * without it interest ends at the last payment. The total is rounded once over all intervals.
 */
export function interestOnPayments(
  input: {
    invoiceOre: number;
    dueDate: string;
    payments: readonly { date: string; amountOre: number }[];
    untilDate?: string | null;
  } & InterestTerms,
): InterestResult {
  if (!Number.isSafeInteger(input.invoiceOre)) return failure('invoiceOre', interestMessages.invalidAmount);
  const due = dayNumber(input.dueDate);
  if (due === null) return failure('dueDate', interestMessages.invalidDate);
  const dated: { day: number; amountOre: number }[] = [];
  for (const [i, p] of input.payments.entries()) {
    const day = dayNumber(p.date);
    if (day === null) return failure(`payments.${i}.date`, interestMessages.invalidDate);
    if (!Number.isSafeInteger(p.amountOre)) {
      return failure(`payments.${i}.amountOre`, interestMessages.invalidAmount);
    }
    dated.push({ day, amountOre: p.amountOre });
  }
  const until = input.untilDate == null ? null : dayNumber(input.untilDate);
  if (input.untilDate != null && until === null) return failure('untilDate', interestMessages.invalidDate);
  const bad = checkTerms(input);
  if (bad) return bad;

  dated.sort((a, b) => a.day - b.day);
  const periods: ExactPeriod[] = [];
  let remaining = input.invoiceOre;
  let counted = due;
  const accrue = (lastDay: number): Failure | null => {
    if (lastDay <= counted) return null;
    if (remaining > 0) {
      const more = periodsFor(remaining, counted, lastDay, input);
      if (!Array.isArray(more)) return more;
      periods.push(...more);
    }
    counted = lastDay;
    return null;
  };
  for (const p of dated) {
    const missing = accrue(p.day);
    if (missing) return missing;
    remaining -= p.amountOre;
  }
  if (until !== null) {
    const missing = accrue(until);
    if (missing) return missing;
  }
  return total(periods);
}

export type ReminderFeeResult =
  | { ok: true; feeOre: number; warning: string | null }
  | { ok: false; field: 'reminderFeeOre'; message: string };

/**
 * The fee a reminder may carry. A negative fee is refused; above 60 kr the fee is lowered to the legal
 * maximum with a warning rather than refused, so a firm's old higher default still gives a lawful reminder
 * and the user sees why the figure changed.
 */
export function reminderFeeOre(requestedOre: number): ReminderFeeResult {
  if (!Number.isSafeInteger(requestedOre)) {
    return { ok: false, field: 'reminderFeeOre', message: interestMessages.invalidAmount };
  }
  if (requestedOre < 0) return { ok: false, field: 'reminderFeeOre', message: interestMessages.negativeFee };
  if (requestedOre > REMINDER_FEE_MAX_ORE) {
    return { ok: true, feeOre: REMINDER_FEE_MAX_ORE, warning: interestMessages.feeCapped };
  }
  return { ok: true, feeOre: requestedOre, warning: null };
}
