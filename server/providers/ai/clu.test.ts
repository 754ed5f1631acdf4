// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/e2e/support/server';
import { cluSettings, newCluProject, sandboxFault, storedAiConnection } from '../../../tests/api/aiSandboxConnections';
import { companyWith, personWithSession } from '../../../tests/api/graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from '../../../tests/api/testApp';
import { aiProviderFor } from './index';
import { AiProviderError, providerMessages, type AiConnectionRef, type AiProvider } from './provider';
import { remoteMessages } from './remoteCall';

/**
 * The CLU adapter over real HTTP against the CLU sandbox: the console's authoring copy pushed
 * with :import, the training job's states, deployment, the runtime prediction, the key check
 * and the service's error answers as texts for people.
 */
let t: TestApp;
let base = '';
let companyId = '';
let userId = '';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await buildTestApp(await testDatabase(), { publicUrl: base });
  await t.app.listen({ port, host: '127.0.0.1' });
  const admin = await personWithSession(t, 'Admin');
  userId = admin.userId;
  companyId = await companyWith(t, 'Refund Co', [[admin, 'ADMIN']]);
}, 120_000);
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

let projects = 0;
async function cluConnection(change: Record<string, string> = {}): Promise<{ ref: AiConnectionRef; clu: AiProvider }> {
  projects += 1;
  const project = await newCluProject(base, `orders-${projects}`);
  const { ref } = await storedAiConnection(t, companyId, userId, 'CLU', { ...cluSettings(project), ...change });
  return { ref, clu: aiProviderFor(t, ref) };
}

const refusal = async (run: Promise<unknown>) => {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  const { kind, message } = error as AiProviderError;
  return { kind, message };
};

describe('CLU', () => {
  it('imports the console copy on train; notStarted, running, succeeded; deploys on publish; predicts with list entities as parameters', async () => {
    const { ref, clu } = await cluConnection();
    await clu.importRows(ref, [
      { intent: 'Greeting', utterances: ['good morning', 'hello there'] },
      { intent: 'Refund', utterances: ['I want my money back for the shoes'] },
    ]);
    await clu.addEntity(ref, 'product');
    const [product] = await clu.entities(ref);
    await clu.updateEntityLabels(ref, product!.entity_id, 'product', [{ value: 'shoes', synonyms: ['sneakers'] }]);
    const refund = (await clu.intents(ref)).find((i) => i.intent === 'Refund')!;
    await clu.updateIntent(ref, refund.intent_id, { name: 'Refund', utterances: ['I want my money back for the shoes'], parameters: [{ name: 'item', entity: 'product' }] });

    expect(await clu.trainingStatus(ref)).toEqual({ status: 'NotTrained', statusId: '-1' });
    expect(await refusal(clu.publish(ref))).toEqual({ kind: 'conflict', message: providerMessages.notTrained });
    expect(await clu.train(ref)).toEqual({ status: 'notStarted', statusId: '9' });
    t.clock.advance(2);
    expect(await clu.trainingStatus(ref)).toEqual({ status: 'running', statusId: '2' });
    expect(await clu.train(ref)).toEqual({ status: 'running', statusId: '2' });
    expect(await refusal(clu.publish(ref))).toEqual({ kind: 'conflict', message: providerMessages.trainingRunning });
    expect(await refusal(clu.predict(ref, 'hello', undefined))).toEqual({ kind: 'conflict', message: providerMessages.notPublished });
    t.clock.advance(3);
    expect(await clu.trainingStatus(ref)).toEqual({ status: 'succeeded', statusId: '0' });
    await clu.publish(ref);

    const answer = await clu.predict(ref, 'money back for my sneakers please', undefined);
    expect(answer.predictions.map((p) => p.intent)).toEqual(['Refund', 'Greeting']);
    expect(answer.predictions[0]!.score).toBeGreaterThan(answer.predictions[1]!.score);
    expect(answer.predictions[0]!.parameters).toEqual({ item: 'shoes' });
    expect(answer.predictions[1]!.parameters).toEqual({});
  });

  it('fails the training job when an intent has no utterance', async () => {
    const { ref, clu } = await cluConnection();
    await clu.importRows(ref, [{ intent: 'Greeting', utterances: ['hello'] }]);
    await clu.addIntent(ref, 'Lonely');
    await clu.train(ref);
    t.clock.advance(5);
    expect(await clu.trainingStatus(ref)).toEqual({ status: 'failed', statusId: '3' });
    expect(await refusal(clu.publish(ref))).toEqual({ kind: 'conflict', message: providerMessages.notTrained });
  });

  it('checks the key and the project', async () => {
    const good = await cluConnection();
    await good.clu.check(good.ref);
    const wrongKey = await cluConnection({ subscriptionKey: 'f'.repeat(32) });
    const refused = await refusal(wrongKey.clu.check(wrongKey.ref));
    expect(refused).toEqual({ kind: 'unauthorized', message: remoteMessages.unauthorized('CLU') });
    expect(refused.message).not.toContain('f'.repeat(32));
    expect(await refusal(wrongKey.clu.train(wrongKey.ref))).toEqual({ kind: 'unauthorized', message: remoteMessages.unauthorized('CLU') });
  });

  it('tries a 429 again, and maps a 500 to unavailable', async () => {
    const { ref, clu } = await cluConnection();
    await clu.importRows(ref, [{ intent: 'Greeting', utterances: ['hello'] }]);
    await sandboxFault(base, 'clu', { status: 429, times: 2, retryAfter: 0 });
    expect(await clu.trainingStatus(ref)).toEqual({ status: 'NotTrained', statusId: '-1' });
    await sandboxFault(base, 'clu', { status: 500 });
    expect(await refusal(clu.train(ref))).toEqual({ kind: 'unavailable', message: remoteMessages.failed('CLU', 500) });
    await sandboxFault(base, 'clu', { status: 429, times: 4, retryAfter: 0 });
    expect(await refusal(clu.trainingStatus(ref))).toEqual({ kind: 'unavailable', message: remoteMessages.busy('CLU') });
  });
});
