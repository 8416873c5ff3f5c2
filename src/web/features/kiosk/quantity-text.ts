import { parseNumberInput } from '@shared/domain/number-input';
import { formatQuantity } from '../catalogue';

/** `1500` → `1,5`: a quantity in thousandths as the field shows it, without the unit. */
export function quantityFieldText(thousandths: number): string {
  return formatQuantity(thousandths, '').replace(/\u00a0$/, '');
}

/** What the user typed → thousandths; null for empty or not a number (rounded at the third decimal). */
export function parseQuantityField(text: string): number | null {
  const parsed = parseNumberInput(text);
  if (!parsed.ok || parsed.value === null || parsed.value < 0) return null;
  return Math.round(parsed.value * 1000);
}
