import type { Company } from '../../../services/contracts/companies';

/** Spec 9: the companies screen sorts by NAME (default) or DATE (newest first). */
export const COMPANY_SORTS = ['NAME', 'DATE'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** The first letter of a company's name, as its card shows it. */
export function initialOf(name: string): string {
  return [...name.trim()][0]?.toLocaleUpperCase() ?? '?';
}

export function readSort(value: string | null): CompanySort {
  return value === 'DATE' ? 'DATE' : 'NAME';
}

/** The companies whose name contains the search text (any case), in the chosen order. */
export function visibleCompanies(companies: readonly Company[], search: string, sort: CompanySort, locale: string): Company[] {
  const needle = search.trim().toLocaleLowerCase(locale);
  const found = needle ? companies.filter((c) => c.name.toLocaleLowerCase(locale).includes(needle)) : [...companies];
  if (sort === 'DATE') return found.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return found.sort((a, b) => collator.compare(a.name, b.name));
}

export function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
