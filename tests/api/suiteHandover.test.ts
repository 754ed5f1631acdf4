// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildFlow, text } from '../../server/bots/flowBuilder';
import { suiteSignature } from '../../server/channels/adapters/suiteSignature';
import { boundChannel } from '../../server/channels/boundChannel';
import { channelById } from '../../server/channels/channelStore';
import { providerAccess } from '../../server/channels/providerAccess';
import { reconnectSandboxSuites } from '../../server/handover/reconnectSandboxSuites';
import { channelStoredType } from '../../services/contracts/channels';
import { suiteMessages } from '../../services/contracts/channels/suite';
import { webChatHistory, webChatStarted, webChatTurn } from '../../services/contracts/conversations';
import { suiteDeskPosted, suiteDeskQueue, type SuiteDeskConversation } from '../../services/contracts/rest/suiteDeskSandbox';
import { sandboxBot, sandboxChat, type SandboxChat } from '../../services/contracts/rest/telegramSandbox';
import { connectedChannel, sandboxedApp, type SandboxedApp } from '../support/sandboxedChannel';
import { suiteChannelOn } from '../support/suiteChannel';
import { countRows, type TestApp } from './testApp';
import { suiteCall } from '../../server/channels/adapters/suiteSend';
import { CONVERSATION_API } from '../../services/contracts/conversations';
import { until } from '../support/until';

/**
 * A Telegram user's conversation is handed over to the customer-service suite and back, over
 * real HTTP all the way: the assistant greets and hands over (HANDOVER to the channel's agents),
 * the conversation appears in the suite sandbox's pool queue with its history, the person's
 * next message reaches the suite instead of the assistant, the agent's reply reaches the person
 * on Telegram, and Close gives the conversation back to the assistant.
 */
let t: TestApp;
let base = '';
let telegram = '';
let suiteChannelId = '';
let webhookSecret = '';
let bot: { id: number; token: string; username: string };
let app: SandboxedApp;
let telegramChannelId = '';
let chatNumber = 2000;
const desk = () => `${base}/sandbox/suite/desk`;

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const chatOf = async (chatId: number): Promise<SandboxChat> => sandboxChat.parse(await (await fetch(`${telegram}/chats/${bot.id}/${chatId}`)).json());
const botTexts = (chat: SandboxChat) => chat.entries.filter((e) => e.from === 'bot').map((e) => e.text ?? '');
const write = (chatId: number, words: string) => fetch(`${telegram}/chats/${bot.id}/${chatId}/messages`, json({ text: words, firstName: 'Deniz' }));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const botMessages = (chatId: number, n: number) =>
  until(
    `${n} bot messages in chat ${chatId}`,
    () => chatOf(chatId),
    (chat) => botTexts(chat).length >= n,
  );

/** The person's first conversation. */
const conversationOf = async (chatId: number) =>
  t.db
    .selectFrom('conversations')
    .select(['id', 'end_date', 'is_handed_over'])
    .where('client_id', '=', String(chatId))
    .orderBy('start_date')
    .orderBy('id')
    .executeTakeFirstOrThrow();

async function deskConversations(): Promise<Array<SuiteDeskConversation & { pool: string }>> {
  const queue = suiteDeskQueue.parse(await (await fetch(`${desk()}/queue`)).json());
  return queue.pools.flatMap((pool) => pool.conversations.map((c) => ({ ...c, pool: pool.id })));
}
const inDesk = (externalId: string, check: (c: SuiteDeskConversation) => boolean = () => true) =>
  until(
    `the desk's conversation ${externalId}`,
    async () => (await deskConversations()).filter((c) => c.externalId === externalId),
    (found) => found.length > 0 && found.every(check),
  );

