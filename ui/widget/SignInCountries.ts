import { CALLING_CODES } from '../../machines/conversations/widgetSignInCountries';

export type CountryChoice = { code: string; label: string };

const byLanguage = new Map<string, CountryChoice[]>();

/** The phone picker's countries named in the visitor's language ("Germany (+49)"), sorted by name. */
export function countryChoices(language: string): CountryChoice[] {
  const known = byLanguage.get(language);
  if (known) return known;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const choices = CALLING_CODES.map(({ code, dial }) => ({ code, label: `${names?.of(code) ?? code} (+${dial})` })).sort((a, b) => a.label.localeCompare(b.label, language));
  byLanguage.set(language, choices);
  return choices;
}
