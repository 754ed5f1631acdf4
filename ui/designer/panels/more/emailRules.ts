import { splitAddresses } from '../../../../services/contracts/modules/email';

/** E-mail module rules (spec 03 section 5.9): To and CC take several addresses separated by ';' or ','. */

// A pragmatic address pattern: one @, no spaces, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;

export { splitAddresses };

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export type AddressError = { key: 'required' } | { key: 'invalid'; addresses: string[] };

/** The addresses of a To or CC field that are not e-mail addresses; To is required, CC optional. */
export function addressError(value: string, required: boolean): AddressError | null {
  const addresses = splitAddresses(value);
  if (!addresses.length) return required ? { key: 'required' } : null;
  const invalid = addresses.filter((a) => !isEmailAddress(a));
  return invalid.length ? { key: 'invalid', addresses: invalid } : null;
}
