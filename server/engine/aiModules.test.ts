// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFlow } from '../../machines/flow/compile';
import type { FlowDocument } from '../../services/contracts/flow';
import { aiConnection } from '../../tests/api/aiTestHelpers';
import { companyWith, personWithSession, type Person } from '../../tests/api/graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from '../../tests/api/testApp';
import { mod } from '../../tests/engine/flows';
import { loadAiConnection } from '../ai/connectionRef';
import { putSandboxRecords } from '../designerData/sandboxRecords';
import { outboxMailer } from '../mail/mailer';
import { AGENT_KIND, agentScope, sandboxAgents } from '../providers/agents/sandboxAdapter';
import { builtInNluProvider } from '../providers/ai/builtInNlu';
import type { ChatMessage, CompletionOptions, GenerativeService, ToolCall } from '../providers/ai/provider';
import { sandboxZapier, ZAPIER_ZAP_KIND } from '../providers/zapier/sandboxAdapter';
import type { AgentModelFor } from './agentReply';
import { createEngineEffects } from './effects';
import { runTurn } from './turn';

let t: TestApp;
let admin: Person;
let companyId: string;
let otherCompanyId: string;
let nluId: string;
let foreignNluId: string;
let hook: Server;
let hookBase = '';
const hookCalls: Array<{ url: string; body: unknown }> = [];

/** The fake model: what it was asked, and what it answers next. */
const asked: Array<{ messages: ChatMessage[]; options: CompletionOptions }> = [];
let answerNext: (messages: ChatMessage[]) => { text: string; toolCalls?: ToolCall[] } = () => ({ text: '' });
const fakeModel: GenerativeService = {
  complete: async (_connection, messages, options) => {
    asked.push({ messages, options });
    return { ...answerNext(messages), promptTokens: 1, completionTokens: 1 };
  },
  embed: async () => [],
};
let modelFor: AgentModelFor = async () => null;

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  admin = await personWithSession(t, 'Admin');
  const other = await personWithSession(t, 'Other');
  companyId = await companyWith(t, 'AI Engine Co', [[admin, 'ADMIN']]);
  otherCompanyId = await companyWith(t, 'Other Co', [[other, 'ADMIN']]);
  // A trained and published NLU, as the panel leaves it: English and Turkish utterances per intent.
  nluId = await aiConnection(t, companyId, admin, 'BuiltInNlu', { language: 'en' });
  const provider = builtInNluProvider(t);
  const ref = (await loadAiConnection(t, nluId, companyId))!;
  await provider.importRows(ref, [
    { intent: 'order_status', utterances: ['where is my order', 'track my package', 'siparişim nerede', 'kargom nerede'] },
    { intent: 'greeting', utterances: ['hello there', 'good morning', 'merhaba', 'günaydın'] },
  ]);
  expect(await provider.train(ref)).toEqual({ status: 'Success', statusId: '1' });
  await provider.publish(ref);
  foreignNluId = await aiConnection(t, otherCompanyId, other, 'BuiltInNlu', { language: 'en' });

  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      hookCalls.push({ url: req.url ?? '', body: body ? JSON.parse(body) : null });
      if (req.url === '/fail') res.writeHead(500).end('{}');
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success","ticket":"T-7","nested":{"x":1}}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookBase = `http://127.0.0.1:${(hook.address() as AddressInfo).port}`;
  await putSandboxRecords(t.db, ZAPIER_ZAP_KIND, companyId, [
    { key: 'zap-ok', data: { name: 'Ticket', hookUrl: `${hookBase}/hooks/catch/1/ok` } },
    { key: 'zap-fail', data: { name: 'Broken', hookUrl: `${hookBase}/fail` } },
  ]);
  await putSandboxRecords(t.db, AGENT_KIND, agentScope(companyId, 'acme'), [
    {
      key: 'v1',
      data: {
        agentId: 'agent-1',
        agentName: 'Helper',
        instructions: 'You help with orders.',
        functions: [{ name: 'talk_to_human', description: 'The person wants a person.' }],
        isPublished: true,
        version: '1',
      },
    },
  ]);
});
afterAll(async () => {
  await new Promise((resolve) => hook.close(resolve));
  await t.app.close();
  await t.db.destroy();
});

const effects = (options: { allowPrivateAddresses?: boolean } = {}) =>
  createEngineEffects(
    {
      db: t.db,
      clock: t.clock,
      config: t.config,
      mailer: outboxMailer(t.db, t.clock),
      allowPrivateAddresses: options.allowPrivateAddresses ?? true,
      zapier: sandboxZapier(t.db),
      agents: sandboxAgents(t.db),
      agentModelFor: (id) => modelFor(id),
    },
    { conversationId: randomUUID(), companyId, versionId: null, now: t.clock.now() },
  );

