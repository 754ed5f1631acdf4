// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { cluSettings, newCluProject, sandboxFault, storedAiConnection } from '../../../tests/support/aiSandboxConnections';
import type { TestApp } from '../../../tests/api/testApp';
import { aiSandboxApp } from '../../../tests/support/aiSandboxApp';
import { providerRefusal } from '../../../tests/support/providerRefusal';
import { aiProviderFor } from './index';
import { providerMessages, type AiConnectionRef, type AiProvider } from './provider';
import { remoteMessages } from './remoteCall';

/**
 * The CLU adapter over real HTTP against the CLU sandbox: the console's authoring copy pushed
 * with :import, the training job's states, deployment, the runtime prediction, the key check
 * and the service's error answers as texts for people.
 */
const app = aiSandboxApp({ company: 'Refund Co' });
let t: TestApp;
let base = '';
beforeAll(() => {
  ({ t, base } = app.running());
});

let projects = 0;
async function cluConnection(change: Record<string, string> = {}): Promise<{ ref: AiConnectionRef; clu: AiProvider }> {
  projects += 1;
  const project = await newCluProject(base, `orders-${projects}`);
  const { companyId, admin } = app.running();
  const { ref } = await storedAiConnection(t, companyId, admin.userId, 'CLU', { ...cluSettings(project), ...change });
  return { ref, clu: aiProviderFor(t, ref) };
}

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
    expect(await providerRefusal(clu.publish(ref))).toEqual({ kind: 'conflict', message: providerMessages.notTrained });
    expect(await clu.train(ref)).toEqual({ status: 'notStarted', statusId: '9' });
    t.clock.advance(2);
    expect(await clu.trainingStatus(ref)).toEqual({ status: 'running', statusId: '2' });
    expect(await clu.train(ref)).toEqual({ status: 'running', statusId: '2' });
    expect(await providerRefusal(clu.publish(ref))).toEqual({ kind: 'conflict', message: providerMessages.trainingRunning });
    expect(await providerRefusal(clu.predict(ref, 'hello', undefined))).toEqual({ kind: 'conflict', message: providerMessages.notPublished });
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
    expect(await providerRefusal(clu.publish(ref))).toEqual({ kind: 'conflict', message: providerMessages.notTrained });
  });

  it('checks the key and the project', async () => {
    const good = await cluConnection();
    await good.clu.check(good.ref);
    const wrongKey = await cluConnection({ subscriptionKey: 'f'.repeat(32) });
    const refused = await providerRefusal(wrongKey.clu.check(wrongKey.ref));
    expect(refused).toEqual({ kind: 'unauthorized', message: remoteMessages.unauthorized('CLU') });
    expect(refused.message).not.toContain('f'.repeat(32));
    expect(await providerRefusal(wrongKey.clu.train(wrongKey.ref))).toEqual({ kind: 'unauthorized', message: remoteMessages.unauthorized('CLU') });
  });

  it('tries a 429 again, and maps a 500 to unavailable', async () => {
    const { ref, clu } = await cluConnection();
    await clu.importRows(ref, [{ intent: 'Greeting', utterances: ['hello'] }]);
    await sandboxFault(base, 'clu', { status: 429, times: 2, retryAfter: 0 });
    expect(await clu.trainingStatus(ref)).toEqual({ status: 'NotTrained', statusId: '-1' });
    await sandboxFault(base, 'clu', { status: 500 });
    expect(await providerRefusal(clu.train(ref))).toEqual({ kind: 'unavailable', message: remoteMessages.failed('CLU', 500) });
    await sandboxFault(base, 'clu', { status: 429, times: 4, retryAfter: 0 });
    expect(await providerRefusal(clu.trainingStatus(ref))).toEqual({ kind: 'unavailable', message: remoteMessages.busy('CLU') });
  });
});
