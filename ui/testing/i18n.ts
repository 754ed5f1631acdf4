import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Test helper: i18next initialised synchronously from locales/<lng>/<ns>.json (every
 * namespace that exists, every language), bound to react-i18next without Suspense, so
 * the first render of a component already shows the real texts.
 *
 *   initTestI18n();        // English (the spec's wording)
 *   initTestI18n('ar');    // another language
 *   en('register:errors.emailInUse')  // the English text of a key, for assertions
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

type Resources = Record<string, Record<string, Record<string, unknown>>>;

function loadResources(): Resources {
  const resources: Resources = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    const lng = match?.[1];
    const ns = match?.[2];
    if (lng && ns) (resources[lng] ??= {})[ns] = content;
  }
  return resources;
}

export const testResources: Resources = loadResources();

/** Initialises the global i18next once (synchronously) and switches to `lng`. */
export function initTestI18n(lng = 'en'): i18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng,
      fallbackLng: 'en',
      resources: testResources,
      ns: Object.keys(testResources['en'] ?? {}),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
  } else if (i18next.language !== lng) {
    void i18next.changeLanguage(lng);
  }
  return i18next;
}

/** The English text of a key (`ns:key`), whatever language is active. */
export function en(key: string, values?: Record<string, unknown>): string {
  return i18next.getFixedT('en')(key, values ?? {});
}
