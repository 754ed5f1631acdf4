import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { starterFlow } from '../../server/bots/flowBuilder';
import { openChannelSecrets, SEALED_PREFIX } from '../../server/channels/channelProperties';
import { SANDBOX_ZOHO_CLIENT_ID, sandboxZohoSecret } from '../../server/sandboxes/zoho/sandboxClient';
import { loginState } from '../../server/zoho/loginState';
import { loginTicket, readLoginTicket, type LoginTicket } from '../../server/zoho/loginTicket';
import { channelManagementMessages } from '../../services/contracts/channels/management';
import { ZOHO_SCOPES, zohoLoginMessages as m } from '../../services/contracts/channels/salesChatLogin';
import { SECRET_MASK } from '../../services/contracts/channels/secrets';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, countRows, type TestApp, listeningTestApp } from './testApp';

let t: TestApp;
let base: string;
let log = '';
let admin: Person;
let coAdmin: Person;
let member: Person;
let stranger: Person;
let harbour: string;
let other: string;
let spare: string;
let strangerCo: string;
let clientId = '';
let clientSecret = '';

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  ({ t, base } = await listeningTestApp((base) => ({ publicUrl: base }), { logStream }));
  admin = await personWithSession(t, 'Admin');
  coAdmin = await personWithSession(t, 'CoAdmin');
  member = await personWithSession(t, 'Member');
  stranger = await personWithSession(t, 'Stranger');
  harbour = await companyWith(t, 'Harbour Goods', [
    [admin, 'ADMIN'],
    [coAdmin, 'ADMIN'],
    [member, 'USER'],
  ]);
  other = await companyWith(t, 'Other Goods', [[admin, 'ADMIN']]);
  spare = await companyWith(t, 'Spare Goods', [[admin, 'ADMIN']]);
  strangerCo = await companyWith(t, 'Stranger Co', [[stranger, 'ADMIN']]);
});
afterAll(async () => t.app.close());

type Answer = { status: number; body: Record<string, unknown>; text: string; headers: Headers };

async function call(path: string, init: { method?: string; token?: string; body?: unknown; form?: Record<string, string> } = {}): Promise<Response> {
  const body = init.form ? new URLSearchParams(init.form).toString() : init.body === undefined ? undefined : JSON.stringify(init.body);
  const type = init.form ? 'application/x-www-form-urlencoded' : 'application/json';
  return fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(body === undefined ? {} : { 'content-type': type }) },
    ...(body === undefined ? {} : { body }),
  });
}

async function answer(response: Promise<Response>): Promise<Answer> {
  const r = await response;
  const text = await r.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // An HTML page.
  }
  return { status: r.status, body, text, headers: r.headers };
}

