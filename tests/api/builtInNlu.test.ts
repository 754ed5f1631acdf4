// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAiConnection } from '../../server/ai/connectionRef';
import { aiProviderFor } from '../../server/providers/ai';
import { builtInNluMessages } from '../../server/providers/ai/builtInNlu';
import { readNluModel } from '../../server/providers/ai/builtInNlu/modelStore';
import { providerMessages, type AiConnectionRef, type AiProvider } from '../../server/providers/ai/provider';
import { aiConnection } from './aiTestHelpers';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, postJson, testDatabase, type TestApp } from './testApp';
import { providerRefusal } from '../support/providerRefusal';

let t: TestApp;
let admin: Person;
let companyId: string;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'NLU Co', [[admin, 'ADMIN']]);
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

/** A built-in NLU connection and the provider that serves it, as the API and the engine reach it. */
async function builtIn(language = 'en'): Promise<{ connection: AiConnectionRef; provider: AiProvider }> {
  const id = await aiConnection(t, companyId, admin, 'BuiltInNlu', { language });
  const connection = (await loadAiConnection({ db: t.db, config: t.config }, id, companyId))!;
  return { connection, provider: aiProviderFor({ db: t.db, clock: t.clock, config: t.config }, connection) };
}

async function withIntents(provider: AiProvider, connection: AiConnectionRef): Promise<void> {
  await provider.importRows(connection, [
    { intent: 'Greeting', utterances: ['hello', 'hi there', 'good morning', 'hey, is anyone there?'] },
    { intent: 'OrderStatus', utterances: ['where is my order', 'track my order', 'when will my package arrive', 'has my parcel shipped'] },
    { intent: 'CancelOrder', utterances: ['i want to cancel my order', 'please cancel the order', 'stop my purchase'] },
  ]);
  await provider.addEntity(connection, 'product');
  const [product] = await provider.entities(connection);
  await provider.updateEntityLabels(connection, product!.entity_id, 'product', [{ value: 'shoes', synonyms: ['sneakers'] }]);
  const order = (await provider.intents(connection)).find((row) => row.intent === 'OrderStatus')!;
  const details = await provider.intentDetails(connection, { id: order.intent_id, name: order.intent });
  await provider.updateIntent(connection, order.intent_id, {
    name: 'OrderStatus',
    utterances: details.utterances.map((u) => u.text),
    parameters: [
      { name: 'orderNumber', entity: 'sys.number' },
      { name: 'item', entity: 'product' },
    ],
  });
}

describe('the built-in NLU adapter (aiProviderFor)', () => {
  it('is NotTrained and refuses predictions until it has trained', async () => {
    const { connection, provider } = await builtIn();
    expect(await provider.trainingStatus(connection)).toEqual({ status: 'NotTrained', statusId: '-1' });
    const refusal = await providerRefusal(provider.predict(connection, 'hello', undefined));
    expect(refusal).toMatchObject({ kind: 'conflict', message: providerMessages.notPublished });
  });

  it('trains, reports the training complete, and predicts the trained intents with their parameters', async () => {
    const { connection, provider } = await builtIn();
    await withIntents(provider, connection);
    expect(await provider.train(connection)).toEqual({ status: 'Success', statusId: '1' });
    expect(await provider.trainingStatus(connection)).toEqual({ status: 'Success', statusId: '1' });
    await provider.publish(connection);

    const answer = await provider.predict(connection, 'can you track order 1042 with the sneakers?', undefined);
    expect(answer.usageCost).toBe(0);
    expect(answer.predictions[0]).toMatchObject({ intent: 'OrderStatus', parameters: { orderNumber: 1042, item: 'shoes' } });
    expect((await provider.predict(connection, 'good morning to you', undefined)).predictions[0]!.intent).toBe('Greeting');
    expect((await provider.predict(connection, 'photosynthesis in algae', undefined)).predictions[0]!.intent).toBe('None');
  });

  it('keeps the trained classifier in the database, and an unchanged model trains to complete without a new training', async () => {
    const { connection, provider } = await builtIn();
    await withIntents(provider, connection);
    await provider.train(connection);
    const first = await readNluModel(t.db, connection.id);
    expect(first).toMatchObject({ state: 'trained', classifier: { language: 'en' } });
    expect(JSON.parse(first!.classifier!.classifier)).toHaveProperty('nluManager');
    t.clock.advance(60);
    expect(await provider.train(connection)).toEqual({ status: 'Success', statusId: '1' });
    expect((await readNluModel(t.db, connection.id))!.classifier!.trainedAt).toEqual(first!.classifier!.trainedAt);
  });

  it('fails the training of a connection without utterances, and then has nothing to publish', async () => {
    const { connection, provider } = await builtIn();
    await provider.addIntent(connection, 'Empty');
    expect(await provider.train(connection)).toEqual({ status: 'Fail', statusId: '3' });
    expect(await provider.trainingStatus(connection)).toEqual({ status: 'Fail', statusId: '3' });
    expect(await providerRefusal(provider.publish(connection))).toMatchObject({ kind: 'conflict', message: providerMessages.notTrained });
  });

  it('refuses an empty text and one over 500 characters', async () => {
    const { connection, provider } = await builtIn();
    await withIntents(provider, connection);
    await provider.train(connection);
    expect(await providerRefusal(provider.predict(connection, '   ', undefined))).toMatchObject({ kind: 'badInput', message: builtInNluMessages.emptyInput });
    expect(await providerRefusal(provider.predict(connection, 'a'.repeat(501), undefined))).toMatchObject({ kind: 'badInput', message: builtInNluMessages.longInput(500) });
  });

  it('trains 64 intents on its own thread: the server answers other calls meanwhile', async () => {
    const { connection, provider } = await builtIn();
    const topics = ['alarm', 'music', 'weather', 'news', 'email', 'lights', 'coffee', 'taxi'];
    const actions = ['set', 'query', 'remove', 'start', 'stop', 'change', 'cancel', 'repeat'];
    const rows = topics.flatMap((topic) =>
      actions.map((action) => ({
        intent: `${topic}_${action}`,
        utterances: Array.from({ length: 10 }, (_, n) => `${action} the ${topic} number ${n} for me ${topic}${action}${n}`),
      })),
    );
    await provider.importRows(connection, rows);
    let answeredWhileTraining = 0;
    let finished = false;
    const training = provider.train(connection).finally(() => {
      finished = true;
    });
    while (!finished) {
      const [status, model] = await Promise.all([provider.trainingStatus(connection), readNluModel(t.db, connection.id)]);
      if (!finished && status.status === 'InProgress' && model?.state === 'training') answeredWhileTraining += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await training).toEqual({ status: 'Success', statusId: '1' });
    expect(answeredWhileTraining).toBeGreaterThan(0);
    const answer = await provider.predict(connection, 'set the alarm number 3 for me alarmset3', undefined);
    expect(answer.predictions[0]!.intent).toBe('alarm_set');
  });
});

describe('POST /bot/api/predict with a built-in NLU', () => {
  it('answers the ranked intents, and 400 with a clear message for a text over 500 characters', async () => {
    const { connection, provider } = await builtIn();
    await withIntents(provider, connection);
    await provider.train(connection);
    const predict = (input: string) => postJson(t.app, '/bot/api/predict', { id: connection.id, companyId, input }, { token: admin.token, headers: { companyID: companyId } });
    const answer = await predict('where is my parcel?');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { predictions: Array<{ intent: string }>; usageCost: number };
    expect(body.predictions[0]!.intent).toBe('OrderStatus');
    expect(body.usageCost).toBe(0);
    const tooLong = await predict('b'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
  });
});
