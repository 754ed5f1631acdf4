// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, OFFICE_IP, restCall, twoCompanies, type Person } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';
import type { CodeBlockReport, CodeBlocksReport, CodeBlockUsageReport, RunCompany } from '../../services/contracts/rest/codeStationReports';
import { insertBot } from '../../server/bots/botStore';
import { buildFlow, text, type Step } from '../../server/bots/flowBuilder';
import { RUN_TEXT_MAX_CHARS, SECRET_MASK, TRUNCATED_MARKER } from '../../server/codeStation/codeBlockRuns';

let t: TestApp;
let admin: Person;
let outsider: Person;
let companyA: string;
let companyB: string;

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  ({ admin, outsider, companyA, companyB } = await twoCompanies(t));
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

type Call = { token?: string; company?: string | null; body?: unknown };

function call(method: 'GET' | 'POST', url: string, { token = admin.token, company = companyA, body }: Call = {}): Promise<LightMyRequestResponse> {
  return restCall(t.app, method, url, { token, ip: OFFICE_IP, company, body });
}

function expectError(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect((response.json() as { message?: string }).message).toBe(message);
}

const REPORTS = '/bot/api/code-station/reports';

async function created(name: string, code: string, parameters: string[]) {
  const response = await call('POST', '/bot/api/code-station/code-block', { body: { functionName: name, code, parameters } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { functionId: string };
}

const testRun = (functionId: string | undefined, code: string, parameters: Record<string, string>) =>
  call('POST', '/bot/api/code-station/test-run', { body: { ...(functionId ? { functionId } : {}), code, parameters } });

describe('the code station reports', () => {
  it('records test runs of a block and counts them per company, per block and per day', async () => {
    const code = 'return { total: Number(params.a) + Number(params.b) };';
    const block = await created('Report sum', code, ['a', 'b']);
    expect((await testRun(block.functionId, code, { a: '1', b: '2' })).json()).toMatchObject({ ok: true });
    expect((await testRun(block.functionId, 'throw new Error("nope")', {})).json()).toMatchObject({ ok: false });
    // A run without an open block is not a block's run.
    await testRun(undefined, code, { a: '1', b: '1' });

    const companies = (await call('GET', `${REPORTS}/companies`)).json() as RunCompany[];
    expect(companies.find((c) => c.companyId === companyA)).toMatchObject({ runs: 2, errors: 1 });

    const blocks = (await call('GET', `${REPORTS}/code-blocks?companyId=${companyA}`)).json() as CodeBlocksReport;
    const summary = blocks.blocks.find((b) => b.codeBlockId === block.functionId);
    expect(summary).toMatchObject({ name: 'Report sum', runs: 2, errors: 1 });
    expect(summary?.p95Ms).not.toBeNull();
    expect(summary?.lastRunAt).not.toBeNull();

    const report = (await call('GET', `${REPORTS}/runs?companyId=${companyA}&codeBlockId=${block.functionId}&pageSize=1`)).json() as CodeBlockReport;
    expect(report).toMatchObject({ name: 'Report sum', total: 2, page: 0, pageSize: 1 });
    expect(report.runs).toHaveLength(1);
    const both = (await call('GET', `${REPORTS}/runs?companyId=${companyA}&codeBlockId=${block.functionId}`)).json() as CodeBlockReport;
    expect(both.runs.map((r) => [r.version, r.ranIn, r.ok]).sort()).toEqual([
      ['1.0.0', 'TEST', true],
      ['unsaved', 'TEST', false],
    ]);
    expect(both.runs.find((r) => r.ok)).toMatchObject({ inputs: '{"a":"1","b":"2"}', output: '{"total":3}', error: null });
    expect(both.days).toHaveLength(30);
    expect(both.days.at(-1)).toMatchObject({ runs: 2, errors: 1 });
  });

  it('masks secrets and bounds what a run stores', async () => {
    const secret = await call('POST', '/core/v1/secrets', { body: { name: 'SHOP_KEY', value: 'sk-live-abcdef123', description: '' } });
    expect(secret.statusCode, secret.body).toBeLessThan(300);
    const code = 'return { echoed: params.note, long: "x".repeat(10000) };';
    const block = await created('Report secrets', code, ['note', 'apiKey']);
    await testRun(block.functionId, code, { note: 'key is sk-live-abcdef123', apiKey: 'anything' });
    const report = (await call('GET', `${REPORTS}/runs?companyId=${companyA}&codeBlockId=${block.functionId}`)).json() as CodeBlockReport;
    const run = report.runs[0]!;
    expect(run.inputs).toBe(JSON.stringify({ note: `key is ${SECRET_MASK}`, apiKey: SECRET_MASK }));
    expect(run.output).not.toContain('sk-live-abcdef123');
    expect(run.output!.length).toBe(RUN_TEXT_MAX_CHARS);
    expect(run.output!.endsWith(TRUNCATED_MARKER)).toBe(true);
  });

  it("answers clear errors for another company's or unknown ids and bad queries", async () => {
    const block = await created('Report private', 'return {};', []);
    expectError(await call('GET', `${REPORTS}/code-blocks?companyId=${companyA}`, { token: outsider.token, company: companyB }), 403, "You don't have access to this company.");
    expectError(
      await call('GET', `${REPORTS}/runs?companyId=${companyA}&codeBlockId=${block.functionId}`, { token: outsider.token, company: companyB }),
      403,
      "You don't have access to this company.",
    );
    expectError(
      await call('GET', `${REPORTS}/runs?companyId=${companyB}&codeBlockId=${block.functionId}`, { token: outsider.token, company: companyB }),
      404,
      'The code block does not exist.',
    );
    expectError(await call('GET', `${REPORTS}/runs?companyId=${companyA}&codeBlockId=not-an-id`), 404, 'The code block does not exist.');
    expectError(await call('GET', `${REPORTS}/code-blocks`), 400, 'companyId is required.');
    expectError(await call('GET', `${REPORTS}/runs?companyId=${companyA}&codeBlockId=${block.functionId}&pageSize=500`), 400, 'pageSize is at most 100.');
    expectError(await call('GET', `${REPORTS}/companies`, { token: '' }), 401, 'You are not signed in, or your session has expired.');
  });

  it('names, for each block, the modules of the live and the newest versions that call it, and the calls of blocks the company no longer has', async () => {
    const sum = await created('Usage sum', 'return { total: 1 };', []);
    const unused = await created('Usage unused', 'return {};', []);
    const gone = '00000000-0000-4000-8000-00000000dead';
    const flow = (calls: Array<{ id: string; name: string; settings: Record<string, unknown> }>) =>
      buildFlow([
        { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: calls[0]?.id ?? 'bye' },
        ...calls.map((call, index): Step => ({ ...call, type: 'CODESTATION', at: [index + 1, 0], to: calls[index + 1]?.id ?? 'bye' })),
        { id: 'bye', type: 'MESSAGE', name: 'Bye', at: [calls.length + 1, 0], settings: text('Bye'), to: 'end' },
        { id: 'end', type: 'END', name: 'End', at: [calls.length + 2, 0] },
      ]);
    // Its first version is published at once; the second is the newest, not published.
    const shop = await insertBot(t.db, t.clock.now(), {
      name: 'Usage shop',
      companyId: companyA,
      userId: admin.userId,
      flow: flow([{ id: 'total', name: 'Total', settings: { functionId: sum.functionId, functionVersion: '1.0.0' } }]),
    });
    t.clock.advance(1000);
    const newest = flow([
      { id: 'total', name: 'Total again', settings: { functionId: sum.functionId } },
      { id: 'lost', name: 'Lost call', settings: { functionId: gone } },
    ]);
    const saved = await gql(
      t,
      'mutation($b: ID!, $flow: String!) { saveVersion(botId: $b, flow: $flow) { id name } }',
      { b: shop, flow: JSON.stringify(newest) },
      { token: admin.token, ip: OFFICE_IP },
    );
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    const archived = await insertBot(t.db, t.clock.now(), {
      name: 'Usage archived',
      companyId: companyA,
      userId: admin.userId,
      flow: flow([{ id: 'x', name: 'X', settings: { functionId: sum.functionId } }]),
    });
    await t.db.updateTable('bots').set({ archived_at: t.clock.now() }).where('id', '=', archived).execute();

    const response = await call('GET', `${REPORTS}/usage?companyId=${companyA}`);
    expect(response.statusCode, response.body).toBe(200);
    const usage = response.json() as CodeBlockUsageReport;
    const v2 = (saved.data?.['saveVersion'] as { id: string }).id;
    const uses = (id: string) => usage.blocks.find((block) => block.codeBlockId === id)?.uses;
    expect(uses(sum.functionId)).toEqual([
      { botId: shop, botName: 'Usage shop', versionId: v2, versionName: 'v2', live: false, latest: true, moduleId: 'total', moduleName: 'Total again', blockVersion: null },
      expect.objectContaining({ botId: shop, versionName: 'v1', live: true, latest: false, moduleId: 'total', moduleName: 'Total', blockVersion: '1.0.0' }),
    ]);
    expect(uses(unused.functionId)).toEqual([]);
    expect(usage.missing).toEqual([expect.objectContaining({ codeBlockId: gone, botName: 'Usage shop', versionName: 'v2', moduleId: 'lost', moduleName: 'Lost call' })]);
    expect(usage.blocks.map((block) => block.name)).toEqual([...usage.blocks.map((block) => block.name)].sort());

    expectError(await call('GET', `${REPORTS}/usage?companyId=${companyA}`, { token: outsider.token, company: companyB }), 403, "You don't have access to this company.");
    expectError(await call('GET', `${REPORTS}/usage`), 400, 'companyId is required.');
  });
});
