import { describe, expect, it } from 'vitest';
import { type EventDraft, eventDraftIssues, normaliseClock } from './event-authoring';

const draft: EventDraft = {
  title: 'Pumpdag',
  category: 'Produktdag',
  person: 'Maria Holm',
  date: '2027-01-14',
  begin: '08:00',
  end: '11:30',
  warehouseUid: 'w',
  fullAddress: 'Företagsvägen 14, 227 61 Lund',
  description: 'Nyheter från pumptillverkarna.',
  link: '',
  alternatives: [],
  registrationSurveyUid: null,
};

describe('an event as written', () => {
  it('reads times as on a poster', () => {
    expect(normaliseClock('9:30')).toBe('09:30');
    expect(normaliseClock('13.05')).toBe('13:05');
    expect(normaliseClock('24:00')).toBeNull();
    expect(normaliseClock('kl 9')).toBeNull();
  });

  it('is fine as it is', () => {
    expect(eventDraftIssues(draft, { today: '2026-11-29' })).toEqual([]);
  });

  it('refuses a day already past unless it is the stored one', () => {
    const past = { ...draft, date: '2026-10-01' };
    expect(eventDraftIssues(past, { today: '2026-11-29' })).toEqual([
      { field: 'date', message: 'Datumet har redan varit. Ange en kommande dag.' },
    ]);
    expect(eventDraftIssues(past, { today: '2026-11-29', storedDate: '2026-10-01' })).toEqual([]);
    expect(eventDraftIssues({ ...draft, date: '2027-02-30' }, { today: '2026-11-29' })[0]!.message).toBe(
      'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)',
    );
  });

  it('wants the end after the beginning', () => {
    expect(eventDraftIssues({ ...draft, end: '08:00' }, { today: '2026-11-29' })).toEqual([
      { field: 'end', message: 'Sluttiden måste vara efter starttiden' },
    ]);
  });
});
