import type { PlannedWorkOrder } from '@shared/api/calendar.api';
import { describe, expect, it } from 'vitest';
import { mondayOf, timeOnDay, weekDays, weekNumber, weekRows } from './week';

const order = (over: Partial<PlannedWorkOrder>): PlannedWorkOrder => ({
  docUid: 'o',
  number: null,
  title: '',
  mark: '',
  object: '',
  client: null,
  plannedStartDate: '2026-11-23T07:00',
  plannedEndDate: null,
  employeeUids: [],
  completed: false,
  ...over,
});

describe('the week view', () => {
  it('starts weeks on Monday and numbers them as Swedish calendars do', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(weekDays('2026-12-28').at(-1)).toBe('2027-01-03');
    expect(weekNumber('2026-11-23')).toBe(48);
    expect(weekNumber('2026-12-28')).toBe(53);
    expect(weekNumber('2027-01-04')).toBe(1);
  });

  it('says the time of an order on each of its days', () => {
    const twoDays = order({ plannedStartDate: '2026-11-23T07:00', plannedEndDate: '2026-11-24T12:00' });
    expect(timeOnDay(twoDays, '2026-11-23')).toBe('från 07:00');
    expect(timeOnDay(twoDays, '2026-11-24')).toBe('till 12:00');
    expect(timeOnDay(order({ plannedEndDate: '2026-11-23T15:30' }), '2026-11-23')).toBe('07:00–15:30');
    expect(timeOnDay(order({ plannedStartDate: '2026-11-23' }), '2026-11-23')).toBe('Hela dagen');
  });

  it('puts each order on its assignees’ days, busy employees first, unassigned orders in their own row', () => {
    const days = weekDays('2026-11-23');
    const anna = { uid: 'a', caption: 'Anna' };
    const erik = { uid: 'e', caption: 'Erik' };
    const rows = weekRows(
      [anna, erik],
      [
        order({ docUid: '1', employeeUids: ['e'], plannedStartDate: '2026-11-24T10:00' }),
        order({ docUid: '2', employeeUids: ['e'], plannedStartDate: '2026-11-24T07:00' }),
        order({ docUid: '3', plannedStartDate: '2026-11-27' }),
      ],
      days,
    );
    expect(rows.map((r) => r.employee.caption)).toEqual(['Erik', 'Ingen utförare', 'Anna']);
    expect(rows[0]?.days[1]?.map((o) => o.docUid)).toEqual(['2', '1']);
    expect(rows[1]?.days[4]?.map((o) => o.docUid)).toEqual(['3']);
  });
});
