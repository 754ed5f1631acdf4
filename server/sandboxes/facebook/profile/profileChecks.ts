import type { IceBreakerLocale, MenuLocale } from './profileState';

/**
 * Meta's limits of the Messenger Profile API as Graph checks them: a "default" locale, at most
 * 20 menu items (web_url with an http(s) url, or postback with a payload of at most 1000
 * characters, each titled in at most 30), at most 4 ice breakers (a question of at most 80
 * characters and a payload of at most 1000). Each answers Graph's (#100) detail, or the value.
 */
type Checked<T> = { ok: true; value: T } | { ok: false; detail: string };

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const fail = (detail: string): { ok: false; detail: string } => ({ ok: false, detail });

function localesOf(name: string, value: unknown): Checked<Array<Record<string, unknown>>> {
  if (!Array.isArray(value) || value.length === 0) return fail(`param ${name} must be a non-empty array.`);
  const locales = value.map(record);
  if (locales.some((l) => l === null)) return fail(`param ${name} must be an array of objects.`);
  const defined = locales.filter((l): l is Record<string, unknown> => l !== null);
  if (!defined.some((l) => l['locale'] === 'default')) return fail(`param ${name} must have a default locale.`);
  return { ok: true, value: defined };
}

type MenuItem = NonNullable<MenuLocale['call_to_actions']>[number];

function menuItem(at: string, value: unknown): Checked<MenuItem> {
  const item = record(value);
  const title = text(item?.['title']) ?? '';
  if (!item || (item['type'] !== 'postback' && item['type'] !== 'web_url')) return fail(`${at}[type] must be one of {web_url, postback}.`);
  if (title === '' || title.length > 30) return fail(`${at}[title] must be between 1 and 30 characters.`);
  if (item['type'] === 'postback') {
    const payload = text(item['payload']) ?? '';
    if (payload === '' || payload.length > 1000) return fail(`${at}[payload] must be between 1 and 1000 characters.`);
    return { ok: true, value: { type: 'postback', title, payload } };
  }
  const url = text(item['url']) ?? '';
  if (!/^https?:\/\/[^\s]+$/i.test(url)) return fail(`${at}[url] must be a valid URL.`);
  return { ok: true, value: { type: 'web_url', title, url } };
}

export function checkPersistentMenu(value: unknown): Checked<MenuLocale[]> {
  const locales = localesOf('persistent_menu', value);
  if (!locales.ok) return locales;
  const menu: MenuLocale[] = [];
  for (const [index, locale] of locales.value.entries()) {
    const actions = locale['call_to_actions'];
    if (!Array.isArray(actions) || actions.length === 0) return fail(`param persistent_menu[${index}][call_to_actions] must be a non-empty array.`);
    if (actions.length > 20) return fail(`param persistent_menu[${index}][call_to_actions] must have at most 20 elements.`);
    const items: MenuItem[] = [];
    for (const [n, action] of actions.entries()) {
      const item = menuItem(`param persistent_menu[${index}][call_to_actions][${n}]`, action);
      if (!item.ok) return item;
      items.push(item.value);
    }
    menu.push({ locale: text(locale['locale']) ?? 'default', composer_input_disabled: locale['composer_input_disabled'] === true, call_to_actions: items });
  }
  return { ok: true, value: menu };
}

export function checkIceBreakers(value: unknown): Checked<IceBreakerLocale[]> {
  const locales = localesOf('ice_breakers', value);
  if (!locales.ok) return locales;
  const breakers: IceBreakerLocale[] = [];
  for (const [index, locale] of locales.value.entries()) {
    const actions = locale['call_to_actions'];
    const at = `param ice_breakers[${index}][call_to_actions]`;
    if (!Array.isArray(actions) || actions.length === 0) return fail(`${at} must be a non-empty array.`);
    if (actions.length > 4) return fail(`${at} must have at most 4 elements.`);
    const items = [];
    for (const [n, action] of actions.entries()) {
      const question = text(record(action)?.['question']) ?? '';
      const payload = text(record(action)?.['payload']) ?? '';
      if (question === '' || question.length > 80) return fail(`${at}[${n}][question] must be between 1 and 80 characters.`);
      if (payload === '' || payload.length > 1000) return fail(`${at}[${n}][payload] must be between 1 and 1000 characters.`);
      items.push({ question, payload });
    }
    breakers.push({ locale: text(locale['locale']) ?? 'default', call_to_actions: items });
  }
  return { ok: true, value: breakers };
}
