import type { CallingCode } from '../../services/contracts/webChatSignIn';

export type CountryChoice = { code: string; label: string };

const known = new WeakMap<readonly CallingCode[], CountryChoice[]>();

/** The phone picker's countries named in the visitor's language ("Germany (+49)"), sorted by name. */
export function countryChoices(countries: readonly CallingCode[], language: string): CountryChoice[] {
  const chosen = known.get(countries);
  if (chosen) return chosen;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const choices = countries.map(({ code, dial }) => ({ code, label: `${names?.of(code) ?? code} (+${dial})` })).sort((a, b) => a.label.localeCompare(b.label, language));
  known.set(countries, choices);
  return choices;
}
