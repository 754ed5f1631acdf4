import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { channelById } from '../../server/channels/channelStore';
import { pageAccessToken, SANDBOX_PEOPLE, userAccessToken } from '../../server/sandboxes/facebook/sandboxWorld';
import { facebookMessages } from '../../services/contracts/channels/facebook';
import { facebookLoginMessages } from '../../services/contracts/rest/facebookPages';
import { cafeFlow } from '../support/sandboxedChannel';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { type TestApp, listeningTestApp } from './testApp';

let t: TestApp;
let base: string;
let admin: Person;
let stranger: Person;
let companyId: string;
let botId: string;
const ayla = SANDBOX_PEOPLE[0]!;

beforeAll(async () => {
  ({ t, base } = await listeningTestApp((base) => ({ publicUrl: base })));
  admin = await personWithSession(t, 'Admin');
  stranger = await personWithSession(t, 'Stranger');
  companyId = await companyWith(t, 'Harbour Group', [[admin, 'ADMIN']]);
  botId = await insertBot(t.db, t.clock.now(), { name: 'Harbour helper', companyId, userId: admin.userId, flow: cafeFlow() });
  await companyWith(t, 'Other Co', [[stranger, 'ADMIN']]);
});
afterAll(async () => t.app.close());

const call = (path: string, init: { method?: string; token?: string; company?: string; body?: unknown } = {}) =>
  fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.company ? { companyid: init.company } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