/** The text with one character (of the sealed value's IV, which has no padding bits) changed. */
const changedAt = (text: string, index: number) => `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;

const codeText = (html: string, id: string) => new RegExp(`<code id="${id}"[^>]*>([^<]*)</code>`).exec(html)?.[1] ?? '';

type Start = { companyId: string; clientId?: string; clientSecret?: string; screenName?: string };
const authorize = (start: Start, token = admin.token) => answer(call('/core/v1/zoho/authorize', { method: 'POST', token, body: { clientId, clientSecret, ...start } }));

/** The admin's way through Zoho: the authorize address, its consent page, Accept or Reject, and the query Zoho sends back. */
async function zohoReturn(start: Start, decision: 'accept' | 'reject' = 'accept', token = admin.token): Promise<Record<string, string>> {
  const started = await authorize(start, token);
  expect(started.status).toBe(200);
  const url = new URL(String(started.body['url']));
  const page = await answer(call(`${url.pathname}${url.search}`));
  expect(page.status).toBe(200);
  expect(page.text).toContain('Read and reply to conversations in Zoho SalesIQ');
  const consent = await call(`/sandbox/zoho/oauth/v2/consent${url.search}&decision=${decision}`);
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe(`${base}/company-profile/create-zoho`);
  return Object.fromEntries(back.searchParams);
}

const exchange = (query: Record<string, string>, token = admin.token) => answer(call(`/core/v1/zoho/token?${new URLSearchParams(query)}`, { token }));
const createChannel = (body: Record<string, unknown>, token = admin.token) => answer(call('/core/v1/zoho/channel', { method: 'POST', token, body }));

/** A channel's properties as the console reads them (GraphQL channel, secrets masked). */
async function propertiesRead(channelId: string): Promise<Record<string, unknown>> {
  const read = await gql(t, 'query ($id: ID!) { channel(id: $id) { properties } }', { id: channelId }, { token: admin.token });
  return JSON.parse(String((read.data?.['channel'] as { properties?: unknown } | undefined)?.properties)) as Record<string, unknown>;
}

const zohoChannels = () => t.db.selectFrom('channels').selectAll().where('integration_type', '=', 'Zoho').execute();

/** A ticket as the exchange seals it, for a company and person the test chooses. */
const ticketFor = (companyId: string, userId: string, screenName: string, at = t.clock.now()): string => {
  const login: LoginTicket = {
    companyId,
    userId,
    clientId: SANDBOX_ZOHO_CLIENT_ID,
    clientSecret: 'secret-of-the-client',
    screenName,
    accessToken: '1000.access.made-in-test',
    refreshToken: '1000.refresh.made-in-test',
    apiDomain: 'https://www.zohoapis.com',
    tokenExpireTime: Math.floor(at.getTime() / 1000) + 3600,
  };
  return loginTicket(t.config.secretKey, login, at);
};

describe("the Zoho sandbox's API console and consent page", () => {
  it("shows the sandbox's client, its secret and the redirect URI to register", async () => {
    const page = await answer(call('/sandbox/zoho'));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('<html lang="en">');
    clientId = codeText(page.text, 'client-id');
    clientSecret = codeText(page.text, 'client-secret');
    expect(clientId).toBe(SANDBOX_ZOHO_CLIENT_ID);
    expect(clientSecret).toBe(sandboxZohoSecret(t.config.secretKey));
    expect(codeText(page.text, 'redirect-uri')).toBe(`${base}/company-profile/create-zoho`);
    expect(page.text).toContain('aria-labelledby="client-secret-label"');
  });

  it("shows Zoho's error page for an unknown client, another response type or a redirect off the console", async () => {
    const redirect = encodeURIComponent(`${base}/company-profile/create-zoho`);
    const scope = encodeURIComponent(ZOHO_SCOPES.join(','));
    const unknown = await answer(call(`/sandbox/zoho/oauth/v2/auth?client_id=nope&response_type=code&scope=${scope}&redirect_uri=${redirect}`));
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('Invalid Client');
    expect(unknown.text).toContain('role="alert"');
    const implicit = await answer(call(`/sandbox/zoho/oauth/v2/auth?client_id=${SANDBOX_ZOHO_CLIENT_ID}&response_type=token&scope=${scope}&redirect_uri=${redirect}`));
    expect(implicit.status).toBe(400);
    expect(implicit.text).toContain('Invalid response type');
    const elsewhere = await answer(
      call(`/sandbox/zoho/oauth/v2/auth?client_id=${SANDBOX_ZOHO_CLIENT_ID}&response_type=code&scope=${scope}&redirect_uri=https%3A%2F%2Fevil.example%2F`),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.text).toContain('Invalid Redirect Uri');
    const away = await call(
      `/sandbox/zoho/oauth/v2/consent?client_id=${SANDBOX_ZOHO_CLIENT_ID}&response_type=code&scope=${scope}&redirect_uri=https%3A%2F%2Fevil.example%2F&decision=accept`,
    );
    expect(away.status).toBe(400);
    expect(away.headers.get('location')).toBeNull();
  });

  it("answers Zoho's errors on the token endpoint with status 200, form-encoded or JSON", async () => {
    const token = (form: Record<string, string>) => answer(call('/sandbox/zoho/oauth/v2/token', { method: 'POST', form }));
    const redirect_uri = `${base}/company-profile/create-zoho`;
    expect((await token({ grant_type: 'password', client_id: clientId, client_secret: clientSecret })).body).toEqual({ error: 'unsupported_grant_type' });
    const wrong = await token({ grant_type: 'authorization_code', client_id: clientId, client_secret: 'not-it', redirect_uri, code: 'x' });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ error: 'invalid_client' });
    expect((await token({ grant_type: 'authorization_code', client_id: clientId, client_secret: clientSecret, redirect_uri, code: 'never-issued' })).body).toEqual({
      error: 'invalid_code',
    });
    const json = await answer(
      call('/sandbox/zoho/oauth/v2/token', {
        method: 'POST',
        body: { grant_type: 'authorization_code', client_id: clientId, client_secret: clientSecret, redirect_uri, code: 'x' },
      }),
    );
    expect(json.body).toEqual({ error: 'invalid_code' });
  });
});

describe('starting a Zoho login', () => {
  it("answers Zoho's authorize address with the client, the scopes, offline access, the way back and a state", async () => {
    const started = await authorize({ companyId: harbour, screenName: 'harbourgoods' });
    expect(started.status).toBe(200);
    expect(started.headers.get('cache-control')).toBe('no-store');
    const url = new URL(String(started.body['url']));
    expect(url.origin + url.pathname).toBe(`${base}/sandbox/zoho/oauth/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      scope: 'SalesIQ.webhooks.ALL,SalesIQ.conversations.ALL,SalesIQ.portals.READ',
      client_id: SANDBOX_ZOHO_CLIENT_ID,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      redirect_uri: `${base}/company-profile/create-zoho`,
    });
    const state = url.searchParams.get('state') ?? '';
    expect(state.startsWith(`${harbour}.`)).toBe(true);
    expect(state).not.toContain(clientSecret);
  });

  it('is for an ADMIN of the company, signed in, with the client', async () => {
    expect((await authorize({ companyId: harbour }, '')).status).toBe(401);
    const asMember = await authorize({ companyId: harbour }, member.token);
    expect(asMember.status).toBe(403);
    expect((await authorize({ companyId: harbour }, stranger.token)).status).toBe(403);
    const noClient = await authorize({ companyId: harbour, clientId: ' ' });
    expect(noClient.status).toBe(400);
    expect(noClient.body['message']).toBe(m.clientIdRequired);
    expect((await authorize({ companyId: harbour, clientSecret: '' })).body['message']).toBe(m.clientSecretRequired);
    expect((await answer(call('/core/v1/zoho/authorize', { method: 'POST', token: admin.token, body: { clientId, clientSecret } }))).body['message']).toBe('Choose a company.');
    expect((await answer(call('/core/v1/zoho/authorize', { method: 'POST', token: admin.token, body: [] }))).status).toBe(400);
  });
});

