import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAccessToken, SANDBOX_APP_ID, SANDBOX_PEOPLE, sandboxAppSecret, userAccessToken } from '../../server/sandboxes/facebook/sandboxWorld';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
});
afterAll(async () => t.app.close());

const get = (path: string, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/sandbox/facebook/v15.0/${path}?${new URLSearchParams(query)}`, remoteAddress: '127.0.0.1' });
const ayla = SANDBOX_PEOPLE[0]!;
const redirectUri = () => `${t.config.publicUrl}/channel/facebook/login/callback`;

/** The dialog's Continue as Ayla: the code in the redirect back. */
async function codeFor(redirect: string): Promise<string> {
  const choice = await get('dialog/oauth/choice', { client_id: SANDBOX_APP_ID, redirect_uri: redirect, state: 's1', person: ayla.id, choice: 'continue' });
  expect(choice.statusCode).toBe(302);
  return new URL(String(choice.headers.location)).searchParams.get('code') ?? '';
}

describe('the Facebook sandbox signs people in as Facebook Login does', () => {
  it("shows Facebook's error page for an unknown app", async () => {
    const answer = await get('dialog/oauth', { client_id: '1', redirect_uri: redirectUri(), scope: 'pages_messaging' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Invalid App ID');
  });

  it('exchanges a code once, only with the app secret and the same redirect address', async () => {
    const exchange = (code: string, query: Record<string, string> = {}) =>
      get('oauth/access_token', { client_id: SANDBOX_APP_ID, client_secret: sandboxAppSecret(t.config.secretKey), redirect_uri: redirectUri(), code, ...query });
    const wrongSecret = await exchange(await codeFor(redirectUri()), { client_secret: 'not-the-secret' });
    expect(wrongSecret.json().error).toMatchObject({ type: 'OAuthException', code: 1 });
    const elsewhere = await exchange(await codeFor(redirectUri()), { redirect_uri: `${t.config.publicUrl}/other` });
    expect(elsewhere.json().error.code).toBe(100);
    const code = await codeFor(redirectUri());
    const first = await exchange(code);
    expect(first.json()).toEqual({ access_token: userAccessToken(t.config.secretKey, ayla.id), token_type: 'bearer', expires_in: 5_184_000 });
    expect((await exchange(code)).json().error.code).toBe(100);
  });

  it("pages a person's pages with cursors and a next address, and refuses a page token", async () => {
    const token = userAccessToken(t.config.secretKey, ayla.id);
    const first = (await get('me/accounts', { fields: 'name,access_token', limit: '25', access_token: token })).json();
    expect(first.data).toHaveLength(25);
    expect(first.paging.next).toContain('/sandbox/facebook/v15.0/me/accounts?');
    const next = new URL(first.paging.next);
    const second = (await get('me/accounts', Object.fromEntries(next.searchParams))).json();
    expect(second.data.map((page: { name: string }) => page.name)).toEqual(['Neighbourhood Shop 26', 'Neighbourhood Shop 27']);
    expect(second.paging.next).toBeUndefined();
    const byPage = await get('me/accounts', { access_token: pageAccessToken(t.config.secretKey, ayla.pages[0]!.id) });
    expect(byPage.json().error.code).toBe(100);
  });

  it('reads secondary receivers with a page token only, and refuses where the app is not the main receiver', async () => {
    const harbour = await get('me/secondary_receivers', { fields: 'id,name', access_token: pageAccessToken(t.config.secretKey, ayla.pages[0]!.id) });
    expect(harbour.json().data.map((app: { name: string }) => app.name)).toEqual(['Page Inbox', 'Agent desk']);
    const galata = await get('me/secondary_receivers', { access_token: pageAccessToken(t.config.secretKey, ayla.pages[3]!.id) });
    expect(galata.json().error).toMatchObject({ code: 10 });
    const user = await get('me/secondary_receivers', { access_token: userAccessToken(t.config.secretKey, ayla.id) });
    expect(user.statusCode).toBe(400);
    expect((await get('me/secondary_receivers', { access_token: 'EAAPforged' })).json().error.code).toBe(190);
  });
});
