// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { buildFlow, starterFlow, text, type Step } from '../../server/bots/flowBuilder';
import { parseFlowText } from '../../server/bots/flowInput';
import { publishRefusal } from '../../server/bots/publishCheck';
import { messages } from '../../server/http/errors';
import type { TaskName } from '../../server/work/tasks';
import { OFF_THREAD_FROM, workPool, type RanOn } from '../../server/work/workPool';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { buildTestAppWith, postJson, testDatabase, type TestApp } from './testApp';

// A big flow (300 modules, about 0.7 MB) is read, checked and stored, and opened again, by the
// work pool's threads (server/work); users see the same answers as when the server's own thread did it.

const ran: Array<[TaskName, RanOn]> = [];
const pool = workPool({ threads: 1, onRun: (task, on) => ran.push([task, on]) });

let t: TestApp;
let ada: Person;
let companyId: string;
beforeAll(async () => {
  t = await buildTestAppWith(await testDatabase(), {}, { work: pool });
  ada = await personWithSession(t, 'Ada');
  companyId = await companyWith(t, 'Big Flow Co', [[ada, 'ADMIN']]);
});
afterAll(async () => {
  await t.app.close();
  await pool.close();
  await t.db.destroy();
});

const SAVE = 'mutation SaveVersion($b: ID!, $flow: String!) { saveVersion(botId: $b, flow: $flow) { id name } }';
const PUBLISH = 'mutation($b: ID!, $v: ID!) { publishVersion(botId: $b, versionId: $v) { live { versionId versionName } } }';
const OPEN = 'query($b: ID!) { designerVersion(botId: $b) { name flow } }';

function bigFlowText(count: number, extra: Step[] = []): string {
  const steps: Step[] = [...extra, { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'm1' }];
  for (let i = 1; i <= count; i += 1) {
    steps.push({
      id: `m${i}`,
      type: 'MESSAGE',
      name: `Message ${i}`,
      at: [i, 0],
      to: i === count ? 'end' : `m${i + 1}`,
      settings: text(`Step ${i}: ${'Opening hours and prices. '.repeat(76)}`),
    });
  }
  steps.push({ id: 'end', type: 'END', name: 'End', at: [0, 1] });
  return JSON.stringify(buildFlow(steps));
}
const big = bigFlowText(300);

function withDanglingFallback(flow: string): string {
  const document = JSON.parse(flow) as { modules: Array<Record<string, unknown>> };
  document.modules[5] = { ...document.modules[5], fallback: 'gone' };
  return JSON.stringify(document);
}

const newBot = () => insertBot(t.db, t.clock.now(), { name: 'Big', companyId, userId: ada.userId, flow: starterFlow() });
const save = (botId: string, flow: string) =>
  postJson(t.app, '/bot/graphql/large', { operationName: 'SaveVersion', query: SAVE, variables: { b: botId, flow } }, { token: ada.token });
type Answer = { data?: { saveVersion?: { id: string; name: string } } | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

describe('a big flow', () => {
  it('is saved and opened through the work pool, and opens as the server thread answered it before', async () => {
    expect(big.length).toBeGreaterThan(OFF_THREAD_FROM);
    const botId = await newBot();
    ran.length = 0;
    const saved = await save(botId, big);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as Answer).data?.saveVersion?.name).toBe('v2');
    expect(ran).toEqual([
      ['json', 'pool'],
      ['storedFlow', 'pool'],
    ]);

    ran.length = 0;
    const opened = await gql(t, OPEN, { b: botId }, { token: ada.token });
    expect(ran).toEqual([
      ['json', 'here'],
      ['designerFlowInAnswer', 'pool'],
      ['answer', 'pool'],
    ]);
    const flow = (opened.data?.designerVersion as { flow: string }).flow;
    // Before: the document the contract read, stored as JSONB, read back and serialised on the server's thread.
    const stored = (await t.db.selectFrom('bot_versions').select('flow').where('bot_id', '=', botId).where('name', '=', 'v2').executeTakeFirstOrThrow()).flow;
    expect(flow).toBe(JSON.stringify(stored));
    expect(JSON.parse(flow)).toEqual(parseFlowText(big));
  });

  it('that is malformed gets the same 400 message as ever, from the pool', async () => {
    const botId = await newBot();
    const cases: Array<[string, string]> = [
      [big.replace('"type":"MESSAGE"', '"type":"NO_SUCH_TYPE"'), ''],
      [big.slice(0, -10), 'The flow is not valid JSON.'],
      [withDanglingFallback(big), ''],
    ];
    for (const [flow, known] of cases) {
      let expected = known;
      try {
        parseFlowText(flow);
      } catch (error) {
        expected = (error as Error).message;
      }
      ran.length = 0;
      const answer = (await save(botId, flow)).json() as Answer;
      expect(ran).toContainEqual(['storedFlow', 'pool']);
      expect(answer.errors?.[0]).toMatchObject({ message: expected, extensions: { code: 'BAD_USER_INPUT' } });
      expect(expected).not.toBe('');
    }
    expect((await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', botId).execute()).length).toBe(1);
  });

  it('in a body that is not JSON is refused as a small one is', async () => {
    const body = JSON.stringify({ operationName: 'SaveVersion', query: SAVE, variables: { b: 'x', flow: big } });
    const answers = [];
    for (const payload of [body.slice(0, -1), body.slice(0, 1000)]) {
      ran.length = 0;
      const response = await t.app.inject({
        method: 'POST',
        url: '/bot/graphql/large',
        payload,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ada.token}` },
      });
      answers.push({ status: response.statusCode, body: response.json() as unknown, on: ran.find(([task]) => task === 'json')?.[1] });
    }
    expect(answers[0]?.on).toBe('pool');
    expect(answers[1]?.on).toBe('here');
    expect(answers[0]).toMatchObject({ status: 400, body: answers[1]?.body });
    expect(JSON.stringify(answers[0]?.body)).toContain(messages.malformedJson);
  });
});

describe('publishing a big flow', () => {
  /** A big flow with an Input that nothing leads to and that has no parameter name: the save check lists its problems. */
  const withProblems = bigFlowText(300, [{ id: 'lost', type: 'INPUT', name: 'Lost question', at: [2, 1], to: 'end', settings: { inputType: 'TEXT' } }]);
  const saved = async (flow: string) => {
    const botId = await newBot();
    const version = ((await save(botId, flow)).json() as Answer).data?.saveVersion;
    if (!version) throw new Error('the flow was not saved');
    return { botId, versionId: version.id };
  };

  it('checks it in the work pool and makes it live', async () => {
    const { botId, versionId } = await saved(big);
    ran.length = 0;
    const answer = await gql(t, PUBLISH, { b: botId, v: versionId }, { token: ada.token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.publishVersion).toEqual({ live: { versionId, versionName: 'v2' } });
    expect(ran).toContainEqual(['publishRefusal', 'pool']);
  });

  it('refuses one with problems with the message the server thread gave, from the pool', async () => {
    const { botId, versionId } = await saved(withProblems);
    const stored = (await t.db.selectFrom('bot_versions').select('flow').where('id', '=', versionId).executeTakeFirstOrThrow()).flow;
    const expected = publishRefusal('v2', stored);
    expect(expected).toContain('v2 cannot be published.');
    ran.length = 0;
    const answer = await gql(t, PUBLISH, { b: botId, v: versionId }, { token: ada.token });
    expect(ran).toContainEqual(['publishRefusal', 'pool']);
    expect(answer.errors?.[0]).toMatchObject({ message: expected, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.db.selectFrom('bot_publications').select('id').where('version_id', '=', versionId).execute()).length).toBe(0);
  });
});
