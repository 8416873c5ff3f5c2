/** How the public page writes a line's quantity and a VAT rate (the print layout's figures). */
import { formatNumber } from '@shared/domain/format';

/** Thousandths of the unit with as many decimals as it has: 1000 → "1", 2500 → "2,5", 1125 → "1,125". */
export function formatQuantity(thousandths: number): string {
  const decimals =
    thousandths % 1000 === 0 ? 0 : thousandths % 100 === 0 ? 1 : thousandths % 10 === 0 ? 2 : 3;
  return formatNumber(thousandths / 1000, decimals);
}

/** Basis points as a percentage: 2500 → "25 %", 1250 → "12,5 %". */
export function formatRate(bp: number): string {
  const decimals = bp % 100 === 0 ? 0 : bp % 10 === 0 ? 1 : 2;
  return `${formatNumber(bp / 100, decimals)}\u00a0%`;
}
