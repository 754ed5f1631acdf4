// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { buildFlow, text } from '../../server/bots/flowBuilder';
import { faqTemplate } from '../../server/bots/templates/faq';
import { tokenHash } from '../../server/channels/channelRules';
import { companyWith, gql, OFFICE_IP, outcome, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, countRows, testDatabase, type TestApp } from './testApp';
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver';

let t: TestApp;
let admin: Person;
let member: Person;
let outsider: Person;
let companyId: string;
let otherCompanyId: string;
let botId: string;
let greeterId: string;
let otherBotId: string;
let receiver: WebhookReceiver;
let receiverUrl: string;

const CREATE = `mutation ($companyId: ID!, $name: String!, $webhookUrl: String!, $botId: ID!) {
  createGenericChannel(companyId: $companyId, name: $name, webhookUrl: $webhookUrl, botId: $botId) { apiToken channel { id name integrationType companyID status botId } }
}`;

async function counts() {
  return { conversations: await countRows(t.db, 'conversations'), messages: await countRows(t.db, 'conversation_messages'), channels: await countRows(t.db, 'channels') };
}

const deliveriesReach = (n: number) => receiver.reach(n);

async function createChannel(bot: string, webhookUrl = receiverUrl): Promise<{ id: string; apiToken: string }> {
  const answer = await gql(t, CREATE, { companyId, name: 'Partner', webhookUrl, botId: bot }, { token: admin.token });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const created = answer.data!['createGenericChannel'] as { apiToken: string; channel: { id: string } };
  return { id: created.channel.id, apiToken: created.apiToken };
}

