import { matchRoutes, type RouteObject } from 'react-router-dom';
import { NOT_FOUND_PAGE, OPEN_PAGES, SIGNED_IN_PAGES, SIGNED_IN_SHELL, type PageRoute } from '../services/contracts/pageRoutes';
import { loadTexts } from './i18n';
import { PageLoading } from './PageLoading';
import { RootLayout } from './RootLayout';

type PageModule = { default: React.ComponentType };

/** The code of every page the table names (each its own chunk, loaded on demand); CompanyScopedPage is a part of pages, not one. */
const pageModules = import.meta.glob<PageModule>([
  '../ui/pages/*/*Page.tsx',
  '!../ui/pages/companies/CompanyScopedPage.tsx',
  '../ui/shell/LogoutPage.tsx',
  '../ui/shell/SignedInShell.tsx',
  '../ui/inspector/InspectorPage.tsx',
]);

function moduleOf(page: string): () => Promise<PageModule> {
  const load = pageModules[`../${page}`];
  if (!load) throw new Error(`The page table names ${page}, which src/routes.tsx does not load.`);
  return load;
}

/** What a route tells about itself: the texts its page shows (i18next namespaces). */
type PageHandle = { texts: readonly string[] };

/** A route's page: its texts load beside its code, so it renders once, not once to wait for them. */
const lazyPage = (page: string, texts: readonly string[] = []) => {
  const load = moduleOf(page);
  return async () => {
    const [module] = await Promise.all([load(), loadTexts(texts)]);
    return { Component: module.default };
  };
};

const pageRoute = ({ path, page, texts = [] }: PageRoute): RouteObject => ({
  ...(path === '' ? { index: true } : { path }),
  handle: { texts } satisfies PageHandle,
  lazy: lazyPage(page, texts),
});

/** The texts of the pages an address opens, to load with the console's first texts (src/main.tsx). */
export function textsOf(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => (match.route.handle as PageHandle | undefined)?.texts ?? []);
}

/** Every route of spec 2.1 and 2.2 (services/contracts/pageRoutes.ts). Signed-in pages sit in the signed-in shell. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    children: [...OPEN_PAGES.map(pageRoute), { lazy: lazyPage(SIGNED_IN_SHELL), children: SIGNED_IN_PAGES.map(pageRoute) }, { path: '*', lazy: lazyPage(NOT_FOUND_PAGE) }],
  },
];
