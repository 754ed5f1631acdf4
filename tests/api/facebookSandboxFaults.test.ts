import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAccessToken, SANDBOX_PEOPLE, userAccessToken } from '../../server/sandboxes/facebook/sandboxWorld';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
});
afterAll(async () => t.app.close());

const ayla = () => SANDBOX_PEOPLE[0]!;
const harbour = () => ayla().pages[0]!;
const graph = (path: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/sandbox/facebook/v15.0/${path}${path.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}` });
const fault = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/sandbox/facebook/control/token-faults', payload: body as Record<string, unknown>, remoteAddress: '127.0.0.1' });

describe('the Facebook sandbox refuses tokens on demand', () => {
  it("refuses a person's next calls with Graph's invalid token error, then answers as before", async () => {
    const token = userAccessToken(t.config.secretKey, ayla().id);
    const set = await fault({ id: ayla().id, times: 2 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ id: ayla().id, waiting: 2 });
    for (let i = 0; i < 2; i++) {
      const refused = await graph('me/accounts?fields=name', token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 190, type: 'OAuthException', message: 'Invalid OAuth access token - Cannot parse access token' });
    }
    const answered = await graph('me/accounts?fields=name&limit=1', token);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toEqual([{ id: harbour().id, name: 'Harbour Café' }]);
  });

  it("refuses the next call about a page, by its node or with its token, and nobody else's", async () => {
    const userToken = userAccessToken(t.config.secretKey, ayla().id);
    const pageToken = pageAccessToken(t.config.secretKey, harbour().id);
    await fault({ id: harbour().id });
    expect((await graph('me/accounts?limit=1', userToken)).statusCode).toBe(200);
    expect((await graph(`${ayla().pages[1]!.id}?fields=name`, pageAccessToken(t.config.secretKey, ayla().pages[1]!.id))).statusCode).toBe(200);
    expect((await graph(`${harbour().id}?fields=name`, pageToken)).json().error.code).toBe(190);
    expect((await graph(`${harbour().id}?fields=name`, pageToken)).statusCode).toBe(200);
    await fault({ id: harbour().id });
    expect((await graph('me/secondary_receivers', pageToken)).json().error.code).toBe(190);
    expect((await graph('me/secondary_receivers', pageToken)).statusCode).toBe(200);
  });

  it('takes faults only from the operator and only for a Graph id', async () => {
    expect((await fault({ id: 'harbour' })).statusCode).toBe(400);
    const stranger = await t.app.inject({ method: 'POST', url: '/sandbox/facebook/control/token-faults', payload: { id: ayla().id }, remoteAddress: '203.0.113.9' });
    expect(stranger.statusCode).toBe(404);
  });
});
