// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { channelById } from '../../server/channels/channelStore';
import { SECRET_MASK } from '../../services/contracts/channels';
import { lineSignature } from '../../server/channels/adapters/lineSignature';
import { lineSandboxChannel, lineSandboxChat, type LineSandboxChannel, type LineSandboxChat } from '../../services/contracts/rest/lineSandbox';
import { cafeFlow, connectedChannel, sandboxedApp, type SandboxedApp } from '../support/sandboxedChannel';
import { companyWith, gql } from './graphqlHelpers';
import { countRows, type TestApp } from './testApp';

/**
 * A LINE user talks to an assistant end to end through the LINE sandbox, over real HTTP both
 * ways: the person writes on the sandbox's phone, the sandbox posts the signed event to the
 * channel's webhook, the turn runs, and the replies come back through the Messaging API into
 * the person's chat (answered with the event's reply token), buttons as quick replies.
 */
let app: SandboxedApp;
let t: TestApp;
let base = '';
let sandbox = '';
let channelId = '';
let line: LineSandboxChannel;
let userNumber = 0;

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const newUser = () => `U${(userNumber += 1).toString(16).padStart(32, '0')}`;
const chatOf = async (userId: string): Promise<LineSandboxChat> => lineSandboxChat.parse(await (await fetch(`${sandbox}/chats/${line.channelId}/${userId}`)).json());
const botTexts = (chat: LineSandboxChat) => chat.entries.filter((e) => e.from === 'bot').map((e) => e.text ?? e.imageUrl ?? '');

