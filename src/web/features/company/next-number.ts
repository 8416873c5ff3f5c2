/**
 * The "next number" column of the number series table while the user edits. The server answers what
 * the next number is for the saved settings; an edited series can only be previewed where the rule of
 * docs/decisions/0009 decides it without knowing which numbers are in use.
 */
import { type NumberedDocType, searchStart, seriesGroup } from '@shared/domain/number-series';

export interface SeriesSettings {
  minNumber: number;
  fillGaps: boolean;
}

export interface SeriesState {
  joint: boolean;
  series: Record<NumberedDocType, SeriesSettings>;
}

export interface SeriesInfo {
  maxCurrentNumber: number;
  nextNumber: number;
}

function sameSeries(a: SeriesSettings, b: SeriesSettings): boolean {
  return a.minNumber === b.minNumber && a.fillGaps === b.fillGaps;
}

/**
 * The number the next document of `type` would get with the edited settings, or null when that depends
 * on which numbers are free (fill gaps below the highest number used): then it is known after saving.
 */
export function previewNextNumber(options: {
  type: NumberedDocType;
  edited: SeriesState;
  saved: SeriesState;
  info: Record<NumberedDocType, SeriesInfo>;
}): number | null {
  const { type, edited, saved, info } = options;
  const group = seriesGroup(type, edited.joint);
  const unchanged =
    edited.joint === saved.joint && group.every((t) => sameSeries(edited.series[t], saved.series[t]));
  if (unchanged) return info[type].nextNumber;
  const lead = edited.series[group[0]!];
  if (!Number.isInteger(lead.minNumber) || lead.minNumber < 1) return null;
  const maxCurrent = Math.max(...group.map((t) => info[t].maxCurrentNumber));
  const start = searchStart({ minNumber: lead.minNumber, maxCurrent, fillGaps: lead.fillGaps });
  // Above the highest number handed out nothing is taken, so the start itself is free.
  return start > maxCurrent ? start : null;
}
