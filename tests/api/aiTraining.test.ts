// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { AI, aiConnection, dataOf, errorOf, FLIGHT_INTENTS } from './aiTestHelpers';
import { getWith, postJson, type TestApp } from './testApp';
import {
  cluSettings,
  dialogflowSettings,
  luisSettings,
  newCluProject,
  newDialogflowAgent,
  newLuisApp,
  newWatsonWorkspace,
  storedAiConnection,
  watsonSettings,
} from '../support/aiSandboxConnections';
import { aiSandboxApp } from '../support/aiSandboxApp';

let t: TestApp;
let admin: Person;
let bee: Person;
let companyId: string;
let otherCompanyId: string;
let base = '';
const app = aiSandboxApp({ company: 'AI Co' });
beforeAll(async () => {
  ({ t, base, admin, companyId } = app.running());
  bee = await personWithSession(t, 'Bee');
  otherCompanyId = await companyWith(t, 'Other Co', [[bee, 'ADMIN']]);
});

const as = (who: Person) => ({ token: who.token });
const ROWS = [
  { Intent: 'Greeting', Utterances: 'hello there' },
  { Intent: 'Greeting', Utterances: 'good morning' },
  { Intent: 'OrderStatus', Utterances: 'where is my order' },
  { Intent: 'OrderStatus', Utterances: 'track my order' },
  { Intent: 'CancelOrder', Utterances: 'cancel my order' },
  { Intent: 'CancelOrder', Utterances: 'stop the purchase' },
];

/** A connection of the type; LUIS, CLU and Dialogflow ones use an app, project or agent of their sandbox over HTTP. */
async function connectionOf(type: string): Promise<string> {
  if (type === 'LuisCloud' || type === 'LuisOnPre') return (await storedAiConnection(t, companyId, admin.userId, type, luisSettings(await newLuisApp(base)))).id;
  if (type === 'CLU') return (await storedAiConnection(t, companyId, admin.userId, type, cluSettings(await newCluProject(base, `p-${Math.random().toString(36).slice(2, 8)}`)))).id;
  if (type === 'DialogFlow') return (await storedAiConnection(t, companyId, admin.userId, type, dialogflowSettings(await newDialogflowAgent(base)))).id;
  return aiConnection(t, companyId, admin, type);
}

async function connectionWithData(type: string): Promise<string> {
  const id = await connectionOf(type);
  dataOf(await gql(t, AI.importIntents, { id, intents: ROWS }, as(admin)), 'importIntents');
  return id;
}

const train = async (id: string) => dataOf<{ status: string; statusId: string }>(await gql(t, AI.train, { id }, as(admin)), 'makeTraining');
const status = async (id: string) => dataOf<{ status: string; statusId: string }>(await gql(t, AI.status, { id }, as(admin)), 'getTrainingStatus');
const publish = (id: string) => gql(t, AI.publish, { id }, as(admin));

