import { z } from 'zod';

/**
 * The same shape without the input's ranges and lengths: integers are integers, texts are texts. A
 * document is answered as it is stored, and a row stored before the contract's ranges (decision 0020) may
 * hold a quantity of 10^15 or a rate of 2^31; the answer must still carry it so the user can open the
 * draft and correct the line the totals leave out (decision 0021). Saves keep the ranged schema.
 */
export function asStored<T extends z.ZodType>(schema: T): T {
  return loosened(schema) as T;
}

function loosened(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodDefault)
    return loosened(schema.unwrap() as z.ZodType).default(schema.def.defaultValue);
  if (schema instanceof z.ZodNullable) return loosened(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return loosened(schema.unwrap() as z.ZodType).optional();
  // A decimal the contract allows (a ROT work's hours, 7,5 h) stays decimal; the integers stay integers.
  if (schema instanceof z.ZodNumber) return schema.isInt ? z.number().int() : z.number();
  if (schema instanceof z.ZodString) return z.string();
  if (schema instanceof z.ZodArray) return z.array(loosened(schema.element as z.ZodType));
  if (schema instanceof z.ZodObject) {
    const shape = Object.entries(schema.shape as Record<string, z.ZodType>).map(([k, v]) => [k, loosened(v)]);
    return z.object(Object.fromEntries(shape));
  }
  return schema;
}
