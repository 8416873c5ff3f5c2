/**
 * What a credit invoice takes back of its invoice's ROT deduction (issue #17, decision 0044).
 * The buyers claimed the deduction on the invoice's labour; a credit that takes labour back must take the
 * deduction back in proportion, or the buyers would keep a deduction for work they no longer pay for and
 * the full credit would ask back more than the client ever paid. Pure arithmetic on integer öre.
 */
import type { HeatingPumpWorkType } from './work-types';

const KRONA = 100;

export interface RotCreditPayer {
  /** The personnummer key (`rotPayerKey`). */
  key: string;
  /** What the buyer claimed on the invoice. */
  claimedOre: number;
  /** What the firm's other completed credit invoices of the invoice already took back from this buyer. */
  reversedBeforeOre: number;
}

export interface RotCreditInput {
  payers: readonly RotCreditPayer[];
  /** The invoice's ROT basis (`rotBasisOre`), positive. */
  basisOre: number;
  /** The same basis on the other completed credit invoices of the invoice, positive. */
  basisCreditedBeforeOre: number;
  /** The same basis on this credit invoice, positive. */
  basisThisOre: number;
}

/**
 * The labour the deduction was computed on: the ROT lines incl. VAT, or for a heat pump the whole sum incl.
 * VAT (its labour is a standard share of the total, decision 0038). Magnitudes: a credit's sums are negative.
 */
export function rotBasisOre(
  heatingPump: HeatingPumpWorkType,
  totals: { rotWorkInclVatOre: number; totalSumOre: number },
): number {
  return Math.abs(heatingPump === 'NONE' ? totals.rotWorkInclVatOre : totals.totalSumOre);
}

function floorKronor(ore: number): number {
  return Math.floor(ore / KRONA) * KRONA;
}

/**
 * Each payer's amount this credit takes back, whole kronor, in the payers' order. The deduction the
 * labour left after all credits still carries is the claimed sum scaled by the labour left, rounded down:
 * a credit never leaves the buyers more deduction than the work they still pay for supports. What the
 * credit takes back is spread over the payers by what each still has, the last kronor to the first payer.
 */
export function rotReversedByCredit(input: RotCreditInput): number[] {
  const left = input.payers.map((p) => Math.max(0, p.claimedOre - p.reversedBeforeOre));
  const leftSum = left.reduce((a, b) => a + b, 0);
  if (leftSum === 0) return left.map(() => 0);
  const claimedSum = input.payers.reduce((sum, p) => sum + p.claimedOre, 0);
  const workLeft = Math.max(0, input.basisOre - input.basisCreditedBeforeOre - input.basisThisOre);
  const carried =
    input.basisOre <= 0
      ? 0
      : floorKronor(Number((BigInt(claimedSum) * BigInt(workLeft)) / BigInt(input.basisOre)));
  const target = Math.max(0, leftSum - Math.min(carried, leftSum));
  if (target === leftSum) return left;
  const shares = left.map((l) => floorKronor(Number((BigInt(l) * BigInt(target)) / BigInt(leftSum))));
  let rest = target - shares.reduce((a, b) => a + b, 0);
  return shares.map((share, i) => {
    const extra = Math.min(rest, (left[i] ?? 0) - share);
    rest -= extra;
    return share + extra;
  });
}

/**
 * The invoice's buyers with what is left of their claim after its credit invoices: `reversed` maps a
 * payer key (`rotPayerKey`) to what the credits took back. Never below 0.
 */
export function claimLeftAfterCredits<P extends { amountOre: number }>(
  payers: readonly P[],
  keyOf: (payer: P) => string,
  reversed: ReadonlyMap<string, number>,
): P[] {
  return payers.map((p) => ({ ...p, amountOre: Math.max(0, p.amountOre - (reversed.get(keyOf(p)) ?? 0)) }));
}
