import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { CONSOLE_LANGUAGES, FIRST_TEXTS, type ConsoleLanguage } from '../services/contracts/consoleLanguages';
import { loadTexts as loadAhead, textsLoadedFirst, textsLoading } from '../ui/kit/pageTexts';

export const LANGUAGES = CONSOLE_LANGUAGES;
export type Language = ConsoleLanguage;

/** One JSON file per language and area (locales/<lng>/<namespace>.json), loaded on demand. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export const NAMESPACES = [
  'common',
  'install',
  'login',
  'register',
  'password',
  'twoFactor',
  'shell',
  'companies',
  'assistants',
  'guide',
  'profile',
  'designer',
  'designerSideMenu',
  'designerCanvas',
  'panelsContent',
  'panelsAi',
  'panelsLogic',
  'panelsMore',
  'chatbotTest',
  'vote',
  'conversations',
  'inspector',
  'conversationInspector',
  'statechart',
  'channels',
  'codeStation',
  'aiConnections',
  'analysis',
  'search',
  'secrets',
  'dataStation',
  'codeStationReports',
  'marketplace',
  'payments',
  'leavePage',
  'validator',
  'release',
  'integrationProfile',
  // The embeddable web messenger's texts (ui/widget reads them itself; the console may show them too).
  'widget',
] as const;

function applyDirection(lng: string): void {
  document.documentElement.lang = lng;
  document.documentElement.dir = i18next.dir(lng);
}

let started: Promise<typeof i18next> | undefined;

/** Sets the texts up once (src/main.tsx): the language, its direction, the common and shell texts and the first page's. */
export function initI18n(firstPageTexts: readonly string[] = []): Promise<typeof i18next> {
  started ??= setUp(firstPageTexts);
  return started;
}

/**
 * Loads a page's texts together with its code (src/routes.tsx), so that the page does not wait
 * for them after its first render. Nothing to do where the console's texts were not set up here
 * (tests set their own up).
 */
export async function loadTexts(namespaces: readonly string[]): Promise<void> {
  if (!started || namespaces.length === 0) return;
  await started;
  await loadAhead(namespaces);
}

async function setUp(firstPageTexts: readonly string[]): Promise<typeof i18next> {
  const first = [...new Set([...FIRST_TEXTS, ...firstPageTexts])];
  textsLoadedFirst(first);
  i18next.on('languageChanged', applyDirection);
  await i18next
    .use(LanguageDetector)
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        const load = files[`../locales/${lng}/${ns}.json`];
        if (!load) throw new Error(`No translations for ${lng}/${ns}`);
        textsLoading(ns);
        return (await load()).default;
      }),
    )
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: 'en',
      // Pages ask for their own namespaces (useTranslation, and their route ahead), so a route loads
      // only what it shows; the shell's texts are on every page (the browser alert).
      ns: first,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      detection: { order: ['querystring', 'localStorage', 'navigator'], lookupQuerystring: 'lng', caches: ['localStorage'] },
      react: { useSuspense: true },
      // A text asked for by a key no language has (not even English) would show the bare key:
      // say so in the console, where the route walk of the browser tests looks for errors.
      saveMissing: true,
      missingKeyHandler: (_languages, namespace, key, fallbackValue) => {
        if (fallbackValue === key) console.error(`Missing translation: ${namespace}:${key}`);
      },
      // A key that names a group of texts instead of one text would show i18next's note instead.
      returnedObjectHandler: (key) => console.error(`Translation is a group of texts, not a text: ${key}`),
    });
  applyDirection(i18next.resolvedLanguage ?? 'en');
  return i18next;
}
