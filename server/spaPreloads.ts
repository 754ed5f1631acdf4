import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_LANGUAGES, FIRST_TEXTS } from '../services/contracts/consoleLanguages';
import { NOT_FOUND_PAGE, OPEN_PAGES, SIGNED_IN_PAGES, SIGNED_IN_SHELL, type PageRoute } from '../services/contracts/pageRoutes';

/** What the build's manifest (dist/.vite/manifest.json) says of a chunk: its file, the chunks it imports and its style sheets. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type BuildManifest = Record<string, ManifestChunk>;

/** Whether an address matches a route pattern as React Router matches it: segment by segment, ':name' any one segment, letters in any case. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === have[index]?.toLowerCase());
}

/** What an address draws first: its page, in the signed-in shell for signed-in pages; the not-found page for any other address. */
export function pageOf(pathname: string): { modules: string[]; texts: readonly string[] } {
  const open = OPEN_PAGES.find((route) => matchesPattern(route.path, pathname));
  if (open) return { modules: [open.page], texts: open.texts ?? [] };
  const signedIn: PageRoute | undefined = SIGNED_IN_PAGES.find((route) => matchesPattern(`/${route.path}`, pathname));
  return signedIn ? { modules: [SIGNED_IN_SHELL, signedIn.page], texts: signedIn.texts ?? [] } : { modules: [NOT_FOUND_PAGE], texts: [] };
}

/**
 * The languages whose texts the page will load, as the console picks them (src/i18n.ts): the
 * address's lng, else the browser's first supported language, and English, which every language
 * falls back to. A language chosen earlier in the browser (kept there) is not known here.
 */
export function languagesOf(lng: string | undefined, acceptLanguage: string | undefined): string[] {
  const supported = (tag: string | undefined) => CONSOLE_LANGUAGES.find((language) => tag?.trim().toLowerCase().split(/[-;]/)[0] === language);
  const chosen = supported(lng) ?? (acceptLanguage ?? '').split(',').map(supported).find(Boolean) ?? 'en';
  return [...new Set(['en', chosen])];
}

/** The manifest keys of a page's code and of its texts in those languages. */
export function preloadedModules(pathname: string, languages: readonly string[]): string[] {
  const { modules, texts } = pageOf(pathname);
  const namespaces = [...FIRST_TEXTS, ...texts];
  return [...modules, ...languages.flatMap((language) => namespaces.map((namespace) => `locales/${language}/${namespace}.json`))];
}

/** Every chunk a module needs before it runs (its static imports, and theirs), by manifest key. */
function closure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The links that let the browser fetch an address's page code beside the console's entry,
 * instead of after it has run: scripts as module preloads, style sheets as preloads (the page
 * still adds them itself, in its order). What the entry already names is left out.
 */
export function preloadLinks(manifest: BuildManifest, modules: readonly string[]): string {
  const entry = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const loaded = closure(manifest, entry);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of closure(manifest, modules)) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    scripts.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) styles.push(`<link rel="preload" as="style" crossorigin href="/${css}">`);
  }
  return [...scripts, ...new Set(styles)].join('');
}

/** The preload links for each address and language, read from the build's manifest once (none when the build has none). */
export function routePreloads(distDir: string): (pathname: string, languages: readonly string[]) => string {
  const file = join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
  const byPages = new Map<string, string>();
  return (pathname, languages) => {
    const modules = preloadedModules(pathname, languages);
    const key = modules.join('\n');
    let links = byPages.get(key);
    if (links === undefined) {
      links = preloadLinks(manifest, modules);
      byPages.set(key, links);
    }
    return links;
  };
}
