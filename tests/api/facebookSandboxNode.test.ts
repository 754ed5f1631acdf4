import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAccessToken, SANDBOX_PEOPLE, userAccessToken } from '../../server/sandboxes/facebook/sandboxWorld';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
});
afterAll(async () => t.app.close());

const read = (node: string, query: Record<string, string>) => t.app.inject({ method: 'GET', url: `/sandbox/facebook/v15.0/${node}?${new URLSearchParams(query)}` });
const ayla = () => SANDBOX_PEOPLE[0]!;

describe('the Facebook sandbox answers Graph node reads', () => {
  it('gives the person who manages a page its token and Instagram business account', async () => {
    const page = ayla().pages[0]!;
    const answer = await read(page.id, { fields: 'id,name,access_token,instagram_business_account{id,username}', access_token: userAccessToken(t.config.secretKey, ayla().id) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      id: page.id,
      name: 'Harbour Café',
      access_token: pageAccessToken(t.config.secretKey, page.id),
      instagram_business_account: { id: '17841400000000001', username: 'harbourcafe' },
    });
  });

  it('shows no token to the page itself and no business account for a personal Instagram account', async () => {
    const page = ayla().pages[2]!;
    const answer = await read(page.id, { fields: 'name,access_token,instagram_business_account', access_token: pageAccessToken(t.config.secretKey, page.id) });
    expect(answer.json()).toEqual({ id: page.id, name: 'Kadıköy Books' });
  });

  it("reads an Instagram account's username with its page's token", async () => {
    const page = ayla().pages[1]!;
    const answer = await read('17841400000000002', { fields: 'username', access_token: pageAccessToken(t.config.secretKey, page.id) });
    expect(answer.json()).toEqual({ id: '17841400000000002', username: 'modabakery' });
  });

  it('refuses a token it did not issue and a node the token may not see, as Graph does', async () => {
    const page = ayla().pages[0]!;
    const forged = await read(page.id, { access_token: `${pageAccessToken(t.config.secretKey, page.id).slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe(190);
    const other = await read(page.id, { access_token: pageAccessToken(t.config.secretKey, ayla().pages[1]!.id) });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.code).toBe(100);
    const stranger = await read(page.id, { access_token: userAccessToken(t.config.secretKey, SANDBOX_PEOPLE[1]!.id) });
    expect(stranger.json().error.code).toBe(100);
  });
});
