import type { CalendarEvent } from '@shared/api/events.api';

const longDate = new Intl.DateTimeFormat('sv-SE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "torsdag 3 december 2026, 09:00–15:00": the event's own Swedish wall-clock times. */
export function eventWhen(event: Pick<CalendarEvent, 'date' | 'begin' | 'end'>): string {
  const day = longDate.format(new Date(`${event.date}T00:00:00Z`));
  return `${day}, ${event.begin}–${event.end}`;
}

/** The day and month for the date tile ("3", "dec"). */
export function dateTile(date: string): { day: string; month: string } {
  const d = new Date(`${date}T00:00:00Z`);
  return {
    day: String(d.getUTCDate()),
    month: new Intl.DateTimeFormat('sv-SE', { month: 'short', timeZone: 'UTC' }).format(d).replace('.', ''),
  };
}
