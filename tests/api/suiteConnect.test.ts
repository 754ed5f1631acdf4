// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starterFlow } from '../../server/bots/flowBuilder';
import { insertBot } from '../../server/bots/botStore';
import { channelById } from '../../server/channels/channelStore';
import { agentToken, captchaText } from '../../server/sandboxes/suite/sandboxWorld';
import { suiteMessages } from '../../services/contracts/channels/suite';
import { SECRET_MASK } from '../../services/contracts/channels';
import { suiteCaptchaAnswer, type SuiteCaptcha } from '../../services/contracts/rest/suiteConnect';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { type TestApp, listeningTestApp } from './testApp';

/**
 * Connecting a suite from the console through the server's suite routes, against the suite
 * sandbox over real HTTP: captcha, login (spaces taken out), the spec's status and text for
 * each refusal, an already integrated pool, the channel's creation, its pools and handover pool.
 */
let t: TestApp;
let base = '';
let admin: Person;
let stranger: Person;
let companyId = '';
let botId = '';

const ADD = `mutation ($c: ID!, $n: String!, $b: ID, $p: String!) {
  addConnectionToCompany(companyId: $c, name: $n, type: suite, botId: $b, properties: $p) { channel { id kind properties } }
}`;

const call = async (path: string, init: { method?: string; body?: unknown; who?: Person; company?: string } = {}) => {
  const who = init.who ?? admin;
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Bearer ${who.token}`,
      companyID: init.company ?? companyId,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const captcha = async (query = ''): Promise<SuiteCaptcha> => {
  const answer = await call(`/channel/suite/captcha${query}`);
  expect(answer.status).toBe(200);
  return suiteCaptchaAnswer.parse(answer.body);
};

const login = async (fields: Partial<{ username: string; password: string; captchaVal: string; suitePoolId: string; url: string }> = {}, who?: Person) => {
  const shown = await captcha();
  return call('/channel/suite/login', {
    who,
    body: {
      username: 'selin.agent',
      password: 'Suite-Pass-1',
      captchaKey: shown.key,
      captchaVal: captchaText(t.config.secretKey, shown.key),
      suiteCompanyId: 'SC-1001',
      suitePoolId: 'P-2001',
      ...fields,
    },
  });
};

const fault = (body: unknown) => fetch(`${base}/sandbox/suite/control/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  ({ t, base } = await listeningTestApp((base) => ({ publicUrl: base, channelProviders: { suite: `${base}/sandbox/suite` } })));
  admin = await personWithSession(t, 'Admin');
  stranger = await personWithSession(t, 'Stranger');
  companyId = await companyWith(t, 'Desk Co', [[admin, 'ADMIN']]);
  await companyWith(t, 'Other Co', [[stranger, 'ADMIN']]);
  botId = await insertBot(t.db, t.clock.now(), { name: 'Helper', companyId, userId: admin.userId, flow: starterFlow() });
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('the suite captcha', () => {
  it('is a key and a real image of its text, from the cloud suite unless a url is given', async () => {
    const shown = await captcha();
    expect(shown.url).toBe(`${base}/sandbox/suite`);
    expect(shown.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(shown.image.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
    const drawn = [...svg.matchAll(/<text[^>]*>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('');
    expect(drawn).toBe(captchaText(t.config.secretKey, shown.key));
    const onPremise = await captcha(`?url=${encodeURIComponent(` ${base}/sandbox /suite `)}`);
    expect(onPremise.url).toBe(`${base}/sandbox/suite`);
  });
  it('from an address with no suite is 404 with the spec text, and a suite failing is 500', async () => {
    const none = await call(`/channel/suite/captcha?url=${encodeURIComponent(`${base}/nothing-here`)}`);
    expect(none).toEqual({ status: 404, body: expect.objectContaining({ message: suiteMessages.noSuiteAccount }) });
    await fetch(`${base}/sandbox/suite/control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ call: 'captcha', status: 500 }),
    });
    expect(await call('/channel/suite/captcha')).toEqual({ status: 500, body: expect.objectContaining({ message: suiteMessages.noSuiteAccount }) });
  });
  it('is refused to a user of another company', async () => {
    expect((await call('/channel/suite/captcha', { who: stranger })).status).toBe(403);
  });
});

describe('the suite login', () => {
  it('gives the agent token, spaces taken out of the username and password', async () => {
    const answer = await login({ username: ' selin. agent ', password: 'Suite -Pass-1 ' });
    expect(answer).toEqual({ status: 200, body: { suiteAgentToken: agentToken(t.config.secretKey, 'selin.agent') } });
  });
  it.each([
    ['a wrong password', { password: 'nope' }, 401, suiteMessages.wrongPassword],
    ['a wrong captcha', { captchaVal: 'XXXXX' }, 403, suiteMessages.captchaInvalid],
    ['a dormant account', { username: 'old.agent', password: 'Suite-Pass-3', suitePoolId: 'P-4001' }, 405, suiteMessages.notLoggedInForLong],
  ])('answers %s with its status and text', async (_, fields, status, message) => {
    expect(await login(fields)).toEqual({ status, body: expect.objectContaining({ message }) });
  });
  it('takes a captcha key once', async () => {
    const shown = await captcha();
    const body = {
      username: 'selin.agent',
      password: 'Suite-Pass-1',
      captchaKey: shown.key,
      captchaVal: captchaText(t.config.secretKey, shown.key),
      suiteCompanyId: 'SC-1001',
      suitePoolId: 'P-2001',
    };
    expect((await call('/channel/suite/login', { body })).status).toBe(200);
    expect(await call('/channel/suite/login', { body })).toEqual({ status: 403, body: expect.objectContaining({ message: suiteMessages.captchaInvalid }) });
  });
  it('to an unreachable suite or a failing one is 404 or 500 with the spec text', async () => {
    expect(await login({ url: 'http://127.0.0.1:1/suite' })).toEqual({ status: 404, body: expect.objectContaining({ message: suiteMessages.noSuiteAccount }) });
    await fault({ call: 'login', status: 500 });
    expect(await login()).toEqual({ status: 500, body: expect.objectContaining({ message: suiteMessages.noSuiteAccount }) });
  });
  it('is refused to a user of another company', async () => {
    expect((await login({}, stranger)).status).toBe(403);
  });
});

describe('a suite channel', () => {
  let channelId = '';
  it('is created with the agent token sealed, and then its pool is already integrated (402)', async () => {
    const { body } = await login();
    const properties = { suiteCompanyId: 'SC-1001', suitePoolId: 'P-2001', suiteAgentToken: body['suiteAgentToken'], suiteType: 'SuiteCloud' };
    const added = await gql(t, ADD, { c: companyId, n: 'Desk', b: botId, p: JSON.stringify(properties) }, { token: admin.token });
    expect(added.errors).toBeUndefined();
    const channel = (added.data!['addConnectionToCompany'] as { channel: { id: string; kind: string; properties: string } }).channel;
    channelId = channel.id;
    expect(channel.kind).toBe('suite');
    expect(JSON.parse(channel.properties)).toEqual({ ...properties, suiteAgentToken: SECRET_MASK, suiteWebhookSecret: SECRET_MASK });
    expect((await channelById(t.db, t.config.secretKey, channelId))?.properties['suiteAgentToken']).toBe(body['suiteAgentToken']);
    expect(await login()).toEqual({ status: 402, body: expect.objectContaining({ message: suiteMessages.alreadyIntegrated }) });
  });
  it("lists its suite company's pools", async () => {
    expect(await call(`/channel/${channelId}/suite/pools`)).toEqual({
      status: 200,
      body: [
        { id: 'P-2001', name: 'Customer support' },
        { id: 'P-2002', name: 'Sales' },
        { id: 'P-2003', name: 'Returns' },
      ],
    });
  });
  it('saves a handover pool of its suite; another pool is 400 with the spec text', async () => {
    expect(await call(`/channel/${channelId}/suite/handover`, { method: 'PUT', body: { suiteHandoverPoolID: 'P-2002' } })).toEqual({
      status: 200,
      body: { suiteHandoverPoolID: 'P-2002' },
    });
    expect((await channelById(t.db, t.config.secretKey, channelId))?.properties['suiteHandoverPoolID']).toBe('P-2002');
    expect(await call(`/channel/${channelId}/suite/handover`, { method: 'PUT', body: { suiteHandoverPoolID: 'P-4001' } })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: suiteMessages.targetNotFound }),
    });
  });
  it('a channel that is not a suite is 400 with the spec text', async () => {
    expect(await call(`/channel/00000000-0000-4000-8000-000000000000/suite/pools`)).toEqual({
      status: 400,
      body: expect.objectContaining({ message: suiteMessages.targetNotFound }),
    });
  });
  it('is refused to a user of another company: its pools and its handover pool', async () => {
    expect((await call(`/channel/${channelId}/suite/pools`, { who: stranger })).status).toBe(403);
    expect((await call(`/channel/${channelId}/suite/handover`, { method: 'PUT', body: { suiteHandoverPoolID: 'P-2003' }, who: stranger })).status).toBe(403);
    expect((await channelById(t.db, t.config.secretKey, channelId))?.properties['suiteHandoverPoolID']).toBe('P-2002');
  });
});

describe('the suite sandbox', () => {
  it('lists an account added through its control route beside the fixed ones', async () => {
    const username = `added.${Date.now()}`;
    const added = await fetch(`${base}/sandbox/suite/control/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Added-Pass-1', companyId: 'SC-7777' }),
    });
    expect(added.status).toBe(200);
    const page = await (await fetch(`${base}/sandbox/suite`)).text();
    for (const words of [username, 'Added-Pass-1', 'SC-7777', 'selin.agent']) expect(page).toContain(words);
  });

  it("shows the operator its accounts, answers a delayed call late, and tells a test a live captcha's text", async () => {
    const page = await (await fetch(`${base}/sandbox/suite`)).text();
    for (const words of ['selin.agent', 'Suite-Pass-1', 'SC-1001', 'P-2001 (Customer support)', 'old.agent', '/sandbox/suite/desk']) expect(page).toContain(words);
    await fault({ call: 'captcha', delayMs: 300 });
    const started = Date.now();
    const shown = await captcha();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await (await fetch(`${base}/sandbox/suite/control/captchas/${shown.key}`)).json()).toEqual({ text: captchaText(t.config.secretKey, shown.key) });
    expect((await fetch(`${base}/sandbox/suite/control/captchas/unknown-key`)).status).toBe(404);
  });
  it('keeps its operator pages from anyone a proxy forwarded', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/suite', headers: forwarded })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/suite/control/captchas/any', headers: forwarded })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/sandbox/suite/control/faults', headers: forwarded, payload: { call: 'login', status: 500 } })).statusCode).toBe(404);
  });
  it('refuses the pools to a token it did not give', async () => {
    const answer = await fetch(`${base}/sandbox/suite/Pools`, { headers: { authorization: 'Bearer SUT.selin.agent.forged' } });
    expect(answer.status).toBe(401);
  });
});
