import { describe, expect, it } from 'vitest';
import { providerMessages, type AiConnectionRef } from '../../server/providers/ai/provider';
import { watsonProvider } from '../../server/providers/ai/watson';
import { watsonMessages } from '../../server/providers/ai/watsonProtocol';
import { sandboxWorkspace } from '../../services/contracts/rest/watsonSandbox';
import { aiSandboxApp } from '../support/aiSandboxApp';
import { providerRefusal } from '../support/providerRefusal';

const app = aiSandboxApp();

async function newWorkspace() {
  const answer = await app.running().post('/sandbox/watson/workspaces', { name: 'Shop' });
  expect(answer.status).toBe(200);
  return sandboxWorkspace.parse(await answer.json());
}

const connectionOf = (w: { url: string; apiKey: string; workspaceId: string }): AiConnectionRef => ({
  id: crypto.randomUUID(),
  companyId: crypto.randomUUID(),
  type: 'Watson',
  settings: { watson_url: w.url, watson_api_key: w.apiKey, watson_workspace_id: w.workspaceId },
});

const provider = () => {
  const { t, http } = app.running();
  return watsonProvider({ clock: t.clock, config: t.config }, http);
};

describe('Watson adapter: the IAM token and the check', () => {
  it('exchanges the API key for a token and finds the workspace', async () => {
    await expect(provider().check(connectionOf(await newWorkspace()))).resolves.toBeUndefined();
  });

  it('is refused with a wrong API key, and says so without the key', async () => {
    const w = await newWorkspace();
    const wrong = 'not-the-key-0123456789';
    const error = await providerRefusal(provider().check(connectionOf({ ...w, apiKey: wrong })));
    expect(error).toMatchObject({ kind: 'unauthorized', message: watsonMessages.refusedKey });
    expect(error.message).not.toContain(wrong);
  });

  it('says when the workspace id is not in the instance', async () => {
    const w = await newWorkspace();
    const error = await providerRefusal(provider().check(connectionOf({ ...w, workspaceId: crypto.randomUUID() })));
    expect(error).toMatchObject({ kind: 'unauthorized', message: watsonMessages.noWorkspace });
  });
});

describe('Watson adapter: authoring', () => {
  it('adds, reads, changes and removes intents, examples and entities with synonyms', async () => {
    const c = connectionOf(await newWorkspace());
    const p = provider();
    await p.addIntent(c, 'order_coffee');
    expect((await providerRefusal(p.addIntent(c, 'order_coffee'))).message).toBe(providerMessages.duplicateIntent);
    await p.addUtterance(c, 'order_coffee', 'I want a coffee');
    expect((await providerRefusal(p.addUtterance(c, 'order_coffee', 'I want a coffee'))).message).toBe(providerMessages.duplicateUtterance('order_coffee'));
    await p.updateIntent(c, 'order_coffee', { name: 'order_coffee', utterances: ['I want a coffee', 'a large coffee please'], parameters: [] });
    expect((await providerRefusal(p.updateIntent(c, 'order_coffee', { name: 'order_coffee', utterances: [], parameters: [{ name: 'x', entity: 'size' }] }))).message).toBe(
      watsonMessages.noParameters,
    );
    await p.addEntity(c, 'size');
    await p.updateEntityLabels(c, 'size', 'size', [{ value: 'large', synonyms: ['big', 'large'] }]);
    expect(await p.entities(c)).toEqual([{ entity: 'size', entity_id: 'size', labels: [{ value: 'large', synonyms: ['big'] }] }]);
    await p.importRows(c, [
      { intent: 'order_coffee', utterances: ['coffee to go'] },
      { intent: 'goodbye', utterances: ['bye'] },
    ]);
    expect(await p.exportRows(c)).toEqual([
      { intent: 'order_coffee', utterances: ['I want a coffee', 'a large coffee please', 'coffee to go'] },
      { intent: 'goodbye', utterances: ['bye'] },
    ]);
    await p.removeUtterance(c, 'order_coffee', 'I want a coffee');
    expect((await p.intentDetails(c, { name: 'order_coffee' })).utterances.map((u) => u.text)).toEqual(['a large coffee please', 'coffee to go']);
    await p.removeIntent(c, 'goodbye');
    await p.removeEntity(c, 'size');
    expect((await p.intents(c)).map((i) => i.intent)).toEqual(['order_coffee']);
    expect(await p.entities(c)).toEqual([]);
    expect((await providerRefusal(p.intentDetails(c, { name: 'goodbye' }))).message).toBe(providerMessages.intentNotFound);
  });
});

