// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFlow } from '../../machines/flow/compile';
import { generateFlowPaths, transitionsOf } from '../../machines/flow/paths';
import type { FlowDocument, FlowModule } from '../../services/contracts/flow';
import { readModule, type StoredModule } from '../../services/contracts/modules/storedFlow';
import { aiConnection } from '../../tests/api/aiTestHelpers';
import { companyWith, personWithSession } from '../../tests/api/graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from '../../tests/api/testApp';
import { engineEffects } from '../../tests/engine/engineEffects';
import { hashedEmbedding, localGenerativeService } from '../../tests/support/localGenerative';
import { insertKnowledgeBase } from '../knowledgeBase/knowledgeBaseStore';
import { insertDocument, searchPassages, vectorMode, vectorModeLine } from '../knowledgeBase/passageStore';
import { AiProviderError, type GenerativeService } from '../providers/ai/provider';
import { answerChat } from '../sandboxes/openai/chatModel';
import { answerMessage } from '../../machines/flow/modules/generative';
import { createGenerativeAnswer, systemPrompt } from './generativeAnswer';
import { runTurn, type EngineEffects } from './turn';

let t: TestApp;
let companyId: string;
let otherCompanyId: string;
let providerId: string;
let otherProviderId: string;
let baseId: string;
let otherBaseId: string;

const SHIPPING = 'Parcels to Europe take three to five working days with tracked shipping.';
const RETURNS = 'Returns are free within thirty days; print the label from your order page.';

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  const ada = await personWithSession(t, 'Ada');
  const bee = await personWithSession(t, 'Bee');
  companyId = await companyWith(t, 'KB Co', [[ada, 'ADMIN']]);
  otherCompanyId = await companyWith(t, 'Other Co', [[bee, 'ADMIN']]);
  providerId = await aiConnection(t, companyId, ada, 'Generative AI');
  otherProviderId = await aiConnection(t, otherCompanyId, bee, 'Generative AI');
  baseId = await insertKnowledgeBase(t.db, t.clock.now(), {
    companyId,
    userId: ada.userId,
    label: 'Help',
    intents: [{ label: 'Human', language: 'en', utterances: ['I want to talk to a human agent'] }],
  });
  otherBaseId = await insertKnowledgeBase(t.db, t.clock.now(), { companyId: otherCompanyId, userId: bee.userId, label: 'Other', intents: [] });
  const passages = [SHIPPING, RETURNS].map((text) => ({ text, embedding: hashedEmbedding(text) }));
  await insertDocument(t.db, {
    knowledgeBaseId: baseId,
    companyId,
    title: 'Shipping guide',
    contentType: 'text/plain',
    size: 100,
    providerId,
    userId: ada.userId,
    now: t.clock.now(),
    passages: passages.slice(0, 1),
  });
  await insertDocument(t.db, {
    knowledgeBaseId: baseId,
    companyId,
    title: 'Returns policy',
    contentType: 'text/plain',
    size: 100,
    providerId,
    userId: ada.userId,
    now: t.clock.now(),
    passages: passages.slice(1),
  });
  await insertDocument(t.db, {
    knowledgeBaseId: otherBaseId,
    companyId: otherCompanyId,
    title: 'Secret',
    contentType: 'text/plain',
    size: 10,
    providerId: otherProviderId,
    userId: bee.userId,
    now: t.clock.now(),
    passages: [{ text: SHIPPING, embedding: hashedEmbedding(SHIPPING) }],
  });
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('passage storage and retrieval', () => {
  it('keeps embeddings as pgvector vectors in the embedded database and says so', async () => {
    expect(await vectorMode(t.db)).toBe('pgvector');
    expect(await vectorModeLine(t.db)).toContain('pgvector (cosine distance)');
  });

  it('finds the most similar passages of the company’s knowledge base, best first, above the minimum score', async () => {
    const found = await searchPassages(t.db, { knowledgeBaseId: baseId, companyId, embedding: hashedEmbedding('How long does shipping to Europe take?'), limit: 2, minScore: 0 });
    expect(found.map((p) => p.title)).toEqual(['Shipping guide', 'Returns policy']);
    expect(found[0]!.score).toBeGreaterThan(found[1]!.score);
    const strict = await searchPassages(t.db, {
      knowledgeBaseId: baseId,
      companyId,
      embedding: hashedEmbedding('How long does shipping to Europe take?'),
      limit: 2,
      minScore: found[0]!.score - 0.001,
    });
    expect(strict.map((p) => p.text)).toEqual([SHIPPING]);
  });

  it('finds nothing in another company’s knowledge base or with another dimension', async () => {
    expect(await searchPassages(t.db, { knowledgeBaseId: otherBaseId, companyId, embedding: hashedEmbedding(SHIPPING), limit: 4, minScore: 0 })).toEqual([]);
    expect(await searchPassages(t.db, { knowledgeBaseId: baseId, companyId, embedding: hashedEmbedding(SHIPPING, 16), limit: 4, minScore: 0 })).toEqual([]);
  });
});

