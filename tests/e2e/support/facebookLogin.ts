import type { Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { graphql } from './designer';

/**
 * What the browser tests of the Facebook and Instagram forms share: the login popup the console
 * opens (the developer sandbox's dialog), the sandbox's tokens got through the console's own
 * login routes, and the release of a test's page channels (a page is one channel on a server).
 */

/** The login popup the console opened last and that is still open. */
export function loginDialog(page: Page): Page {
  const dialog = page
    .context()
    .pages()
    .filter((opened) => opened !== page && !opened.isClosed())
    .at(-1);
  if (!dialog) throw new Error('The Facebook login popup is not open.');
  return dialog;
}

/** Waits until the popup shows the provider's dialog. */
export async function dialogShown(page: Page): Promise<void> {
  await loginDialog(page).getByRole('button', { name: 'Continue', exact: true }).waitFor();
}

/** Signs in as one of the sandbox's people and continues: the popup hands the token over and closes. */
export async function continueAs(page: Page, person: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByRole('radio', { name: person }).check();
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
}

export async function cancelLogin(page: Page): Promise<void> {
  await loginDialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
}

/** Closes the popup before the login finishes, as a person closing the window. */
export async function closeLogin(page: Page): Promise<void> {
  await loginDialog(page).close();
}

const htmlToken = (html: string) => /"accessToken":"([^"]+)"/.exec(html)?.[1];

/** Ayla's user token and her pages' tokens, through the console's login routes and the sandbox's dialog (as a person would, without a browser). */
export async function sandboxTokens(baseUrl: string, token: string, companyId: string): Promise<{ userToken: string; pageToken: (name: string) => string }> {
  const headers = { authorization: `Bearer ${token}`, companyID: companyId, 'content-type': 'application/json' };
  const start = (await (await fetch(`${baseUrl}/channel/facebook/login`, { method: 'POST', headers, body: JSON.stringify({ kind: 'facebook' }) })).json()) as { url: string };
  const dialog = new URL((await fetch(`${baseUrl}${start.url}`, { redirect: 'manual' })).headers.get('location') ?? '');
  const choice = new URLSearchParams(dialog.search);
  choice.set('person', '5100000000000001');
  choice.set('choice', 'continue');
  const callback = (await fetch(`${dialog.origin}${dialog.pathname}/choice?${choice}`, { redirect: 'manual' })).headers.get('location') ?? '';
  const userToken = htmlToken(await (await fetch(callback)).text());
  if (!userToken) throw new Error('The sandbox login gave no token.');
  const pages: Array<{ name: string; accessToken: string }> = [];
  let after: string | null = null;
  do {
    const answer = (await (await fetch(`${baseUrl}/channel/facebook/pages`, { method: 'POST', headers, body: JSON.stringify({ accessToken: userToken, after }) })).json()) as {
      pages: Array<{ name: string; accessToken: string }>;
      after: string | null;
    };
    pages.push(...answer.pages);
    after = answer.after;
  } while (after);
  return {
    userToken,
    pageToken: (name) => {
      const found = pages.find((page) => page.name === name);
      if (!found) throw new Error(`Ayla has no page "${name}".`);
      return found.accessToken;
    },
  };
}

/** Who releases a company's channels instead of the person who made them (a colleague ADMIN, once that person left the company). */
const releasers = new Map<string, string>();

/** From now on the colleague with this token releases the company's channels when the test ends. */
export function releaseAs(companyId: string, token: string): void {
  releasers.set(companyId, token);
}

/**
 * Deletes the company's channels when the test ends (passed or not), so its pages are free for
 * the next test. A test may end while its add is still on its way to the server (it ends in a
 * short-lived state): the company is looked at again until it has kept no channel for a moment.
 */
export function releaseChannelsAfter(baseUrl: string, ownToken: string, companyId: string): void {
  onTestFinished(async () => {
    const token = releasers.get(companyId) ?? ownToken;
    let quietRounds = 0;
    for (let round = 0; round < 20 && quietRounds < 3; round += 1) {
      const { channels } = await graphql<{ channels: Array<{ id: string; status: string }> }>(
        baseUrl,
        token,
        'query ($companyId: ID!) { channels(companyId: $companyId) { id status } }',
        { companyId },
        companyId,
      );
      // A channel the test deleted itself is listed as DELETED: its page is free already.
      const active = channels.filter((listed) => listed.status === 'ACTIVE');
      quietRounds = active.length === 0 ? quietRounds + 1 : 0;
      for (const channel of active) {
        await graphql(baseUrl, token, 'mutation ($channelId: ID!) { deleteChannel(channelId: $channelId) { success } }', { channelId: channel.id }, companyId);
      }
      if (quietRounds < 3) await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
}
