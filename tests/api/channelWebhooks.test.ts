// @vitest-environment node
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { buildFlow, text } from '../../server/bots/flowBuilder';
import { newToken, tokenHash } from '../../server/channels/channelRules';
import { insertGenericChannel } from '../../server/channels/channelStore';
import { propertiesToStore } from '../../server/channels/channelProperties';
import { companyWith, personWithSession } from './graphqlHelpers';
import { buildTestApp, countRows, testDatabase, type TestApp } from './testApp';
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver';

/**
 * The shared webhook route of the channel layer, POST /channels/v1/<kind>/<channelId>/webhook,
 * driven through the generic kind's adapter (its partner authenticates with the api token):
 * authentication before anything is stored, each message once, the message kept until its turn
 * is done (also across a stop), replies signed and in order.
 */
let t: TestApp;
let receiver: WebhookReceiver;
let channelId: string;
let apiToken: string;
const signingSecret = 's'.repeat(40);

async function makeChannel(): Promise<void> {
  const admin = await personWithSession(t, 'Admin');
  const companyId = await companyWith(t, 'Hooks Company', [[admin, 'ADMIN']]);
  const botId = await insertBot(t.db, t.clock.now(), {
    name: 'Asker',
    companyId,
    userId: admin.userId,
    flow: buildFlow([
      { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'hi' },
      { id: 'hi', type: 'MESSAGE', name: 'Hi', at: [1, 0], to: 'ask', settings: text('Hello!') },
      { id: 'ask', type: 'INPUT', name: 'Ask', at: [2, 0], to: 'thanks', settings: { inputType: 'TEXT', param: 'wish', prompt: 'What do you wish?' } },
      { id: 'thanks', type: 'MESSAGE', name: 'Thanks', at: [3, 0], to: 'end', settings: text('You wish #wish.') },
      { id: 'end', type: 'END', name: 'End', at: [4, 0] },
    ]),
  });
  apiToken = newToken();
  const channel = await insertGenericChannel(t.db, t.config.secretKey, {
    companyId,
    botId,
    name: 'Partner',
    webhookUrl: receiver.url,
    apiTokenHash: tokenHash(apiToken),
    userId: admin.userId,
    now: t.clock.now(),
  });
  channelId = channel.id;
  const properties = propertiesToStore(t.config.secretKey, 'generic', { webhookUrl: receiver.url, signingSecret });
  await t.db
    .updateTable('channels')
    .set({ properties: JSON.stringify(properties) })
    .where('id', '=', channelId)
    .execute();
}

const post = (path: string, body: string, headers: Record<string, string> = { apitoken: apiToken }) =>
  t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: body, remoteAddress: '127.0.0.1' });
const hook = (id = channelId) => `/channels/v1/generic/${id}/webhook`;
const message = (id: string, content: string, client = 'person-1') => JSON.stringify({ clientInfo: { id: client }, message: { id, content } });
const counts = async () => ({
  claims: await countRows(t.db, 'inbound_claims'),
  conversations: await countRows(t.db, 'conversations'),
  messages: await countRows(t.db, 'conversation_messages'),
});
const texts = () => receiver.deliveries.flatMap((d) => d.messages.map((m) => m.content['text']));
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await buildTestApp(await testDatabase(), { outboundPollMs: 25, outboundRetryBaseMs: 25 });
  await makeChannel();
});
beforeEach(() => receiver.clear());
afterAll(async () => {
  await receiver.close();
  await t.app.close();
  await t.db.destroy();
});

