import { ownArticleMessages } from '@shared/domain/own-article';
import { defineErrors } from '../../platform/http/errors';

export const ownArticleErrors = defineErrors({
  CODE_TAKEN: { status: 400, text: ownArticleMessages.duplicateCode },
  CLIENT_NOT_FOUND: { status: 400, text: 'Kunden finns inte. Välj en kund i listan.' },
  NEGATIVE_PRICE: { status: 400, text: (codes: string) => ownArticleMessages.negativeResult(codes) },
});
