/** Reading a per-client price as typed ("1 234,50") into öre, with the message to show when it is not one. */
import { parsePrice } from '@shared/domain/number-input';

export const priceMessages = {
  required: 'Ange kundens pris',
  notAPrice: 'Ange priset som ett belopp, till exempel 1 234,50',
  negative: 'Priset får inte vara negativt',
  codeRequired: 'Ange artikelnumret',
} as const;

export type PriceInput = { ok: true; ore: number } | { ok: false; message: string };

export function readPriceInput(text: string): PriceInput {
  const parsed = parsePrice(text);
  if (!parsed.ok) return { ok: false, message: priceMessages.notAPrice };
  if (parsed.value === null) return { ok: false, message: priceMessages.required };
  if (parsed.value < 0) return { ok: false, message: priceMessages.negative };
  return { ok: true, ore: parsed.value };
}
