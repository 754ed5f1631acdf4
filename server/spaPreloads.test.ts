import { describe, expect, it } from 'vitest';
import { languagesOf, matchesPattern, pageOf } from './spaPreloads';

describe('the page an address shows, as the console’s router finds it', () => {
  it.each([
    ['/login', '/login', true],
    ['/login', '/login/', true],
    ['/Error', '/error', true],
    ['/reset/:token', '/reset/abc', true],
    ['/reset/:token', '/reset', false],
    ['/reset/:token', '/reset/abc/def', false],
    ['/analysis', '/analysis/payment-reports', false],
  ])('%s matches %s: %s', (pattern, pathname, expected) => {
    expect(matchesPattern(pattern, pathname)).toBe(expected);
  });

  it('finds signed-in pages in the shell, and the not-found page for any other address', () => {
    expect(pageOf('/')).toEqual({ modules: ['ui/shell/SignedInShell.tsx', 'ui/pages/home/HomePage.tsx'], texts: [] });
    expect(pageOf('/analysis/payment-reports').modules[1]).toBe('ui/pages/payments/PaymentReportsPage.tsx');
    expect(pageOf('/vote/abc')).toEqual({ modules: ['ui/pages/vote/VotePage.tsx'], texts: ['vote'] });
    expect(pageOf('/nothing/here')).toEqual({ modules: ['ui/pages/error/NotFoundPage.tsx'], texts: [] });
  });

  it('loads the texts of the language the console will pick, and English, which every language falls back to', () => {
    expect(languagesOf(undefined, undefined)).toEqual(['en']);
    expect(languagesOf(undefined, 'de-DE,de;q=0.9,en;q=0.8')).toEqual(['en', 'de']);
    expect(languagesOf(undefined, 'fr-FR, ar;q=0.5')).toEqual(['en', 'ar']);
    expect(languagesOf('tr', 'de-DE')).toEqual(['en', 'tr']);
    expect(languagesOf('xx', 'fr')).toEqual(['en']);
  });
});
