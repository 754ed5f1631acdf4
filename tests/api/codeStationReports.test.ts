// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_IP, restCall, twoCompanies, type Person } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';
import type { CodeBlockReport, CodeBlocksReport, RunCompany } from '../../services/contracts/rest/codeStationReports';
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
});
