// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertKnowledgeBase } from '../../server/knowledgeBase/knowledgeBaseStore';
import { createAiData } from '../../services/designerData/ai';
import { createGraphqlClient } from '../../services/graphql';
import { configureHttpPolicy, http } from '../../services/http';
import { aiConnection, fetchInto } from './aiTestHelpers';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import type { TestApp } from './testApp';
import { cluSettings, newCluProject, storedAiConnection } from '../support/aiSandboxConnections';
import { aiSandboxApp } from '../support/aiSandboxApp';

let t: TestApp;
let admin: Person;
let bee: Person;
let companyId: string;
let otherCompanyId: string;
let data: ReturnType<typeof createAiData>;
const navigate = vi.fn();
const toast = vi.fn();

let base = '';
const app = aiSandboxApp({ company: 'Client AI Co' });
beforeAll(async () => {
  ({ t, base, admin, companyId } = app.running());
  bee = await personWithSession(t, 'Bee');
  otherCompanyId = await companyWith(t, 'Other Co', [[bee, 'ADMIN']]);
  // The console keeps its token in a cookie; this process has no browser, so it gets a document with one.
  vi.stubGlobal('document', { cookie: `token=${encodeURIComponent(admin.token)}` });
  configureHttpPolicy({ navigate, toast, clearStorage: vi.fn() });
  const fetchFn = fetchInto(t.app);
  const graphql = createGraphqlClient({ uri: 'http://console.test/bot/graphql', fetch: fetchFn });
  data = createAiData({ http: http.extend({ prefixUrl: 'http://console.test', fetch: fetchFn }), graphql: () => graphql });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the AI data client against the server', () => {
  it('lists AI connections with their settings as an object', async () => {
    const id = await aiConnection(t, companyId, admin, 'Generative AI', { model: 'gpt-4' });
    expect(await data.aiConnections(companyId)).toContainEqual(expect.objectContaining({ id, type: 'Generative AI', companyId, backend: 'sandbox', settings: { model: 'gpt-4' } }));
  });

  it('edits intents, utterances and entities, downloads and uploads rows', async () => {
    const id = await aiConnection(t, companyId, admin, 'BuiltInNlu');
    expect(await data.addIntent(id, 'Greeting')).toEqual({ success: true, statusCode: 200 });
    const [greeting] = await data.intentsOf(id);
    expect(greeting).toEqual({ intent: 'Greeting', intent_id: expect.any(String) });
    await data.addUtterance(id, 'Greeting', 'hello');
    await data.addEntity(id, 'city');
    const [city] = await data.entitiesOf(id);
    await data.updateEntityLabels(id, city!.entity_id, 'city', [{ value: 'Berlin', synonyms: ['BER'] }]);
    expect(await data.entitiesOf(id)).toEqual([{ entity: 'city', entity_id: city!.entity_id, labels: [{ value: 'Berlin', synonyms: ['BER'] }] }]);
    await data.updateIntent(id, greeting!.intent_id, 'Hello', ['hello', 'hi there'], [{ name: 'where', entity: 'city' }]);
    const details = await data.intentDetails(id, 'Hello', greeting!.intent_id);
    expect(details).toMatchObject({ intent: 'Hello', parameters: [{ name: 'where', entity: 'city' }] });
    await data.removeUtterance(id, 'Hello', details.utterances[1]!.id);
    await data.importIntents(id, [{ Intent: 'Bye', Utterances: 'see you' }]);
    expect(await data.intentsAndUtterances(id)).toEqual([
      { intent: 'Bye', utterances: ['see you'] },
      { intent: 'Hello', utterances: ['hello'] },
    ]);
    await data.removeIntent(id, greeting!.intent_id);
    await data.removeEntity(id, city!.entity_id);
    expect((await data.intentsOf(id)).map((i) => i.intent)).toEqual(['Bye']);
    expect(await data.entitiesOf(id)).toEqual([]);
  });

  it('trains, follows the status with the clock, publishes and predicts', async () => {
    const { id } = await storedAiConnection(t, companyId, admin.userId, 'CLU', cluSettings(await newCluProject(base, 'client-orders')));
    await data.importIntents(id, [
      { Intent: 'Greeting', Utterances: 'good morning' },
      { Intent: 'Refund', Utterances: 'I want my money back' },
    ]);
    expect(await data.train(id)).toEqual({ status: 'notStarted', statusId: '9' });
    t.clock.advance(5);
    expect(await data.trainingStatus(id)).toEqual({ status: 'succeeded', statusId: '0' });
    expect(await data.publish(id)).toEqual({ success: true, statusCode: 200 });
    const answer = await data.predict({ actionId: 'm1', id, companyId, input: 'money back please', aiActionModuleNodeSettings: {}, retryCount: 0 });
    expect(answer.predictions.map((p) => p.intent)).toEqual(['Refund', 'Greeting']);
    expect(answer.usageCost).toBe(0);
  });

  it('reads knowledge bases and their intents, and generates utterances', async () => {
    const baseId = await insertKnowledgeBase(t.db, t.clock.now(), {
      companyId,
      userId: admin.userId,
      label: 'FAQ',
      intents: [{ label: 'Hours', language: 'en', utterances: ['When are you open?'] }],
    });
    expect(await data.knowledgeBases(companyId)).toEqual([expect.objectContaining({ _id: baseId, label: 'FAQ', companyId })]);
    expect(await data.knowledgeBaseIntents(baseId)).toEqual([
      { _id: expect.any(String), label: 'Hours', knowledgeBaseId: baseId, language: 'en', utterances: ['When are you open?'] },
    ]);
    const generated = await data.generateUtterances({ companyId, userInput: 'I want to buy shoes', targetLanguage: 'en', numberOfUtterances: 3, existingUtterances: [] });
    expect(generated).toEqual(['I want to purchase shoes', 'I would like to buy shoes', 'Can you help me buy shoes?']);
  });

  it('creates a knowledge base, uploads a document embedded by the generative connection, lists and deletes it', async () => {
    // The product's subscription, which this app points at the generative sandbox.
    const providerId = await aiConnection(t, companyId, admin, 'Generative AI Default');
    const created = await data.createKnowledgeBase(companyId, 'Shipping help');
    expect(created).toMatchObject({ label: 'Shipping help', companyId });
    await expect(data.createKnowledgeBase(companyId, 'shipping HELP')).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      body: { message: 'A knowledge base with this name exists.' },
    });
    const document = await data.uploadDocument(created._id, {
      title: 'Delivery',
      contentType: 'text/plain',
      content: 'Parcels to Europe take three to five working days.',
      providerId,
    });
    expect(document).toMatchObject({ knowledgeBaseId: created._id, title: 'Delivery', passages: 1, providerId });
    expect(await data.knowledgeBaseDocuments(created._id)).toEqual([document]);
    await data.deleteDocument(created._id, document._id);
    expect(await data.knowledgeBaseDocuments(created._id)).toEqual([]);
    await expect(data.deleteDocument(created._id, document._id)).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('reports a provider that does not embed the upload (502) to the caller and stays on the page', async () => {
    // A custom Generative AI connection without deployments: its vector-search model cannot embed.
    const providerId = await aiConnection(t, companyId, admin, 'Generative AI');
    const created = await data.createKnowledgeBase(companyId, 'No deployments');
    navigate.mockClear();
    await expect(data.uploadDocument(created._id, { title: 'Delivery', contentType: 'text/plain', content: 'Parcels take three days.', providerId })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      body: { message: 'The vector-search model did not embed the document.' },
    });
    // Any other call's 502 leaves for the error page (spec 8); the upload's caller shows it instead.
    expect(navigate).not.toHaveBeenCalled();
    expect(await data.knowledgeBaseDocuments(created._id)).toEqual([]);
  });

  it('rejects with the ApiFailure shape: bad input 400 with the message, another company 403', async () => {
    const id = await aiConnection(t, companyId, admin, 'BuiltInNlu');
    await expect(data.addIntent(id, 'x'.repeat(101))).rejects.toEqual({
      kind: 'http',
      status: 400,
      body: { statusCode: 400, error: 'BAD_USER_INPUT', message: 'Intents should not exceed a 100 characters in length.' },
    });
    await expect(data.addEntity(id, 'city ')).rejects.toMatchObject({ status: 400, body: { message: 'You can not add turkish characters or spaces to an entity' } });
    await expect(data.publish(id)).rejects.toMatchObject({ kind: 'http', status: 409 });
    await expect(data.predict({ actionId: 'm', id, companyId, input: '', aiActionModuleNodeSettings: {}, retryCount: 0 })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      body: { message: 'The input to test cannot be empty.' },
    });
    expect(toast).not.toHaveBeenCalled();
    const foreign = await aiConnection(t, otherCompanyId, bee, 'BuiltInNlu');
    await expect(data.intentsOf(foreign)).rejects.toMatchObject({ kind: 'http', status: 403, body: { message: "You don't have access to this company." } });
    await expect(data.knowledgeBases(otherCompanyId)).rejects.toMatchObject({ kind: 'http', status: 403 });
  });
});
