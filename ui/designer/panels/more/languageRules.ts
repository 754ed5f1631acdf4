import type { FlowConnection } from '../../../../services/contracts/flow';
import type { LanguageSettings } from '../../../../services/contracts/modules/language';
import { withoutSlots } from '../shared/moduleEdit';

/** The language detection module (spec 03 sections 2.15, 3.2, 5.9): one route per language. */

/** The 27 languages a route can be made for. */
export const LANGUAGE_CODES = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'tr',
  'zh',
] as const;

export type LanguageRoute = { id: string; languageId: string };

/** The stored routes, a route without a language yet having ''. */
export function routesOf(payloads: LanguageSettings['payloads']): LanguageRoute[] {
  return (payloads ?? []).map((route) => ({ id: route.id, languageId: route.languageId ?? '' }));
}

/** The languages in the interface language, sorted by their shown name. */
export function languageOptions(locale: string): Array<{ id: string; label: string }> {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return LANGUAGE_CODES.map((code) => ({ id: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Whether another route already uses the language. */
export function languageTaken(routes: readonly LanguageRoute[], routeId: string, languageId: string): boolean {
  return routes.some((r) => r.id !== routeId && r.languageId === languageId);
}

export function withLanguage(routes: readonly LanguageRoute[], routeId: string, languageId: string): LanguageRoute[] | null {
  if (languageTaken(routes, routeId, languageId)) return null;
  return routes.map((r) => (r.id === routeId ? { ...r, languageId } : r));
}

/** Removing a route removes its connection (spec 4.2). */
export function withoutRoute(routes: readonly LanguageRoute[], connections: readonly FlowConnection[], routeId: string) {
  return { routes: routes.filter((r) => r.id !== routeId), connections: withoutSlots(connections, (optionID) => optionID === routeId) };
}

/** A route id unique in the module. */
export function newRouteId(moduleId: string, routes: readonly LanguageRoute[]): string {
  let n = routes.length + 1;
  while (routes.some((r) => r.id === `${moduleId}-lang${n}`)) n += 1;
  return `${moduleId}-lang${n}`;
}