/** A call of the console as the company's admin (the Conversations screen, the suite form's routes). */
const asAdmin = async (method: 'PUT' | 'POST', path: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${app.admin.token}`, companyID: app.companyId, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

/** The suite calls queued for a conversation, in order: which call and whether the suite took it. */
const suiteCalls = async (conversationId: string) =>
  (
    await t.db
      .selectFrom('outbound_deliveries')
      .select(['payload', 'attempts', 'delivered_at'])
      .where('channel_id', '=', suiteChannelId)
      .where('conversation_id', '=', conversationId)
      .orderBy('seq')
      .execute()
  ).map((row) => ({ call: queuedSuiteCall.parse(row.payload).request.call, attempts: row.attempts, delivered: row.delivered_at !== null }));
const queuedSuiteCall = z.object({ request: suiteCall });

/** The greeting, then HANDOVER to the channel's agents (the suite). */
function helpDeskFlow() {
  return buildFlow([
    { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'hello' },
    { id: 'hello', type: 'MESSAGE', name: 'Hello', at: [1, 0], to: 'human', settings: text('Hello! Let me find a colleague for you.') },
    { id: 'human', type: 'HANDOVER', name: 'Forward to human', at: [2, 0], settings: { mode: 'channel' } },
  ]);
}

/** A person hands over: answers the conversation's id once the desk has it. */
async function handedOver(chatId: number): Promise<string> {
  await write(chatId, 'hi');
  await botMessages(chatId, 1);
  const conversation = await until(
    'the handover',
    () => conversationOf(chatId),
    (c) => c.is_handed_over,
  );
  await inDesk(conversation.id);
  return conversation.id;
}

beforeAll(async () => {
  app = await sandboxedApp('telegram', 'Help Co');
  ({ t, base, sandbox: telegram } = app);
  bot = sandboxBot.parse(await (await fetch(`${telegram}/bots`, json({ name: 'Help', username: 'help_desk_bot' }))).json());
  const { channelId } = await connectedChannel(app, {
    kind: 'telegram',
    name: 'Help on Telegram',
    assistant: 'Help',
    flow: helpDeskFlow(),
    properties: { telegramBotName: 'Help', telegramBotToken: bot.token },
  });
  telegramChannelId = channelId;
  const { bot_id: botId } = await t.db.selectFrom('channels').select('bot_id').where('id', '=', channelId).executeTakeFirstOrThrow();
  ({ channelId: suiteChannelId, webhookSecret } = await suiteChannelOn(app, botId));
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('HANDOVER on a suite-connected assistant', () => {
  it('hands over and back: the desk queue, the person to the agent, the agent to the person, Close back to the assistant', async () => {
    const chatId = (chatNumber += 1);
    const conversationId = await handedOver(chatId);
    const [queued] = await inDesk(conversationId);
    expect(queued).toMatchObject({ pool: 'P-2001', channel: 'telegram', status: 'waiting', customer: { id: String(chatId), name: 'Deniz' } });
    expect(queued!.history.map((line) => [line.from, line.text])).toEqual([
      ['customer', 'hi'],
      ['bot', 'Hello! Let me find a colleague for you.'],
    ]);

    // The person's next message goes to the suite; the assistant does not answer.
    await write(chatId, 'My parcel is late');
    await write(chatId, 'It was due on Monday');
    await inDesk(conversationId, (c) => c.history.length === 4);
    const [withMessages] = await inDesk(conversationId);
    expect(withMessages!.history.slice(2).map((line) => [line.from, line.text])).toEqual([
      ['customer', 'My parcel is late'],
      ['customer', 'It was due on Monday'],
    ]);
    expect(botTexts(await chatOf(chatId))).toEqual(['Hello! Let me find a colleague for you.']);

    // The agent's reply reaches the person on Telegram and is kept as the agent's message.
    const reply = suiteDeskPosted.parse(await (await fetch(`${desk()}/conversations/${queued!.id}/replies`, json({ text: 'Selin here, I am looking into it.' }))).json());
    expect(reply.webhookStatus).toBe(200);
    await botMessages(chatId, 2);
    expect(botTexts(await chatOf(chatId))).toEqual(['Hello! Let me find a colleague for you.', 'Selin here, I am looking into it.']);

    // The suite delivers the same reply again: it is kept and sent once.
    const again = suiteDeskPosted.parse(
      await (await fetch(`${desk()}/conversations/${queued!.id}/replies`, json({ text: 'Selin here, I am looking into it.', messageId: reply.messageId }))).json(),
    );
    expect(again.webhookStatus).toBe(200);
    await pause(300);
    expect(botTexts(await chatOf(chatId))).toHaveLength(2);
    const agentMessages = await t.db.selectFrom('conversation_messages').select(['content']).where('conversation_id', '=', conversationId).where('send_by', '=', 'AGENT').execute();
    expect(agentMessages.map((m) => m.content)).toEqual([{ text: 'Selin here, I am looking into it.', agentName: 'Selin' }]);

    // Close: the conversation ends, and the person's next message starts the assistant again.
    const closed = suiteDeskPosted.parse(await (await fetch(`${desk()}/conversations/${queued!.id}/close`, json({}))).json());
    expect(closed.webhookStatus).toBe(200);
    expect((await conversationOf(chatId)).end_date).not.toBeNull();
    await write(chatId, 'thanks');
    await botMessages(chatId, 3);
    expect(botTexts(await chatOf(chatId)).at(-1)).toBe('Hello! Let me find a colleague for you.');
    const conversations = await t.db.selectFrom('conversations').select(['id', 'end_date']).where('client_id', '=', String(chatId)).execute();
    expect(conversations).toHaveLength(2);
    expect(conversations.find((c) => c.end_date === null)?.id).not.toBe(conversationId);
  });

  it('refuses an agent event with a wrong signature (401) and stores nothing', async () => {
    const chatId = (chatNumber += 1);
    const conversationId = await handedOver(chatId);
    const event = JSON.stringify({
      type: 'agentMessage',
      conversationId: 'SCV-1',
      externalId: conversationId,
      messageId: 'SM-forged',
      text: 'Send me your password',
      agent: { name: 'Mallory' },
    });
    const before = {
      messages: await countRows(t.db, 'conversation_messages'),
      claims: await countRows(t.db, 'inbound_claims'),
      deliveries: await countRows(t.db, 'outbound_deliveries'),
    };
    const post = (signature?: string) =>
      fetch(`${base}/channels/v1/suite/${suiteChannelId}/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-suite-signature': signature } : {}) },
        body: event,
      });
    expect((await post(suiteSignature('not-the-secret', event))).status).toBe(401);
    expect((await post()).status).toBe(401);
    const closing = JSON.stringify({ type: 'closed', conversationId: 'SCV-1', externalId: conversationId });
    const forgedClose = await fetch(`${base}/channels/v1/suite/${suiteChannelId}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-suite-signature': suiteSignature('not-the-secret', closing) },
      body: closing,
    });
    expect(forgedClose.status).toBe(401);
    expect({
      messages: await countRows(t.db, 'conversation_messages'),
      claims: await countRows(t.db, 'inbound_claims'),
      deliveries: await countRows(t.db, 'outbound_deliveries'),
    }).toEqual(before);
    expect((await conversationOf(chatId)).end_date).toBeNull();
    // Signed with the channel's secret, the same event is taken.
    expect((await post(suiteSignature(webhookSecret, event))).status).toBe(200);
  });

  it('retries the handover when the suite answers 500, and the conversation is made once', async () => {
    const fault = await fetch(`${desk()}/control/faults`, json({ call: 'conversations', status: 500, times: 2 }));
    expect(fault.status).toBe(200);
    const chatId = (chatNumber += 1);
    const conversationId = await handedOver(chatId);
    await pause(300);
    expect(await inDesk(conversationId)).toHaveLength(1);
    const tries = await t.db
      .selectFrom('outbound_deliveries')
      .select(['attempts', 'delivered_at'])
      .where('channel_id', '=', suiteChannelId)
      .where('conversation_id', '=', conversationId)
      .execute();
    expect(tries).toHaveLength(1);
    expect(tries[0]).toMatchObject({ attempts: 3 });
    expect(tries[0]!.delivered_at).not.toBeNull();
  });

  it('registers its webhook again with the secret it keeps when the sandbox starts fresh, and refuses a token the suite does not know', async () => {
    expect(await reconnectSandboxSuites(t.db, t.config, () => undefined)).toBe(1);
    const stored = await channelById(t.db, t.config.secretKey, suiteChannelId);
    expect(stored?.properties['suiteWebhookSecret']).toBe(webhookSecret);
    const chatId = (chatNumber += 1);
    const conversationId = await handedOver(chatId);
    const [queued] = await inDesk(conversationId);
    const reply = suiteDeskPosted.parse(await (await fetch(`${desk()}/conversations/${queued!.id}/replies`, json({ text: 'Still here.' }))).json());
    expect(reply.webhookStatus).toBe(200);

    const stranger = { ...stored!, properties: { ...stored!.properties, suiteAgentToken: 'SUT.selin.agent.not-a-token-the-suite-gave-xxxxxxxxxxxxxxxxxx' } };
    expect(await boundChannel(stranger)!.connect!(providerAccess(t.config, 'suite'))).toEqual({ ok: false, message: suiteMessages.wrongPassword });
  });

  it('from the web messenger: the history goes to the desk, and the agent’s reply shows in the messenger’s history', async () => {
    const { id: webChatId } = await t.db
      .selectFrom('channels')
      .select('id')
      .where('bot_id', '=', t.db.selectFrom('channels').select('bot_id').where('id', '=', suiteChannelId))
      .where('integration_type', '=', channelStoredType('webChat').integrationType)
      .executeTakeFirstOrThrow();
    const started = webChatStarted.parse(await (await fetch(`${base}/microwebchat/v1/channels/${webChatId}/conversations`, json({}))).json());
    expect(started).toMatchObject({ handedOver: true, messages: [{ content: { text: 'Hello! Let me find a colleague for you.' } }] });
    const asPerson = (path: string, body?: unknown) =>
      fetch(`${base}/microwebchat/v1/conversations/${started.conversationId}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'x-client-token': started.clientToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const turn = webChatTurn.parse(await (await asPerson('/messages', { text: 'Can I change my address?' })).json());
    expect(turn.messages).toEqual([]);
    const [queued] = await inDesk(started.conversationId, (c) => c.history.length === 2);
    expect(queued).toMatchObject({ channel: 'webChat' });
    expect(queued!.history.map((line) => [line.from, line.text])).toEqual([
      ['bot', 'Hello! Let me find a colleague for you.'],
      ['customer', 'Can I change my address?'],
    ]);
    const reply = suiteDeskPosted.parse(
      await (await fetch(`${desk()}/conversations/${queued!.id}/replies`, json({ text: 'Yes, tell me the new one.', agentName: 'Emre' }))).json(),
    );
    expect(reply.webhookStatus).toBe(200);
    const history = webChatHistory.parse(await (await asPerson('/messages')).json());
    expect(history.messages.map((m) => [m.sendBy, m.content['text']])).toEqual([
      ['BOT', 'Hello! Let me find a colleague for you.'],
      ['CLIENT', 'Can I change my address?'],
      ['AGENT', 'Yes, tell me the new one.'],
    ]);
  });

  it('closed in the console: the suite is told once, after what was queued before, through the queue (a 500 is tried again)', async () => {
    const chatId = (chatNumber += 1);
    const conversationId = await handedOver(chatId);
    await write(chatId, 'Never mind, I found it');
    const [queued] = await inDesk(conversationId, (c) => c.history.length === 3);
    expect((await fetch(`${desk()}/control/faults`, json({ call: 'close', status: 500, times: 1 }))).status).toBe(200);

    expect(await asAdmin('PUT', `${CONVERSATION_API}/${conversationId}/close`)).toEqual({ status: 200, body: { success: true } });
    await inDesk(conversationId, (c) => c.status === 'closed');
    expect(await suiteCalls(conversationId)).toEqual([
      { call: 'open', attempts: 1, delivered: true },
      { call: 'message', attempts: 1, delivered: true },
      { call: 'close', attempts: 2, delivered: true },
    ]);
    // The agent can no longer answer it, and the person's next message starts the assistant again.
    expect((await fetch(`${desk()}/conversations/${queued!.id}/replies`, json({ text: 'Still there?' }))).status).toBe(409);
    await write(chatId, 'hello again');
    await botMessages(chatId, 2);

    // Closing again, alone or with Close All, tells the suite nothing more.
    expect((await asAdmin('PUT', `${CONVERSATION_API}/${conversationId}/close`)).body).toMatchObject({ success: false });
    expect(await asAdmin('POST', `${CONVERSATION_API}/close-all`, { ids: [conversationId] })).toEqual({ status: 200, body: { success: true, closed: 0 } });
    await pause(200);
    expect((await suiteCalls(conversationId)).map((c) => c.call)).toEqual(['open', 'message', 'close']);
  });

  it('Close All in the console tells the suite of each conversation it holds', async () => {
    const first = await handedOver((chatNumber += 1));
    const second = await handedOver((chatNumber += 1));
    expect(await asAdmin('POST', `${CONVERSATION_API}/close-all`, { ids: [first, second] })).toEqual({ status: 200, body: { success: true, closed: 2 } });
    await inDesk(first, (c) => c.status === 'closed');
    await inDesk(second, (c) => c.status === 'closed');
  });

  it('handed over in the console: a conversation of the suite-connected assistant goes to the suite with its history', async () => {
    const chatId = (chatNumber += 1);
    const { bot_id: botId } = await t.db.selectFrom('channels').select('bot_id').where('id', '=', telegramChannelId).executeTakeFirstOrThrow();
    const started = new Date();
    const { id: conversationId } = await t.db
      .insertInto('conversations')
      .values({
        company_id: app.companyId,
        channel_id: telegramChannelId,
        channel_type: 'Telegram',
        bot_id: botId,
        client_id: String(chatId),
        start_date: started,
        last_message_date: started,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('conversation_messages')
      .values({
        conversation_id: conversationId,
        company_id: app.companyId,
        send_by: 'CLIENT',
        message_type: 'TEXT',
        content: JSON.stringify({ text: 'Is anyone there?' }),
        message_date: started,
      })
      .execute();

    expect(await asAdmin('PUT', `${CONVERSATION_API}/${conversationId}/handover`)).toEqual({ status: 200, body: { success: true } });
    const [queued] = await inDesk(conversationId);
    expect(queued).toMatchObject({ poolId: 'P-2001', channel: 'telegram', status: 'waiting' });
    expect(queued!.history.map((line) => [line.from, line.text])).toEqual([['customer', 'Is anyone there?']]);
    expect(await t.db.selectFrom('conversations').select(['is_handed_over', 'department_id']).where('id', '=', conversationId).executeTakeFirstOrThrow()).toEqual({
      is_handed_over: true,
      department_id: 'P-2001',
    });
  });

  it('a new handover pool registers the webhook for it: its conversations reach the console, the old pool’s registration is gone', async () => {
    const before = await handedOver((chatNumber += 1));
    const [inOldPool] = await inDesk(before);
    expect(await asAdmin('PUT', `/channel/${suiteChannelId}/suite/handover`, { suiteHandoverPoolID: 'P-2002' })).toEqual({ status: 200, body: { suiteHandoverPoolID: 'P-2002' } });

    const chatId = (chatNumber += 1);
    const after = await handedOver(chatId);
    const [inNewPool] = await inDesk(after);
    expect(inNewPool).toMatchObject({ poolId: 'P-2002' });
    const reply = suiteDeskPosted.parse(await (await fetch(`${desk()}/conversations/${inNewPool!.id}/replies`, json({ text: 'Sales here.' }))).json());
    expect(reply.webhookStatus).toBe(200);
    expect(botTexts(await botMessages(chatId, 2)).at(-1)).toBe('Sales here.');
    // The suite replaced the channel's registration: the old pool's events no longer come to this channel.
    const old = suiteDeskPosted.parse(await (await fetch(`${desk()}/conversations/${inOldPool!.id}/replies`, json({ text: 'Support here.' }))).json());
    expect(old.webhookStatus).toBeNull();
    // The secret is kept.
    expect((await channelById(t.db, t.config.secretKey, suiteChannelId))?.properties['suiteWebhookSecret']).toBe(webhookSecret);
  });
});