describe('the way back from Zoho', () => {
  it("refuses the admin's Reject with Zoho's error", async () => {
    const back = await zohoReturn({ companyId: spare }, 'reject');
    expect(back['error']).toBe('access_denied');
    expect(back['code']).toBeUndefined();
    const refused = await exchange(back);
    expect(refused.status).toBe(400);
    expect(refused.body['message']).toBe('An error happened from Zoho side: access_denied');
    const odd = await exchange({ ...back, error: 'something <b>odd</b>' });
    expect(odd.body['message']).toBe(m.providerErrorUnknown);
  });

  it('refuses a changed, foreign, stale or missing state and a missing code', async () => {
    const back = await zohoReturn({ companyId: spare });
    const state = back['state'] ?? '';
    const sealed = state.slice(state.indexOf('.') + 1);
    const flipped = changedAt(sealed, 5);
    for (const forged of [`${spare}.${flipped}`, `${other}.${sealed}`, '', 'nonsense']) {
      const refused = await exchange({ ...back, state: forged });
      expect(refused.status).toBe(400);
      expect(refused.body['message']).toBe(m.notStartedHere);
    }
    const stale = loginState(t.config.secretKey, { companyId: spare, userId: admin.userId, clientId, clientSecret }, new Date(t.clock.now().getTime() - 16 * 60 * 1000));
    expect((await exchange({ ...back, state: stale })).body['message']).toBe(m.notStartedHere);
    const ticketAsState = `${spare}.${ticketFor(spare, admin.userId, '')}`;
    expect((await exchange({ ...back, state: ticketAsState })).body['message']).toBe(m.notStartedHere);
    // Another admin of the company did not start this login.
    const harbourBack = await zohoReturn({ companyId: harbour });
    expect((await exchange(harbourBack, coAdmin.token)).body['message']).toBe(m.notStartedHere);
    expect((await exchange(harbourBack, '')).status).toBe(401);
    const noCode = await exchange({ state });
    expect(noCode.status).toBe(400);
    expect(noCode.body['message']).toBe(m.codeMissing);
  });

  it("says Zoho's error when the client secret is wrong", async () => {
    const back = await zohoReturn({ companyId: spare, clientSecret: 'not-the-secret' });
    const refused = await exchange(back);
    expect(refused.status).toBe(400);
    expect(refused.body['message']).toBe('An error happened from Zoho side: invalid_client');
  });

  it('refuses a member who is no longer an ADMIN of the company in the state', async () => {
    const back = await zohoReturn({ companyId: spare });
    await t.db.updateTable('company_users').set({ user_type: 'USER' }).where('company_id', '=', spare).where('user_id', '=', admin.userId).execute();
    try {
      expect((await exchange(back)).status).toBe(403);
    } finally {
      await t.db.updateTable('company_users').set({ user_type: 'ADMIN' }).where('company_id', '=', spare).where('user_id', '=', admin.userId).execute();
    }
  });
});

