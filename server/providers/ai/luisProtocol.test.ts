// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/e2e/support/server';
import { luisSettings, newLuisApp, sandboxFault, storedAiConnection } from '../../../tests/support/aiSandboxConnections';
import type { TestApp } from '../../../tests/api/testApp';
import { aiSandboxApp } from '../../../tests/support/aiSandboxApp';
import { providerRefusal } from '../../../tests/support/providerRefusal';
import { aiProviderFor } from './index';
import { providerMessages, type AiConnectionRef, type AiProvider } from './provider';
import { remoteMessages } from './remoteCall';

/**
 * The LUIS adapters over real HTTP against the LUIS sandbox: authoring (intents, examples, list
 * entities, features), train and its status sequence, publish, prediction, the key check and
 * the provider's error answers as texts for people.
 */
const served = aiSandboxApp({ company: 'Travel Co' });
let t: TestApp;
let base = '';
beforeAll(() => {
  ({ t, base } = served.running());
});

async function luisConnection(type: 'LuisCloud' | 'LuisOnPre' = 'LuisCloud', change: Record<string, string> = {}): Promise<{ ref: AiConnectionRef; luis: AiProvider }> {
  const app = await newLuisApp(base);
  const { companyId, admin } = served.running();
  const { ref } = await storedAiConnection(t, companyId, admin.userId, type, { ...luisSettings(app), ...change });
  return { ref, luis: aiProviderFor(t, ref) };
}

describe('LUIS authoring', () => {
  it('keeps intents, examples, list entities with synonyms and intent features in the app', async () => {
    const { ref, luis } = await luisConnection();
    await luis.addIntent(ref, 'BookFlight');
    await luis.addIntent(ref, 'Greeting');
    expect(await providerRefusal(luis.addIntent(ref, 'bookflight'))).toEqual({ kind: 'duplicate', message: providerMessages.duplicateIntent });
    await luis.addUtterance(ref, 'BookFlight', 'book a flight to Paris');
    await luis.addUtterance(ref, 'Greeting', 'hello there');
    expect(await providerRefusal(luis.addUtterance(ref, 'BookFlight', 'Hello there'))).toEqual({ kind: 'duplicate', message: providerMessages.duplicateUtterance('Greeting') });

    await luis.addEntity(ref, 'city');
    const [city] = await luis.entities(ref);
    await luis.updateEntityLabels(ref, city!.entity_id, 'city', [
      { value: 'Paris', synonyms: ['paree'] },
      { value: 'Berlin', synonyms: [] },
    ]);
    expect(await luis.entities(ref)).toEqual([
      {
        entity: 'city',
        entity_id: city!.entity_id,
        labels: [
          { value: 'Paris', synonyms: ['paree'] },
          { value: 'Berlin', synonyms: [] },
        ],
      },
    ]);

    const book = (await luis.intents(ref)).find((i) => i.intent === 'BookFlight')!;
    expect(await providerRefusal(luis.updateIntent(ref, book.intent_id, { name: 'Travel', utterances: [], parameters: [{ name: 'x', entity: 'planet' }] }))).toEqual({
      kind: 'badInput',
      message: providerMessages.unknownParameterEntity('planet'),
    });
    await luis.updateIntent(ref, book.intent_id, { name: 'BookTrip', utterances: ['book a flight to Paris', 'fly me to Berlin'], parameters: [{ name: 'city', entity: 'city' }] });
    const details = await luis.intentDetails(ref, { id: book.intent_id, name: 'BookTrip' });
    expect(details).toMatchObject({ intent: 'BookTrip', intentId: book.intent_id, parameters: [{ name: 'city', entity: 'city' }] });
    expect(details.utterances.map((u) => u.text)).toEqual(['book a flight to paris', 'fly me to berlin']);

    await luis.removeUtterance(ref, 'BookTrip', details.utterances[1]!.id);
    expect(await providerRefusal(luis.removeUtterance(ref, 'Greeting', details.utterances[0]!.id))).toEqual({ kind: 'notFound', message: providerMessages.utteranceNotFound });
    await luis.importRows(ref, [
      { intent: 'Greeting', utterances: ['good morning'] },
      { intent: 'Cancel', utterances: ['cancel my booking'] },
    ]);
    expect(await luis.exportRows(ref)).toEqual([
      { intent: 'BookTrip', utterances: ['book a flight to paris'] },
      { intent: 'Greeting', utterances: ['hello there', 'good morning'] },
      { intent: 'Cancel', utterances: ['cancel my booking'] },
    ]);
    expect(await providerRefusal(luis.importRows(ref, [{ intent: 'Other', utterances: ['good morning'] }]))).toEqual({
      kind: 'duplicate',
      message: providerMessages.duplicateUtterance('Greeting'),
    });
    expect((await luis.intents(ref)).map((i) => i.intent)).toEqual(['BookTrip', 'Greeting', 'Cancel']);

    await luis.removeEntity(ref, city!.entity_id);
    expect(await luis.entities(ref)).toEqual([]);
    await luis.removeIntent(ref, book.intent_id);
    expect(await providerRefusal(luis.removeIntent(ref, book.intent_id))).toEqual({ kind: 'notFound', message: providerMessages.intentNotFound });
    expect((await luis.intents(ref)).map((i) => i.intent)).toEqual(['Greeting', 'Cancel']);
  });
});

