import { z } from 'zod';

/** The body of every non-2xx answer of the API. `message` is meant for people. */
export const errorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** A machine-readable reason, e.g. `err_ip_not_allowed`. */
  cause: z.string().optional(),
  /** Failed sign-ins counted for this account (sign-in answers only). */
  retryCount: z.number().int().optional(),
  /** Whether the next sign-in needs a solved captcha (sign-in answers only). */
  captchaRequired: z.boolean().optional(),
  /** Seconds until a lockout ends (429 answers). */
  remainingTime: z.number().int().optional(),
  /** The request's id (unexpected errors): a person quotes it when reporting the problem. */
  requestId: z.string().optional(),
  /** A refused channel operation (403): its permission code, 405-408 (spec 02 section 8). */
  permissionCode: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * What a failed call looks like to a machine. The real services (services/http.ts)
 * throw exactly these objects; tests reject fake actors with them.
 */
export type ApiFailure = { kind: 'http'; status: number; body?: ErrorBody } | { kind: 'network' };

/** Answers that only report success. */
export const statusAnswer = z.object({ status: z.literal('ok') });
export type StatusAnswer = z.infer<typeof statusAnswer>;

/** Largest request body the API accepts, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
