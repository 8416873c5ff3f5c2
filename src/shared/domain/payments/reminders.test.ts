import { describe, expect, it } from 'vitest';
import {
  REMINDER_PAY_DAYS,
  reminderFeeRefusal,
  reminderMessages,
  reminderPayBy,
  reminderRefusal,
  reminderTotal,
} from './reminders';

const owed = {
  docType: 'INVOICE' as const,
  completed: true,
  status: 'UNPAID' as const,
  dueDate: '2026-03-31',
  reminderDate: '2026-04-01',
};

describe('reminderRefusal', () => {
  it.each([
    ['an overdue unpaid invoice', {}, null],
    ['a partly paid one', { status: 'PARTIALLY_PAID' }, null],
    ['an overdue interest invoice', { docType: 'INTEREST_INVOICE' }, null],
    ['an offer', { docType: 'OFFER' }, { field: 'docUid', message: reminderMessages.notPayable }],
    [
      'a credit invoice',
      { docType: 'CREDIT_INVOICE' },
      { field: 'docUid', message: reminderMessages.notPayable },
    ],
    ['a draft', { completed: false }, { field: 'docUid', message: reminderMessages.draft }],
    ['a paid invoice', { status: 'PAID' }, { field: 'docUid', message: reminderMessages.paid }],
    ['no due date', { dueDate: null }, { field: 'docUid', message: reminderMessages.noDueDate }],
    [
      'the due date itself',
      { reminderDate: '2026-03-31' },
      { field: 'reminderDate', message: reminderMessages.notOverdue('2026-03-31') },
    ],
    [
      'before the due date',
      { reminderDate: '2026-03-01' },
      { field: 'reminderDate', message: reminderMessages.notOverdue('2026-03-31') },
    ],
    [
      'a date that is not one',
      { reminderDate: '2026-02-30' },
      { field: 'reminderDate', message: reminderMessages.invalidDate },
    ],
  ])('%s', (_, over, expected) => {
    expect(reminderRefusal({ ...owed, ...over } as Parameters<typeof reminderRefusal>[0])).toEqual(expected);
  });
});

describe('reminderFeeRefusal (inkassokostnadslagen: at most 60 kr)', () => {
  it.each([
    [0, null],
    [6_000, null],
    [6_001, reminderMessages.feeTooHigh],
    [-1, reminderMessages.feeNegative],
    [12.5, reminderMessages.feeNotOre],
  ])('%s öre', (fee, message) => {
    expect(reminderFeeRefusal(fee)?.message ?? null).toBe(message);
  });
  it('names 60 kr in the message', () => {
    expect(reminderMessages.feeTooHigh).toMatch(/högst 60,00\s?kr/);
  });
});

describe('reminderPayBy and reminderTotal', () => {
  it.each([
    ['2026-05-30', '2026-06-09'],
    ['2026-12-25', '2027-01-04'],
    ['2028-02-25', '2028-03-06'],
  ])('%s + %i days', (date, payBy) => {
    expect(REMINDER_PAY_DAYS).toBe(10);
    expect(reminderPayBy(date)).toBe(payBy);
  });
  it('adds the remaining sum, the fee and the interest', () => {
    expect(reminderTotal({ remainingOre: 125_000, feeOre: 6_000, interestOre: 2_003 })).toBe(133_003);
  });
});
