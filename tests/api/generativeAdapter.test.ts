import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { aiProviderFor } from '../../server/providers/ai';
import { generativeCustomService } from '../../server/providers/ai/generativeCustom';
import { generativeDefaultService } from '../../server/providers/ai/generativeDefault';
import { generativeServiceFor } from '../../server/providers/ai/generativeServices';
import type { AiConnectionRef } from '../../server/providers/ai/provider';
import { developerPageKey } from '../../server/sandboxes/openai/sandboxKeys';
import { FLIGHT_INTENTS } from './aiTestHelpers';
import { testConfig, type TestApp } from './testApp';
import { aiSandboxApp } from '../support/aiSandboxApp';
import { providerRefusal } from '../support/providerRefusal';

let t: TestApp;
let base = '';
const KEY = developerPageKey(testConfig.secretKey);

type Entry = { modelType: string; deploymentName: string; resourceName: string; endpoint: string; azureKey: string; apiStyle: 'azure' | 'openai' };
const azure = (deploymentName: string, key = KEY): Entry => ({
  modelType: deploymentName,
  deploymentName,
  resourceName: 'sandbox',
  endpoint: `${base}/sandbox/openai`,
  azureKey: key,
  apiStyle: 'azure',
});
const plain = (deploymentName: string, key = KEY): Entry => ({
  modelType: deploymentName,
  deploymentName,
  resourceName: '',
  endpoint: `${base}/sandbox/openai/v1`,
  azureKey: key,
  apiStyle: 'openai',
});
const connection = (chat: Entry, embeddings: Entry): AiConnectionRef => ({
  id: 'c1',
  companyId: 'co1',
  type: 'Generative AI',
  settings: { isDefaultProvider: false, generativeAIProviderProperties: { generativeModels: [chat], vectorSearchModels: [embeddings] } },
});
const service = generativeCustomService();
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const fault = (body: Record<string, unknown>) => post('/sandbox/openai/control/faults', body);
const dot = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + v * (b[i] ?? 0), 0);

const KB_PROMPT = [
  { role: 'system' as const, content: 'Answer from the passages only and name the passage you used.' },
  {
    role: 'user' as const,
    content:
      'Passage refunds.pdf: Refunds are paid within 14 days. A receipt is needed for every refund.\nPassage shipping.pdf: Parcels ship from Izmir. Delivery takes three working days.\nQuestion: How long does delivery take?',
  },
];

const app = aiSandboxApp();
beforeAll(() => {
  ({ t, base } = app.running());
});

