// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unsealSecrets } from '../../server/ai/connectionRef';
import { insertBot } from '../../server/bots/botStore';
import { starterFlow } from '../../server/bots/flowBuilder';
import { aiAdapters } from '../../server/providers/ai';
import { AiProviderError } from '../../server/providers/ai/provider';
import { addIntent } from '../../server/providers/ai/sandboxStore';
import { SECRET_MASK } from '../../services/contracts/aiConnections';
import type { FlowDocument } from '../../services/contracts/flow';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let admin: Person;
let user: Person;
let stranger: Person;
let companyId: string;
let otherCompanyId: string;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  admin = await personWithSession(t, 'Ada');
  user = await personWithSession(t, 'Uma');
  stranger = await personWithSession(t, 'Bee');
  companyId = await companyWith(t, 'AI Co', [
    [admin, 'ADMIN'],
    [user, 'USER'],
  ]);
  otherCompanyId = await companyWith(t, 'Other Co', [[stranger, 'ADMIN']]);
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});
const originalAdapters = { ...aiAdapters };
/**
 * These tests are about what the screen's calls store and answer; the connections name
 * addresses of no provider (example.com), so each kind's provider accepts them here. How each
 * adapter checks settings against its provider is tested over HTTP against its sandbox.
 */
beforeEach(() => {
  for (const kind of ['dialogflow', 'luisCloud', 'luisOnPremise', 'watson', 'clu', 'generativeCustom', 'generativeDefault'] as const) {
    const original = originalAdapters[kind];
    aiAdapters[kind] = (deps) => ({ ...original(deps), check: async () => undefined });
  }
});
afterEach(() => {
  Object.assign(aiAdapters, originalAdapters);
});

const KEY_A = 'luis-authoring-key-AAAA';
const KEY_B = 'luis-prediction-key-BBBB';
const luis = (fields: Record<string, unknown> = {}) => ({
  token: 'app-123',
  subscriptionKey: KEY_A,
  predictionPrimaryKey: KEY_B,
  endpoint: 'https://luis.example.com',
  managementEndpoint: 'https://luis-authoring.example.com',
  ...fields,
});
const model = (type: string, key: string) => ({ modelType: type, deploymentName: `${type}-d`, resourceName: 'res', endpoint: 'https://res.openai.example.com', azureKey: key });
const genai = (generation = [model('gpt-35-turbo', 'AZ-KEY-1')], vector = [model('text-embedding-ada-002', 'AZ-KEY-2')]) => ({
  isDefaultProvider: false,
  generativeAIProviderProperties: { generativeModels: generation, vectorSearchModels: vector },
});

const CREATE = `mutation($n: String!, $t: String!, $c: ID!, $s: String!) {
  createAIconnection(name: $n, type: $t, companyId: $c, settings: $s) { id name type backend token projectName settings }
}`;
const UPDATE = `mutation($id: ID!, $t: String!, $s: String!, $n: String) { updateAIconnection(id: $id, type: $t, settings: $s, name: $n) { id name projectName settings } }`;
const DELETE = 'mutation($id: ID!, $c: ID!) { deleteAIconnection(id: $id, companyId: $c) { success statusCode } }';
const LIST = 'query($c: ID!) { aiConnections(companyId: $c) { id name type projectName settings } }';

const create = (name: string, type: string, settings: unknown, who: Person = admin, c = companyId) =>
  gql(t, CREATE, { n: name, t: type, c, s: typeof settings === 'string' ? settings : JSON.stringify(settings) }, { token: who.token });
const update = (id: string, type: string, settings: unknown, name?: string, who: Person = admin) =>
  gql(t, UPDATE, { id, t: type, s: JSON.stringify(settings), n: name ?? null }, { token: who.token });
