// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { buildFlow, text } from '../../server/bots/flowBuilder';
import { insertVersion } from '../../server/bots/versionStore';
import { createInspectedFlowCache } from '../../server/conversationInspect/flowCache';
import { MASKED_SECRET } from '../../server/conversationInspect/maskFlow';
import { companyWith, personWithSession } from './graphqlHelpers';
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
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe("the inspector's flows by version", () => {
  it('reads, masks and serializes a version once, then answers it from memory', async () => {
    const flows = createInspectedFlowCache(2);
    const reads = vi.spyOn(t.db, 'selectFrom');
    const first = await flows.flowOf(t.db, versions[0]!);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(await flows.flowOf(t.db, versions[0]!)).toBe(first);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(first.json).toContain('"first"');
    expect(first.json).toContain(MASKED_SECRET);
    expect(first.json).not.toContain('sk-live-123');
    expect(first.moduleTypes.get('call')).toBe('INTEGRATION');
    reads.mockRestore();
  });

  it('keeps only the versions read last', async () => {
    const flows = createInspectedFlowCache(2);
    for (const id of versions) await flows.flowOf(t.db, id);
    const reads = vi.spyOn(t.db, 'selectFrom');
    await flows.flowOf(t.db, versions[2]!);
    await flows.flowOf(t.db, versions[1]!);
    expect(reads).toHaveBeenCalledTimes(0);
    await flows.flowOf(t.db, versions[0]!);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it('answers null for a version that does not exist, without keeping it', async () => {
    const flows = createInspectedFlowCache(2);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await flows.flowOf(t.db, missing)).json).toBe('null');
    const reads = vi.spyOn(t.db, 'selectFrom');
    await flows.flowOf(t.db, missing);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });
});