const say = (id: string, text: string) => mod(id, 'MESSAGE', { settings: { messageType: 'TEXT', payloads: [text] } });
const texts = (messages: Array<{ content: Record<string, unknown> }>) => messages.map((m) => m.content['text']);

function aiFlow(settings: Record<string, unknown>): FlowDocument {
  return {
    formatVersion: 2,
    modules: [
      mod('start', 'START', { connections: [{ id: 'ai' }] }),
      mod('ai', 'AI', {
        settings: { aiType: nluId, aiMode: 'MESSAGE', ...settings },
        fallback: 'sorry',
        connections: [
          { id: 'status', intent: 'order_status' },
          { id: 'hi', intent: 'greeting' },
        ],
      }),
      say('status', 'Let me look up your order.'),
      say('hi', 'Hello!'),
      say('sorry', 'Sorry, I did not understand.'),
    ],
  };
}

/** Opens a conversation, then sends one message; what the assistant says and logs after it. */
async function ask(flow: FlowDocument, text: string, options: { allowPrivateAddresses?: boolean } = {}) {
  const machine = compileFlow(flow, { random: () => 0 });
  const opened = await runTurn(machine, effects(options), { snapshot: null });
  const stored = JSON.parse(JSON.stringify(opened.snapshot));
  return { opened, turn: await runTurn(machine, effects(options), { snapshot: stored, input: { text, messageType: 'TEXT' } }) };
}

describe('the AI module on a trained connection', () => {
  it('waits for the message, then follows the recognised intent, in English and Turkish', async () => {
    const { opened, turn } = await ask(aiFlow({}), 'where is my order?');
    expect(opened.moduleId).toBe('ai');
    expect(opened.messages).toEqual([]);
    expect(texts(turn.messages)).toEqual(['Let me look up your order.']);
    expect(turn.debug.map((d) => d.text)).toContainEqual(expect.stringMatching(/^the intent order_status \(score [\d.]+\) is recognised$/));
    expect(texts((await ask(aiFlow({}), 'siparişim nerede')).turn.messages)).toEqual(['Let me look up your order.']);
    expect(texts((await ask(aiFlow({}), 'merhaba')).turn.messages)).toEqual(['Hello!']);
  });

  it('follows the fallback below the threshold, and when nothing is recognised', async () => {
    const below = (await ask(aiFlow({ threshold: 1 }), 'hello, is my order late')).turn;
    expect(texts(below.messages)).toEqual(['Sorry, I did not understand.']);
    expect(below.debug.map((d) => d.text)).toContainEqual(expect.stringMatching(/^the intent \w+ \(score 0\.\d+\) is below the threshold 1$/));
    const nothing = (await ask(aiFlow({}), 'qwxz')).turn;
    expect(texts(nothing.messages)).toEqual(['Sorry, I did not understand.']);
  });

  it('takes the fallback and logs why when the connection fails or is another company’s; the conversation goes on', async () => {
    const foreign = (await ask(aiFlow({ aiType: foreignNluId }), 'where is my order')).turn;
    expect(texts(foreign.messages)).toEqual(['Sorry, I did not understand.']);
    expect(foreign.debug.map((d) => d.text)).toContain('the AI prediction failed: The AI connection of the module does not exist in this company.');
    const none = (await ask(aiFlow({ aiType: '' }), 'where is my order')).turn;
    expect(none.debug.map((d) => d.text)).toContain('the AI prediction failed: The AI module has no AI connection.');
    expect(none.done).toBe(false);
  });

  it('in INPUT mode recognises the last message without waiting again', async () => {
    const flow = aiFlow({ aiMode: 'INPUT' });
    flow.modules[0] = mod('start', 'START', { connections: [{ id: 'q' }] });
    flow.modules.push(mod('q', 'INPUT', { settings: { inputType: 'Any', param: 'question', prompt: 'Ask me.' }, connections: [{ id: 'ai' }] }));
    const { opened, turn } = await ask(flow, 'track my package');
    expect(texts(opened.messages)).toEqual(['Ask me.']);
    expect(texts(turn.messages)).toEqual(['Let me look up your order.']);
  });
});