/** Waits until the person's chat has `n` messages of the channel (each poll is a real HTTP read of the sandbox). */
async function botMessages(userId: string, n: number): Promise<LineSandboxChat> {
  for (let i = 0; i < 300; i += 1) {
    const chat = await chatOf(userId);
    if (botTexts(chat).length >= n) return chat;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${userId} did not get ${n} messages: ${JSON.stringify(botTexts(await chatOf(userId)))}`);
}

const write = (userId: string, words: string) => fetch(`${sandbox}/chats/${line.channelId}/${userId}/messages`, json({ text: words, displayName: 'Deniz' }));
const tap = (userId: string, data: string, displayText: string) => fetch(`${sandbox}/chats/${line.channelId}/${userId}/postbacks`, json({ data, displayText }));
const webhook = () => `${base}/channels/v1/line/${channelId}/webhook`;

beforeAll(async () => {
  app = await sandboxedApp('line', 'Café Co');
  ({ t, base, sandbox } = app);
  line = lineSandboxChannel.parse(await (await fetch(`${sandbox}/channels`, json({ name: 'Café' }))).json());
  const channel = await connectedChannel(app, {
    kind: 'line',
    name: 'Café on LINE',
    assistant: 'Café',
    flow: cafeFlow(),
    properties: { channelSecret: line.channelSecret, accessToken: line.accessToken },
  });
  channelId = channel.channelId;
  expect(channel.connected).toEqual({ ok: true, properties: { lineBotUserId: line.userId, lineBasicId: line.basicId } });
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('a LINE user', () => {
  it('completes a flow with quick replies: the greeting and the buttons arrive by reply, a tap chooses, the flow ends', async () => {
    const userId = newUser();
    expect((await write(userId, 'hi')).status).toBe(200);
    const first = await botMessages(userId, 2);
    expect(botTexts(first)).toEqual(['Hello from the café!', 'Tea or coffee?']);
    const menu = first.entries.filter((e) => e.from === 'bot').at(-1)!;
    expect(menu.via).toBe('reply');
    const buttons = menu.quickReply?.items.map((item) => item.action) ?? [];
    expect(buttons.map((b) => b.label)).toEqual(['Tea', 'Coffee']);
    const coffee = buttons.find((b) => b.label === 'Coffee');
    expect(coffee?.type).toBe('postback');
    if (coffee?.type !== 'postback') return;
    expect((await tap(userId, coffee.data, coffee.displayText ?? '')).status).toBe(200);
    const after = await botMessages(userId, 3);
    expect(botTexts(after)).toEqual(['Hello from the café!', 'Tea or coffee?', 'One coffee, coming up.']);
    expect(after.entries.filter((e) => e.from === 'person').map((e) => e.text)).toEqual(['hi', 'Coffee']);
    const conversation = await t.db.selectFrom('conversations').select(['id', 'end_date', 'channel_type']).where('client_id', '=', userId).executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ channel_type: 'Line' });
    expect(conversation.end_date).not.toBeNull();
    const words = await t.db
      .selectFrom('conversation_messages')
      .select('content')
      .where('conversation_id', '=', conversation.id)
      .where('send_by', '=', 'CLIENT')
      .orderBy('seq')
      .execute();
    expect(words.map((w) => (w.content as { text?: string }).text)).toEqual(['hi', 'Coffee']);
  });

  it('whose webhook comes with a wrong signature, or none, is refused (401) and nothing is stored', async () => {
    const before = { claims: await countRows(t.db, 'inbound_claims'), conversations: await countRows(t.db, 'conversations') };
    const body = JSON.stringify({
      destination: line.userId,
      events: [
        {
          type: 'message',
          mode: 'active',
          timestamp: Date.now(),
          source: { type: 'user', userId: newUser() },
          webhookEventId: '01HMALLORY0000000000000000',
          deliveryContext: { isRedelivery: false },
          replyToken: 'r',
          message: { id: '1', type: 'text', text: 'hi' },
        },
      ],
    });
    const post = (headers: Record<string, string>) => fetch(webhook(), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect((await post({ 'x-line-signature': lineSignature('not the channel secret', body) })).status).toBe(401);
    expect((await post({ 'x-line-signature': lineSignature(line.channelSecret, `${body} `) })).status).toBe(401);
    expect((await post({})).status).toBe(401);
    expect({ claims: await countRows(t.db, 'inbound_claims'), conversations: await countRows(t.db, 'conversations') }).toEqual(before);
  });

  it('takes the address check LINE sends (no events) with 200', async () => {
    const body = JSON.stringify({ destination: line.userId, events: [] });
    const answer = await fetch(webhook(), { method: 'POST', headers: { 'content-type': 'application/json', 'x-line-signature': lineSignature(line.channelSecret, body) }, body });
    expect(answer.status).toBe(200);
  });

  it('whose event is delivered twice (a redelivery with the same webhookEventId) is answered once', async () => {
    const userId = newUser();
    const { webhookEventId } = (await (await write(userId, 'hello')).json()) as { webhookEventId: string };
    await botMessages(userId, 2);
    const event = {
      type: 'message',
      mode: 'active',
      timestamp: Date.now(),
      source: { type: 'user', userId },
      webhookEventId,
      deliveryContext: { isRedelivery: true },
      replyToken: 'used-before',
      message: { id: '2', type: 'text', text: 'hello' },
    };
    const body = JSON.stringify({ destination: line.userId, events: [event] });
    const deliver = () => fetch(webhook(), { method: 'POST', headers: { 'content-type': 'application/json', 'x-line-signature': lineSignature(line.channelSecret, body) }, body });
    const answers = await Promise.all([deliver(), deliver()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(botTexts(await chatOf(userId))).toEqual(['Hello from the café!', 'Tea or coffee?']);
    const stored = await t.db
      .selectFrom('conversation_messages')
      .select('outer_message_id')
      .where('send_by', '=', 'CLIENT')
      .where('outer_message_id', '=', webhookEventId)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('gets the reply once when LINE answers 500 to the reply and to the push tried at once: the next try answers with the still-fresh token', async () => {
    const userId = newUser();
    expect((await fetch(`${sandbox}/control/faults`, json({ call: 'reply', status: 500, times: 1 }))).status).toBe(200);
    expect((await fetch(`${sandbox}/control/faults`, json({ call: 'push', status: 500, times: 1 }))).status).toBe(200);
    await write(userId, 'hi');
    const chat = await botMessages(userId, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(botTexts(await chatOf(userId))).toEqual(['Hello from the café!', 'Tea or coffee?']);
    expect(chat.entries.filter((e) => e.from === 'bot').map((e) => e.via)).toEqual(['reply', 'reply']);
    const tries = await t.db
      .selectFrom('outbound_deliveries')
      .select(['attempts', 'delivered_at'])
      .where('channel_id', '=', channelId)
      .where('conversation_id', 'in', t.db.selectFrom('conversations').select('id').where('client_id', '=', userId))
      .execute();
    expect(tries).toHaveLength(1);
    expect(tries[0]).toMatchObject({ attempts: 2 });
    expect(tries[0]?.delivered_at).not.toBeNull();
  });
});

describe('the CHANNELS tab adding a LINE channel', () => {
  const ADD = `mutation ($c: ID!, $n: String!, $b: ID, $p: String!) {
    addConnectionToCompany(companyId: $c, name: $n, type: line, botId: $b, properties: $p) { channel { id properties } }
  }`;
  /** A new company with an assistant, and an add of a LINE channel to it. */
  const companyAdding = async () => {
    const company = await companyWith(t, `Tea House ${Math.random()}`, [[app.admin, 'ADMIN']]);
    const bot = await insertBot(t.db, t.clock.now(), { name: 'Tea', companyId: company, userId: app.admin.userId, flow: cafeFlow() });
    return (properties: Record<string, string>) => gql(t, ADD, { c: company, n: 'Tea on LINE', b: bot, p: JSON.stringify(properties) }, { token: app.admin.token });
  };

  it("answers LINE's own message when LINE refuses the token, and stores nothing", async () => {
    const addTo = await companyAdding();
    const before = await countRows(t.db, 'channels');
    const refused = await addTo({ channelSecret: line.channelSecret, accessToken: `1234567890.${'A'.repeat(43)}` });
    expect(refused.errors?.[0]?.message).toBe('Authentication failed. Confirm that the access token in the authorization header is valid.');
    expect(await countRows(t.db, 'channels')).toBe(before);
  });

  it('stores a channel LINE takes, both secrets masked in the answer and kept sealed', async () => {
    const made = lineSandboxChannel.parse(await (await fetch(`${sandbox}/channels`, json({ name: 'Tea' }))).json());
    const addTo = await companyAdding();
    const answer = await addTo({ channelSecret: made.channelSecret, accessToken: made.accessToken });
    expect(answer.errors).toBeUndefined();
    const channel = (answer.data?.['addConnectionToCompany'] as { channel: { id: string; properties: string } }).channel;
    expect(JSON.parse(channel.properties)).toEqual({ channelSecret: SECRET_MASK, accessToken: SECRET_MASK, lineBotUserId: made.userId, lineBasicId: made.basicId });
    expect(await channelById(t.db, t.config.secretKey, channel.id)).toMatchObject({ properties: { channelSecret: made.channelSecret, accessToken: made.accessToken } });
    const row = await t.db.selectFrom('channels').select('properties').where('id', '=', channel.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row.properties)).not.toContain(made.accessToken);
  });
});
