import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dialogflowProvider } from '../../server/providers/ai/dialogflow';
import { tokenMessages } from '../../server/providers/ai/googleServiceToken';
import { providerMessages, type AiConnectionRef } from '../../server/providers/ai/provider';
import { sandboxAgent } from '../../services/contracts/rest/dialogflowSandbox';
import { aiSandboxApp } from '../support/aiSandboxApp';
import { providerRefusal } from '../support/providerRefusal';

const app = aiSandboxApp();
let agents = 0;

async function newAgent() {
  agents += 1;
  const answer = await app.running().post('/sandbox/dialogflow/agents', { projectId: `shop-agent-${agents}` });
  expect(answer.status).toBe(200);
  return sandboxAgent.parse(await answer.json());
}

const connectionOf = (projectId: string, key: unknown): AiConnectionRef => ({
  id: crypto.randomUUID(),
  companyId: crypto.randomUUID(),
  type: 'DialogFlow',
  settings: { projectId, jsonKey: JSON.stringify(key) },
});

const provider = () => {
  const { t, http } = app.running();
  return dialogflowProvider({ clock: t.clock, config: t.config }, http);
};

describe('Dialogflow adapter: the service account token', () => {
  it('exchanges a signed JWT for an access token, and checks the agent', async () => {
    const agent = await newAgent();
    await expect(provider().check(connectionOf(agent.projectId, agent.key))).resolves.toBeUndefined();
  });

  it('is refused with a key whose signature the service account does not know, and says so without the key', async () => {
    const agent = await newAgent();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const forged = { ...agent.key, private_key: other };
    const error = await providerRefusal(provider().check(connectionOf(agent.projectId, forged)));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toBe(tokenMessages.refused);
    expect(error.message).not.toContain('PRIVATE KEY');
    const direct = await fetch(agent.key.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=a.b.c',
    });
    expect(direct.status).toBe(400);
    expect(((await direct.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it("refuses a key of another project's agent with the access error", async () => {
    const mine = await newAgent();
    const theirs = await newAgent();
    const key = { ...mine.key, project_id: theirs.projectId };
    const error = await providerRefusal(provider().check(connectionOf(theirs.projectId, key)));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toBe('Dialogflow refused the service account: check that it may use Dialogflow in this project.');
  });
});

describe('Dialogflow adapter: authoring', () => {
  it('adds, reads, changes and removes intents, training phrases, parameters and entity types', async () => {
    const agent = await newAgent();
    const c = connectionOf(agent.projectId, agent.key);
    const p = provider();
    await p.addIntent(c, 'OrderCoffee');
    expect((await providerRefusal(p.addIntent(c, 'OrderCoffee'))).message).toBe(providerMessages.duplicateIntent);
    await p.addUtterance(c, 'OrderCoffee', 'I want a coffee');
    expect((await providerRefusal(p.addUtterance(c, 'OrderCoffee', 'i want a coffee'))).message).toBe(providerMessages.duplicateUtterance('OrderCoffee'));
    await p.addEntity(c, 'size');
    const [size] = await p.entities(c);
    await p.updateEntityLabels(c, size!.entity_id, 'size', [{ value: 'large', synonyms: ['big'] }]);
    expect(await p.entities(c)).toEqual([{ entity: 'size', entity_id: size!.entity_id, labels: [{ value: 'large', synonyms: ['big'] }] }]);
    const [intent] = await p.intents(c);
    expect(intent).toMatchObject({ intent: 'OrderCoffee' });
    await p.updateIntent(c, intent!.intent_id, {
      name: 'OrderCoffee',
      utterances: ['I want a coffee', 'a large coffee please'],
      parameters: [{ name: 'cupSize', entity: 'size' }],
    });
    expect((await providerRefusal(p.updateIntent(c, intent!.intent_id, { name: 'OrderCoffee', utterances: [], parameters: [{ name: 'x', entity: 'colour' }] }))).message).toBe(
      providerMessages.unknownParameterEntity('colour'),
    );
    const details = await p.intentDetails(c, { name: 'OrderCoffee' });
    expect(details.utterances.map((u) => u.text)).toEqual(['I want a coffee', 'a large coffee please']);
    expect(details.parameters).toEqual([{ name: 'cupSize', entity: 'size' }]);
    await p.importRows(c, [
      { intent: 'OrderCoffee', utterances: ['coffee to go'] },
      { intent: 'Goodbye', utterances: ['bye', 'see you'] },
    ]);
    expect(await p.exportRows(c)).toEqual([
      { intent: 'OrderCoffee', utterances: ['I want a coffee', 'a large coffee please', 'coffee to go'] },
      { intent: 'Goodbye', utterances: ['bye', 'see you'] },
    ]);
    await p.removeUtterance(c, 'OrderCoffee', details.utterances[0]!.id);
    expect((await p.intentDetails(c, { name: 'OrderCoffee' })).utterances.map((u) => u.text)).toEqual(['a large coffee please', 'coffee to go']);
    const goodbye = (await p.intents(c)).find((i) => i.intent === 'Goodbye')!;
    await p.removeIntent(c, goodbye.intent_id);
    expect((await p.intents(c)).map((i) => i.intent)).toEqual(['OrderCoffee']);
    expect((await providerRefusal(p.removeEntity(c, 'no-such-entity'))).kind).toBe('notFound');
  });
});

describe('Dialogflow adapter: training, status, publish and predict', () => {
  it('follows agent:train until done, reports it complete, publishes nothing more and predicts with parameters', async () => {
    const agent = await newAgent();
    const c = connectionOf(agent.projectId, agent.key);
    const p = provider();
    expect(await p.trainingStatus(c)).toEqual({ status: 'NotTrained', statusId: '-1' });
    await p.importRows(c, [
      { intent: 'OrderCoffee', utterances: ['I want a coffee', 'a large coffee please'] },
      { intent: 'Goodbye', utterances: ['bye', 'see you later'] },
    ]);
    await p.addEntity(c, 'size');
    const size = (await p.entities(c))[0]!;
    await p.updateEntityLabels(c, size.entity_id, 'size', [{ value: 'large', synonyms: ['big'] }]);
    const order = (await p.intents(c)).find((i) => i.intent === 'OrderCoffee')!;
    await p.updateIntent(c, order.intent_id, { name: 'OrderCoffee', utterances: ['I want a coffee', 'a large coffee please'], parameters: [{ name: 'cupSize', entity: 'size' }] });
    const { waits } = app.running();
    const before = waits.length;
    expect(await p.train(c)).toEqual({ status: 'Success', statusId: '1' });
    expect(waits.slice(before)).toEqual([1000, 1000, 1000]);
    expect(await p.trainingStatus(c)).toEqual({ status: 'Success', statusId: '1' });
    await expect(p.publish(c)).resolves.toBeUndefined();
    const prediction = await p.predict(c, 'a big coffee', undefined);
    expect(prediction.predictions).toHaveLength(1);
    expect(prediction.predictions[0]).toMatchObject({ intent: 'OrderCoffee', parameters: { cupSize: 'large' } });
    expect(prediction.predictions[0]!.score).toBeGreaterThan(0.3);
    expect((await p.predict(c, 'weather tomorrow', undefined)).predictions).toEqual([]);
  });

  it('reports a failed training when an intent has no training phrase, and then has nothing to publish', async () => {
    const agent = await newAgent();
    const c = connectionOf(agent.projectId, agent.key);
    const p = provider();
    await p.addIntent(c, 'Empty');
    expect(await p.train(c)).toEqual({ status: 'Fail', statusId: '3' });
    expect((await providerRefusal(p.publish(c))).message).toBe(providerMessages.notTrained);
  });
});

describe('Dialogflow adapter: busy and failing provider', () => {
  it('tries again after a 429 (waiting Retry-After), and gives up with a message after its retries', async () => {
    const agent = await newAgent();
    const c = connectionOf(agent.projectId, agent.key);
    const p = provider();
    await p.intents(c);
    const { post, waits } = app.running();
    expect((await post('/sandbox/dialogflow/control/faults', { target: 'api', status: 429, times: 2, retryAfter: 2 })).status).toBe(200);
    const before = waits.length;
    expect(await p.intents(c)).toEqual([]);
    expect(waits.slice(before)).toEqual([2000, 2000]);
    await post('/sandbox/dialogflow/control/faults', { target: 'api', status: 429, times: 3 });
    const error = await providerRefusal(p.intents(c));
    expect(error).toMatchObject({ kind: 'unavailable', message: 'Dialogflow is receiving too many requests. Try again in a moment.' });
  });

  it('turns a 500 into "not available" without the token', async () => {
    const agent = await newAgent();
    const c = connectionOf(agent.projectId, agent.key);
    await app.running().post('/sandbox/dialogflow/control/faults', { target: 'api', status: 500 });
    const error = await providerRefusal(provider().intents(c));
    expect(error).toMatchObject({ kind: 'unavailable', message: 'Dialogflow is not available right now. Try again in a moment.' });
  });
});
