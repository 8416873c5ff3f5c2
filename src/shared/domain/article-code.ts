/**
 * Numbers of own articles and codes of own comments (product-spec §5, api-spec §5). Both are typed into
 * the same "article number" cell of a document line, so their rules keep them apart from each other and
 * from the provider's article numbers:
 * - `text` + digits names an own comment (a text row), so an own article may not start with "text";
 * - a single letter followed by digits is how the provider writes its own article numbers, so an own
 *   article of that shape needs at least six digits to stay out of the short ones;
 * - a leading slash is the search prefix of the document line cell.
 */
import { validateRequired } from './validators';

/** The longest code either register accepts (api-spec §5: "max length 12 gives too long string"). */
export const ARTICLE_CODE_MAX_LENGTH = 12;

export const articleCodeMessages = {
  tooLong: `Artikelnumret får vara högst ${ARTICLE_CODE_MAX_LENGTH} tecken`,
  whitespace: 'Artikelnumret får inte innehålla mellanslag',
  leadingSlash: 'Artikelnumret får inte börja med /',
  startsWithText: 'Artikelnumret får inte börja med "text" (det är koden för egna kommentarer)',
  letterNeedsSixDigits: 'Ett artikelnummer med en bokstav följd av siffror måste ha minst sex siffror',
  commentCode: 'Koden ska vara "text" följt av siffror, till exempel text1',
  commentCodeTooLong: `Koden får vara högst ${ARTICLE_CODE_MAX_LENGTH} tecken`,
} as const;

/** Leading and trailing spaces are a typing accident; what remains is the number. */
export function normalizeOwnArticleCode(text: string | null | undefined): string {
  return (text ?? '').trim();
}

const SINGLE_LETTER_THEN_DIGITS = /^\p{L}\d+$/u;

/** null when `text` is an acceptable own article number, otherwise the Swedish message. */
export function validateOwnArticleCode(text: string | null | undefined): string | null {
  const required = validateRequired(text);
  if (required) return required;
  const code = normalizeOwnArticleCode(text);
  if (/\s/.test(code)) return articleCodeMessages.whitespace;
  if (code.startsWith('/')) return articleCodeMessages.leadingSlash;
  if (code.length >= 4 && code.slice(0, 4).toLowerCase() === 'text')
    return articleCodeMessages.startsWithText;
  // "A12345" is too close to the provider's numbers; "A123456" (six digits) is far enough from them.
  if (SINGLE_LETTER_THEN_DIGITS.test(code) && code.length < 7)
    return articleCodeMessages.letterNeedsSixDigits;
  if ([...code].length > ARTICLE_CODE_MAX_LENGTH) return articleCodeMessages.tooLong;
  return null;
}

/** `Text12` and ` text12 ` are the same comment: codes are stored in lower case without spaces. */
export function normalizeOwnCommentCode(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase();
}

export function validateOwnCommentCode(text: string | null | undefined): string | null {
  const required = validateRequired(text);
  if (required) return required;
  const code = normalizeOwnCommentCode(text);
  if (!/^text\d+$/.test(code)) return articleCodeMessages.commentCode;
  if (code.length > ARTICLE_CODE_MAX_LENGTH) return articleCodeMessages.commentCodeTooLong;
  return null;
}

/** Sorts comment codes by their number (`text2` before `text10`), which byte order would not. */
export function ownCommentCodeSortKey(code: string): string {
  const digits = /^text(\d+)$/.exec(code)?.[1];
  return digits === undefined ? `~${code}` : digits.replace(/^0+(?=\d)/, '').padStart(12, '0');
}