describe('training and publishing (spec 03 section 4.1)', () => {
  it('LUIS: NotTrained, Queued, InProgress while the clock runs, Success after five seconds, then publish; unchanged data trains to UpToDate', async () => {
    const id = await connectionWithData('LuisCloud');
    expect(await status(id)).toEqual({ status: 'NotTrained', statusId: '-1' });
    expect(await train(id)).toEqual({ status: 'Queued', statusId: '9' });
    t.clock.advance(3);
    expect(await status(id)).toEqual({ status: 'InProgress', statusId: '2' });
    expect(await train(id)).toEqual({ status: 'InProgress', statusId: '2' });
    expect(errorOf(await publish(id))).toEqual({ message: 'The training is still in progress.', code: 'CONFLICT' });
    t.clock.advance(2);
    expect(await status(id)).toEqual({ status: 'Success', statusId: '0' });
    expect(dataOf(await publish(id), 'publishApp')).toEqual({ success: true, statusCode: 200 });

    expect(await train(id)).toEqual({ status: 'Queued', statusId: '9' });
    t.clock.advance(5);
    expect(await status(id)).toEqual({ status: 'UpToDate', statusId: '1' });
    await gql(t, AI.addUtterance, { id, intent: 'Greeting', utterance: 'hi' }, as(admin));
    await train(id);
    t.clock.advance(5);
    expect(await status(id)).toEqual({ status: 'Success', statusId: '0' });
  });

  it('CLU: notStarted, running, then succeeded', async () => {
    const id = await connectionWithData('CLU');
    expect(await train(id)).toEqual({ status: 'notStarted', statusId: '9' });
    t.clock.advance(2);
    expect(await status(id)).toEqual({ status: 'running', statusId: '2' });
    t.clock.advance(3);
    expect(await status(id)).toEqual({ status: 'succeeded', statusId: '0' });
  });

  it("Dialogflow: Train follows the agent's training until it is done, statusId '1'; without utterances it fails and nothing can be published", async () => {
    const id = await connectionWithData('DialogFlow');
    expect(await status(id)).toEqual({ status: 'NotTrained', statusId: '-1' });
    expect(await train(id)).toEqual({ status: 'Success', statusId: '1' });
    expect(await status(id)).toEqual({ status: 'Success', statusId: '1' });
    expect(dataOf(await publish(id), 'publishApp')).toEqual({ success: true, statusCode: 200 });
    const empty = await connectionOf('DialogFlow');
    await gql(t, AI.addIntent, { id: empty, intent: 'Lonely' }, as(admin));
    expect(await train(empty)).toEqual({ status: 'Fail', statusId: '3' });
    expect(errorOf(await publish(empty))).toEqual({ message: 'The training has not completed successfully, so there is nothing to publish.', code: 'CONFLICT' });
  });

  it("Dialogflow: the assistant wizard's project key in developer mode reaches the project's sandbox agent", async () => {
    const keyAnswer = await getWith(t.app, '/bot/oauth/servicekey?projectId=wizard-shop-1a2b3c', { token: admin.token, headers: { accept: 'application/json' } });
    const { key } = keyAnswer.json() as { key: Record<string, unknown> };
    const created = await gql(
      t,
      'mutation($c: ID!, $k: String!) { createAiConnection(companyId: $c, name: "Wizard AI", type: "DialogFlow", projectId: "wizard-shop-1a2b3c", jsonKey: $k) { id } }',
      { c: companyId, k: JSON.stringify(key) },
      as(admin),
    );
    const { id } = dataOf<{ id: string }>(created, 'createAiConnection');
    dataOf(await gql(t, AI.importIntents, { id, intents: ROWS }, as(admin)), 'importIntents');
    expect(await train(id)).toEqual({ status: 'Success', statusId: '1' });
    const agent = await fetch(`${base}/sandbox/dialogflow`, { headers: { accept: 'text/html' } });
    expect(await agent.text()).toContain('wizard-shop-1a2b3c');
  });

  it('Watson: a connection saved from the screen is checked against its workspace, trains until Available and predicts', async () => {
    const workspace = await newWatsonWorkspace(base);
    const create = (name: string, settings: Record<string, string>) =>
      gql(
        t,
        'mutation($c: ID!, $n: String!, $s: String!) { createAIconnection(companyId: $c, name: $n, type: "Watson", settings: $s) { id } }',
        { c: companyId, n: name, s: JSON.stringify(settings) },
        as(admin),
      );
    const refused = await create('Wrong Watson', watsonSettings({ ...workspace, apiKey: 'not-the-key-0123456789' }));
    expect(refused.errors?.[0]).toMatchObject({ message: 'Please double check your configurations', extensions: { status: 403 } });
    const { id } = dataOf<{ id: string }>(await create('Shop Watson', watsonSettings(workspace)), 'createAIconnection');
    dataOf(await gql(t, AI.importIntents, { id, intents: ROWS }, as(admin)), 'importIntents');
    expect(await status(id)).toEqual({ status: 'InProgress', statusId: '2' });
    expect(await train(id)).toEqual({ status: 'Success', statusId: '1' });
    expect(dataOf(await publish(id), 'publishApp')).toEqual({ success: true, statusCode: 200 });
    const answer = await postJson(
      t.app,
      '/bot/api/predict',
      { actionId: 'module-1', companyId, retryCount: 0, id, input: 'please cancel my order' },
      { token: admin.token, headers: { companyID: companyId } },
    );
    expect((answer.json() as { predictions: Array<{ intent: string }> }).predictions[0]!.intent).toBe('CancelOrder');
  });

  it('refuses to train a generative connection, whose intents live in the module', async () => {
    const id = await aiConnection(t, companyId, admin, 'Generative AI');
    expect(errorOf(await gql(t, AI.train, { id }, as(admin)))).toEqual({
      message: 'Generative AI connections are not trained: their intents are kept in the module.',
      code: 'BAD_USER_INPUT',
    });
  });
});

