// zod's tree-shakable build: the sign-in page checks the address as it is typed, and its first
// bundle must not carry the whole of zod. The object schemas of contracts/auth embed this one.
import * as z from 'zod/mini';

/** "X is required." when the field is missing, "X must be text." when it has another type. */
export const textError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`;

/** Spec 5: e-mail pattern (zod's address pattern); trimmed, lower-cased before use. */
export const email = z
  .string({ error: textError('E-mail') })
  .check(z.trim(), z.minLength(1, 'E-mail is required.'), z.maxLength(254, 'E-mail is too long.'), z.regex(z.regexes.email, 'E-mail is not valid.'));