const created = (answer: Awaited<ReturnType<typeof gql>>) => {
  expect(answer.errors).toBeUndefined();
  return answer.data?.createAIconnection as { id: string; name: string; type: string; backend: string; token: string; projectName: string; settings: string };
};
const row = (id: string) => t.db.selectFrom('ai_connections').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the AI connections screen calls', () => {
  it('creates a LUIS cloud connection: the keys sealed at rest, masked in every answer', async () => {
    const answer = await create('Support LUIS', 'LuisCloud', luis());
    const made = created(answer);
    expect(made).toMatchObject({ name: 'Support LUIS', type: 'LuisCloud', backend: 'Azure', token: 'app-123', projectName: 'app-123' });
    expect(JSON.parse(made.settings)).toMatchObject({ token: 'app-123', subscriptionKey: SECRET_MASK, predictionPrimaryKey: SECRET_MASK });
    expect(JSON.stringify(answer)).not.toMatch(/AAAA|BBBB/);

    const stored = await row(made.id);
    expect(JSON.stringify(stored.settings)).not.toMatch(/AAAA|BBBB/);
    expect(stored.secret_enc).not.toMatch(/AAAA|BBBB/);
    expect(unsealSecrets(t.config.secretKey, stored.secret_enc)).toEqual({ subscriptionKey: KEY_A, predictionPrimaryKey: KEY_B });

    const list = await gql(t, LIST, { c: companyId }, { token: user.token });
    expect(JSON.stringify(list)).not.toMatch(/AAAA|BBBB/);
    expect(list.data?.aiConnections).toContainEqual(expect.objectContaining({ id: made.id, name: 'Support LUIS', projectName: 'app-123' }));
  });

  it('creates a Watson, a CLU, a built-in NLU and a default generative connection', async () => {
    const watson = created(await create('Watson one', 'Watson', { watson_url: 'https://api.watson.example.com', watson_api_key: 'WATSON-SECRET', watson_workspace_id: 'ws-1' }));
    expect(JSON.parse(watson.settings)).toEqual({ watson_url: 'https://api.watson.example.com', watson_api_key: SECRET_MASK, watson_workspace_id: 'ws-1' });
    const clu = created(
      await create('CLU one', 'CLU', {
        endpoint: 'https://clu.example.com',
        projectName: 'orders',
        subscriptionKey: 'CLU-SECRET',
        deploymentName: 'prod',
        primaryLanguage: 'en-GB',
        trainingModelName: 'm1',
      }),
    );
    expect(clu.projectName).toBe('orders');
    expect(created(await create('Own NLU', 'BuiltInNlu', { language: 'tr' })).backend).toBe('Console');
    expect(JSON.parse(created(await create('Default GenAI', 'Generative AI Default', {})).settings)).toEqual({ isDefaultProvider: true });
  });

  it('keeps a masked key on update and takes a new one; changes the name', async () => {
    const made = created(await create('GenAI', 'Generative AI', genai()));
    const shown = JSON.parse(made.settings) as ReturnType<typeof genai>;
    expect(shown.generativeAIProviderProperties.generativeModels[0]?.azureKey).toBe(SECRET_MASK);
    const models = shown.generativeAIProviderProperties;
    const next = genai([...models.generativeModels, model('gpt-4', 'AZ-KEY-3')], models.vectorSearchModels);
    const answer = await update(made.id, 'Generative AI', next, 'GenAI two');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateAIconnection).toMatchObject({ name: 'GenAI two' });
    expect(JSON.stringify(answer)).not.toMatch(/AZ-KEY/);
    expect(unsealSecrets(t.config.secretKey, (await row(made.id)).secret_enc)).toEqual({
      'generativeAIProviderProperties.generativeModels.0.azureKey': 'AZ-KEY-1',
      'generativeAIProviderProperties.generativeModels.1.azureKey': 'AZ-KEY-3',
      'generativeAIProviderProperties.vectorSearchModels.0.azureKey': 'AZ-KEY-2',
    });
  });

  it('refuses a name the company already has, whatever its case, with the spec text (402)', async () => {
    created(await create('Sales AI', 'BuiltInNlu', { language: 'en' }));
    const again = await create('sales ai', 'BuiltInNlu', { language: 'en' });
    expect(again.errors?.[0]).toMatchObject({ message: 'This AI name is already in use', extensions: { code: 'DUPLICATE', status: 402 } });
    // Another company may use it.
    expect(created(await create('Sales AI', 'BuiltInNlu', { language: 'en' }, stranger, otherCompanyId)).name).toBe('Sales AI');
    const other = created(await create('Other AI', 'BuiltInNlu', { language: 'en' }));
    expect((await update(other.id, 'BuiltInNlu', { language: 'en' }, 'SALES AI')).errors?.[0]?.message).toBe('This AI name is already in use');
  });

  it.each([
    ['a LUIS connection without its prediction key', 'LuisCloud', luis({ predictionPrimaryKey: '' }), 'The field cannot be empty'],
    ['a Watson address that is not one', 'Watson', { watson_url: 'nope', watson_api_key: 'k', watson_workspace_id: 'w' }, 'Please enter a valid url'],
    ['a deployment with an empty field', 'Generative AI', genai([model('gpt-35-turbo', '')]), 'Please fill all the fields'],
    ['a custom generative connection without deployments', 'Generative AI', genai([], []), 'Please add the deployments and make sure all model fields are filled'],
    ['settings that are not JSON', 'Watson', '{oops', 'The settings are not valid JSON.'],
    ['an unknown type', 'Alexa', {}, 'This AI type is not supported.'],
  ])('refuses %s with the contract text (400) and stores nothing', async (_, type, settings, message) => {
    const before = await t.db.selectFrom('ai_connections').select('id').where('company_id', '=', companyId).execute();
    const answer = await create('Refused AI', type, settings);
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.db.selectFrom('ai_connections').select('id').where('company_id', '=', companyId).execute()).toHaveLength(before.length);
  });

  it('checks the connection with its provider: a refusal is the 403 text, no answer the 500 text, and nothing is stored', async () => {
    const watson = { watson_url: 'https://api.watson.example.com', watson_api_key: 'WRONG-KEY', watson_workspace_id: 'ws-2' };
    for (const [kind, message, status] of [
      ['unauthorized', 'Please double check your configurations', 403],
      ['unavailable', 'Problem in internet connection', 500],
    ] as const) {
      aiAdapters.watson = (deps) => ({
        ...originalAdapters.watson(deps),
        check: async () => {
          throw new AiProviderError(kind, 'refused');
        },
      });
      const answer = await create(`Checked ${kind}`, 'Watson', watson);
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { status } });
      expect(JSON.stringify(answer)).not.toContain('WRONG-KEY');
      expect(await t.db.selectFrom('ai_connections').select('id').where('name', '=', `Checked ${kind}`).executeTakeFirst()).toBeUndefined();
    }
  });

  it("refuses another company's connection, a USER and a stranger", async () => {
    const mine = created(await create('Mine', 'BuiltInNlu', { language: 'en' }));
    expect((await update(mine.id, 'BuiltInNlu', { language: 'de' }, undefined, stranger)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t, DELETE, { id: mine.id, c: otherCompanyId }, { token: stranger.token })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(t, DELETE, { id: mine.id, c: companyId }, { token: user.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await create('By a user', 'BuiltInNlu', { language: 'en' }, user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await row(mine.id)).settings).toEqual({ language: 'en' });
  });

  it('deletes a connection with its intents, and refuses one a live assistant answers through (400)', async () => {
    const free = created(await create('Free AI', 'BuiltInNlu', { language: 'en' }));
    await addIntent(t.db, free.id, 'Greeting');
    const removed = await gql(t, DELETE, { id: free.id, c: companyId }, { token: admin.token });
    expect(removed.data?.deleteAIconnection).toEqual({ success: true, statusCode: 200 });
    expect(await t.db.selectFrom('ai_intents').select('id').where('connection_id', '=', free.id).execute()).toEqual([]);

    const used = created(await create('Used AI', 'BuiltInNlu', { language: 'en' }));
    const flow = starterFlow();
    const withAi = { ...flow, modules: [...flow.modules, { ...flow.modules[0], id: 'ai-module', type: 'AI', settings: { aiType: used.id } }] } as FlowDocument;
    await insertBot(t.db, t.clock.now(), { name: 'Live bot', companyId, userId: admin.userId, flow: withAi });
    const refused = await gql(t, DELETE, { id: used.id, c: companyId }, { token: admin.token });
    expect(refused.errors?.[0]).toMatchObject({ message: 'You can not remove this account, please check support team.', extensions: { status: 400 } });
    expect(await row(used.id)).toBeTruthy();
  });
});
