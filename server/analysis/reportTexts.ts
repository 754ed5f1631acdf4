import ar from '../../locales/ar/analysis.json' with { type: 'json' };
import de from '../../locales/de/analysis.json' with { type: 'json' };
import en from '../../locales/en/analysis.json' with { type: 'json' };
import tr from '../../locales/tr/analysis.json' with { type: 'json' };

/** The AI reporting page's texts in one console language: exported files use the page's words. */
export type ReportTexts = typeof en;

const byLanguage: Record<string, ReportTexts> = { en, tr, de, ar };

export function reportTexts(language: string): ReportTexts {
  return byLanguage[language] ?? en;
}

/** The languages the console writes right to left (its Arabic layout); a report in one of them is mirrored. */
const RIGHT_TO_LEFT = new Set(['ar']);

export function reportDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}