describe('the ZAPIER module', () => {
  const zapFlow = (zapID: string): FlowDocument => ({
    formatVersion: 2,
    modules: [
      mod('start', 'START', { connections: [{ id: 'q' }] }),
      mod('q', 'INPUT', { settings: { inputType: 'Any', param: 'issue', prompt: 'What happened?' }, connections: [{ id: 'zap' }] }),
      mod('zap', 'ZAPIER', { settings: { zapID }, fallback: 'failed', connections: [{ id: 'done' }] }),
      say('done', 'Ticket #ticket opened.'),
      say('failed', 'The ticket could not be opened.'),
    ],
  });

  it('posts the parameters to the zap’s catch hook and keeps the answer’s top-level values', async () => {
    const { turn } = await ask(zapFlow('zap-ok'), 'broken lamp');
    expect(texts(turn.messages)).toEqual(['Ticket T-7 opened.']);
    expect(hookCalls.at(-1)).toEqual({ url: '/hooks/catch/1/ok', body: expect.objectContaining({ issue: 'broken lamp', LASTMESSAGEVALUE: 'broken lamp' }) });
  });

  it('falls back when the hook fails, the zap is unknown, or the hook is on a private address', async () => {
    expect(texts((await ask(zapFlow('zap-fail'), 'x')).turn.messages)).toEqual(['The ticket could not be opened.']);
    const unknown = (await ask(zapFlow('zap-none'), 'x')).turn;
    expect(texts(unknown.messages)).toEqual(['The ticket could not be opened.']);
    const before = hookCalls.length;
    const strict = (await ask(zapFlow('zap-ok'), 'x', { allowPrivateAddresses: false })).turn;
    expect(texts(strict.messages)).toEqual(['The ticket could not be opened.']);
    expect(hookCalls.length).toBe(before);
  });
});

describe('the SUPPORT_AGENT module', () => {
  const agentFlow: FlowDocument = {
    formatVersion: 2,
    modules: [
      mod('start', 'START', { connections: [{ id: 'agent' }] }),
      mod('agent', 'SUPPORT_AGENT', {
        settings: {
          partnerName: 'acme',
          agentId: 'agent-1',
          agentVersionId: 'v1',
          allExitFunctions: ['talk_to_human'],
          defaultProductButtonText: 'See it',
          localizedButtonTexts: { tr: 'Göster' },
        },
        fallback: 'sorry',
        connections: [{ id: 'human', optionID: 'function:talk_to_human' }],
      }),
      say('human', 'A person will take over.'),
      say('sorry', 'The agent is not available.'),
    ],
  };

  it('talks with the agent over several messages, then leaves by the exit function it calls', async () => {
    modelFor = async () => ({ connection: { id: 'g', companyId, type: 'Generative AI Default', settings: {} }, service: fakeModel });
    answerNext = (messages) => ({ text: `You said ${messages.at(-1)!.content}.` });
    const machine = compileFlow(agentFlow, { random: () => 0 });
    let snapshot = JSON.parse(JSON.stringify((await runTurn(machine, effects(), { snapshot: null })).snapshot));
    const first = await runTurn(machine, effects(), { snapshot, input: { text: 'my lamp is broken', messageType: 'TEXT' } });
    expect(first.messages.map((m) => m.content)).toEqual([{ text: 'You said my lamp is broken.', productButtonText: 'See it' }]);
    expect(first.moduleId).toBe('agent');
    snapshot = JSON.parse(JSON.stringify(first.snapshot));
    const second = await runTurn(machine, effects(), { snapshot, input: { text: 'it flickers', messageType: 'TEXT' } });
    expect(texts(second.messages)).toEqual(['You said it flickers.']);
    expect(asked.at(-1)!.messages).toEqual([
      { role: 'system', content: 'You help with orders.' },
      { role: 'user', content: 'my lamp is broken' },
      { role: 'assistant', content: 'You said my lamp is broken.' },
      { role: 'user', content: 'it flickers' },
    ]);
    expect(asked.at(-1)!.options.tools).toEqual([{ name: 'talk_to_human', description: 'The person wants a person.' }]);
    answerNext = () => ({ text: '', toolCalls: [{ id: 'call-1', name: 'talk_to_human', arguments: {} }] });
    const exit = await runTurn(machine, effects(), { snapshot: JSON.parse(JSON.stringify(second.snapshot)), input: { text: 'a person please', messageType: 'TEXT' } });
    expect(texts(exit.messages)).toEqual(['A person will take over.']);
    expect(exit.debug.map((d) => d.text)).toContain('the agent called talk_to_human');
  });

  it('falls back and logs why without a generative connection', async () => {
    modelFor = async () => null;
    const { turn } = await ask(agentFlow, 'hello');
    expect(texts(turn.messages)).toEqual(['The agent is not available.']);
    expect(turn.debug.map((d) => d.text)).toContain('the agent failed: The company has no generative AI connection for its agents.');
  });
});
