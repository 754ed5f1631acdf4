import { z } from 'zod';

/** A required text field: "<name> is required." when absent or blank, "<name> must be a string." otherwise. */
export function requiredText(name: string, max = 200) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${name} is required.` : `${name} must be a string.`) })
    .trim()
    .min(1, `${name} is required.`)
    .max(max, `${name} is at most ${max} characters.`);
}

/** A whole number given as a query text, `fallback` when absent or blank. */
export const wholeNumberText = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? String(fallback) : value.trim()))
    .refine((value) => /^\d{1,7}$/.test(value) && Number(value) >= min && Number(value) <= max, `${name} must be a whole number from ${min} to ${max}.`)
    .transform(Number);

/** `fields=a,b` limited to the allowed names; all of them when absent. */
export function fieldsQuery<const F extends string>(allowed: readonly F[]) {
  return z.object({
    fields: z
      .string()
      .optional()
      .transform((value) =>
        value === undefined || value.trim() === ''
          ? [...allowed]
          : value
              .split(',')
              .map((f) => f.trim())
              .filter((f) => f !== ''),
      )
      .refine((fields): fields is F[] => fields.every((f) => (allowed as readonly string[]).includes(f)), `fields may only name ${allowed.join(', ')}.`),
  });
}
