// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webChatStarted, webChatTurn, type ChatMessage } from '../../services/contracts/conversations';
import widgetDefaults from '../../locales/en/widget.json';
import { insertBot } from '../../server/bots/botStore';
import { starterFlow } from '../../server/bots/flowBuilder';
import { faqTemplate } from '../../server/bots/templates/faq';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, countRows, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let admin: Person;
let companyId: string;
let botId: string;
let channelId: string;

const texts = (messages: ChatMessage[]) => messages.map((m) => m.content['text']);

async function counts() {
  return { conversations: await countRows(t.db, 'conversations'), messages: await countRows(t.db, 'conversation_messages'), votes: await countRows(t.db, 'vote_deeplinks') };
}

function send(method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    remoteAddress: '127.0.0.1',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { 'x-client-token': token } : {}) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function start(channel = channelId) {
  const response = await send('POST', `/microwebchat/v1/channels/${channel}/conversations`, {});
  expect(response.statusCode, response.body).toBe(201);
  return webChatStarted.parse(response.json());
}

async function say(conversationId: string, token: string, text: string, payload?: string) {
  const response = await send('POST', `/microwebchat/v1/conversations/${conversationId}/messages`, { text, ...(payload ? { payload } : {}) }, token);
  expect(response.statusCode, response.body).toBe(200);
  return webChatTurn.parse(response.json());
}

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'Chat Company', [[admin, 'ADMIN']]);
  botId = await insertBot(t.db, t.clock.now(), { name: 'Helper', companyId, userId: admin.userId, flow: faqTemplate.flow });
  channelId = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('web chat channel of an assistant', () => {
  it('is created with the assistant and answers its name', async () => {
    const channel = await t.db.selectFrom('channels').selectAll().where('bot_id', '=', botId).execute();
    expect(channel).toHaveLength(1);
    expect(channel[0]).toMatchObject({ name: 'Helper Web Chat', integration_type: 'MicroWebChat', company_id: companyId, status: 'ACTIVE' });
    const response = await send('GET', `/microwebchat/v1/channels/${channelId}`);
    expect(response.statusCode).toBe(200);
    // A channel with no settings shows every default, its texts in English.
    expect(response.json()).toEqual({ id: channelId, name: 'Helper Web Chat', assistantName: 'Helper', look: { texts: widgetDefaults.texts } });
  });
});

describe('an assistant made from scratch', () => {
  it('can be talked to at once: greets, asks the name, answers with it, offers quick replies and says goodbye', async () => {
    const scratch = await insertBot(t.db, t.clock.now(), { name: 'Newcomer', companyId, userId: admin.userId, flow: starterFlow() });
    const channel = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', scratch).executeTakeFirstOrThrow()).id;
    const started = await start(channel);
    expect(texts(started.messages)).toEqual(['Hello! I am a new assistant.', 'What is your name?']);
    expect(started.ended).toBe(false);
    const named = await say(started.conversationId, started.clientToken, 'Ada');
    expect(texts(named.messages)).toEqual(['Nice to meet you, Ada!', 'What would you like to do next?']);
    expect(named.messages[1]!.messageType).toBe('QUICKREPLY');
    expect(named.ended).toBe(false);
    const about = await say(started.conversationId, started.clientToken, 'What can you do?', 'opt-about');
    expect(texts(about.messages)[0]).toMatch(/^I am the starting point of your assistant\./);
    expect(about.ended).toBe(false);
    const bye = await say(started.conversationId, started.clientToken, 'Say goodbye', 'opt-goodbye');
    expect(texts(bye.messages)).toEqual(['Goodbye, Ada! Thanks for chatting.']);
    expect(bye.ended).toBe(true);
  });
});