const mod = (id: string, extra: Partial<StoredModule>): FlowModule =>
  readModule({ id, type: 'MESSAGE', name: id, position: { x: 0, y: 0 }, connections: [], settings: {}, ...extra });
const say = (id: string, text: string) => mod(id, { settings: { messageType: 'TEXT', payloads: [text] } });

function flowWith(settings: Record<string, unknown>, connections: StoredModule['connections'] = []): FlowDocument {
  return {
    formatVersion: 2,
    modules: [
      mod('start', { type: 'START', connections: [{ id: 'gen' }] }),
      mod('gen', {
        type: 'GENERATIVE',
        fallback: 'sorry',
        settings: { knowledgeBaseId: [baseId], providerId, toggleForKbOnly: true, intents: [{ name: 'Human' }], ...settings },
        connections: [{ id: 'agent', intent: 'Human' }, { id: 'limit', optionID: 'messageLimit' }, { id: 'kept', optionID: 'returnAsParameter' }, ...connections],
      }),
      say('agent', 'An agent will take over.'),
      say('limit', 'That was your last question.'),
      say('kept', 'Kept: #ANSWER'),
      say('sorry', 'Sorry, I cannot answer that.'),
    ],
  };
}

const effects = (service: GenerativeService, timeoutMs?: number): EngineEffects =>
  engineEffects({
    integrationCall: async () => ({ status: 200, variables: {} }),
    generativeAnswer: createGenerativeAnswer(
      { db: t.db, config: t.config, generativeServiceFor: () => service, ...(timeoutMs ? { timeoutMs } : {}) },
      { companyId, conversationId: randomUUID() },
    ),
  });
const texts = (messages: Array<{ content: Record<string, unknown> }>) => messages.map((m) => m.content['text']);

async function conversation(flow: FlowDocument, service: GenerativeService, questions: string[], timeoutMs?: number) {
  const machine = compileFlow(flow, { random: () => 0 });
  let turn = await runTurn(machine, effects(service, timeoutMs), { snapshot: null });
  const turns = [turn];
  for (const text of questions) {
    turn = await runTurn(machine, effects(service, timeoutMs), { snapshot: JSON.parse(JSON.stringify(turn.snapshot)), input: { text, messageType: 'TEXT' } });
    turns.push(turn);
  }
  return turns;
}

