import { describe, expect, it } from 'vitest';
import {
  allowedTaxDeductionChanges,
  initialTaxDeductionState,
  taxDeductionStateMessages as m,
  stateAfterPayments,
  taxDeductionChangeProblem,
} from './rot-states';
import type { TaxDeductionState } from './work-types';

describe('initialTaxDeductionState', () => {
  it.each([
    { hasRot: true, expected: 'NOT_PAID' },
    { hasRot: false, expected: 'NOT_APPLICABLE' },
  ])('ROT $hasRot → $expected', ({ hasRot, expected }) => {
    expect(initialTaxDeductionState(hasRot)).toBe(expected);
  });
});

describe('stateAfterPayments', () => {
  it.each<{ state: TaxDeductionState; paid: boolean; expected: TaxDeductionState }>([
    { state: 'NOT_PAID', paid: true, expected: 'PAID_BY_CLIENT' },
    { state: 'NOT_PAID', paid: false, expected: 'NOT_PAID' },
    // A payment reverted before the file: back to waiting.
    { state: 'PAID_BY_CLIENT', paid: false, expected: 'NOT_PAID' },
    { state: 'PAID_BY_CLIENT', paid: true, expected: 'PAID_BY_CLIENT' },
    // Later states are not touched by payments.
    { state: 'XML_SENT', paid: false, expected: 'XML_SENT' },
    { state: 'PAID_BY_AUTHORITY', paid: false, expected: 'PAID_BY_AUTHORITY' },
    { state: 'NOT_APPLICABLE', paid: true, expected: 'NOT_APPLICABLE' },
  ])('$state, paid in full $paid → $expected', ({ state, paid, expected }) => {
    expect(stateAfterPayments(state, paid)).toBe(expected);
  });

  it.each<{ state: TaxDeductionState; expected: TaxDeductionState }>([
    { state: 'NOT_PAID', expected: 'NOT_APPLICABLE' },
    { state: 'PAID_BY_CLIENT', expected: 'NOT_APPLICABLE' },
    // After the file Skatteverket is told by the firm; the state keeps what was asked.
    { state: 'XML_SENT', expected: 'XML_SENT' },
    { state: 'PAID_BY_AUTHORITY', expected: 'PAID_BY_AUTHORITY' },
  ])('$state, credited in full → $expected (0044)', ({ state, expected }) => {
    expect(stateAfterPayments(state, true, true)).toBe(expected);
  });
});

describe('allowedTaxDeductionChanges', () => {
  it.each<{ state: TaxDeductionState; expected: TaxDeductionState[] }>([
    { state: 'NOT_APPLICABLE', expected: [] },
    { state: 'NOT_PAID', expected: ['PAID_BY_CLIENT'] },
    { state: 'PAID_BY_CLIENT', expected: ['NOT_PAID', 'XML_SENT'] },
    { state: 'XML_SENT', expected: ['PAID_BY_CLIENT', 'PAID_BY_AUTHORITY'] },
    { state: 'PAID_BY_AUTHORITY', expected: ['XML_SENT'] },
  ])('$state → $expected', ({ state, expected }) => {
    expect(allowedTaxDeductionChanges(state)).toEqual(expected);
  });
});

describe('taxDeductionChangeProblem', () => {
  const paid = { hasRot: true, clientPaidInFull: true };
  const unpaid = { hasRot: true, clientPaidInFull: false };
  it.each<{ from: TaxDeductionState; to: TaxDeductionState; ctx: typeof paid; expected: string | null }>([
    // The file was sent by hand in Skatteverket's e-service.
    { from: 'PAID_BY_CLIENT', to: 'XML_SENT', ctx: paid, expected: null },
    // Undo a file that was never sent.
    { from: 'XML_SENT', to: 'PAID_BY_CLIENT', ctx: paid, expected: null },
    { from: 'XML_SENT', to: 'PAID_BY_AUTHORITY', ctx: paid, expected: null },
    { from: 'PAID_BY_AUTHORITY', to: 'XML_SENT', ctx: paid, expected: null },
    // Payments decide NOT_PAID ↔ PAID_BY_CLIENT.
    { from: 'NOT_PAID', to: 'PAID_BY_CLIENT', ctx: unpaid, expected: m.notPaid },
    { from: 'NOT_PAID', to: 'PAID_BY_CLIENT', ctx: paid, expected: null },
    { from: 'PAID_BY_CLIENT', to: 'NOT_PAID', ctx: paid, expected: m.paid },
    { from: 'PAID_BY_CLIENT', to: 'NOT_PAID', ctx: unpaid, expected: null },
    { from: 'PAID_BY_CLIENT', to: 'XML_SENT', ctx: unpaid, expected: m.notPaid },
    // A step back after a reverted payment stays possible.
    { from: 'XML_SENT', to: 'PAID_BY_CLIENT', ctx: unpaid, expected: null },
    { from: 'NOT_PAID', to: 'XML_SENT', ctx: paid, expected: m.oneStep('NOT_PAID', ['PAID_BY_CLIENT']) },
    {
      from: 'PAID_BY_AUTHORITY',
      to: 'NOT_PAID',
      ctx: paid,
      expected: m.oneStep('PAID_BY_AUTHORITY', ['XML_SENT']),
    },
    { from: 'NOT_PAID', to: 'NOT_APPLICABLE', ctx: paid, expected: m.notApplicableByHand },
    { from: 'NOT_APPLICABLE', to: 'NOT_PAID', ctx: paid, expected: m.notApplicableByHand },
    {
      from: 'NOT_APPLICABLE',
      to: 'NOT_PAID',
      ctx: { hasRot: false, clientPaidInFull: true },
      expected: m.noRot,
    },
    { from: 'XML_SENT', to: 'XML_SENT', ctx: paid, expected: m.unchanged('XML_SENT') },
  ])('$from → $to', ({ from, to, ctx, expected }) => {
    expect(taxDeductionChangeProblem(from, to, ctx)).toBe(expected);
  });

  it('names the states in Swedish', () => {
    expect(m.oneStep('PAID_BY_CLIENT', ['NOT_PAID', 'XML_SENT'])).toBe(
      'Från ”ROT – betald av kund” kan ROT-statusen bara ändras till ”ROT – ej betald av kund” eller ”ROT – fil skapad”',
    );
  });
});
