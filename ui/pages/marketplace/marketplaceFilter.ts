import type { BotTemplate } from '../../../services/contracts/assistants';

/** A marketplace category: every template, those with AI, or one specialization. */
export type MarketplaceCategory = { kind: 'all' } | { kind: 'ai' } | { kind: 'specialization'; value: string };

export const categoryId = (category: MarketplaceCategory): string => (category.kind === 'specialization' ? `s:${category.value}` : category.kind);

/** The categories the templates fall into: all, with AI (when one has AI), then each specialization in alphabetical order. */
export function categoriesOf(templates: readonly BotTemplate[]): MarketplaceCategory[] {
  const specializations = [...new Set(templates.map((t) => t.specialization?.trim()).filter((s): s is string => !!s))].sort((a, b) => a.localeCompare(b));
  return [{ kind: 'all' }, ...(templates.some((t) => t.aiBot) ? [{ kind: 'ai' } as const] : []), ...specializations.map((value) => ({ kind: 'specialization', value }) as const)];
}

/** A specialization code (ECOMMERCE, REAL_ESTATE) as people read it. */
export function specializationLabel(value: string): string {
  const words = value.toLowerCase().replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The templates of a category whose name or description contains the text (any case). */
export function filterTemplates(templates: readonly BotTemplate[], category: MarketplaceCategory, text: string): BotTemplate[] {
  const needle = text.trim().toLocaleLowerCase();
  return templates.filter((template) => {
    if (category.kind === 'ai' && !template.aiBot) return false;
    if (category.kind === 'specialization' && template.specialization?.trim() !== category.value) return false;
    if (needle === '') return true;
    return `${template.name}\n${template.description}`.toLocaleLowerCase().includes(needle);
  });
}