describe('the Auto Generative module in a conversation', () => {
  it('answers from the uploaded document’s passage, citing the document, then waits for the next question', async () => {
    const service = localGenerativeService();
    const [opened, answered] = await conversation(
      flowWith({ persona: 'You are the shop’s helper.', language: 'English', generativeModuleSettings: { temperature: 0.2, maxTokens: 200 } }),
      service,
      ['How long does shipping to Europe take?'],
    );
    expect(opened!.moduleId).toBe('gen');
    expect(texts(answered!.messages)).toEqual([`${SHIPPING} (from: Shipping guide)`]);
    expect(answered!.moduleId).toBe('gen');
    const completion = service.calls.find((c) => c.messages)!;
    expect(completion.options).toEqual({ temperature: 0.2, maxTokens: 200 });
    expect(completion.messages![0]!.content).toContain('You are the shop’s helper.');
    expect(completion.messages![0]!.content).toContain('Answer in this language: English.');
    expect(completion.messages!.at(-1)).toEqual({ role: 'user', content: 'How long does shipping to Europe take?' });
  });

  it('follows the intent whose utterance the question matches', async () => {
    const [, turn] = await conversation(flowWith({}), localGenerativeService(), ['I want to talk to a human agent']);
    expect(texts(turn!.messages)).toEqual(['An agent will take over.']);
  });

  it('with Use Only KB, falls back when nothing is similar enough, saying why in the log', async () => {
    const [, turn] = await conversation(flowWith({ generativeModuleSettings: { minSimilarityScore: 0.9 } }), localGenerativeService(), ['zebra quantum']);
    expect(texts(turn!.messages)).toEqual(['Sorry, I cannot answer that.']);
    expect(turn!.debug.map((d) => d.text).join('\n')).toContain('nothing in the knowledge base is similar enough');
  });

  it('falls back with the reason when the provider refuses, times out, or the connection is another company’s', async () => {
    const refused = await conversation(flowWith({}), localGenerativeService({ fail: new AiProviderError('unauthorized', 'The key was refused.') }), ['Shipping?']);
    expect(texts(refused[1]!.messages)).toEqual(['Sorry, I cannot answer that.']);
    expect(refused[1]!.debug.map((d) => d.text).join('\n')).toContain('refused (unauthorized)');
    const late = await conversation(flowWith({}), localGenerativeService({ hang: true }), ['Shipping?'], 50);
    expect(late[1]!.debug.map((d) => d.text).join('\n')).toContain('did not answer within');
    const foreign = await conversation(flowWith({ providerId: otherProviderId }), localGenerativeService(), ['Shipping?']);
    expect(foreign[1]!.debug.map((d) => d.text).join('\n')).toContain('no generative AI connection of this company');
  });

  it('follows the message limit connection once the limit of answers is reached', async () => {
    const turns = await conversation(flowWith({ useMessageLimit: true, messageLimitCount: 2 }), localGenerativeService(), [
      'Shipping to Europe?',
      'Returns within thirty days?',
      'And more?',
    ]);
    expect(texts(turns[1]!.messages)).toHaveLength(1);
    expect(texts(turns[2]!.messages)).toEqual([`${RETURNS} (from: Returns policy)`]);
    expect(texts(turns[3]!.messages)).toEqual(['That was your last question.']);
  });

  it('keeps the answer as a parameter and follows its connection', async () => {
    const [, turn] = await conversation(flowWith({ returnAnswerAsParameterOnly: true, inputParam: '#ANSWER' }), localGenerativeService(), [
      'How long does shipping to Europe take?',
    ]);
    expect(texts(turn!.messages)).toEqual([`Kept: ${SHIPPING}`]);
  });

  it('in INPUT mode answers the last reply without waiting', async () => {
    const flow = flowWith({ aiMode: 'INPUT' });
    const [opened] = await conversation(flow, localGenerativeService(), []);
    // Opened without a reply: nothing to ask, so it falls back.
    expect(texts(opened!.messages)).toEqual(['Sorry, I cannot answer that.']);
  });
});

describe('the prompt and the generative sandbox', () => {
  it('puts each passage under its document title, which the sandbox model reads, answers from and cites once', () => {
    const passage = (title: string, text: string, position: number) => ({ id: `p${position}`, documentId: `d${position}`, title, text, position, score: 0.8 });
    const request = { moduleId: 'gen', settings: { language: 'en' }, question: 'How long does delivery to Europe take?', params: {} };
    const prompt = systemPrompt(request, [passage('Shipping: Europe', `Shipping\n${SHIPPING}`, 0), passage('Returns policy', `Returns\n${RETURNS}`, 1)]);
    expect(prompt).toContain(`Passage Shipping Europe:\nShipping\n${SHIPPING}`);
    const completion = answerChat({
      model: 'gpt-35-turbo',
      messages: [
        { role: 'system', content: prompt },
        { role: 'user', content: request.question },
      ],
    });
    expect(completion.content).toBe(`${SHIPPING} (Source: Shipping Europe)`);
    // The answer names its document already: the person reads it once.
    const shown = answerMessage('gen', { kind: 'answer', text: completion.content!, source: 'Shipping Europe' });
    expect(shown.content).toEqual({ text: `${SHIPPING} (Source: Shipping Europe)` });
    expect(answerMessage('gen', { kind: 'answer', text: 'Three days.', source: 'Shipping Europe' }).content).toEqual({ text: 'Three days. (from: Shipping Europe)' });
  });
});

describe('the path generator', () => {
  it('lists and takes every way out of the module', () => {
    const flow = flowWith({ useMessageLimit: true, messageLimitCount: 1 });
    const keys = transitionsOf(flow)
      .filter((tr) => tr.moduleId === 'gen' && !tr.never)
      .map((tr) => tr.id.split('>')[1] ?? tr.id);
    expect(keys.sort()).toEqual(['answered', 'failed', 'intent:Human', 'message', 'messageLimit', 'noAnswer'].sort());
    const paths = generateFlowPaths(flow);
    const uncovered = paths.uncovered.transitions.map((u) => JSON.stringify(u));
    for (const key of ['answered', 'failed', 'intent:Human', 'message', 'noAnswer', 'messageLimit']) expect(uncovered.filter((u) => u.includes(`gen>${key}`))).toEqual([]);
    const parameterFlow = flowWith({ returnAnswerAsParameterOnly: true });
    expect(transitionsOf(parameterFlow).some((tr) => tr.moduleId === 'gen' && tr.id.endsWith('parameter'))).toBe(true);
  });
});
