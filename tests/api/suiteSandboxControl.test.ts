// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentToken, captchaText } from '../../server/sandboxes/suite/sandboxWorld';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

/**
 * The operator's controls of the suite sandbox's sign-in part, as browser tests use them: an
 * agent of their own, pools added to it and taken away, and faults of that agent's calls only.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>, token?: string) => {
  const answer = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
};

/** A login at the sandbox with a fresh captcha typed right. */
const login = async (username: string, password: string) => {
  const { body } = await send('GET', '/sandbox/suite/Captcha');
  const key = (body['content'] as { key: string }).key;
  const query = new URLSearchParams({ captchaKey: key, captchaVal: captchaText(t.config.secretKey, key) });
  return send('POST', `/sandbox/suite/Login?${query.toString()}`, { username, password });
};
const pools = (username: string) => send('GET', '/sandbox/suite/Pools', undefined, agentToken(t.config.secretKey, username));

describe('an agent the operator adds', () => {
  it('signs in with its password, has the pools added to it, and loses one taken away', async () => {
    expect(await send('POST', '/sandbox/suite/control/accounts', { username: 'agent.t1', password: 'Suite-Pass-1', companyId: 'SC-1001' })).toEqual({
      status: 200,
      body: { username: 'agent.t1', companyId: 'SC-1001' },
    });
    expect(await login('agent.t1', 'Suite-Pass-1')).toEqual({ status: 200, body: { content: { token: agentToken(t.config.secretKey, 'agent.t1') } } });
    expect((await login('agent.t1', 'Wrong-Pass-9')).body).toEqual({ error: 'password' });
    expect((await pools('agent.t1')).body).toEqual({ content: [] });
    await send('POST', '/sandbox/suite/control/pools', { username: 'agent.t1', id: 'P-1', name: 'Sales' });
    await send('POST', '/sandbox/suite/control/pools', { username: 'agent.t1', id: 'P-2', name: 'Returns' });
    expect(await send('DELETE', '/sandbox/suite/control/pools/agent.t1/P-1')).toEqual({ status: 200, body: { username: 'agent.t1', id: 'P-1' } });
    expect((await pools('agent.t1')).body).toEqual({ content: [{ id: 'P-2', name: 'Returns' }] });
  });
  it('is refused a taken username, and a fixed pool is not taken away', async () => {
    expect((await send('POST', '/sandbox/suite/control/accounts', { username: 'selin.agent', password: 'x', companyId: 'SC-1001' })).status).toBe(409);
    expect((await send('POST', '/sandbox/suite/control/accounts', { username: 'Not Valid', password: 'x', companyId: 'SC-1001' })).status).toBe(400);
    expect((await send('DELETE', '/sandbox/suite/control/pools/selin.agent/P-2001')).status).toBe(404);
    expect((await pools('selin.agent')).body['content']).toContainEqual({ id: 'P-2001', name: 'Customer support' });
  });
});

describe("faults of one agent's calls", () => {
  it("fail only that agent's login and pools, as often as asked", async () => {
    await send('POST', '/sandbox/suite/control/accounts', { username: 'agent.t2', password: 'Suite-Pass-1', companyId: 'SC-1001' });
    expect((await send('POST', '/sandbox/suite/control/faults', { call: 'login', status: 404, username: 'agent.t2' })).status).toBe(200);
    expect((await send('POST', '/sandbox/suite/control/faults', { call: 'pools', status: 500, username: 'agent.t2', times: 2 })).status).toBe(200);
    expect((await login('selin.agent', 'Suite-Pass-1')).status).toBe(200);
    expect((await pools('selin.agent')).status).toBe(200);
    expect((await login('agent.t2', 'Suite-Pass-1')).status).toBe(404);
    expect((await login('agent.t2', 'Suite-Pass-1')).status).toBe(200);
    expect([(await pools('agent.t2')).status, (await pools('agent.t2')).status, (await pools('agent.t2')).status]).toEqual([500, 500, 200]);
  });
  it('are refused for a captcha, which no agent asks for', async () => {
    expect((await send('POST', '/sandbox/suite/control/faults', { call: 'captcha', status: 500, username: 'agent.t2' })).status).toBe(400);
  });
});
