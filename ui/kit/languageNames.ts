import { LANGUAGES, type Language } from '../../src/i18n';

/** Each interface language in its own words. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', tr: 'Türkçe', de: 'Deutsch', ar: 'العربية' };

/** The language the switch shows: the one i18next resolved when the console has it, else English. */
export function shownLanguage(resolved: string | undefined): Language {
  return LANGUAGES.find((language) => language === resolved) ?? 'en';
}
