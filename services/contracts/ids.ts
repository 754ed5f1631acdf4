import { z } from 'zod';

/** The ids the database hands out (gen_random_uuid): any other text cannot name a row. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export const idMessage = (field: string) => `${field} must be a valid id.`;

/** An id in a request (argument, path or query parameter): trimmed, then a UUID; the refusal names the field. */
export function idOf(field: string) {
  return z
    .string({ error: idMessage(field) })
    .trim()
    .regex(UUID, idMessage(field));
}

/** An id that may be left empty (then nothing is looked up by it); otherwise as `idOf`. */
export function optionalIdOf(field: string) {
  return z
    .string({ error: idMessage(field) })
    .trim()
    .refine((value) => value === '' || UUID.test(value), idMessage(field))
    .transform((value) => (value === '' ? undefined : value));
}
