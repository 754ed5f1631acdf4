/**
 * The country dropdown of the Create New Company popup: every region the browser's
 * Intl.DisplayNames knows by a two-letter ISO code, named in the reader's language. The
 * value stored is the English name in capitals (spec 3: default TURKEY), which the
 * server keeps as it is.
 */
export type CountryOption = { code: string; value: string; label: string };

/** Codes that name groupings or placeholders rather than countries. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

/** The spec's value for Türkiye (CLDR's English name changed; the product keeps TURKEY). */
const VALUE_OVERRIDES: Record<string, string> = { TR: 'TURKEY' };

export const DEFAULT_COUNTRY_CODE = 'TR';

function regionCodes(): string[] {
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code) || english.of(code) === undefined) continue;
      // Old codes (DY, BU, ...) are aliases of current ones: keep only the current code.
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      codes.push(code);
    }
  }
  return codes;
}

let cachedCodes: string[] | undefined;

export function countryValue(code: string): string {
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return VALUE_OVERRIDES[code] ?? (english.of(code) ?? code).toLocaleUpperCase('en');
}

/** Every country, sorted by its name in `locale`. */
export function countryOptions(locale: string): CountryOption[] {
  cachedCodes ??= regionCodes();
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return cachedCodes.map((code) => ({ code, value: countryValue(code), label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
}
