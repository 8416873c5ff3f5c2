/**
 * The dashboard chart's arithmetic, kept apart from the drawing so it can be tested: a value axis with
 * round steps that holds every bar (credits can make a month's invoiced amount negative), and short
 * Swedish labels for the axis and the months.
 */
import { formatMonth, formatNumber } from '@shared/domain/format';

export interface ValueScale {
  /** Axis bounds in öre: `min` ≤ 0 ≤ `max`, both multiples of `step`. */
  min: number;
  max: number;
  step: number;
  ticks: number[];
  /** Pixel offset from the top of a plot `height` high. */
  y: (ore: number, height: number) => number;
}

/** 1, 2, 2,5 or 5 times a power of ten: the smallest such step that covers `span` in `parts` steps. */
export function niceStep(span: number, parts: number): number {
  const raw = span / parts;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * power >= raw) ?? 10;
  return factor * power;
}

/** An axis for the values with about `parts` steps above zero; an empty chart still gets 0–1 000 kr. */
export function valueScale(values: readonly number[], parts = 4): ValueScale {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const span = high - low > 0 ? high - low : 100_000;
  const step = niceStep(span, parts);
  const max = high - low > 0 ? Math.max(step, Math.ceil(high / step) * step) : span;
  const min = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let t = min; t <= max; t += step) ticks.push(t);
  return {
    min,
    max,
    step,
    ticks,
    y: (ore, height) => ((max - ore) / (max - min)) * height,
  };
}

/** Axis labels: `0 kr`, `800 kr`, `25 tkr`, `1,5 mkr` (öre in, Swedish abbreviations out). */
export function axisLabel(ore: number): string {
  const kr = ore / 100;
  const abs = Math.abs(kr);
  if (abs >= 1_000_000) return `${formatNumber(kr / 1_000_000, abs % 1_000_000 === 0 ? 0 : 1)} mkr`;
  if (abs >= 10_000) return `${formatNumber(kr / 1000, 0)} tkr`;
  return `${formatNumber(kr, 0)} kr`;
}

const monthNames = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
/** `2026-01` → `jan`; with the year (the first bar and every January) `jan 2026`. */
export function monthLabel(month: string, withYear = false): string {
  const name = monthNames[Number(month.slice(5, 7)) - 1] ?? month;
  return withYear ? `${name} ${month.slice(0, 4)}` : name;
}

/** `2026-01` → `januari 2026`, for the table and screen readers. */
export const longMonthLabel = formatMonth;
