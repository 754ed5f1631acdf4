import { z } from 'zod';

/**
 * Field builders shared by the module settings schemas (spec 03 sections 3.2, 5 and 9).
 * They check types and limits only: an empty value is always accepted, because a module
 * being designed may be incomplete (the save check, machines/designer/requiredFields.ts,
 * reports what is missing). Parsing never changes a value: what was stored comes back.
 */

/** A text of at most `max` characters. */
export const textUpTo = (max: number, message: string) => z.string().max(max, message);

/** A text shorter than `under` characters (spec 5.3 says "under 60", "under 1024"). */
export const textUnder = (under: number, message: string) => z.string().max(under - 1, message);

/** One of a fixed list of stored values; include '' in `values` where "not chosen yet" is stored as ''. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/** A number within a range (sliders of spec 9). */
export const numberIn = (min: number, max: number, message: string) => z.number({ error: message }).min(min, message).max(max, message);

/** A whole number within a range. */
export const wholeNumberIn = (min: number, max: number, message: string) => numberIn(min, max, message).int(message);

/** A parameter placeholder filled in during the conversation: #name. */
export const PARAMETER = /^#[A-Za-z_][\w.-]*$/;

/** Spec 5.5: a key/value list (code station parameters, query parameters, headers, form bodies) never repeats a key. */
export const DUPLICATE_KEY = 'There cannot be more than one of the same parameter key';

export const keyValueRow = z.looseObject({ key: z.string(), value: z.string() });
export type KeyValueRow = z.infer<typeof keyValueRow>;

/** Key/value rows whose keys are unique. */
export const keyValueRows = (row: z.ZodType<KeyValueRow> = keyValueRow) =>
  z.array(row).superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((r, index) => {
      if (seen.has(r.key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: DUPLICATE_KEY });
      seen.add(r.key);
    });
  });

/** Spec 5.2: 'Invalid url'. */
export const INVALID_URL = 'Invalid url';

/**
 * A link the designer stores (spec 5.2): https://..., a #parameter, or a data: URL of a
 * small uploaded file; '' and the bare 'https://' a new card button starts with are
 * accepted as not filled in yet.
 */
export const link = z.string().refine((value) => value === '' || /^(https:\/\/|#|data:)\S*$/.test(value), INVALID_URL);

/** Keys of an object whose values are all texts (integration variables, button texts by locale). */
export const textsByKey = z.record(z.string(), z.string());