describe('LUIS training, publishing and prediction', () => {
  it('goes Queued, InProgress, Success with the clock; publishes; predicts with list entities; unchanged data is UpToDate', async () => {
    const { ref, luis } = await luisConnection();
    await luis.addEntity(ref, 'city');
    const [city] = await luis.entities(ref);
    await luis.updateEntityLabels(ref, city!.entity_id, 'city', [{ value: 'Paris', synonyms: ['paree'] }]);
    await luis.importRows(ref, [
      { intent: 'BookFlight', utterances: ['book a flight to Paris', 'I want to fly'] },
      { intent: 'Greeting', utterances: ['hello there', 'good morning'] },
    ]);
    expect(await luis.trainingStatus(ref)).toEqual({ status: 'NotTrained', statusId: '-1' });
    expect(await providerRefusal(luis.predict(ref, 'hello', undefined))).toEqual({ kind: 'conflict', message: providerMessages.notPublished });

    expect(await luis.train(ref)).toEqual({ status: 'Queued', statusId: '9' });
    expect(await luis.trainingStatus(ref)).toEqual({ status: 'Queued', statusId: '9' });
    t.clock.advance(2);
    expect(await luis.trainingStatus(ref)).toEqual({ status: 'InProgress', statusId: '2' });
    expect(await providerRefusal(luis.publish(ref))).toEqual({ kind: 'conflict', message: providerMessages.trainingRunning });
    t.clock.advance(3);
    expect(await luis.trainingStatus(ref)).toEqual({ status: 'Success', statusId: '0' });
    await luis.publish(ref);

    const prediction = await luis.predict(ref, 'Please book me a flight to paree', undefined);
    expect(prediction.predictions.map((p) => p.intent)).toEqual(['BookFlight', 'Greeting']);
    expect(prediction.predictions[0]!.score).toBeGreaterThan(prediction.predictions[1]!.score);
    expect(prediction.predictions[0]!.parameters).toEqual({ city: 'Paris' });
    expect(prediction.usageCost).toBe(0);

    await luis.train(ref);
    t.clock.advance(5);
    expect(await luis.trainingStatus(ref)).toEqual({ status: 'UpToDate', statusId: '1' });
  });

  it('fails the training when an intent has no example, and has nothing to publish', async () => {
    const { ref, luis } = await luisConnection();
    await luis.importRows(ref, [{ intent: 'Greeting', utterances: ['hello'] }]);
    await luis.addIntent(ref, 'Lonely');
    await luis.train(ref);
    t.clock.advance(5);
    expect(await luis.trainingStatus(ref)).toEqual({ status: 'Fail', statusId: '3' });
    expect(await providerRefusal(luis.publish(ref))).toEqual({ kind: 'conflict', message: providerMessages.notTrained });
  });

  it('serves LUIS on premise with the same protocol, through the registry', async () => {
    const { ref, luis } = await luisConnection('LuisOnPre');
    await luis.importRows(ref, [{ intent: 'Greeting', utterances: ['hello'] }]);
    expect(await luis.train(ref)).toEqual({ status: 'Queued', statusId: '9' });
    await luis.check(ref);
  });
});

describe('LUIS refusals', () => {
  it('checks both keys: a wrong one is unauthorized, and no message holds a key', async () => {
    const app = await newLuisApp(base);
    const good = await luisConnection();
    await good.luis.check(good.ref);
    const wrongAuthoring = await luisConnection('LuisCloud', { subscriptionKey: '0'.repeat(32) });
    expect(await providerRefusal(wrongAuthoring.luis.check(wrongAuthoring.ref))).toEqual({ kind: 'unauthorized', message: remoteMessages.unauthorized('LUIS') });
    const wrongPrediction = await luisConnection('LuisCloud', { predictionPrimaryKey: app.predictionKey });
    const refused = await providerRefusal(wrongPrediction.luis.check(wrongPrediction.ref));
    expect(refused).toEqual({ kind: 'unauthorized', message: remoteMessages.unauthorized('LUIS') });
    expect(refused.message).not.toContain(app.predictionKey);
    expect(await providerRefusal(wrongAuthoring.luis.intents(wrongAuthoring.ref))).toEqual({ kind: 'unauthorized', message: remoteMessages.unauthorized('LUIS') });
  });

  it('tries a 429 again after its Retry-After, a bounded number of times', async () => {
    const { ref, luis } = await luisConnection();
    await sandboxFault(base, 'luis', { status: 429, times: 2, retryAfter: 0 });
    await luis.addIntent(ref, 'Greeting');
    expect((await luis.intents(ref)).map((i) => i.intent)).toEqual(['Greeting']);
    await sandboxFault(base, 'luis', { status: 429, times: 4, retryAfter: 0 });
    expect(await providerRefusal(luis.intents(ref))).toEqual({ kind: 'unavailable', message: remoteMessages.busy('LUIS') });
    expect((await luis.intents(ref)).map((i) => i.intent)).toEqual(['Greeting']);
  });

  it('maps a 500 and an unreachable endpoint to unavailable', async () => {
    const { ref, luis } = await luisConnection();
    await sandboxFault(base, 'luis', { status: 500 });
    expect(await providerRefusal(luis.intents(ref))).toEqual({ kind: 'unavailable', message: remoteMessages.failed('LUIS', 500) });
    const gone = await luisConnection('LuisCloud', { managementEndpoint: `http://127.0.0.1:${await freePort()}/luis-is-not-here` });
    expect(await providerRefusal(gone.luis.check(gone.ref))).toEqual({ kind: 'unavailable', message: remoteMessages.unreachable('LUIS') });
  });
});
