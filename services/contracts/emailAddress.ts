import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN } from './emailRule';

/** "X is required." when the field is missing, "X must be text." when it has another type. */
export const textError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`;

/** Spec 5: e-mail pattern (emailRule.ts); trimmed, lower-cased before use. */
export const email = z
  .string({ error: textError('E-mail') })
  .trim()
  .min(1, 'E-mail is required.')
  .max(EMAIL_MAX, 'E-mail is too long.')
  .regex(EMAIL_PATTERN, 'E-mail is not valid.');
