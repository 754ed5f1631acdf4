// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_IP, OFFICE_IP, restCall, twoCompanies, type Person } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let admin: Person;
let user: Person;
let outsider: Person;
let companyA: string;
let companyB: string;

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  ({ admin, user, outsider, companyA, companyB } = await twoCompanies(t));
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

type Call = { token?: string; ip?: string; company?: string | null; body?: unknown; app?: TestApp };

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  { token = admin.token, ip = OFFICE_IP, company = companyA, body, app = t }: Call = {},
): Promise<LightMyRequestResponse> {
  return restCall(app.app, method, url, { token, ip, company, body });
}

function expectError(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect((response.json() as { message?: string }).message).toBe(message);
}

const BASE = '/bot/api/code-station/code-block';

async function created(name: string, code = 'return { total: Number(params.a) + Number(params.b) };', parameters = ['a', 'b']) {
  const response = await call('POST', BASE, { body: { functionName: name, code, parameters } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { functionId: string; version: string; versions: Array<{ version: string }> };
}

describe('the Code Station editor calls', () => {
  it('creates a block, saves new versions, opens any version with its code, renames and deletes it', async () => {
    const block = await created('Sum');
    expect(block).toMatchObject({ functionName: 'Sum', version: '1.0.0', parameters: ['a', 'b'], code: 'return { total: Number(params.a) + Number(params.b) };' });
    const saved = await call('POST', `${BASE}/${block.functionId}/versions`, { token: user.token, body: { code: 'return { total: 0 };', parameters: ['a'] } });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ version: '1.1.0', code: 'return { total: 0 };', parameters: ['a'] });
    expect((saved.json() as { versions: Array<{ version: string }> }).versions.map((v) => v.version)).toEqual(['1.1.0', '1.0.0']);

    const first = await call('GET', `${BASE}/${block.functionId}/code?version=1.0.0`);
    expect(first.json()).toMatchObject({ version: '1.0.0', parameters: ['a', 'b'] });
    // The designer's read call sees the same versions.
    expect((await call('GET', `${BASE}/${block.functionId}`)).json()).toMatchObject({ versions: ['1.1.0', '1.0.0'], parameters: ['a'] });

    const renamed = await call('PATCH', `${BASE}/${block.functionId}`, { body: { functionName: '  Total  ' } });
    expect(renamed.json()).toMatchObject({ functionName: 'Total', version: '1.1.0' });

    expect((await call('DELETE', `${BASE}/${block.functionId}`)).json()).toEqual({ functionId: block.functionId, deleted: true });
    expectError(await call('GET', `${BASE}/${block.functionId}/code`), 404, 'The code block does not exist.');
    expect(await t.db.selectFrom('code_block_versions').select('id').where('code_block_id', '=', block.functionId).execute()).toEqual([]);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const block = await created('Checked');
    expectError(await call('POST', BASE, { body: { functionName: '   ', code: '', parameters: [] } }), 400, 'The code block needs a name.');
    expectError(
      await call('POST', BASE, { body: { functionName: 'X', code: 'return {};', parameters: ['1st'] } }),
      400,
      'A parameter name starts with a letter or _ and holds only letters, digits and _.',
    );
    expectError(await call('POST', BASE, { body: { functionName: 'X', code: 'return {};', parameters: ['a', 'a'] } }), 400, 'Each parameter name appears once.');
    expectError(await call('POST', `${BASE}/${block.functionId}/versions`, { body: { code: 'x'.repeat(50_001), parameters: [] } }), 400, 'The code is at most 50000 characters.');
    expectError(await call('PATCH', `${BASE}/${block.functionId}`, { body: { functionName: 'n'.repeat(101) } }), 400, 'A code block name is at most 100 characters.');
    expectError(
      await call('POST', '/bot/api/code-station/test-run', { body: { code: 'return {};', parameters: { 'not a name': 'x' } } }),
      400,
      'A parameter name starts with a letter or _ and holds only letters, digits and _.',
    );
    const after = (await call('GET', `${BASE}/${block.functionId}/code`)).json() as { functionName: string; versions: unknown[] };
    expect(after).toMatchObject({ functionName: 'Checked', versions: [{ version: '1.0.0' }] });
    const names = await t.db.selectFrom('code_blocks').select('name').where('company_id', '=', companyA).execute();
    expect(names.map((n) => n.name)).not.toContain('X');
  });

  it('runs a test with parameter values and shows the values, the logs or the error', async () => {
    const ok = await call('POST', '/bot/api/code-station/test-run', {
      body: { code: 'console.log("adding", params.a, params.b); return { total: Number(params.a) + Number(params.b) };', parameters: { a: '2', b: '3' } },
    });
    expect(ok.json()).toEqual({ ok: true, values: { total: 5 }, logs: ['adding 2 3'] });
    const looping = await call('POST', '/bot/api/code-station/test-run', { body: { code: 'while (true) {}', parameters: {} } });
    expect(looping.json()).toEqual({ ok: false, error: 'the code block ran out of time (1 s)', logs: [] });
    // The server kept serving and answers the next call.
    expect((await call('GET', `${BASE}?page=0&pageSize=10`)).statusCode).toBe(200);
  });

  it("keeps each company's blocks to itself", async () => {
    const block = await created('Private');
    for (const response of [
      await call('GET', `${BASE}/${block.functionId}/code`, { token: outsider.token, company: companyB }),
      await call('POST', `${BASE}/${block.functionId}/versions`, { token: outsider.token, company: companyB, body: { code: '', parameters: [] } }),
      await call('PATCH', `${BASE}/${block.functionId}`, { token: outsider.token, company: companyB, body: { functionName: 'Mine' } }),
      await call('DELETE', `${BASE}/${block.functionId}`, { token: outsider.token, company: companyB }),
      await call('DELETE', `${BASE}/not-an-id`),
    ])
      expectError(response, 404, 'The code block does not exist.');
    expect((await call('GET', `${BASE}/${block.functionId}/code`)).json()).toMatchObject({ functionName: 'Private', versions: [{ version: '1.0.0' }] });
  });

  it('needs a session, membership and the IP allowlist on every call', async () => {
    const block = await created('Guarded');
    const runs = [
      (o: Call) => call('POST', BASE, { ...o, body: { functionName: 'N', code: '', parameters: [] } }),
      (o: Call) => call('GET', `${BASE}/${block.functionId}/code`, o),
      (o: Call) => call('POST', `${BASE}/${block.functionId}/versions`, { ...o, body: { code: '', parameters: [] } }),
      (o: Call) => call('PATCH', `${BASE}/${block.functionId}`, { ...o, body: { functionName: 'N' } }),
      (o: Call) => call('DELETE', `${BASE}/${block.functionId}`, o),
      (o: Call) => call('POST', '/bot/api/code-station/test-run', { ...o, body: { code: 'return {};', parameters: {} } }),
    ];
    for (const run of runs) {
      expectError(await run({ token: '' }), 401, 'You are not signed in, or your session has expired.');
      expectError(await run({ token: outsider.token }), 403, "You don't have access to this company.");
      expect((await run({ ip: HOME_IP })).statusCode).toBe(403);
    }
  });

  it('with the user-role setting on, a VIEWER reads code blocks but cannot change or run them', async () => {
    const block = await created('Viewed');
    const roles = await buildTestApp(t.db, { userRoleSetting: true }, t.clock);
    try {
      const as = { app: roles, token: user.token };
      expect((await call('GET', `${BASE}/${block.functionId}/code`, as)).statusCode).toBe(200);
      const refused = "You don't have permission to change the company's code blocks.";
      expectError(await call('POST', `${BASE}/${block.functionId}/versions`, { ...as, body: { code: '', parameters: [] } }), 403, refused);
      expectError(await call('DELETE', `${BASE}/${block.functionId}`, as), 403, refused);
      expectError(await call('POST', '/bot/api/code-station/test-run', { ...as, body: { code: 'return {};', parameters: {} } }), 403, refused);
      expect((await call('POST', `${BASE}/${block.functionId}/versions`, { app: roles, body: { code: '', parameters: [] } })).statusCode).toBe(201);
    } finally {
      await roles.app.close();
    }
  });
});
