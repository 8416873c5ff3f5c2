import type { ApiMessage } from '@shared/api/endpoint';
import type { OwnPriceProblem } from '@shared/domain/own-price';
import { AppError, defineErrors } from '../../platform/http/errors';

export const ownPriceErrors = defineErrors({
  ARTICLE_NOT_FOUND: { status: 400, text: 'Artikeln finns inte i katalogen' },
  DUPLICATE: { status: 400, text: 'Det finns redan ett eget pris för artikeln' },
  DUPLICATE_FOR_CLIENT: { status: 400, text: 'Kunden har redan ett eget pris för artikeln' },
  CLIENT_NOT_FOUND: { status: 400, text: 'Kunden finns inte. Välj en kund i listan.' },
  NOTHING_SELECTED: { status: 400, text: 'Välj minst ett pris att ta bort' },
});

/**
 * A refused own price (product-spec §5): the errors at their fields, and the negative-margin warning
 * alongside, so the form shows why and by how much.
 */
export function ownPriceRefused(problems: readonly OwnPriceProblem[], prefix: string): AppError {
  const messages: ApiMessage[] = problems.map((p) => ({
    level: p.level,
    code: p.code,
    text: p.message,
    field: prefix ? `${prefix}.${p.field}` : p.field,
  }));
  const first = messages.find((m) => m.level === 'ERROR')!;
  return new AppError(
    first.code,
    400,
    first.text,
    first.field,
    messages.filter((m) => m !== first),
  );
}
