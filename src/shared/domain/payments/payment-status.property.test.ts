import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentState } from './payment-status';

// An invoice's history as the user makes it: payments (sum > 0, as validatePayment demands), reverts of an
// earlier payment (picked by position among those still standing) and credit invoices (stored negative).
type Step =
  | { kind: 'pay'; amountOre: number }
  | { kind: 'revert'; pick: number }
  | { kind: 'credit'; amountOre: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), amountOre: fc.integer({ min: 1, max: 50_000_000 }) }),
  fc.record({ kind: fc.constant('revert' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('credit' as const), amountOre: fc.integer({ min: -50_000_000, max: -1 }) }),
);
const totalArb = fc.integer({ min: 0, max: 100_000_000 });

function replay(steps: readonly Step[]) {
  const payments: { amountOre: number }[] = [];
  let creditedOre = 0;
  for (const step of steps) {
    if (step.kind === 'pay') payments.push({ amountOre: step.amountOre });
    else if (step.kind === 'credit') creditedOre += step.amountOre;
    else if (payments.length > 0) payments.splice(step.pick % payments.length, 1);
  }
  return { payments, creditedOre };
}

describe('paymentState over any history of payments, reverts and credits', () => {
  it('keeps paid, remaining and status consistent', () => {
    fc.assert(
      fc.property(totalArb, fc.array(stepArb, { maxLength: 30 }), (totalOre, steps) => {
        const { payments, creditedOre } = replay(steps);
        const s = paymentState({ totalOre, payments, creditedOre });
        const owedOre = Math.max(0, totalOre + creditedOre);

        expect(s.paidOre).toBe(payments.reduce((sum, p) => sum + p.amountOre, 0));
        expect(s.remainingOre).toBeGreaterThanOrEqual(0);
        expect(s.overpaidOre).toBeGreaterThanOrEqual(0);
        expect(s.remainingOre === 0 || s.overpaidOre === 0).toBe(true);
        // paid + remaining = total − credited while not overpaid; paid − overpaid = owed otherwise.
        if (s.overpaidOre === 0) expect(s.paidOre + s.remainingOre).toBe(owedOre);
        else expect(s.paidOre - s.overpaidOre).toBe(owedOre);

        if (s.remainingOre === 0) expect(s.status).toBe('PAID');
        else if (s.remainingOre === totalOre) expect(s.status).toBe('UNPAID');
        else expect(s.status).toBe('PARTIALLY_PAID');
      }),
    );
  });

  it('does not depend on the order of payments and credits', () => {
    fc.assert(
      fc.property(totalArb, fc.array(stepArb, { maxLength: 30 }), fc.nat(), (totalOre, steps, seed) => {
        const { payments, creditedOre } = replay(steps);
        const shuffled = [...payments];
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = (seed + i * 7919) % (i + 1);
          [shuffled[i], shuffled[j]] = [
            shuffled[j] as { amountOre: number },
            shuffled[i] as { amountOre: number },
          ];
        }
        // The same payments and credits entered as a different history: credits first, payments shuffled.
        const reordered: Step[] = [
          { kind: 'credit', amountOre: creditedOre },
          ...shuffled.map((p) => ({ kind: 'pay' as const, amountOre: p.amountOre })),
        ];
        const again = replay(reordered);
        expect(paymentState({ totalOre, ...again })).toEqual(
          paymentState({ totalOre, payments, creditedOre }),
        );
      }),
    );
  });

  it('reverting every payment gives back the state before any was made', () => {
    fc.assert(
      fc.property(totalArb, fc.array(stepArb, { maxLength: 30 }), (totalOre, steps) => {
        const { payments, creditedOre } = replay(steps);
        const reverts: Step[] = payments.map(() => ({ kind: 'revert', pick: 0 }));
        const cleared = replay([...steps, ...reverts]);
        expect(cleared.payments).toEqual([]);
        expect(paymentState({ totalOre, ...cleared })).toEqual(
          paymentState({ totalOre, payments: [], creditedOre }),
        );
      }),
    );
  });
});