describe('OpenAI-compatible chat completions and embeddings over the sandbox', () => {
  it('answers a knowledge-base prompt from the best passage in the Azure form, naming it, with token counts', async () => {
    const answer = await service.complete(connection(azure('gpt-35-turbo'), azure('text-embedding-ada-002')), KB_PROMPT, { temperature: 0.2, maxTokens: 200 });
    expect(answer.text).toBe('Delivery takes three working days. (Source: shipping.pdf)');
    expect(answer.promptTokens).toBeGreaterThan(20);
    expect(answer.completionTokens).toBeGreaterThan(0);
    expect(answer.toolCalls).toBeUndefined();
  });

  it('answers the same in the plain form, where the body names the model', async () => {
    const answer = await service.complete(connection(plain('gpt-35-turbo'), plain('text-embedding-ada-002')), KB_PROMPT, { topP: 1, stop: ['(Source'] });
    expect(answer.text).toBe('Delivery takes three working days. ');
  });

  it('gives each text a normalised vector in both forms: the same text the same vector, a similar text a closer one', async () => {
    const texts = ['How long does delivery take?', 'delivery takes how long', 'Refunds need a receipt'];
    const fromAzure = await service.embed(connection(azure('gpt-35-turbo'), azure('text-embedding-ada-002')), texts);
    const fromPlain = await service.embed(connection(plain('gpt-35-turbo'), plain('text-embedding-ada-002')), texts);
    expect(fromPlain).toEqual(fromAzure);
    expect(fromAzure).toHaveLength(3);
    expect(fromAzure[0]).toHaveLength(256);
    expect(dot(fromAzure[0]!, fromAzure[0]!)).toBeCloseTo(1, 6);
    expect(dot(fromAzure[0]!, fromAzure[1]!)).toBeGreaterThan(dot(fromAzure[0]!, fromAzure[2]!) + 0.3);
    expect(await service.embed(connection(azure('gpt-35-turbo'), azure('text-embedding-ada-002')), [])).toEqual([]);
  });

  it('answers a tool call when the words match an offered function, with the arguments the words give', async () => {
    const tools = [
      { name: 'transfer_to_agent', description: 'Hand the conversation over to a human support agent', parameters: { type: 'object', properties: {} } },
      { name: 'order_status', description: 'Look up the delivery status of an order', parameters: { type: 'object', properties: { orderNumber: { type: 'number' } } } },
    ];
    const c = connection(azure('gpt-35-turbo'), azure('text-embedding-ada-002'));
    const called = await service.complete(c, [{ role: 'user', content: 'What is the status of my order 1042?' }], { tools });
    expect(called.text).toBe('');
    expect(called.toolCalls).toEqual([{ id: expect.stringMatching(/^call_/), name: 'order_status', arguments: { orderNumber: 1042 } }]);
    const answered = await service.complete(
      c,
      [
        { role: 'user', content: 'What is the status of my order 1042?' },
        { role: 'assistant', content: '', toolCalls: called.toolCalls },
        { role: 'tool', content: '{"status":"shipped"}', toolCallId: called.toolCalls![0]!.id },
      ],
      { tools, toolChoice: 'none' },
    );
    expect(answered.toolCalls).toBeUndefined();
    const none = await service.complete(c, [{ role: 'user', content: 'Tell me a joke about penguins' }], { tools });
    expect(none.toolCalls).toBeUndefined();
    expect(none.text).toBe('You asked about: tell me a joke about penguins.');
  });
});

describe('refusals in words for people, never with the key', () => {
  it('a wrong key is unauthorized in both forms', async () => {
    const wrong = 'sk-sandbox-0000000000000000-' + 'x'.repeat(43);
    for (const entry of [azure('gpt-35-turbo', wrong), plain('gpt-35-turbo', wrong)]) {
      const error = await providerRefusal(service.complete(connection(entry, entry), [{ role: 'user', content: 'hi' }], {}));
      expect(error.kind).toBe('unauthorized');
      expect(error.message).toBe(`The generative AI service at ${base.slice(7)} refused the key (401). Check the key of the deployment.`);
      expect(error.message).not.toContain(wrong);
    }
  });

  it('an unknown deployment or model is bad input naming it', async () => {
    const error = await providerRefusal(service.complete(connection(azure('gpt-5-nowhere'), azure('text-embedding-ada-002')), [{ role: 'user', content: 'hi' }], {}));
    expect(error).toMatchObject({ kind: 'badInput', message: `The deployment "gpt-5-nowhere" was not found at ${base.slice(7)}. Check the endpoint and the deployment name.` });
    const plainError = await providerRefusal(service.embed(connection(plain('gpt-35-turbo'), plain('no-such-model')), ['x']));
    expect(plainError).toMatchObject({ kind: 'badInput', message: `The model "no-such-model" was not found at ${base.slice(7)}. Check the endpoint and the deployment name.` });
  });

  it('tries again after a 429 (Retry-After) and a 500, and gives up as unavailable when they go on', async () => {
    const c = connection(azure('gpt-35-turbo'), azure('text-embedding-ada-002'));
    expect((await fault({ operation: 'chat', status: 429, retryAfter: 0, times: 1 })).status).toBe(200);
    expect((await service.complete(c, [{ role: 'user', content: 'hello there' }], {})).text).toBe('You asked about: hello there.');
    expect((await fault({ operation: 'embeddings', status: 500, times: 1 })).status).toBe(200);
    expect(await service.embed(c, ['a'])).toHaveLength(1);
    await fault({ operation: 'chat', status: 500, times: 3 });
    expect(await providerRefusal(service.complete(c, [{ role: 'user', content: 'hello' }], {}))).toMatchObject({
      kind: 'unavailable',
      message: `The generative AI service at ${base.slice(7)} failed (500). Try again later.`,
    });
    await fault({ operation: 'chat', status: 429, retryAfter: 3600, times: 1 });
    expect(await providerRefusal(service.complete(c, [{ role: 'user', content: 'hello' }], {}))).toMatchObject({
      kind: 'unavailable',
      message: `The generative AI service at ${base.slice(7)} is busy (429). Try again later.`,
    });
  });

  it('a server that cannot be reached is unavailable', async () => {
    const gone = { ...azure('gpt-35-turbo'), endpoint: 'http://127.0.0.1:9/' };
    const error = await providerRefusal(service.complete(connection(gone, gone), [{ role: 'user', content: 'hi' }], {}));
    expect(error).toMatchObject({ kind: 'unavailable', message: 'The generative AI service at 127.0.0.1:9 could not be reached.' });
  });
});