describe('POST /channels/v1/<kind>/<channelId>/webhook', () => {
  it('refuses an unknown kind, a kind that is not the channel’s, and an unknown channel (404), storing nothing', async () => {
    const before = await counts();
    expect((await post(`/channels/v1/pigeon/${channelId}/webhook`, message('x1', 'Hi'))).statusCode).toBe(404);
    expect((await post(`/channels/v1/telegram/${channelId}/webhook`, message('x1', 'Hi'))).statusCode).toBe(404);
    expect((await post(hook('00000000-0000-4000-8000-000000000000'), message('x1', 'Hi'))).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('answers 401 to a wrong or missing token and 400 to a body that is not JSON or not a message, storing nothing', async () => {
    const before = await counts();
    const wrong = await post(hook(), message('x2', 'Hi'), { apitoken: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid api token.' });
    expect((await post(hook(), message('x2', 'Hi'), {})).statusCode).toBe(401);
    expect((await post(hook(), '{not json')).statusCode).toBe(400);
    expect((await post(hook(), JSON.stringify({ message: { content: 'Hi' } }))).statusCode).toBe(400);
    await settle();
    expect(await counts()).toEqual(before);
    expect(receiver.deliveries).toEqual([]);
  });

  it('takes a message (200), runs its turn and sends the reply signed; the next message goes on in the same conversation', async () => {
    expect((await post(hook(), message('m1', 'Hi'))).json()).toEqual({ ok: true });
    await receiver.reach(1);
    expect(texts()).toEqual(['Hello!', 'What do you wish?']);
    const [first] = receiver.received;
    const signature = String(first!.headers['x-console-signature']);
    const [, time, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    expect(v1).toBe(createHmac('sha256', signingSecret).update(`${time}.${first!.body}`).digest('hex'));
    expect(first!.headers['x-console-delivery-id']).toMatch(/^[0-9a-f-]{36}$/);
    await post(hook(), message('m2', 'a bicycle'));
    await receiver.reach(2);
    expect(texts()).toEqual(['Hello!', 'What do you wish?', 'You wish a bicycle.']);
    expect(receiver.deliveries[1]!.ended).toBe(true);
    expect(new Set(receiver.deliveries.map((d) => d.conversationId)).size).toBe(1);
  });

  it('runs a message delivered twice once, also when the repeat comes while the first is running', async () => {
    const [a, b] = await Promise.all([post(hook(), message('d1', 'Hi', 'person-2')), post(hook(), message('d1', 'Hi', 'person-2'))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await receiver.reach(1);
    await settle();
    expect(texts()).toEqual(['Hello!', 'What do you wish?']);
    const conversation = await t.db.selectFrom('conversations').select('id').where('client_id', '=', 'person-2').executeTakeFirstOrThrow();
    const clientMessages = await t.db
      .selectFrom('conversation_messages')
      .select('outer_message_id')
      .where('conversation_id', '=', conversation.id)
      .where('send_by', '=', 'CLIENT')
      .execute();
    expect(clientMessages).toEqual([{ outer_message_id: 'd1' }]);
  });
});

describe('the replies of one conversation', () => {
  it('go out in the order of their turns, a later one waiting while an earlier one is tried again', async () => {
    receiver.refuseNext([500, 500, 500]);
    await post(hook(), message('o1', 'Hi', 'person-6'));
    while (receiver.refused() < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    await post(hook(), message('o2', 'a kite', 'person-6'));
    await receiver.reach(2);
    expect(texts()).toEqual(['Hello!', 'What do you wish?', 'You wish a kite.']);
  });
});

describe('a message taken but not answered when the server stopped', () => {
  it('is answered by the next server, once', async () => {
    await t.app.close();
    const event = { client: { clientId: 'person-3' }, input: { text: 'Hi', messageType: 'TEXT' } };
    await t.db
      .insertInto('inbound_claims')
      .values({ channel_id: channelId, provider_message_id: 'w1', claimed_at: new Date(), event: JSON.stringify(event) })
      .execute();
    t = await buildTestApp(t.db, { outboundPollMs: 25, outboundRetryBaseMs: 25 });
    await receiver.reach(1);
    expect(texts()).toEqual(['Hello!', 'What do you wish?']);
    const claim = await t.db.selectFrom('inbound_claims').select(['processed_at', 'conversation_id']).where('provider_message_id', '=', 'w1').executeTakeFirstOrThrow();
    expect(claim.processed_at).not.toBeNull();
    expect(claim.conversation_id).not.toBeNull();
  });

  it('whose turn was stored before the stop gets its stored replies sent, without a second turn', async () => {
    await post(hook(), message('r1', 'Hi', 'person-4'));
    await receiver.reach(1);
    await settle();
    const conversation = await t.db.selectFrom('conversations').select(['id', 'turn']).where('client_id', '=', 'person-4').executeTakeFirstOrThrow();
    await t.app.close();
    // As if the server died after storing the turn but before queueing its replies.
    await t.db.updateTable('inbound_claims').set({ processed_at: null }).where('provider_message_id', '=', 'r1').execute();
    await t.db.updateTable('conversation_messages').set({ delivery_status: null }).where('conversation_id', '=', conversation.id).execute();
    await t.db.deleteFrom('outbound_deliveries').where('conversation_id', '=', conversation.id).execute();
    receiver.clear();
    t = await buildTestApp(t.db, { outboundPollMs: 25, outboundRetryBaseMs: 25 });
    await receiver.reach(1);
    expect(texts()).toEqual(['Hello!', 'What do you wish?']);
    const after = await t.db.selectFrom('conversations').select('turn').where('id', '=', conversation.id).executeTakeFirstOrThrow();
    expect(after.turn).toBe(conversation.turn);
  });
});

describe('delivery statuses', () => {
  it('mark the sent messages sent', async () => {
    await post(hook(), message('s1', 'Hi', 'person-5'));
    await receiver.reach(1);
    await settle();
    const conversation = await t.db.selectFrom('conversations').select('id').where('client_id', '=', 'person-5').executeTakeFirstOrThrow();
    const bot = await t.db
      .selectFrom('conversation_messages')
      .select('delivery_status')
      .where('conversation_id', '=', conversation.id)
      .where('send_by', '=', 'BOT')
      .where('message_type', '!=', 'LOG')
      .execute();
    expect(bot.map((m) => m.delivery_status)).toEqual(['sent', 'sent']);
  });
});
