import type { Bot } from '../../../services/contracts/assistants';

/** Spec 2.13: the list's four sorts. */
export const ASSISTANT_SORTS = ['nameAsc', 'nameDesc', 'newest', 'oldest'] as const;
export type AssistantSort = (typeof ASSISTANT_SORTS)[number];
/** The company filter's "All". */
export const ALL_COMPANIES = 'all';

export type AssistantsView = { search: string; companyId: string; sort: AssistantSort };

const time = (bot: Bot) => {
  const t = Date.parse(bot.createdAt);
  return Number.isNaN(t) ? 0 : t;
};

/** The entries the list shows: searched (name, id, fid, creator, company), filtered by company, sorted. */
export function listAssistants(bots: readonly Bot[], { search, companyId, sort }: AssistantsView, locale = 'en'): Bot[] {
  const needle = search.trim().toLocaleLowerCase(locale);
  const found = bots.filter(
    (bot) =>
      (companyId === ALL_COMPANIES || bot.companyId === companyId) &&
      (!needle || [bot.name, bot.id, bot.fid, bot.createrName, bot.companyName].some((v) => v.toLocaleLowerCase(locale).includes(needle))),
  );
  const byName = (a: Bot, b: Bot) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' });
  switch (sort) {
    case 'nameAsc':
      return found.sort(byName);
    case 'nameDesc':
      return found.sort((a, b) => byName(b, a));
    case 'newest':
      return found.sort((a, b) => time(b) - time(a));
    case 'oldest':
      return found.sort((a, b) => time(a) - time(b));
  }
}