describe('the sandbox speaks the protocol', () => {
  it('answers errors as OpenAI does: JSON error, Retry-After on 429, 404 without api-version, 400 for a bad body', async () => {
    const azurePath = '/sandbox/openai/openai/deployments/gpt-35-turbo/chat/completions';
    const wrongKey = await post(`${azurePath}?api-version=2024-02-01`, { messages: [{ role: 'user', content: 'x' }] }, { 'api-key': 'nope' });
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toMatchObject({ error: { code: '401', message: expect.stringContaining('Access denied') } });
    const plainWrong = await post('/sandbox/openai/v1/chat/completions', { model: 'gpt-35-turbo', messages: [] }, { authorization: 'Bearer nope' });
    expect(await plainWrong.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'invalid_api_key' } });
    expect((await post(azurePath, { messages: [{ role: 'user', content: 'x' }] }, { 'api-key': KEY })).status).toBe(404);
    const bad = await post(`${azurePath}?api-version=2024-02-01`, { messages: [], temperature: 3 }, { 'api-key': KEY });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { type: 'invalid_request_error', message: 'messages: messages must hold at least one message.' } });
    await fault({ status: 429, retryAfter: 7 });
    const busy = await post(`${azurePath}?api-version=2024-02-01`, { messages: [{ role: 'user', content: 'x' }] }, { 'api-key': KEY });
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('7');
    expect(await busy.json()).toMatchObject({ error: { code: 'rate_limit_exceeded' } });
  });

  it('lists its models, creates deployments and keys, and shows them on the developer page', async () => {
    const created = await post('/sandbox/openai/deployments', { name: 'support-gpt', model: 'gpt-4', kind: 'chat' });
    expect(await created.json()).toEqual({ name: 'support-gpt', model: 'gpt-4', kind: 'chat' });
    expect((await post('/sandbox/openai/deployments', { name: '', model: 'gpt-4', kind: 'chat' })).status).toBe(400);
    const { key } = (await (await post('/sandbox/openai/keys', {})).json()) as { key: string };
    const models = (await (await fetch(`${base}/sandbox/openai/v1/models`, { headers: { authorization: `Bearer ${key}` } })).json()) as { data: Array<{ id: string }> };
    expect(models.data.map((m) => m.id)).toEqual(['gpt-35-turbo', 'text-embedding-ada-002', 'support-gpt']);
    const answer = await service.complete(connection(plain('support-gpt', key), plain('text-embedding-ada-002', key)), [{ role: 'user', content: 'Hi' }], {});
    expect(answer.text).toBe('You asked about: hi.');
    const page = await (await fetch(`${base}/sandbox/openai`)).text();
    expect(page).toContain(`${base}/sandbox/openai/v1`);
    expect(page).toContain(KEY);
    expect(page).toContain('support-gpt');
  });
});

