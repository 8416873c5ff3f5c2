import fc from 'fast-check';
import type { z } from 'zod';

/** What a hostile caller sends (issue #24): each once in a while instead of a well-formed value. */
const LONG_TEXT = 'x'.repeat(1024 * 1024);
const hostileStrings = [
  'a\u0000b',
  'a\ud800b',
  '\udc00',
  LONG_TEXT,
  '',
  ' ',
  '😀'.repeat(50),
  "'; drop table x; --",
];
const hostileNumbers = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, -(2 ** 53) + 1, 1e308, -1, 0, 0.5, 1e15];

/**
 * Stands for JSON nested 10 000 deep: JavaScript's own JSON.stringify overflows its stack on it, so
 * `toJsonText` writes it as text where the marker stands.
 */
export const DEEP_JSON = '\u0001deep-json\u0001';

const deepJsonText = `${'[{"a":'.repeat(5000)}1${'}]'.repeat(5000)}`;

/** A request body with the hostile values written out as text. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replaceAll(JSON.stringify(DEEP_JSON), deepJsonText);
}

const hostileAnything = fc.constantFrom<unknown>(
  ...hostileStrings,
  ...hostileNumbers,
  null,
  true,
  [],
  {},
  DEEP_JSON,
  { a: 'a\ud800b' },
);

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodType;
  format?: string;
};

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** A number's or a text's bounds and format as zod exposes them (`minValue`, `maxLength`, `format`). */
function bagOf(schema: z.ZodType): { minimum?: number; maximum?: number; format?: string } {
  const s = schema as unknown as {
    minValue?: number | null;
    maxValue?: number | null;
    maxLength?: number | null;
    format?: string | null;
  };
  return {
    minimum: s.minValue ?? undefined,
    maximum: s.maxValue ?? s.maxLength ?? undefined,
    format: s.format ?? undefined,
  };
}

function wellFormed(schema: z.ZodType, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 6) return fc.constant(undefined);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, value]) => [key, arbitraryFor(value, hostile, depth + 1)]),
      );
      return hostile ? fc.record(shape, { requiredKeys: [] }) : fc.record(shape);
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fc.oneof(arbitraryFor(def.innerType!, hostile, depth), fc.constant(undefined));
    case 'nullable':
      return fc.oneof(arbitraryFor(def.innerType!, hostile, depth), fc.constant(null));
    case 'pipe':
      return arbitraryFor(def.in!, hostile, depth);
    case 'lazy':
      return arbitraryFor(def.getter!(), hostile, depth + 1);
    case 'array':
      return fc.array(arbitraryFor(def.element!, hostile, depth + 1), { maxLength: 3 });
    case 'union':
      return fc.oneof(...def.options!.map((option) => arbitraryFor(option, hostile, depth)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 3 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const bag = bagOf(schema);
      if (bag.format === 'uuid') return fc.uuid({ version: 4 });
      return fc.oneof(
        { weight: 20, arbitrary: fc.string({ maxLength: Math.min(bag.maximum ?? 20, 20) }) },
        { weight: 1, arbitrary: fc.constantFrom('a\u0000b', 'a\ud800b') },
      );
    }
    case 'number': {
      // The schema's own bounds are the likeliest to break a column or a sum, so they come often.
      const bag = bagOf(schema);
      const min = Math.ceil(Math.max(bag.minimum ?? -(2 ** 53 - 1), -(2 ** 53 - 1)));
      const max = Math.floor(Math.min(bag.maximum ?? 2 ** 53 - 1, 2 ** 53 - 1));
      return fc.oneof(
        fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) }),
        fc.constantFrom(min, max),
      );
    }
    case 'custom':
      return fc.uint8Array({ maxLength: 64 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values for a zod schema as a caller could send them. Not `hostile`: of the schema's shape with every
 * key present and numbers often at the schema's own bounds, so the call reaches the database. `hostile`:
 * keys left out and each value sometimes replaced by one of issue #24's hostile inputs (NUL, lone
 * surrogate, 1 MB text, numbers past int4 and 2^53, JSON 10 000 deep).
 */
export function arbitraryFor(schema: z.ZodType, hostile: boolean, depth = 0): fc.Arbitrary<unknown> {
  if (!hostile) return wellFormed(schema, depth, false);
  return fc.oneof(
    { weight: 10, arbitrary: wellFormed(schema, depth, true) },
    { weight: 1, arbitrary: hostileAnything },
  );
}