/** What the login popup's last page hands to the console window. */
const handedOver = (html: string) => JSON.parse(/postMessage\((\{.*?\}), /.exec(html)?.[1] ?? 'null') as { accessToken?: string; error?: string } | null;

/** The console's click: where the popup starts, then the provider's dialog it is redirected to. */
async function dialogOf(kind: 'facebook' | 'instagram'): Promise<URL> {
  const started = await call('/channel/facebook/login', { method: 'POST', token: admin.token, company: companyId, body: { kind } });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const redirect = await call(url);
  expect(redirect.status).toBe(302);
  return new URL(redirect.headers.get('location') ?? '');
}

/** The person's choice in the dialog, and the callback it redirects to. */
async function choose(dialog: URL, choice: 'continue' | 'cancel'): Promise<URL> {
  const query = new URLSearchParams(dialog.search);
  query.delete('response_type');
  query.set('person', ayla.id);
  query.set('choice', choice);
  const answer = await call(`${dialog.pathname}/choice?${query}`);
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

async function addChannel(pageIndex: number, accessToken: string) {
  const page = ayla.pages[pageIndex]!;
  const properties = JSON.stringify({ pageID: page.id, accessToken, pageAccessToken: pageAccessToken(t.config.secretKey, page.id) });
  const answer = await gql(
    t,
    'mutation($c: ID!, $n: String!, $b: ID, $p: String!) { addConnectionToCompany(companyId: $c, name: $n, type: facebook, botId: $b, properties: $p) { channel { id } } }',
    { c: companyId, n: page.name, b: botId, p: properties },
    { token: admin.token },
  );
  expect(answer.errors).toBeUndefined();
  return (answer.data?.['addConnectionToCompany'] as { channel: { id: string } }).channel.id;
}

describe('connecting Facebook pages from the console', () => {
  it('logs a person in through the dialog and hands their token to the console window', async () => {
    const dialog = await dialogOf('facebook');
    expect(dialog.pathname).toBe('/sandbox/facebook/v15.0/dialog/oauth');
    expect(dialog.searchParams.get('scope')).toBe('pages_messaging,pages_show_list,business_management');
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${base}/channel/facebook/login/callback`);
    const page = await (await call(`${dialog.pathname}${dialog.search}`)).text();
    expect(page).toContain('pages_show_list');
    expect(page).toContain('Ayla Demir');
    const callback = await choose(dialog, 'continue');
    expect(callback.searchParams.get('state')).toBe(dialog.searchParams.get('state'));
    const done = await call(`${callback.pathname}${callback.search}`);
    const html = await done.text();
    expect(handedOver(html)).toEqual({ type: 'facebookLogin', accessToken: userAccessToken(t.config.secretKey, ayla.id) });
    expect(html).toContain(JSON.stringify(base));
    const again = await call(`${callback.pathname}${callback.search}`);
    expect(handedOver(await again.text())?.error).toContain('Error validating verification code');
  });

  it('asks Instagram scopes too and hands a cancel over as words', async () => {
    const dialog = await dialogOf('instagram');
    expect(dialog.searchParams.get('scope')).toContain('instagram_manage_messages');
    const callback = await choose(dialog, 'cancel');
    expect(callback.searchParams.get('error_reason')).toBe('user_denied');
    const done = await call(`${callback.pathname}${callback.search}`);
    expect(handedOver(await done.text())).toEqual({ type: 'facebookLogin', error: facebookLoginMessages.cancelled });
  });

  it('refuses a forged state and a redirect off the console', async () => {
    const forged = await call('/channel/facebook/login?state=abc.facebook.def.9999999999.xyz.forged');
    expect(forged.status).toBe(400);
    expect(handedOver(await forged.text())?.error).toBe(facebookLoginMessages.stateRefused);
    const callback = await call('/channel/facebook/login/callback?code=anything&state=forged');
    expect(handedOver(await callback.text())?.error).toBe(facebookLoginMessages.stateRefused);
    const dialog = await dialogOf('facebook');
    dialog.searchParams.set('redirect_uri', 'https://attacker.example/steal');
    const refused = await call(`${dialog.pathname}${dialog.search}`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('URL blocked');
  });

  it('lists the 27 pages one Graph page at a time', async () => {
    const accessToken = userAccessToken(t.config.secretKey, ayla.id);
    const first = await call('/channel/facebook/pages', { method: 'POST', token: admin.token, company: companyId, body: { accessToken } });
    const one = (await first.json()) as { pages: Array<{ id: string; name: string; accessToken: string; businessId: string | null }>; after: string | null };
    expect(one.pages).toHaveLength(25);
    expect(one.pages[0]).toEqual({ id: ayla.pages[0]!.id, name: 'Harbour Café', accessToken: pageAccessToken(t.config.secretKey, ayla.pages[0]!.id), businessId: null });
    expect(one.pages[1]!.businessId).toBe('880000000000001');
    expect(one.after).not.toBeNull();
    const second = await call('/channel/facebook/pages', { method: 'POST', token: admin.token, company: companyId, body: { accessToken, after: one.after } });
    const two = (await second.json()) as typeof one;
    expect(two.pages.map((p) => p.name)).toEqual(['Neighbourhood Shop 26', 'Neighbourhood Shop 27']);
    expect(two.after).toBeNull();
    const nobody = await call('/channel/facebook/pages', {
      method: 'POST',
      token: admin.token,
      company: companyId,
      body: { accessToken: userAccessToken(t.config.secretKey, SANDBOX_PEOPLE[1]!.id) },
    });
    expect(await nobody.json()).toEqual({ pages: [], after: null });
  });

  it("reads a page's receivers, saves the chosen one, and refuses where the app is not the main receiver", async () => {
    const channelId = await addChannel(0, userAccessToken(t.config.secretKey, ayla.id));
    const receivers = await call(`/channel/${channelId}/facebook/receivers`, { token: admin.token });
    expect(await receivers.json()).toEqual({
      receivers: [
        { id: '263902037430900', name: 'Page Inbox' },
        { id: '740000000000002', name: 'Agent desk' },
      ],
    });
    const saved = await call(`/channel/${channelId}/facebook/handover`, {
      method: 'PUT',
      token: admin.token,
      body: { fbSecondaryReceiverID: '740000000000002', fbSecondaryReceiverName: 'Agent desk' },
    });
    expect(saved.status).toBe(200);
    const stored = await channelById(t.db, t.config.secretKey, channelId);
    expect(stored?.properties).toMatchObject({ fbSecondaryReceiverID: '740000000000002', fbSecondaryReceiverName: 'Agent desk' });
    const galata = await addChannel(3, userAccessToken(t.config.secretKey, ayla.id));
    const refused = await call(`/channel/${galata}/facebook/receivers`, { token: admin.token });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(facebookMessages.onlyMainReceiver);
  });

  it('reconnects a page with a new token and refuses another company', async () => {
    const channelId = await addChannel(1, 'EAAold-token-of-a-past-login');
    const token = userAccessToken(t.config.secretKey, ayla.id);
    const reconnected = await call(`/channel/${channelId}/facebook/reconnect`, { method: 'PUT', token: admin.token, body: { token } });
    expect(reconnected.status).toBe(200);
    expect((await channelById(t.db, t.config.secretKey, channelId))?.properties['accessToken']).toBe(token);
    for (const [path, method, body] of [
      ['receivers', 'GET', undefined],
      ['handover', 'PUT', { fbSecondaryReceiverID: '263902037430900', fbSecondaryReceiverName: 'Page Inbox' }],
      ['reconnect', 'PUT', { token }],
    ] as const) {
      const answer = await call(`/channel/${channelId}/facebook/${path}`, { method, token: stranger.token, body });
      expect(answer.status).toBe(403);
    }
    const pages = await call('/channel/facebook/pages', { method: 'POST', token: stranger.token, company: companyId, body: { accessToken: token } });
    expect(pages.status).toBe(403);
  });

  it('connects the page again with the new login, and refuses a login that does not manage the page', async () => {
    const page = ayla.pages[5]!;
    const token = userAccessToken(t.config.secretKey, ayla.id);
    const channelId = await addChannel(5, token);
    const deniz = userAccessToken(t.config.secretKey, SANDBOX_PEOPLE[1]!.id);
    const refused = await call(`/channel/${channelId}/facebook/reconnect`, { method: 'PUT', token: admin.token, body: { token: deniz } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(facebookMessages.createFailed);
    expect((await channelById(t.db, t.config.secretKey, channelId))?.properties).toMatchObject({
      accessToken: token,
      pageAccessToken: pageAccessToken(t.config.secretKey, page.id),
    });
    const again = await call(`/channel/${channelId}/facebook/reconnect`, { method: 'PUT', token: admin.token, body: { token } });
    expect(again.status).toBe(200);
    expect((await channelById(t.db, t.config.secretKey, channelId))?.properties).toMatchObject({
      accessToken: token,
      pageAccessToken: pageAccessToken(t.config.secretKey, page.id),
    });
  });
});
