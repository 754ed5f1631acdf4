import { SECRET_MASK } from '../../../../services/contracts/channels';

/** The property a web chat keeps its TOKEN sign-in secret in (HS256, a secret the server masks in answers). */
export const SIGN_IN_SECRET = 'signInSecret';

/** Whether the stored channel has a sign-in secret (answers show it as SECRET_MASK). */
export const hasStoredSecret = (stored: Record<string, unknown>): boolean => typeof stored[SIGN_IN_SECRET] === 'string' && stored[SIGN_IN_SECRET] !== '';

/** A secret sent back as SECRET_MASK: the server keeps the stored one, so the contract's length rule does not apply to it. */
export const isMaskedSecret = (value: unknown): boolean => value === SECRET_MASK;

/**
 * TOKEN sign-in needs a secret: refused when TOKEN is chosen, none is stored and none has
 * been generated in the form.
 */
export function signInSecretMissing(auth: unknown, generated: string, stored: Record<string, unknown>): boolean {
  return auth === 'TOKEN' && generated === '' && !hasStoredSecret(stored);
}
