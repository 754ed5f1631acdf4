// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { buildFlow, text } from '../../server/bots/flowBuilder';
import { insertVersion } from '../../server/bots/versionStore';
import { createInspectedFlowCache } from '../../server/conversationInspect/flowCache';
import { MASKED_SECRET } from '../../server/conversationInspect/maskFlow';
import { companyWith, personWithSession } from './graphqlHelpers';
import type { Db } from '../../server/db/connect';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let versions: string[];
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  const owner = await personWithSession(t, 'Cache');
  const companyId = await companyWith(t, 'Cache Co', [[owner, 'ADMIN']]);
  const flow = (greeting: string) =>
    buildFlow([
      { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'hello' },
      { id: 'hello', type: 'MESSAGE', name: 'Hello', at: [1, 0], to: 'call', settings: text(greeting) },
      { id: 'call', type: 'INTEGRATION', name: 'Call', at: [2, 0], to: 'end', settings: { url: 'https://api.example.com', authParams: { token: 'sk-live-123' } } },
      { id: 'end', type: 'END', name: 'End', at: [3, 0] },
    ]);
  const botId = await insertBot(t.db, t.clock.now(), { name: 'Cached', companyId, userId: owner.userId, flow: flow('v1') });
  versions = [];
  for (const greeting of ['first', 'second', 'third']) versions.push((await insertVersion(t.db, t.clock.now(), { botId, userId: owner.userId, flow: flow(greeting) })).id);
});
/**
 * The database as the cache sees it, counting the queries it starts. Only the cache's own reads
 * count: the server's background work on the same database (queues, retention) does not.
 */
function countingReads(db: Db): { db: Db; reads: () => number } {
  let reads = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'selectFrom') reads += 1;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: counted, reads: () => reads };
}

afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe("the inspector's flows by version", () => {
  it('reads, masks and serializes a version once, then answers it from memory', async () => {
    const flows = createInspectedFlowCache(2);
    const { db, reads } = countingReads(t.db);
    const first = await flows.flowOf(db, versions[0]!);
    expect(reads()).toBe(1);
    expect(await flows.flowOf(db, versions[0]!)).toBe(first);
    expect(reads()).toBe(1);
    expect(first.json).toContain('"first"');
    expect(first.json).toContain(MASKED_SECRET);
    expect(first.json).not.toContain('sk-live-123');
    expect(first.moduleTypes.get('call')).toBe('INTEGRATION');
  });

  it('keeps only the versions read last', async () => {
    const flows = createInspectedFlowCache(2);
    for (const id of versions) await flows.flowOf(t.db, id);
    const { db, reads } = countingReads(t.db);
    await flows.flowOf(db, versions[2]!);
    await flows.flowOf(db, versions[1]!);
    expect(reads()).toBe(0);
    await flows.flowOf(db, versions[0]!);
    expect(reads()).toBe(1);
  });

  it('answers null for a version that does not exist, without keeping it', async () => {
    const flows = createInspectedFlowCache(2);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await flows.flowOf(t.db, missing)).json).toBe('null');
    const { db, reads } = countingReads(t.db);
    await flows.flowOf(db, missing);
    expect(reads()).toBe(1);
  });
});