describe('connecting a sales chat', () => {
  it('exchanges the code for a sealed ticket and creates the channel, its secrets sealed and masked', async () => {
    const back = await zohoReturn({ companyId: harbour, screenName: 'harbourgoods' });
    expect(back).toMatchObject({ code: expect.any(String), location: 'us', 'accounts-server': `${base}/sandbox/zoho`, state: expect.stringMatching(new RegExp(`^${harbour}\\.`)) });

    const loggedIn = await exchange(back);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.headers.get('cache-control')).toBe('no-store');
    expect(loggedIn.body).toMatchObject({ companyId: harbour, expiresIn: 3600 });
    const ticket = String(loggedIn.body['ticket']);
    const opened = readLoginTicket(t.config.secretKey, ticket, t.clock.now());
    expect(opened).toMatchObject({ companyId: harbour, userId: admin.userId, clientId, clientSecret, screenName: 'harbourgoods', apiDomain: `${base}/sandbox/zoho` });
    expect(opened?.accessToken).toMatch(/^1000\./);
    expect(opened?.tokenExpireTime).toBe(Math.floor(t.clock.now().getTime() / 1000) + 3600);
    for (const secret of [opened?.accessToken ?? '', opened?.refreshToken ?? '', clientSecret]) expect(loggedIn.text).not.toContain(secret);

    // The code is Zoho's to give once.
    const again = await exchange(back);
    expect(again.status).toBe(400);
    expect(again.body['message']).toBe('An error happened from Zoho side: invalid_code');

    // Bad input stores nothing.
    const before = await countRows(t.db, 'channels');
    expect((await createChannel({ ticket, name: ' ' })).body['message']).toBe(m.nameRequired);
    expect((await createChannel({ name: 'Sales chat' })).body['message']).toBe(m.ticketRefused);
    expect((await createChannel({ ticket: changedAt(ticket, 5), name: 'Sales chat' })).body['message']).toBe(m.ticketRefused);
    expect((await createChannel({ ticket, name: 'Sales chat' }, coAdmin.token)).body['message']).toBe(m.ticketRefused);
    expect((await createChannel({ ticket, name: 'Sales chat' }, '')).status).toBe(401);
    const noBot = await createChannel({ ticket, name: 'Sales chat', botId: '00000000-0000-4000-8000-000000000000' });
    expect(noBot.status).toBe(404);
    expect(noBot.body['message']).toBe(channelManagementMessages.botNotFound);
    expect(await countRows(t.db, 'channels')).toBe(before);

    const bot = await insertBot(t.db, t.clock.now(), { name: 'Sales helper', companyId: harbour, userId: admin.userId, flow: starterFlow() });
    const created = await createChannel({ ticket, name: 'Sales chat', botId: bot });
    expect(created.status).toBe(200);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body).toEqual({ channelId: expect.any(String), companyId: harbour, name: 'Sales chat' });

    const read = await answer(call(`/core/v1/channel/${String(created.body['channelId'])}`, { token: admin.token }));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ kind: 'salesChat', integrationType: 'Zoho', companyID: harbour, botId: bot, name: 'Sales chat' });
    expect(await propertiesRead(String(created.body['channelId']))).toEqual({
      clientId,
      clientSecret: SECRET_MASK,
      screenName: 'harbourgoods',
      accessToken: SECRET_MASK,
      refreshToken: SECRET_MASK,
      tokenExpireTime: opened?.tokenExpireTime,
      apiDomain: `${base}/sandbox/zoho`,
    });

    const [row] = await zohoChannels();
    const stored = row?.properties as Record<string, string>;
    for (const field of ['clientSecret', 'accessToken', 'refreshToken']) expect(stored[field]?.startsWith(SEALED_PREFIX)).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(opened?.accessToken);
    expect(openChannelSecrets(t.config.secretKey, 'salesChat', stored)).toMatchObject({ accessToken: opened?.accessToken, refreshToken: opened?.refreshToken, clientSecret });

    // One sales chat per company: the next login is refused before the admin goes to Zoho.
    const second = await authorize({ companyId: harbour });
    expect(second.status).toBe(400);
    expect(second.body['message']).toBe(channelManagementMessages.onePerType);
    expect((await createChannel({ ticket, name: 'Sales chat again' })).body['message']).toBe(channelManagementMessages.onePerType);

    // Nothing of the tokens or the client secret went to the log, which has the refused exchanges.
    expect(log).toContain('zoho code exchange failed');
    for (const secret of [opened?.accessToken ?? '', opened?.refreshToken ?? '', clientSecret, back['code'] ?? '']) expect(log).not.toContain(secret);
  });

  it('refuses a portal another company connected, and a ticket for a company the person is not an ADMIN of', async () => {
    const taken = await authorize({ companyId: other, screenName: 'harbourgoods' });
    expect(taken.status).toBe(402);
    expect(taken.body['message']).toBe(channelManagementMessages.usedElsewhere('Harbour Goods'));
    const racing = await createChannel({ ticket: ticketFor(other, admin.userId, 'harbourgoods'), name: 'Taken' });
    expect(racing.status).toBe(402);
    expect(racing.body['message']).toBe(channelManagementMessages.usedElsewhere('Harbour Goods'));

    const foreign = await createChannel({ ticket: ticketFor(strangerCo, admin.userId, 'strangerportal'), name: 'Foreign' });
    expect(foreign.status).toBe(403);
    const stale = await createChannel({ ticket: ticketFor(other, admin.userId, 'otherportal', new Date(t.clock.now().getTime() - 16 * 60 * 1000)), name: 'Stale' });
    expect(stale.body['message']).toBe(m.ticketRefused);
    const stateAsTicket = loginState(t.config.secretKey, { companyId: other, userId: admin.userId, clientId, clientSecret }, t.clock.now());
    expect((await createChannel({ ticket: stateAsTicket.slice(stateAsTicket.indexOf('.') + 1), name: 'State' })).body['message']).toBe(m.ticketRefused);
    expect((await zohoChannels()).map((row) => row.company_id)).toEqual([harbour]);

    // Without a screen name nothing identifies the portal, and no assistant is needed.
    const created = await createChannel({ ticket: ticketFor(other, admin.userId, ''), name: 'Other sales chat', botId: '' });
    expect(created.status).toBe(200);
    const read = await answer(call(`/core/v1/channel/${String(created.body['channelId'])}`, { token: admin.token }));
    expect(read.body).toMatchObject({ kind: 'salesChat', botId: null });
    expect(await propertiesRead(String(created.body['channelId']))).not.toHaveProperty('screenName');
  });
});

describe('a Zoho accounts server that cannot be used', () => {
  it.each([
    ['unreachable', 'http://127.0.0.1:9'],
    ['answering no token', () => `${base}/nowhere`],
  ])('says so when it is %s, and stores nothing', async (_case, address) => {
    const down = await buildTestApp(t.db, { publicUrl: base, zohoAccountsUrl: typeof address === 'string' ? address : address() });
    const state = loginState(down.config.secretKey, { companyId: spare, userId: admin.userId, clientId, clientSecret }, down.clock.now());
    const before = await countRows(t.db, 'channels');
    const refused = await down.app.inject({
      method: 'GET',
      url: `/core/v1/zoho/token?${new URLSearchParams({ code: 'c0de', state, location: 'us', 'accounts-server': 'https://evil.example' })}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('An error happened from Zoho side, please check support team.');
    expect(await countRows(t.db, 'channels')).toBe(before);
    await down.app.close();
  });
});
