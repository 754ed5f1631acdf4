/** The languages of the console's texts (locales/<language>/), English first: the one every other falls back to. */
export const CONSOLE_LANGUAGES = ['en', 'tr', 'de', 'ar'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

/** The texts every page shows (i18next namespaces), loaded with the console itself. */
export const FIRST_TEXTS = ['common', 'shell'] as const;
