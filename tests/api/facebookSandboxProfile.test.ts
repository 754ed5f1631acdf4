import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAccessToken, SANDBOX_PEOPLE, userAccessToken } from '../../server/sandboxes/facebook/sandboxWorld';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
});
afterAll(async () => t.app.close());

const ayla = () => SANDBOX_PEOPLE[0]!;
const token = (pageIndex: number) => pageAccessToken(t.config.secretKey, ayla().pages[pageIndex]!.id);
const profile = (method: 'GET' | 'POST' | 'DELETE', query: Record<string, string>, body?: unknown) =>
  t.app.inject({
    method,
    url: `/sandbox/facebook/v15.0/me/messenger_profile?${new URLSearchParams(query)}`,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
  });
const menuOf = (items: unknown[]) => ({ platform: 'instagram', persistent_menu: [{ locale: 'default', composer_input_disabled: false, call_to_actions: items }] });

describe("the Facebook sandbox answers the Messenger Profile API of a page's Instagram account", () => {
  it('keeps the persistent menu and ice breakers per page and answers them as Graph does', async () => {
    const items = [{ type: 'postback', title: 'Hours', payload: 'HOURS' }];
    expect((await profile('POST', { access_token: token(0) }, menuOf(items))).json()).toEqual({ result: 'success' });
    const breakers = { platform: 'instagram', ice_breakers: [{ locale: 'default', call_to_actions: [{ question: 'Open?', payload: 'OPEN' }] }] };
    expect((await profile('POST', { access_token: token(0) }, breakers)).json()).toEqual({ result: 'success' });
    const read = await profile('GET', { fields: 'persistent_menu', platform: 'instagram', access_token: token(0) });
    expect(read.json()).toEqual({ data: [{ persistent_menu: [{ locale: 'default', composer_input_disabled: false, call_to_actions: items }] }] });
    const iceOnly = await profile('GET', { fields: 'ice_breakers', platform: 'instagram', access_token: token(0) });
    expect(iceOnly.json()).toEqual({ data: breakers.ice_breakers });
    const otherPage = await profile('GET', { fields: 'persistent_menu,ice_breakers', platform: 'instagram', access_token: token(1) });
    expect(otherPage.json()).toEqual({ data: [] });
    expect((await profile('DELETE', { access_token: token(0) }, { fields: ['ice_breakers'], platform: 'instagram' })).json()).toEqual({ result: 'success' });
    expect((await profile('GET', { fields: 'ice_breakers', platform: 'instagram', access_token: token(0) })).json()).toEqual({ data: [] });
  });

  it("refuses what Meta's limits refuse with Graph's (#100) and keeps what it had", async () => {
    const cases: unknown[] = [
      menuOf(Array.from({ length: 21 }, (_, i) => ({ type: 'postback', title: `B${i}`, payload: 'P' }))),
      menuOf([{ type: 'postback', title: 't'.repeat(31), payload: 'P' }]),
      menuOf([{ type: 'postback', title: 'T', payload: 'p'.repeat(1001) }]),
      menuOf([{ type: 'web_url', title: 'T', url: 'no-scheme.example' }]),
      { platform: 'instagram', persistent_menu: [{ locale: 'en_US', call_to_actions: [{ type: 'postback', title: 'T', payload: 'P' }] }] },
      { platform: 'instagram', ice_breakers: [{ locale: 'default', call_to_actions: Array.from({ length: 5 }, () => ({ question: 'Q?', payload: 'P' })) }] },
      { platform: 'instagram', ice_breakers: [{ locale: 'default', call_to_actions: [{ question: 'q'.repeat(81), payload: 'P' }] }] },
      { platform: 'instagram' },
    ];
    for (const body of cases) {
      const refused = await profile('POST', { access_token: token(1) }, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 100, type: 'OAuthException' });
      expect(refused.json().error.message).toMatch(/^\(#100\) /);
    }
    expect((await profile('GET', { fields: 'persistent_menu,ice_breakers', platform: 'instagram', access_token: token(1) })).json()).toEqual({ data: [] });
  });

  it("wants a page's token of a page with an Instagram business account", async () => {
    const body = menuOf([{ type: 'postback', title: 'T', payload: 'P' }]);
    expect((await profile('POST', { access_token: userAccessToken(t.config.secretKey, ayla().id) }, body)).json().error.code).toBe(210);
    expect((await profile('POST', { access_token: `${token(0).slice(0, -2)}xx` }, body)).json().error.code).toBe(190);
    const personal = await profile('POST', { access_token: token(2) }, body);
    expect(personal.statusCode).toBe(400);
    expect(personal.json().error.code).toBe(100);
  });

  it('answers faults asked for: Graph 429 then 500, once each', async () => {
    const ask = (status: number) => t.app.inject({ method: 'POST', url: '/sandbox/facebook/control/profile-faults', payload: { call: 'get', status } });
    expect((await ask(429)).json()).toEqual({ call: 'get', waiting: 1 });
    await ask(500);
    const read = () => profile('GET', { fields: 'persistent_menu', platform: 'instagram', access_token: token(0) });
    const limited = await read();
    expect([limited.statusCode, limited.json().error.code]).toEqual([429, 4]);
    expect((await read()).statusCode).toBe(500);
    expect((await read()).statusCode).toBe(200);
  });
});