describe('Watson adapter: training, status, publish and message', () => {
  it('follows the workspace from Training to Available, publishes nothing more and ranks intents with the entities found', async () => {
    const c = connectionOf(await newWorkspace());
    const p = provider();
    await p.importRows(c, [
      { intent: 'order_coffee', utterances: ['I want a coffee', 'a large coffee please'] },
      { intent: 'goodbye', utterances: ['bye', 'see you later'] },
    ]);
    await p.addEntity(c, 'size');
    await p.updateEntityLabels(c, 'size', 'size', [{ value: 'large', synonyms: ['big'] }]);
    expect(await p.trainingStatus(c)).toEqual({ status: 'InProgress', statusId: '2' });
    expect((await providerRefusal(p.publish(c))).message).toBe(providerMessages.trainingRunning);
    const { waits } = app.running();
    const before = waits.length;
    expect(await p.train(c)).toEqual({ status: 'Success', statusId: '1' });
    expect(waits.slice(before)).toEqual([1000, 1000, 1000]);
    await expect(p.publish(c)).resolves.toBeUndefined();
    const prediction = await p.predict(c, 'a big coffee', undefined);
    expect(prediction.predictions[0]).toMatchObject({ intent: 'order_coffee', parameters: { size: 'large' } });
    expect(prediction.predictions.every((row, i, rows) => i === 0 || rows[i - 1]!.score >= row.score)).toBe(true);
  });

  it('reports a failed training when an intent has no example', async () => {
    const c = connectionOf(await newWorkspace());
    const p = provider();
    await p.addIntent(c, 'empty');
    expect(await p.train(c)).toEqual({ status: 'Fail', statusId: '3' });
    expect((await providerRefusal(p.publish(c))).message).toBe(providerMessages.notTrained);
  });
});

describe('Watson adapter: busy and failing provider', () => {
  it('tries again after a 429, and gives up with a message after its retries', async () => {
    const c = connectionOf(await newWorkspace());
    const p = provider();
    await p.intents(c);
    const { post, waits } = app.running();
    await post('/sandbox/watson/control/faults', { target: 'api', status: 429, times: 1, retryAfter: 3 });
    const before = waits.length;
    expect(await p.intents(c)).toEqual([]);
    expect(waits.slice(before)).toEqual([3000]);
    await post('/sandbox/watson/control/faults', { target: 'api', status: 429, times: 3 });
    expect(await providerRefusal(p.intents(c))).toMatchObject({ kind: 'unavailable', message: 'Watson Assistant is receiving too many requests. Try again in a moment.' });
  });

  it('turns a 500 of the API or of IAM into "not available"', async () => {
    const w = await newWorkspace();
    const { post } = app.running();
    await post('/sandbox/watson/control/faults', { target: 'api', status: 500 });
    expect(await providerRefusal(provider().intents(connectionOf(w)))).toMatchObject({ kind: 'unavailable', message: watsonMessages.unavailable });
    await post('/sandbox/watson/control/faults', { target: 'iam', status: 503 });
    const fresh = await newWorkspace();
    expect(await providerRefusal(provider().check(connectionOf(fresh)))).toMatchObject({ kind: 'unavailable' });
  });
});