describe('a conversation through the web chat', () => {
  it('starts, answers typed text and tapped buttons, and ends', async () => {
    const started = await start();
    expect(texts(started.messages)).toEqual(['Hi! I can answer the most common questions.', 'What would you like to know?']);
    expect(started.messages[1]!.messageType).toBe('QUICKREPLY');
    expect(started.ended).toBe(false);
    const returns = await say(started.conversationId, started.clientToken, 'Returns');
    expect(texts(returns.messages)).toEqual(['You can return any item within 30 days. Start a return from your order page.', 'Can I help with anything else?']);
    expect(returns.clientToken).toBeUndefined();
    // A tap sends the button's id as payload; its label may differ from what is typed.
    const again = await say(started.conversationId, started.clientToken, 'whatever the label', 'opt-yes');
    expect(texts(again.messages)).toEqual(['What would you like to know?']);
    const hours = await say(started.conversationId, started.clientToken, 'Opening hours', 'opt-hours');
    expect(texts(hours.messages)[0]).toContain('Monday to Friday');
    const bye = await say(started.conversationId, started.clientToken, 'No, thanks', 'opt-no');
    expect(texts(bye.messages)).toEqual(['Thank you for reaching out. Have a nice day!']);
    expect(bye.ended).toBe(true);
    const row = await t.db.selectFrom('conversations').selectAll().where('id', '=', started.conversationId).executeTakeFirstOrThrow();
    expect(row.end_date).not.toBeNull();
    expect(row.snapshot).toBeNull();
    const history = await send('GET', `/microwebchat/v1/conversations/${started.conversationId}/messages`, undefined, started.clientToken);
    const body = history.json() as { messages: ChatMessage[]; ended: boolean };
    expect(body.ended).toBe(true);
    expect(body.messages.map((m) => m.sendBy)).toEqual(['BOT', 'BOT', 'CLIENT', 'BOT', 'BOT', 'CLIENT', 'BOT', 'CLIENT', 'BOT', 'BOT', 'CLIENT', 'BOT']);
    expect(body.messages.find((m) => m.sendBy === 'CLIENT' && m.content['payload'] === 'opt-yes')).toBeDefined();
    const stored = await t.db
      .selectFrom('conversation_messages')
      .select(['message_type', 'bot_info'])
      .where('conversation_id', '=', started.conversationId)
      .where('send_by', '=', 'BOT')
      .execute();
    expect(stored.filter((m) => m.message_type !== 'LOG').every((m) => (m.bot_info as { botID: string }).botID === botId)).toBe(true);
  });

  it('opens a new conversation for the same client when an ended one gets a message', async () => {
    const started = await start();
    await say(started.conversationId, started.clientToken, 'Shipping');
    const ended = await say(started.conversationId, started.clientToken, 'No, thanks');
    expect(ended.ended).toBe(true);
    const next = await say(started.conversationId, started.clientToken, 'Hello again');
    expect(next.conversationId).not.toBe(started.conversationId);
    expect(next.clientToken).toBeTruthy();
    expect(texts(next.messages)).toEqual(['Hi! I can answer the most common questions.', 'What would you like to know?']);
    const [before, after] = await Promise.all(
      [started.conversationId, next.conversationId].map((id) =>
        t.db.selectFrom('conversations').select(['client_id', 'is_new_client']).where('id', '=', id).executeTakeFirstOrThrow(),
      ),
    );
    expect(after!.client_id).toBe(before!.client_id);
    expect(after!.is_new_client).toBe(false);
    // The new token opens the new conversation; the old one still reads the old.
    const continued = await say(next.conversationId, next.clientToken!, 'Returns');
    expect(texts(continued.messages)[0]).toContain('30 days');
    const first = await send('POST', `/microwebchat/v1/conversations/${next.conversationId}/messages`, { text: 'Hi' }, started.clientToken);
    expect(first.statusCode).toBe(404);
  });

  it('restarts from START and keeps the conversation', async () => {
    const started = await start();
    await say(started.conversationId, started.clientToken, 'Returns');
    const response = await send('POST', `/microwebchat/v1/conversations/${started.conversationId}/restart`, undefined, started.clientToken);
    expect(response.statusCode, response.body).toBe(200);
    const restarted = webChatTurn.parse(response.json());
    expect(restarted.conversationId).toBe(started.conversationId);
    expect(texts(restarted.messages)).toEqual(['Hi! I can answer the most common questions.', 'What would you like to know?']);
    const answer = await say(started.conversationId, started.clientToken, 'Shipping');
    expect(texts(answer.messages)[0]).toContain('Orders ship');
  });

  it('never answers the engine log rows', async () => {
    const started = await start();
    const invalid = await say(started.conversationId, started.clientToken, 'something else');
    const logs = await t.db
      .selectFrom('conversation_messages')
      .select(['content', 'debug_info', 'send_by'])
      .where('conversation_id', '=', started.conversationId)
      .where('message_type', '=', 'LOG')
      .execute();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs[0]).toMatchObject({ send_by: 'BOT', content: { moduleType: 'SELECTION' }, debug_info: { moduleId: 'menu', moduleType: 'SELECTION' } });
    expect(invalid.messages.every((m) => m.messageType !== 'LOG')).toBe(true);
    const history = (await send('GET', `/microwebchat/v1/conversations/${started.conversationId}/messages`, undefined, started.clientToken)).json() as { messages: ChatMessage[] };
    expect(history.messages.every((m) => m.messageType !== 'LOG')).toBe(true);
  });
});