function incoming(channelId: string | undefined, token: string | undefined, body: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/external/v1/incoming${channelId === undefined ? '' : `?channelID=${channelId}`}`,
    remoteAddress: '127.0.0.1',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { apiToken: token }) },
    payload: JSON.stringify(body),
  });
}

beforeAll(async () => {
  t = await buildTestApp(await testDatabase(), { outboundPollMs: 25, outboundRetryBaseMs: 25 });
  admin = await personWithSession(t, 'Admin');
  member = await personWithSession(t, 'Member');
  outsider = await personWithSession(t, 'Outsider');
  companyId = await companyWith(t, 'Webhook Company', [
    [admin, 'ADMIN'],
    [member, 'USER'],
  ]);
  otherCompanyId = await companyWith(t, 'Elsewhere', [[outsider, 'ADMIN']]);
  botId = await insertBot(t.db, t.clock.now(), { name: 'Helper', companyId, userId: admin.userId, flow: faqTemplate.flow });
  greeterId = await insertBot(t.db, t.clock.now(), {
    name: 'Greeter',
    companyId,
    userId: admin.userId,
    flow: buildFlow([
      { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'hi' },
      { id: 'hi', type: 'MESSAGE', name: 'Hi', at: [1, 0], to: 'ask', settings: text('Hello #NAME #SURNAME (#PHONE)!') },
      { id: 'ask', type: 'INPUT', name: 'Ask', at: [2, 0], to: 'end', settings: { inputType: 'TEXT', param: 'wish', prompt: 'What do you wish?' } },
      { id: 'end', type: 'END', name: 'End', at: [3, 0] },
    ]),
  });
  otherBotId = await insertBot(t.db, t.clock.now(), { name: 'Theirs', companyId: otherCompanyId, userId: outsider.userId, flow: faqTemplate.flow });
  receiver = await startWebhookReceiver();
  receiverUrl = receiver.url;
});
beforeEach(() => {
  receiver.clear();
});
afterAll(async () => {
  await receiver.close();
  await t.app.close();
  await t.db.destroy();
});

describe('createGenericChannel', () => {
  it('shows the api token once and keeps only its sha-256', async () => {
    const answer = await gql(t, CREATE, { companyId, name: '  Partner  ', webhookUrl: receiverUrl, botId }, { token: admin.token });
    const created = answer.data!['createGenericChannel'] as { apiToken: string; channel: Record<string, unknown> };
    expect(created.channel).toMatchObject({ name: 'Partner', integrationType: 'Generic', companyID: companyId, status: 'ACTIVE', botId });
    expect(created.apiToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.db
      .selectFrom('channels')
      .selectAll()
      .where('id', '=', created.channel['id'] as string)
      .executeTakeFirstOrThrow();
    expect(row.api_token_hash).toBe(tokenHash(created.apiToken));
    expect(JSON.stringify(row)).not.toContain(created.apiToken);
    // The signing secret of its deliveries is kept sealed with the server's key.
    expect(row.properties).toEqual({ webhookUrl: receiverUrl, signingSecret: expect.stringMatching(/^sealed:v1:/) });
  });

  it('validates the name and the webhook URL with the form texts, and stores nothing then', async () => {
    const before = await counts();
    const message = async (name: string, webhookUrl: string) => (await gql(t, CREATE, { companyId, name, webhookUrl, botId }, { token: admin.token })).errors?.[0]?.message;
    expect(await message('  ', receiverUrl)).toBe('Name is required.');
    expect(await message('Partner', 'ftp://example.com')).toBe('The URL provided must begin with http:// or https://');
    expect(await message('Partner', 'https://-example')).toBe('The URL provided must begin with http:// or https://');
    expect(await message('Partner', 'https://exa mple.com')).toBe('Please enter a valid url');
    expect(await counts()).toEqual(before);
  });

  it('is for ADMINs of the company, with an assistant of that company', async () => {
    const before = await counts();
    expect(outcome(await gql(t, CREATE, { companyId, name: 'P', webhookUrl: receiverUrl, botId }, { token: member.token }))).toBe('FORBIDDEN');
    expect(outcome(await gql(t, CREATE, { companyId, name: 'P', webhookUrl: receiverUrl, botId }, { token: outsider.token }))).toBe('FORBIDDEN');
    expect(outcome(await gql(t, CREATE, { companyId, name: 'P', webhookUrl: receiverUrl, botId }))).toBe('UNAUTHENTICATED');
    const foreign = await gql(t, CREATE, { companyId, name: 'P', webhookUrl: receiverUrl, botId: otherBotId }, { token: admin.token });
    expect(foreign.errors?.[0]?.message).toBe('The assistant does not exist.');
    expect(await counts()).toEqual(before);
  });
});

describe('channels in GraphQL and REST', () => {
  it('lists the company channels to members only, never with a token hash', async () => {
    await createChannel(botId);
    const answer = await gql(
      t,
      `query ($companyId: ID!) { channels(companyId: $companyId) { id name integrationType companyID status botId } }`,
      { companyId },
      { token: member.token },
    );
    const channels = answer.data!['channels'] as Array<Record<string, unknown>>;
    expect(channels.map((c) => c['integrationType'])).toEqual(expect.arrayContaining(['MicroWebChat', 'Generic']));
    expect(channels.find((c) => c['name'] === 'Helper Web Chat')).toMatchObject({ botId, companyID: companyId, status: 'ACTIVE' });
    expect(outcome(await gql(t, `query ($companyId: ID!) { channels(companyId: $companyId) { id } }`, { companyId }, { token: outsider.token }))).toBe('FORBIDDEN');

    const rest = await t.app.inject({
      method: 'GET',
      url: `/channel/retrieve-all-channels-by-company-id/${companyId}`,
      remoteAddress: OFFICE_IP,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.body).not.toMatch(/hash|apiToken/i);
    const list = rest.json() as Array<{ id: string }>;
    expect(list.length).toBe(channels.length);
    const one = await t.app.inject({ method: 'GET', url: `/channel/${list[0]!.id}`, remoteAddress: OFFICE_IP, headers: { authorization: `Bearer ${member.token}` } });
    expect(one.json()).toEqual(list[0]);
    expect(one.body).not.toMatch(/hash/i);
    const core = await t.app.inject({ method: 'GET', url: `/core/v1/channel/${list[0]!.id}`, remoteAddress: OFFICE_IP, headers: { authorization: `Bearer ${member.token}` } });
    expect(core.json()).toEqual(list[0]);

    const foreignList = await t.app.inject({
      method: 'GET',
      url: `/channel/retrieve-all-channels-by-company-id/${companyId}`,
      remoteAddress: OFFICE_IP,
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(foreignList.statusCode).toBe(403);
    const foreignOne = await t.app.inject({ method: 'GET', url: `/channel/${list[0]!.id}`, remoteAddress: OFFICE_IP, headers: { authorization: `Bearer ${outsider.token}` } });
    expect(foreignOne.statusCode).toBe(403);
    expect(foreignOne.body).not.toContain(list[0]!.id);
    const anonymous = await t.app.inject({ method: 'GET', url: `/channel/${list[0]!.id}`, remoteAddress: OFFICE_IP });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers webChatChannelId on an assistant, creating the channel an older assistant lacks', async () => {
    await t.db.deleteFrom('channels').where('bot_id', '=', greeterId).where('integration_type', '=', 'MicroWebChat').execute();
    const query = `query ($companyId: ID) { bots(companyId: $companyId) { id webChatChannelId } }`;
    const first = (await gql(t, query, { companyId }, { token: member.token })).data!['bots'] as Array<{ id: string; webChatChannelId: string }>;
    const greeter = first.find((b) => b.id === greeterId)!;
    expect(greeter.webChatChannelId).toBeTruthy();
    const second = (await gql(t, query, { companyId }, { token: member.token })).data!['bots'] as Array<{ id: string; webChatChannelId: string }>;
    expect(second.find((b) => b.id === greeterId)!.webChatChannelId).toBe(greeter.webChatChannelId);
    const row = await t.db.selectFrom('channels').select(['name', 'company_id']).where('id', '=', greeter.webChatChannelId).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Greeter Web Chat', company_id: companyId });
  });
});

describe('POST /external/v1/incoming', () => {
  it('accepts a message (202), runs the turn and delivers the answer to the webhook; the client info fills #NAME, #SURNAME, #PHONE', async () => {
    const channel = await createChannel(greeterId);
    const client = { id: 'client-7', name: 'Ada', surname: 'Lovelace', phone: '+441234' };
    const accepted = await incoming(channel.id, channel.apiToken, { clientInfo: client, message: { content: 'Hi', type: 'TEXT' } });
    expect(accepted.statusCode, accepted.body).toBe(202);
    const { success, conversationId } = accepted.json() as { success: boolean; conversationId: string };
    expect(success).toBe(true);
    const [first] = await deliveriesReach(1);
    expect(first).toMatchObject({ channelID: channel.id, conversationId, clientId: 'client-7', ended: false });
    expect(first!.messages.map((m) => m.content['text'])).toEqual(['Hello Ada Lovelace (+441234)!', 'What do you wish?']);
    // The same client's next message continues the open conversation.
    const next = await incoming(channel.id, channel.apiToken, { clientInfo: { id: 'client-7' }, message: { content: 'A pony' } });
    expect((next.json() as { conversationId: string }).conversationId).toBe(conversationId);
    const [, second] = await deliveriesReach(2);
    expect(second).toMatchObject({ conversationId, ended: true, messages: [] });
    const stored = await t.db
      .selectFrom('conversation_messages')
      .select(['send_by', 'content'])
      .where('conversation_id', '=', conversationId)
      .where('send_by', '=', 'CLIENT')
      .orderBy('seq')
      .execute();
    expect(stored.map((m) => (m.content as { text: string }).text)).toEqual(['Hi', 'A pony']);
    const row = await t.db.selectFrom('conversations').select(['client_info', 'channel_type', 'end_date']).where('id', '=', conversationId).executeTakeFirstOrThrow();
    expect(row.client_info).toEqual({ name: 'Ada', surname: 'Lovelace', phone: '+441234' });
    expect(row.channel_type).toBe('Generic');
    expect(row.end_date).not.toBeNull();
  });

  it('two first messages of the same new person at once end up in one conversation', async () => {
    const channel = await createChannel(greeterId);
    const before = await counts();
    const both = await Promise.all(['Hi', 'Hello?'].map((content) => incoming(channel.id, channel.apiToken, { clientInfo: { id: 'twin-1' }, message: { content } })));
    expect(both.map((r) => r.statusCode)).toEqual([202, 202]);
    const ids = both.map((r) => (r.json() as { conversationId: string }).conversationId);
    expect(ids[1]).toBe(ids[0]);
    expect((await counts()).conversations).toBe(before.conversations + 1);
    // The second message is stored by its turn, which runs after the 202.
    const clientTexts = () => t.db.selectFrom('conversation_messages').select('content').where('conversation_id', '=', ids[0]!).where('send_by', '=', 'CLIENT').execute();
    let texts = await clientTexts();
    for (let i = 0; i < 100 && texts.length < 2; i += 1) texts = await new Promise((r) => setTimeout(r, 50)).then(clientTexts);
    expect(texts.map((m) => (m.content as { text: string }).text).sort()).toEqual(['Hello?', 'Hi']);
    // Both turns answer the partner: the greeting with its question, then the end.
    expect((await deliveriesReach(2)).every((d) => d.conversationId === ids[0])).toBe(true);
  });

  it('runs a message delivered again (the same message id) once, answering the repeat with its conversation', async () => {
    const channel = await createChannel(greeterId);
    const clientTexts = (conversationId: string) =>
      t.db.selectFrom('conversation_messages').select('content').where('conversation_id', '=', conversationId).where('send_by', '=', 'CLIENT').execute();
    const first = await incoming(channel.id, channel.apiToken, { clientInfo: { id: 'repeat-1' }, message: { content: 'Hi', id: 'partner-msg-1' } });
    expect(first.statusCode).toBe(202);
    const { conversationId } = first.json() as { conversationId: string };
    await deliveriesReach(1);
    const again = await incoming(channel.id, channel.apiToken, { clientInfo: { id: 'repeat-1' }, message: { content: 'Hi', id: 'partner-msg-1' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, conversationId });
    // Two deliveries of the next message at once: one claims it, the other is the repeat.
    const both = await Promise.all(
      [1, 2].map(() => incoming(channel.id, channel.apiToken, { clientInfo: { id: 'repeat-1' }, message: { content: 'A pony', id: 'partner-msg-2' } })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 202]);
    await deliveriesReach(2);
    let texts = await clientTexts(conversationId);
    for (let i = 0; i < 100 && texts.length < 2; i += 1) texts = await new Promise((r) => setTimeout(r, 50)).then(() => clientTexts(conversationId));
    expect(texts.map((m) => (m.content as { text: string }).text)).toEqual(['Hi', 'A pony']);
    // The same id on another channel is another message.
    const other = await createChannel(greeterId);
    const elsewhere = await incoming(other.id, other.apiToken, { clientInfo: { id: 'repeat-1' }, message: { content: 'Hi', id: 'partner-msg-1' } });
    expect(elsewhere.statusCode).toBe(202);
    expect((elsewhere.json() as { conversationId: string }).conversationId).not.toBe(conversationId);
    expect((await deliveriesReach(3)).map((d) => d.channelID)).toEqual([channel.id, channel.id, other.id]);
  });

  it('refuses a wrong token (401), an unknown channel (404), a missing channelID or a bad body (400), storing nothing', async () => {
    const channel = await createChannel(botId);
    const body = { clientInfo: { id: 'c-1' }, message: { content: 'Hi', type: 'TEXT' } };
    const before = await counts();
    const expectRefused = (response: LightMyRequestResponse, status: number, message: string) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ message });
    };
    expectRefused(await incoming(channel.id, 'wrong', body), 401, 'Invalid api token.');
    expectRefused(await incoming(channel.id, undefined, body), 401, 'Invalid api token.');
    expectRefused(await incoming('00000000-0000-4000-8000-000000000000', channel.apiToken, body), 404, 'Channel not found.');
    const webChat = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', botId).where('integration_type', '=', 'MicroWebChat').executeTakeFirstOrThrow()).id;
    expectRefused(await incoming(webChat, channel.apiToken, body), 404, 'Channel not found.');
    expectRefused(await incoming(undefined, channel.apiToken, body), 400, 'channelID is required.');
    expectRefused(await incoming(channel.id, channel.apiToken, { clientInfo: { id: ' ' }, message: { content: 'Hi' } }), 400, 'clientInfo.id is required.');
    expectRefused(await incoming(channel.id, channel.apiToken, { clientInfo: { id: 'c' }, message: { content: '' } }), 400, 'message.content is required.');
    expectRefused(await incoming(channel.id, channel.apiToken, { clientInfo: { id: 'c' } }), 400, 'message is required.');
    await t.db.updateTable('channels').set({ status: 'DELETED' }).where('id', '=', channel.id).execute();
    expectRefused(await incoming(channel.id, channel.apiToken, body), 404, 'Channel not found.');
    expect(await counts()).toEqual(before);
    expect(receiver.deliveries).toEqual([]);
  });

  it('keeps the reply when the partner answers 500 three times: it arrives once, on the fourth try', async () => {
    const channel = await createChannel(greeterId);
    receiver.refuseNext([500, 503, 500]);
    const accepted = await incoming(channel.id, channel.apiToken, { clientInfo: { id: 'retry-1' }, message: { content: 'Hi' } });
    const { conversationId } = accepted.json() as { conversationId: string };
    const [delivered] = await deliveriesReach(1);
    expect(delivered).toMatchObject({ conversationId, ended: false });
    expect(receiver.refused()).toBe(3);
    const row = () =>
      t.db.selectFrom('outbound_deliveries').select(['attempts', 'delivered_at', 'last_error']).where('conversation_id', '=', conversationId).executeTakeFirstOrThrow();
    let settled = await row();
    for (let i = 0; i < 100 && settled.delivered_at === null; i += 1) settled = await new Promise((r) => setTimeout(r, 20)).then(row);
    expect(settled).toMatchObject({ attempts: 4, last_error: null });
    expect(settled.delivered_at).not.toBeNull();
    await new Promise((r) => setTimeout(r, 150));
    expect(receiver.deliveries).toHaveLength(1);
  });

  it('a delivery that fails is logged without the token and the conversation is still stored', async () => {
    const channel = await createChannel(botId, 'http://127.0.0.1:1/nowhere');
    const writes: string[] = [];
    const original = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => (writes.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      const accepted = await incoming(channel.id, channel.apiToken, { clientInfo: { id: 'c-9' }, message: { content: 'Hi' } });
      expect(accepted.statusCode).toBe(202);
      const { conversationId } = accepted.json() as { conversationId: string };
      for (let i = 0; i < 100 && !writes.some((w) => w.includes(`on channel ${channel.id}`)); i += 1) await new Promise((r) => setTimeout(r, 50));
      const stored = await t.db.selectFrom('conversation_messages').select('send_by').where('conversation_id', '=', conversationId).execute();
      expect(stored.map((m) => m.send_by)).toContain('BOT');
    } finally {
      process.stderr.write = original;
    }
    const line = writes.find((w) => w.includes(`on channel ${channel.id}`));
    expect(line).toContain('(generic) will be tried again: 127.0.0.1:1 could not be reached');
    expect(line).not.toContain(channel.apiToken);
  });
});

describe('the outbound queue across a restart', () => {
  it('sends what a stopped server left in the queue once the next server is up, and nothing while none runs', async () => {
    const channel = await createChannel(greeterId);
    await t.app.close();
    const left = { channelID: channel.id, conversationId: '', clientId: 'left-1', messages: [], ended: true };
    await t.db
      .insertInto('outbound_deliveries')
      .values({ channel_id: channel.id, payload: JSON.stringify({ messageIds: [], request: left }), next_attempt_at: new Date() })
      .execute();
    await new Promise((r) => setTimeout(r, 150));
    expect(receiver.deliveries).toEqual([]);
    t = await buildTestApp(t.db, { outboundPollMs: 25, outboundRetryBaseMs: 25 });
    expect(await deliveriesReach(1)).toEqual([left]);
  });
});
