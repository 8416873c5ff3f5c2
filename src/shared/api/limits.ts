import { z } from 'zod';

/**
 * The ranges and lengths every field of the contract is held to (decision 0020). A range says what a
 * Swedish contractor could ever mean and stays inside the column that stores it (PostgreSQL int4 for
 * versions, ids and basis points, int8 for öre and numbers), so no input can overflow a column or a sum
 * computed in JavaScript numbers. Business rules (a discount above 100 %, a due date in the past) stay
 * in the domain rules with their own messages: these bounds only keep out what nobody means.
 */
export const INT4_MAX = 2_147_483_647;

export const LIMITS = {
  /** A unit price, a discount or one line's amount: 100 miljoner kr. */
  oreAmount: 10_000_000_000,
  /** A sum over a document or a client's business: 10 miljarder kr (price × quantity stays below 2^53). */
  oreSum: 1_000_000_000_000_000,
  /** ±10 000 %: a markup of a few hundred percent is real, a million percent is not. */
  basisPoints: 1_000_000,
  /** Quantities are thousandths: 100 000 units of anything on one line. */
  quantity: 100_000_000,
  /** Days (a payment delay, a validity): a hundred years either way. */
  days: 36_500,
  /** Document, order and customer numbers: twelve digits. */
  serialNumber: 999_999_999_999,
  /** A JSON value the client stores as it is (interface settings): depth and serialised size. */
  jsonDepth: 20,
  jsonBytes: 64 * 1024,
  /** The request body of an ordinary call; endpoints that take files or whole documents declare more. */
  bodyBytes: 1024 * 1024,
  /** A whole document (5 000 lines) or a provider's order of as many lines. */
  documentBodyBytes: 8 * 1024 * 1024,
} as const;

/** Text lengths by what the text is, so the same kind of field has the same limit everywhere. */
export const TEXT = {
  /** A code, a number written as text, a postal code, an article number. */
  code: 50,
  /** A name, a street, a city, an e-mail address, a phone number, a title. */
  line: 200,
  /** A search pattern or a filter value. */
  search: 200,
  /** A note, a comment, a message, a document's free text. */
  note: 10_000,
  /** A password (argon2 hashes any length; longer is not a password). */
  password: 256,
  /** A token, a ticket, a key: opaque text the server issued. */
  token: 512,
} as const;

export const FORBIDDEN_CHARACTERS_MESSAGE = 'Texten innehåller otillåtna tecken';

/** NUL and lone UTF-16 surrogates: PostgreSQL refuses the first, and neither is text a person wrote. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** Text of at most `max` characters without NUL or lone surrogates; `tooLong` replaces "Högst N tecken". */
export function text(max: number, tooLong?: string) {
  return z
    .string()
    .max(max, tooLong)
    .refine((value) => !hasForbiddenCharacters(value), FORBIDDEN_CHARACTERS_MESSAGE);
}

function integer(min: number, max: number) {
  return z.number().int().min(min).max(max);
}

/**
 * A number whose finer rules (whole, not negative, at most 365 days) are the domain's, so the form gets
 * the domain's message at the field; the contract only keeps it inside ±`limit`.
 */
export const ruledNumber = (limit: number) => z.number().min(-limit).max(limit);

/** An amount in öre: a price, a discount, a line's sum. */
export const oreAmount = () => integer(-LIMITS.oreAmount, LIMITS.oreAmount);
/** A sum in öre over many lines or documents. */
export const oreSum = () => integer(-LIMITS.oreSum, LIMITS.oreSum);
/** A rate, discount, markup or margin in basis points (12,5 % = 1 250). */
export const basisPoints = () => integer(-LIMITS.basisPoints, LIMITS.basisPoints);
/** A quantity in thousandths (1,5 m = 1 500); negative on a credit or a return. */
export const quantity = () => integer(-LIMITS.quantity, LIMITS.quantity);
/** The version a form was loaded at, for optimistic locking (an int4 column). */
export const version = () => integer(0, INT4_MAX);
/** An integer key of a stored row (a catalogue product, a tree item). */
export const rowId = () => integer(1, INT4_MAX);
/** A document, order or customer number. */
export const serialNumber = () => integer(0, LIMITS.serialNumber);
/** A count of something small: days, copies, items on a page. */
export const count = (max: number) => integer(0, max);
/** Whole days either way (a payment delay on a document). */
export const integerDays = () => integer(-LIMITS.days, LIMITS.days);
/** Where a page starts in a list. */
export const pageOffset = () => integer(0, INT4_MAX);
/** How many rows a page has: api-spec §9 allows up to int4's largest where it names no smaller limit. */
export const pageLimit = (max: number = INT4_MAX) => integer(1, max);

/** Depth and forbidden characters of a JSON value, walked without recursion (a 10 000-deep value is input). */
export function jsonProblem(value: unknown, maxDepth: number): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const top = stack.pop()!;
    if (typeof top.value === 'string') {
      if (hasForbiddenCharacters(top.value)) return FORBIDDEN_CHARACTERS_MESSAGE;
      continue;
    }
    if (top.value === null || typeof top.value !== 'object') continue;
    if (top.depth >= maxDepth) return `Värdet är nästlat i fler än ${maxDepth} nivåer`;
    for (const [key, child] of Object.entries(top.value)) {
      if (hasForbiddenCharacters(key)) return FORBIDDEN_CHARACTERS_MESSAGE;
      stack.push({ value: child, depth: top.depth + 1 });
    }
  }
  return null;
}

/** A JSON object the client keeps as it is (the interface's settings): bounded in depth and size. */
export function jsonSettings() {
  return z.record(text(TEXT.line), z.unknown()).superRefine((value, ctx) => {
    const problem = jsonProblem(value, LIMITS.jsonDepth);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return;
    }
    if (JSON.stringify(value).length > LIMITS.jsonBytes) {
      ctx.addIssue({
        code: 'custom',
        message: `Inställningarna får vara högst ${LIMITS.jsonBytes / 1024} kB`,
      });
    }
  });
}
