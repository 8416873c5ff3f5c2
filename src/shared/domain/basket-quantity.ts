/**
 * Basket quantities (issue #7). Quantities are integer thousandths of the unit (docs/decisions/0002).
 * The provider sells in packs of `quantityPerUnit` (the steppers move by one pack), never less than
 * its minimum (`wholesaleQuantity`: a smaller quantity is raised to it, product-spec §5), and in whole
 * units unless the product allows decimals (metres of pipe).
 */
export const basketModes = ['MANUAL', 'INCREMENT', 'DECREMENT'] as const;
export type BasketMode = (typeof basketModes)[number];

/** The largest quantity a line may hold: 1 000 000 units. */
export const MAX_BASKET_QUANTITY = 1_000_000_000;

export interface PackRules {
  /** Thousandths per pack; 1000 when sold one by one. */
  quantityPerUnit: number;
  /** Minimum order quantity in thousandths; null when there is none. */
  wholesaleQuantity: number | null;
  nonIntegralQuantity: boolean;
}

/** One step of the −/+ buttons: a pack, at least one thousandth. */
export function packStep(rules: PackRules): number {
  return Math.max(rules.quantityPerUnit, 1);
}

/** What a new line starts with: one pack, or the minimum when that is more. */
export function startQuantity(rules: PackRules): number {
  return Math.max(packStep(rules), rules.wholesaleQuantity ?? 0);
}

export type QuantityChange =
  | { ok: true; quantity: number; raisedToMinimum: boolean }
  | { ok: false; reason: 'NON_INTEGRAL' | 'TOO_LARGE' };

/**
 * The line's quantity after a change. MANUAL sets `amount` (0 removes the line); INCREMENT and
 * DECREMENT move by `amount`, one pack when it is null. Going below the minimum raises the quantity to
 * it, except a decrement, which then removes the line (otherwise "−" at the minimum would do nothing).
 * A product sold in packs of several units is rounded up to whole packs. A whole-unit product refuses a
 * typed fraction; a step that lands on one is rounded up to whole units.
 */
export function changeQuantity(
  current: number,
  mode: BasketMode,
  amount: number | null,
  rules: PackRules,
): QuantityChange {
  const step = amount ?? (mode === 'MANUAL' ? startQuantity(rules) : packStep(rules));
  if (mode === 'MANUAL' && !rules.nonIntegralQuantity && step % 1000 !== 0) {
    return { ok: false, reason: 'NON_INTEGRAL' };
  }
  let target = mode === 'MANUAL' ? step : mode === 'INCREMENT' ? current + step : current - step;
  if (target <= 0) return { ok: true, quantity: 0, raisedToMinimum: false };
  // Sold in packs of several units: whole packs only. A product sold by the unit keeps what was typed.
  const pack = packStep(rules);
  if (pack > 1000) target = Math.ceil(target / pack) * pack;
  else if (!rules.nonIntegralQuantity) target = Math.ceil(target / 1000) * 1000;
  const minimum = rules.wholesaleQuantity ?? 0;
  if (target < minimum) {
    if (mode === 'DECREMENT') return { ok: true, quantity: 0, raisedToMinimum: false };
    return { ok: true, quantity: minimum, raisedToMinimum: true };
  }
  if (target > MAX_BASKET_QUANTITY) return { ok: false, reason: 'TOO_LARGE' };
  return { ok: true, quantity: target, raisedToMinimum: false };
}