describe('POST /bot/api/predict', () => {
  const predict = (body: Record<string, unknown>, who: Person | null = admin, headers: Record<string, string> = { companyID: companyId }) =>
    postJson(t.app, '/bot/api/predict', { actionId: 'module-1', companyId, retryCount: 0, ...body }, { token: who?.token, headers });
  type Answer = { predictions: Array<{ intent: string; score: number; parameters: Record<string, unknown> }>; usageCost: number };

  it('ranks the trained intents by their score for the input, best first, with parameters from entities', async () => {
    const id = await connectionWithData('BuiltInNlu');
    await gql(t, AI.addEntity, { id, entity: 'product' }, as(admin));
    const [product] = dataOf<Array<{ entity_id: string }>>(await gql(t, AI.entities, { id }, as(admin)), 'entitiesOfAIconn');
    await gql(t, AI.labels, { id, entityId: product!.entity_id, entityName: 'product', labels: [{ value: 'shoes', synonyms: ['sneakers'] }] }, as(admin));
    const rows = dataOf<Array<{ intent: string; intent_id: string }>>(await gql(t, AI.intents, { id }, as(admin)), 'intentsOfAIconn');
    const orderId = rows.find((r) => r.intent === 'OrderStatus')!.intent_id;
    await gql(
      t,
      AI.updateIntent,
      {
        id,
        intentId: orderId,
        name: 'OrderStatus',
        utterances: ['where is my order', 'track my order'],
        parameters: [
          { name: 'orderNumber', entity: 'sys.number' },
          { name: 'item', entity: 'product' },
        ],
      },
      as(admin),
    );
    await train(id);

    const answer = await predict({ id, input: 'Where is my order 1042 with the sneakers?' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as Answer;
    // The order intents lead; the greeting, sharing only a few letters with the input, comes last if at all.
    expect(body.predictions.map((p) => p.intent).slice(0, 2)).toEqual(['OrderStatus', 'CancelOrder']);
    expect(body.predictions.slice(2).every((p) => p.intent === 'Greeting' && p.score < 0.5)).toBe(true);
    expect(body.predictions[0]!.parameters).toEqual({ orderNumber: 1042, item: 'shoes' });
    const scores = body.predictions.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const score of scores) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
    expect(body.predictions[0]!.score).toBeGreaterThan(0.5);
    expect(body.usageCost).toBe(0);
    const cancel = (await predict({ id, input: 'please cancel my order' })).json() as Answer;
    expect(cancel.predictions[0]!.intent).toBe('CancelOrder');
  });

  it('answers 409 for a LUIS connection that is trained but not published', async () => {
    const id = await connectionWithData('LuisOnPre');
    await train(id);
    t.clock.advance(5);
    expect((await predict({ id, input: 'hello' })).json()).toMatchObject({ statusCode: 409, message: 'This AI has no published model yet. Train it (and publish it) first.' });
    await publish(id);
    expect(((await predict({ id, input: 'good morning' })).json() as Answer).predictions[0]!.intent).toBe('Greeting');
  });

  it("scores a generative module's intents and entities and reports the usage cost of the tokens", async () => {
    const id = await aiConnection(t, companyId, admin, 'Generative AI', { model: 'gpt-4', apiKey: 'secret' });
    const settings = { temperature: 0.7, ...FLIGHT_INTENTS };
    const answer = (await predict({ id, input: 'Book a flight to Berlin for 2', aiActionModuleNodeSettings: settings })).json() as Answer;
    expect(answer.predictions.map((p) => p.intent)).toEqual(['BookFlight', 'CancelBooking']);
    expect(answer.predictions[0]).toMatchObject({ parameters: { city: 'berlin', passengers: 2 } });
    expect(answer.predictions[0]!.score).toBeGreaterThan(answer.predictions[1]!.score);
    expect(answer.usageCost).toBeGreaterThan(0);
    const longer = (await predict({ id, input: `Book a flight to Berlin for 2 ${'please '.repeat(50)}`, aiActionModuleNodeSettings: settings })).json() as Answer;
    expect(longer.usageCost).toBeGreaterThan(answer.usageCost);
  });

  it('refuses bad generative settings and an empty input with the spec texts', async () => {
    const id = await aiConnection(t, companyId, admin, 'OpenAI');
    const withEntity = (entity: Record<string, unknown>) => ({ intents: [{ name: 'Book', entities: [entity] }] });
    const pairs = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v']));
    expect((await predict({ id, input: 'x', aiActionModuleNodeSettings: withEntity({ name: 'a;b' }) })).json()).toMatchObject({
      statusCode: 400,
      message: "You can not add ' ; ' or an ' , ' to an entity",
    });
    expect((await predict({ id, input: 'x', aiActionModuleNodeSettings: withEntity({ name: 'city', ...pairs }) })).json()).toMatchObject({
      statusCode: 400,
      message: 'You can have a maximum of 10 key value pairs',
    });
    expect((await predict({ id, input: 'x', aiActionModuleNodeSettings: { intents: [] } })).json()).toMatchObject({
      statusCode: 400,
      message: 'The module has no intents to test against.',
    });
    expect((await predict({ id, input: '  ' })).json()).toMatchObject({ statusCode: 400, message: 'The input to test cannot be empty.' });
  });

  it('refuses another company, a mismatching companyID header and anonymous callers', async () => {
    const foreign = await aiConnection(t, otherCompanyId, bee, 'BuiltInNlu');
    expect((await predict({ id: foreign, input: 'hello' })).json()).toMatchObject({ statusCode: 403, message: "You don't have access to this company." });
    const own = await connectionWithData('BuiltInNlu');
    expect((await predict({ id: own, input: 'hello', companyId: otherCompanyId }, bee, { companyID: otherCompanyId })).json()).toMatchObject({ statusCode: 403 });
    expect((await predict({ id: own, input: 'hello' }, admin, { companyID: otherCompanyId })).json()).toMatchObject({
      statusCode: 400,
      message: 'The companyID header and the companyId of the request name different companies.',
    });
    expect((await predict({ id: own, input: 'hello' }, null)).statusCode).toBe(401);
  });
});

describe('aiConnections', () => {
  it('answers settings without secrets', async () => {
    await aiConnection(t, companyId, admin, 'Generative AI', { model: 'gpt-35-turbo', apiKey: 'sk-SECRET', clientSecret: 'x', accessToken: 'y' });
    const answer = await gql(t, 'query($c: ID!) { aiConnections(companyId: $c) { type settings } }', { c: companyId }, as(admin));
    const generative = dataOf<Array<{ type: string; settings: string }>>(answer, 'aiConnections').filter((c) => c.type === 'Generative AI');
    expect(generative.map((c) => JSON.parse(c.settings))).toContainEqual({ model: 'gpt-35-turbo' });
    expect(JSON.stringify(answer)).not.toMatch(/SECRET|apiKey|clientSecret|accessToken/);
  });
});
