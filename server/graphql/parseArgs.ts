import type { z } from 'zod';
import { badInput } from './errors';

/** Arguments checked with a schema; BAD_USER_INPUT with the first problem's message otherwise. */
export function parseArgs<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw badInput(result.error.issues[0]?.message ?? 'The request is not valid.');
  return result.data;
}