describe('the generative kinds', () => {
  it("predicts among the module's intents by asking the model, with the entities and the cost of the tokens", async () => {
    const c = connection(azure('gpt-35-turbo'), azure('text-embedding-ada-002'));
    const prediction = await aiProviderFor(t, c).predict(c, 'Book a flight to Berlin for 2', FLIGHT_INTENTS);
    expect(prediction.predictions.map((p) => p.intent)).toEqual(['BookFlight', 'CancelBooking']);
    expect(prediction.predictions[0]).toMatchObject({ parameters: { city: 'berlin', passengers: 2 } });
    expect(prediction.usageCost).toBeGreaterThan(0);
    expect(await providerRefusal(aiProviderFor(t, c).predict(c, 'x', { intents: [] }))).toMatchObject({ kind: 'badInput', message: 'The module has no intents to test against.' });
  });

  it('the product subscription uses the sandbox in developer mode, with no key from the user', async () => {
    const c: AiConnectionRef = { id: 'c2', companyId: 'co1', type: 'Generative AI Default', settings: { isDefaultProvider: true } };
    const provider = aiProviderFor(t, c);
    await provider.check(c);
    expect((await provider.predict(c, 'please cancel my booking', FLIGHT_INTENTS)).predictions[0]!.intent).toBe('CancelBooking');
    expect((await generativeServiceFor(t, c).embed(c, ['x']))[0]).toHaveLength(256);
    const production = generativeDefaultService({ config: { ...t.config, devMode: false } });
    expect(await providerRefusal(production.complete(c, [{ role: 'user', content: 'hi' }], {}))).toMatchObject({
      kind: 'unavailable',
      message: "The product's generative AI subscription is not configured on this server (GENERATIVE_AI_URL).",
    });
  });

  it('checks a connection with a tiny completion, refuses training and tells a connection without deployments', async () => {
    const good = connection(azure('gpt-35-turbo'), azure('text-embedding-ada-002'));
    await aiProviderFor(t, good).check(good);
    const wrong = connection(azure('gpt-35-turbo', 'wrong'), azure('text-embedding-ada-002'));
    expect(await providerRefusal(aiProviderFor(t, wrong).check(wrong))).toMatchObject({ kind: 'unauthorized' });
    expect(await providerRefusal(aiProviderFor(t, good).train(good))).toMatchObject({
      kind: 'badInput',
      message: 'Generative AI connections are not trained: their intents are kept in the module.',
    });
    const empty: AiConnectionRef = { id: 'c3', companyId: 'co1', type: 'Generative AI', settings: {} };
    expect(await providerRefusal(service.complete(empty, [{ role: 'user', content: 'hi' }], {}))).toMatchObject({
      kind: 'badInput',
      message: 'This Generative AI connection has no generative and vector-search deployment. Add them in its settings.',
    });
    const other: AiConnectionRef = { id: 'c4', companyId: 'co1', type: 'DialogFlow', settings: {} };
    expect(() => generativeServiceFor(t, other)).toThrow('This AI connection is not a Generative AI connection.');
  });
});

describe('the product subscription is configuration, not code', () => {
  it('reads GENERATIVE_AI_* and refuses a wrong style or address', () => {
    const read = readConfig({
      GENERATIVE_AI_URL: 'http://localhost:11434/v1/',
      GENERATIVE_AI_API_STYLE: 'openai',
      GENERATIVE_AI_MODEL: 'llama3.1',
      GENERATIVE_AI_EMBEDDING_MODEL: 'nomic-embed-text',
    });
    expect('config' in read && read.config.generativeAi).toEqual({ url: 'http://localhost:11434/v1', apiStyle: 'openai', model: 'llama3.1', embeddingModel: 'nomic-embed-text' });
    const wrong = readConfig({ GENERATIVE_AI_URL: 'nowhere', GENERATIVE_AI_API_STYLE: 'soap' });
    const text = 'problems' in wrong ? wrong.problems.join('\n') : '';
    expect(text).toContain('GENERATIVE_AI_URL');
    expect(text).toContain('GENERATIVE_AI_API_STYLE: must be azure or openai');
  });

  it('calls the configured service in the plain form with the configured key and models', async () => {
    const c: AiConnectionRef = { id: 'c5', companyId: 'co1', type: 'Generative AI Default', settings: { isDefaultProvider: true } };
    const generativeAi = { url: `${base}/sandbox/openai/v1`, apiStyle: 'openai' as const, key: KEY, model: 'gpt-35-turbo' };
    const configured = generativeDefaultService({ config: { ...t.config, devMode: false, generativeAi } });
    expect((await configured.complete(c, KB_PROMPT, {})).text).toBe('Delivery takes three working days. (Source: shipping.pdf)');
    const wrongKey = generativeDefaultService({ config: { ...t.config, generativeAi: { ...generativeAi, key: 'sk-wrong' } } });
    expect(await providerRefusal(wrongKey.embed(c, ['x']))).toMatchObject({ kind: 'unauthorized' });
  });
});
