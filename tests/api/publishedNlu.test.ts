// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webChatStarted, webChatTurn } from '../../services/contracts/conversations';
import type { FlowDocument } from '../../services/contracts/flow';
import { loadAiConnection } from '../../server/ai/connectionRef';
import { insertBot } from '../../server/bots/botStore';
import { aiProviderFor } from '../../server/providers/ai';
import type { AiConnectionRef, AiProvider } from '../../server/providers/ai/provider';
import { mod } from '../engine/flows';
import { aiConnection } from './aiTestHelpers';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, countRows, postJson, testDatabase, type TestApp } from './testApp';

/**
 * The built-in NLU classifier an assistant version goes live with is kept with the version
 * (docs/built-in-nlu.md): live conversations keep predicting with it while the designer trains
 * again, the test chat uses the newest training, and publishing a version takes the newest.
 */
let t: TestApp;
let admin: Person;
let companyId: string;
let connectionId: string;
let connection: AiConnectionRef;
let nlu: AiProvider;
let botId: string;
let webChatId: string;

const SAVE = 'mutation($b: ID!, $flow: String!) { saveVersion(botId: $b, flow: $flow) { id name } }';
const PUBLISH = 'mutation($b: ID!, $v: ID!) { publishVersion(botId: $b, versionId: $v) { live { versionName } } }';

const say = (id: string, text: string) => mod(id, 'MESSAGE', { settings: { messageType: 'TEXT', payloads: [text] } });

/** START → AI module on the connection → one answer per intent, or the fallback. */
const flow = (): FlowDocument => ({
  formatVersion: 2,
  modules: [
    mod('start', 'START', { connections: [{ id: 'ai' }] }),
    mod('ai', 'AI', {
      settings: { aiType: connectionId, aiMode: 'MESSAGE', threshold: 0.5 },
      fallback: 'sorry',
      connections: [
        { id: 'order', intent: 'OrderStatus' },
        { id: 'hello', intent: 'Greeting' },
        { id: 'refund', intent: 'Refund' },
      ],
    }),
    say('order', 'About your order.'),
    say('hello', 'Hello!'),
    say('refund', 'About your refund.'),
    say('sorry', 'Sorry, I did not understand.'),
  ],
});

/** What the assistant answers a new web chat conversation's message: live, or the draft in the test chat. */
async function answerTo(text: string, options: { draft?: boolean } = {}): Promise<unknown[]> {
  const opened = await postJson(
    t.app,
    `/microwebchat/v1/channels/${webChatId}/conversations`,
    options.draft ? { version: 'draft' } : {},
    options.draft ? { token: admin.token } : {},
  );
  expect(opened.statusCode, opened.body).toBe(201);
  const started = webChatStarted.parse(opened.json());
  const turn = await postJson(t.app, `/microwebchat/v1/conversations/${started.conversationId}/messages`, { text }, { headers: { 'x-client-token': started.clientToken! } });
  expect(turn.statusCode, turn.body).toBe(200);
  return webChatTurn.parse(turn.json()).messages.map((m) => m.content['text']);
}

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'Published NLU Co', [[admin, 'ADMIN']]);
  connectionId = await aiConnection(t, companyId, admin, 'BuiltInNlu', { language: 'en' });
  connection = (await loadAiConnection(t, connectionId, companyId))!;
  nlu = aiProviderFor(t, connection);
  await nlu.importRows(connection, [
    { intent: 'Greeting', utterances: ['hello', 'hi there', 'good morning', 'hey, is anyone there?'] },
    { intent: 'OrderStatus', utterances: ['where is my order', 'track my order', 'when will my package arrive', 'has my parcel shipped'] },
  ]);
  expect(await nlu.train(connection)).toMatchObject({ status: 'Success' });
  // Created published: its first version goes live with the classifier trained now.
  botId = await insertBot(t.db, t.clock.now(), { name: 'Shop', companyId, userId: admin.userId, flow: flow() });
  webChatId = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('the built-in NLU classifier of a published version', () => {
  it('is kept with the version when it goes live, and live conversations predict with it', async () => {
    expect(await countRows(t.db, 'published_nlu_models')).toBe(1);
    expect(await answerTo('where is my order?')).toEqual(['About your order.']);
  });

  it('stays with the live version while the designer trains again; the test chat uses the newest training', async () => {
    await nlu.importRows(connection, [{ intent: 'Refund', utterances: ['i want my money back', 'refund please', 'can i get a refund', 'give me a refund for this'] }]);
    expect(await nlu.train(connection)).toMatchObject({ status: 'Success' });
    expect(await answerTo('i want a refund please')).not.toEqual(['About your refund.']);
    expect(await answerTo('i want a refund please', { draft: true })).toEqual(['About your refund.']);
  });

  it('is the newest training when a new version is published', async () => {
    const saved = await gql(t, SAVE, { b: botId, flow: JSON.stringify(flow()) }, { token: admin.token });
    const version = saved.data?.['saveVersion'] as { id: string };
    expect(saved.errors).toBeUndefined();
    const published = await gql(t, PUBLISH, { b: botId, v: version.id }, { token: admin.token });
    expect(published.errors).toBeUndefined();
    expect(await countRows(t.db, 'published_nlu_models')).toBe(2);
    expect(await answerTo('i want a refund please')).toEqual(['About your refund.']);
    expect(await answerTo('good morning')).toEqual(['Hello!']);
  });
});