describe('refused web chat requests store nothing', () => {
  it('wrong or missing token, unknown conversation, bad body, unknown channel', async () => {
    const started = await start();
    const before = await counts();
    const url = `/microwebchat/v1/conversations/${started.conversationId}/messages`;
    const expectRefused = (response: LightMyRequestResponse, status: number, message: string) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ message });
    };
    expectRefused(await send('POST', url, { text: 'Hi' }), 404, 'Conversation not found.');
    expectRefused(await send('POST', url, { text: 'Hi' }, 'not-the-token'), 404, 'Conversation not found.');
    expectRefused(await send('GET', url, undefined, 'not-the-token'), 404, 'Conversation not found.');
    expectRefused(await send('POST', `/microwebchat/v1/conversations/${started.conversationId}/restart`, undefined, 'x'), 404, 'Conversation not found.');
    expectRefused(
      await send('POST', '/microwebchat/v1/conversations/00000000-0000-4000-8000-000000000000/messages', { text: 'Hi' }, started.clientToken),
      404,
      'Conversation not found.',
    );
    expectRefused(await send('POST', url, { text: '   ' }, started.clientToken), 400, 'A message cannot be empty.');
    expectRefused(await send('POST', url, { text: 'x'.repeat(4001) }, started.clientToken), 400, 'A message can be at most 4000 characters.');
    expectRefused(await send('POST', url, {}, started.clientToken), 400, 'text is required.');
    expectRefused(await send('POST', url, [1], started.clientToken), 400, 'The request body must be a JSON object.');
    expectRefused(await send('POST', '/microwebchat/v1/channels/00000000-0000-4000-8000-000000000000/conversations', {}), 404, 'Channel not found.');
    expectRefused(await send('POST', '/microwebchat/v1/channels/not-an-id/conversations', {}), 404, 'Channel not found.');
    expectRefused(await send('GET', '/microwebchat/v1/channels/not-an-id'), 404, 'Channel not found.');
    expectRefused(await send('POST', `/microwebchat/v1/channels/${channelId}/conversations`, { extra: 1 }), 400, expect.any(String) as unknown as string);
    expect(await counts()).toEqual(before);
  });

  it('a deleted channel is not found; an assistant without a saved version is a 409', async () => {
    const other = await insertBot(t.db, t.clock.now(), { name: 'Gone', companyId, userId: admin.userId, flow: faqTemplate.flow });
    const channel = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', other).executeTakeFirstOrThrow()).id;
    await t.db.deleteFrom('bot_versions').where('bot_id', '=', other).execute();
    const before = await counts();
    const noVersion = await send('POST', `/microwebchat/v1/channels/${channel}/conversations`, {});
    expect(noVersion.statusCode).toBe(409);
    expect(noVersion.json()).toMatchObject({ message: 'This assistant has no saved version yet. Save its flow in the designer first.' });
    // The channel of a deleted assistant keeps no assistant: the same refusal.
    await t.db.updateTable('channels').set({ bot_id: null }).where('id', '=', channel).execute();
    expect((await send('POST', `/microwebchat/v1/channels/${channel}/conversations`, {})).statusCode).toBe(409);
    await t.db.updateTable('channels').set({ status: 'DELETED' }).where('id', '=', channel).execute();
    const deleted = await send('POST', `/microwebchat/v1/channels/${channel}/conversations`, {});
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toMatchObject({ message: 'Channel not found.' });
    expect(await counts()).toEqual(before);
  });

  it('a turn that cannot run still keeps what the person sent, after the messages before it', async () => {
    const other = await insertBot(t.db, t.clock.now(), { name: 'Fading', companyId, userId: admin.userId, flow: faqTemplate.flow });
    const channel = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', other).executeTakeFirstOrThrow()).id;
    const started = await start(channel);
    // The conversation's assistant is gone (its id cleared, as deleting an assistant leaves it).
    await t.db.updateTable('conversations').set({ bot_id: null }).where('id', '=', started.conversationId).execute();
    const refused = await send('POST', `/microwebchat/v1/conversations/${started.conversationId}/messages`, { text: 'Returns' }, started.clientToken);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This assistant has no saved version yet. Save its flow in the designer first.' });
    const history = await send('GET', `/microwebchat/v1/conversations/${started.conversationId}/messages`, undefined, started.clientToken);
    const messages = (history.json() as { messages: Array<{ sendBy: string; content: { text?: string } }> }).messages;
    expect(messages.map((m) => [m.sendBy, m.content.text])).toEqual([...started.messages.map((m) => ['BOT', m.content['text']]), ['CLIENT', 'Returns']]);
  });

  it('a conversation whose channel was deleted takes no more messages and stores nothing', async () => {
    const other = await insertBot(t.db, t.clock.now(), { name: 'Closing', companyId, userId: admin.userId, flow: faqTemplate.flow });
    const channel = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', other).executeTakeFirstOrThrow()).id;
    const started = await start(channel);
    await t.db.updateTable('channels').set({ status: 'DELETED' }).where('id', '=', channel).execute();
    const before = await counts();
    for (const response of [
      await send('POST', `/microwebchat/v1/conversations/${started.conversationId}/messages`, { text: 'Returns' }, started.clientToken),
      await send('POST', `/microwebchat/v1/conversations/${started.conversationId}/restart`, undefined, started.clientToken),
      await send('GET', `/microwebchat/v1/conversations/${started.conversationId}/messages`, undefined, started.clientToken),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Channel not found.' });
    }
    expect(await counts()).toEqual(before);
  });
});

describe('rate limit', () => {
  it('limits the public chat endpoints per IP (configurable)', async () => {
    const limited = await buildTestApp(t.db, { webChatRateLimit: 2 }, t.clock);
    const get = (ip: string) => limited.app.inject({ method: 'GET', url: `/microwebchat/v1/channels/${channelId}`, remoteAddress: ip });
    expect((await get('192.0.2.1')).statusCode).toBe(200);
    expect((await get('192.0.2.1')).statusCode).toBe(200);
    const third = await get('192.0.2.1');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ message: 'Too many requests, please try again in a minute.' });
    expect((await get('192.0.2.2')).statusCode).toBe(200);
    await limited.app.close();
  });
});
