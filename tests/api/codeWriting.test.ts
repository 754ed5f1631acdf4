// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeWritingMessages as messages } from '../../services/contracts/rest/codeWriting';
import { aiConnection } from './aiTestHelpers';
import { companyWith, personWithSession, restCall, type Person } from './graphqlHelpers';
import { buildTestAppWith, type TestApp, listeningTestApp } from './testApp';

let t: TestApp;
let admin: Person;
let stranger: Person;
let companyId: string;
let generative: string;
let nlu: string;
let foreign: string;

beforeAll(async () => {
  ({ t } = await listeningTestApp((base) => ({ publicUrl: base })));
  admin = await personWithSession(t, 'Admin');
  stranger = await personWithSession(t, 'Stranger');
  companyId = await companyWith(t, 'Code Co', [[admin, 'ADMIN']]);
  const otherCompany = await companyWith(t, 'Other Co', [[stranger, 'ADMIN']]);
  generative = await aiConnection(t, companyId, admin, 'Generative AI Default', { isDefaultProvider: true });
  nlu = await aiConnection(t, companyId, admin, 'BuiltInNlu');
  foreign = await aiConnection(t, otherCompany, stranger, 'Generative AI Default', { isDefaultProvider: true });
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const write = (body: unknown, who: Person = admin, company = companyId) => restCall(t.app, 'POST', '/bot/api/code-station/write-with-ai', { token: who.token, company, body });
const request = { connectionId: '', description: 'Normalise the customer name and the order code they typed.', parameters: ['customerName', 'orderCode'] };

describe('writing a code block with AI', () => {
  it("has the company's generative connection write a block that compiles in the sandbox, and stores nothing", async () => {
    const before = await t.db
      .selectFrom('code_blocks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await write({ ...request, connectionId: generative });
    expect(answer.statusCode).toBe(200);
    const { code, syntaxError } = answer.json() as { code: string; syntaxError: string | null };
    expect(syntaxError).toBeNull();
    expect(code).toContain('// Normalise the customer name and the order code they typed.');
    expect(code).toContain("customerName: String(params.customerName ?? '').trim(),");
    expect(code).toContain("orderCode: String(params.orderCode ?? '').trim(),");
    expect(code).not.toContain('```');

    // The block runs as written: the editor's test run hands the parameters back trimmed.
    const run = await restCall(t.app, 'POST', '/bot/api/code-station/test-run', {
      token: admin.token,
      company: companyId,
      body: { code, parameters: { customerName: '  Ada ', orderCode: ' A-1' } },
    });
    expect(run.json()).toMatchObject({ ok: true, values: { customerName: 'Ada', orderCode: 'A-1' } });
    const after = await t.db
      .selectFrom('code_blocks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a short description, bad parameter names, a connection that is not generative or of another company, and a stranger', async () => {
    expect((await write({ ...request, connectionId: generative, description: 'short' })).json()).toMatchObject({ message: messages.descriptionShort });
    expect((await write({ ...request, connectionId: generative, parameters: ['1st'] })).statusCode).toBe(400);
    expect((await write({ ...request, connectionId: generative, parameters: ['a', 'a'] })).statusCode).toBe(400);
    expect((await write({ ...request, connectionId: nlu })).json()).toMatchObject({ message: messages.notGenerative });
    expect((await write({ ...request, connectionId: foreign })).statusCode).toBe(403);
    expect((await write({ ...request, connectionId: generative }, stranger)).statusCode).toBe(403);
    expect((await write({ ...request, connectionId: '' })).json()).toMatchObject({ message: messages.connectionRequired });
  });
});

describe('a model that writes broken code', () => {
  it("answers the code with the sandbox's syntax error, so the person sees it before saving", async () => {
    const broken = await buildTestAppWith(
      t.db,
      {},
      {
        generativeServiceFor: () => ({
          complete: async () => ({ text: '```javascript\nreturn { total: \n```', promptTokens: 1, completionTokens: 1 }),
          embed: async () => [],
        }),
      },
    );
    const answer = await restCall(broken.app, 'POST', '/bot/api/code-station/write-with-ai', {
      token: admin.token,
      company: companyId,
      body: { ...request, connectionId: generative },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: 'return { total:', syntaxError: expect.stringContaining('syntax') });
    const silent = await buildTestAppWith(
      t.db,
      {},
      { generativeServiceFor: () => ({ complete: async () => ({ text: '  ', promptTokens: 1, completionTokens: 0 }), embed: async () => [] }) },
    );
    const empty = await restCall(silent.app, 'POST', '/bot/api/code-station/write-with-ai', {
      token: admin.token,
      company: companyId,
      body: { ...request, connectionId: generative },
    });
    expect(empty.statusCode).toBe(502);
    expect(empty.json()).toMatchObject({ message: messages.noCode });
    await broken.app.close();
    await silent.app.close();
  });
});
