import type { Page, Request } from 'playwright-core';

/**
 * Changes the world at the moment the page sends a request: `action` runs when the first
 * request to `url` that `matches` leaves the page, and the request goes on to the server only
 * after it, so the server answers it in the changed world (a colleague's change made just as
 * the person presses the button). Later requests go through untouched.
 */
export async function beforeRequestOnce(page: Page, url: RegExp, action: () => Promise<unknown>, matches: (request: Request) => boolean = () => true): Promise<void> {
  let done = false;
  await page.route(url, async (route) => {
    if (!done && matches(route.request())) {
      done = true;
      await action();
    }
    await route.fallback();
  });
}

/** The GraphQL operation a console request carries (Apollo posts `{ operationName, query, variables }`). */
export function isOperation(operation: string): (request: Request) => boolean {
  return (request) => {
    try {
      return (request.postDataJSON() as { operationName?: unknown } | null)?.operationName === operation;
    } catch {
      return false;
    }
  };
}

/** The console's GraphQL endpoint (and its large-body twin). */
export const GRAPHQL_URL = /\/bot\/graphql(\/large)?$/;
