import type { Page, Request } from 'playwright-core';

/** The operation a console request carries: Apollo posts `{ operationName, query, variables }`. */
function operationOf(request: Request): string | null {
  try {
    const body = request.postDataJSON() as { operationName?: unknown } | null;
    return typeof body?.operationName === 'string' ? body.operationName : null;
  } catch {
    return null;
  }
}

/**
 * The page's next GraphQL request of one operation loses its connection: the browser sees
 * the network fail, as on a dropped line; the requests after it go through.
 */
export async function loseConnectionOnce(page: Page, operation: string): Promise<void> {
  let lost = false;
  await page.route(/\/bot\/graphql(\/large)?$/, async (route) => {
    if (!lost && operationOf(route.request()) === operation) {
      lost = true;
      await route.abort('connectionreset');
      return;
    }
    await route.fallback();
  });
}

/** The page's next request to a REST address (that `matches`) loses its connection, as on a dropped line; later requests go through. */
export async function loseRequestOnce(page: Page, url: RegExp, matches: (request: Request) => boolean = () => true): Promise<void> {
  let lost = false;
  await page.route(url, async (route) => {
    if (lost || !matches(route.request())) return route.fallback();
    lost = true;
    await route.abort('connectionreset');
  });
}
