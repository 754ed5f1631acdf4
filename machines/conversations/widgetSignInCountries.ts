import type { CallingCode } from '../../services/contracts/webChatSignIn';

/** The country the picker starts on when the channel names none (or one it does not know). */
export const FALLBACK_COUNTRY = 'TR';

/** The channel's defaultCountry when the picker knows it, else FALLBACK_COUNTRY. */
export function startingCountry(countries: readonly CallingCode[], defaultCountry: string | undefined): string {
  const code = defaultCountry?.toUpperCase();
  return code && countries.some((country) => country.code === code) ? code : FALLBACK_COUNTRY;
}

/**
 * The number in international form: the country's calling code and the national number with
 * its separators and trunk zero dropped; a number typed with + or 00 keeps its own code.
 */
export function internationalPhone(countries: readonly CallingCode[], country: string, typed: string): string {
  const digits = typed.replace(/[\s().-]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  const dial = countries.find((entry) => entry.code === country)?.dial ?? '';
  return `+${dial}${digits.replace(/^0+/, '')}`;
}
