// Only zod's address pattern, not zod: the sign-in page checks the address as it is typed, and
// its first bundle stays without a schema library (emailAddress.ts builds the schema from this).
import { regexes } from 'zod/v4/core';

/** The longest address accepted. */
export const EMAIL_MAX = 254;

/** Spec 5: e-mail pattern (zod's address pattern). */
export const EMAIL_PATTERN = regexes.email;

/** Whether a typed address is one the sign-in accepts: trimmed, not empty, not too long, of the pattern. */
export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  return address.length >= 1 && address.length <= EMAIL_MAX && EMAIL_PATTERN.test(address);
}
