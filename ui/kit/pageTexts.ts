import i18next from 'i18next';

/**
 * Texts loaded ahead of the part that shows them. A component whose texts are not loaded yet
 * suspends, and React then holds the page back for up to 300 ms after the load (it throttles
 * the reveal of Suspense content): loading the texts beside the code avoids that wait.
 */
const askedFor = new Set<string>();
let sayLate: ((namespace: string) => void) | undefined;

/** Loads namespaces ahead of their first use (a page's route, a lazily loaded panel). */
export async function loadTexts(namespaces: readonly string[]): Promise<void> {
  for (const namespace of namespaces) askedFor.add(namespace);
  if (namespaces.length === 0 || (!i18next.isInitialized && !i18next.isInitializing)) return;
  await i18next.loadNamespaces([...namespaces]);
}

/** The console's own set-up names the texts it starts with (src/i18n.ts). */
export function textsLoadedFirst(namespaces: readonly string[]): void {
  for (const namespace of namespaces) askedFor.add(namespace);
}

/** Called by the texts' loader: a namespace nobody loaded ahead is a page waiting on it. */
export function textsLoading(namespace: string): void {
  if (!askedFor.has(namespace)) sayLate?.(namespace);
}

/** Developer mode says in the browser's console which texts a page waited for (the route walk of the browser tests fails on it). */
export function sayLateTexts(say: (namespace: string) => void): void {
  sayLate = say;
}
