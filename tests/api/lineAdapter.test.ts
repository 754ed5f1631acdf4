import { describe, expect, it } from 'vitest';
import type { AdapterChannel } from '../../server/channels/adapters/channelAdapter';
import { lineAdapter } from '../../server/channels/adapters/line';
import { REPLY_TOKEN_USE_MS } from '../../server/channels/adapters/lineParse';
import { retryKeyOf } from '../../server/channels/adapters/lineSend';
import { lineSignature } from '../../server/channels/adapters/lineSignature';
import { HttpError } from '../../server/http/errors';
import { lineMessages } from '../../services/contracts/channels/line';
import { lineSandboxChannel, lineSandboxChat } from '../../services/contracts/rest/lineSandbox';
import { botMessage } from '../support/botMessage';
import { expectPhoneForOperatorOnly } from '../support/phoneForOperator';
import { providerSandbox } from '../support/providerSandbox';

/** The LINE adapter against the LINE sandbox over real HTTP: connect, render, send (reply, push, errors), verify and parse. */
const provider = providerSandbox('line');
const { access, post } = provider;

async function newChannel() {
  const answer = await post('/channels', { name: 'Helper' });
  expect(answer.status).toBe(200);
  return lineSandboxChannel.parse(await answer.json());
}

function channelOf(made: { channelSecret: string; accessToken: string }, id = crypto.randomUUID()): AdapterChannel<'line'> {
  return { id, companyId: crypto.randomUUID(), name: 'LINE', kind: 'line', properties: { channelSecret: made.channelSecret, accessToken: made.accessToken }, apiTokenHash: null };
}

const chat = async (channelId: string, userId: string) => lineSandboxChat.parse(await (await fetch(`${provider.url}/chats/${channelId}/${userId}`)).json());
const sendContext = (deliveryId = crypto.randomUUID(), now = new Date()) => ({ lastInboundAt: null, flowId: null, now, deliveryId });
let users = 0;
const newUser = () => `U${(users += 1).toString(16).padStart(32, 'a')}`;

/** The person writes (so the channel may push to them); answers the event LINE posted, with its reply token. */
async function personWrites(made: { channelId: string }, userId: string, channel: AdapterChannel<'line'>, text = 'hello') {
  const before = provider.receiver.requests.length;
  expect((await post(`/chats/${made.channelId}/${userId}/messages`, { text, displayName: 'Ada' })).status).toBe(200);
  await provider.receiver.reach(before + 1);
  const request = provider.receiver.requests[before]!;
  expect(lineAdapter.verify({ rawBody: request.rawBody, headers: request.headers, query: {} }, channel)).toEqual({ ok: true });
  const [event] = lineAdapter.parse(JSON.parse(request.rawBody.toString('utf8')), channel);
  if (event?.kind !== 'message') throw new Error('no message event');
  return event;
}

describe('LINE adapter: connect', () => {
  it('checks the access token with the bot info, sets the webhook URL and answers the bot user id and basic id', async () => {
    const made = await newChannel();
    const channel = channelOf(made);
    expect(await lineAdapter.connect!(channel, access())).toEqual({ ok: true, properties: { lineBotUserId: made.userId, lineBasicId: made.basicId } });
    expect((await chat(made.channelId, newUser())).webhookUrl).toBe(`${provider.receiver.origin}/channels/v1/line/${channel.id}/webhook`);
  });

  it("refuses a token LINE does not know with LINE's own message, and a silent failure with the contract's", async () => {
    const forged = { channelSecret: 'a'.repeat(32), accessToken: `1234567890.${'A'.repeat(43)}` };
    const refused = await lineAdapter.connect!(channelOf(forged), access());
    expect(refused).toEqual({ ok: false, message: 'Authentication failed. Confirm that the access token in the authorization header is valid.' });
    const direct = await fetch(`${provider.url}/v2/bot/info`, { headers: { authorization: `Bearer ${forged.accessToken}` } });
    expect(direct.status).toBe(401);
    expect(direct.headers.get('x-line-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const made = await newChannel();
    await post('/control/faults', { call: 'info', delayMs: 600 });
    expect(await lineAdapter.connect!(channelOf(made), access(200))).toEqual({ ok: false, message: lineMessages.connectFailed });
  });

  it("refuses a webhook URL LINE would not take, with LINE's message and its details", async () => {
    const made = await newChannel();
    const answer = await lineAdapter.connect!(channelOf(made), { ...access(), publicUrl: 'http://console.example' });
    expect(answer).toEqual({ ok: false, message: 'The request body has 1 error(s) (endpoint: Must be a valid HTTPS URL)' });
  });
});

describe('LINE adapter: render and send to the sandbox', () => {
  it('answers with the reply token while fresh: text, quick replies and an image arrive in one call', async () => {
    const made = await newChannel();
    const channel = channelOf(made);
    await lineAdapter.connect!(channel, access());
    const userId = newUser();
    const event = await personWrites(made, userId, channel);
    expect(event.answerWith?.usableUntil).toBeDefined();
    const turn = [
      botMessage('m1', 'TEXT', { text: 'Welcome!' }),
      botMessage('m2', 'IMAGE', { link: 'https://img.example/tea.png', caption: 'Our tea' }),
      botMessage('m3', 'QUICKREPLY', {
        text: 'Pick one',
        buttons: [
          { id: 'yes', text: 'Yes', type: 'TEXT' },
          { id: 'site', text: 'Site', type: 'URL', link: '/help' },
        ],
      }),
    ];
    const parts = lineAdapter.render(turn, { recipient: userId, conversationId: null, publicUrl: 'https://console.example', answerWith: event.answerWith! }, channel);
    expect(parts).toHaveLength(1);
    const result = await lineAdapter.send(parts[0]!, channel, access(), sendContext());
    expect(result).toMatchObject({ kind: 'sent', providerMessageId: expect.stringMatching(/^[0-9]+$/) });
    const entries = (await chat(made.channelId, userId)).entries.filter((e) => e.from === 'bot');
    expect(entries.map((e) => [e.via, e.text ?? e.imageUrl])).toEqual([
      ['reply', 'Welcome!'],
      ['reply', 'https://img.example/tea.png'],
      ['reply', 'Our tea'],
      ['reply', 'Pick one\n\nSite: https://console.example/help'],
    ]);
    expect(entries.at(-1)?.quickReply?.items.map((i) => i.action)).toEqual([{ type: 'postback', label: 'Yes', data: 'choice=yes&text=Yes', displayText: 'Yes' }]);
    expect(result.kind === 'sent' && result.providerMessageId).toBe(entries.at(-1)?.id);
  });

  it('pushes once the token is stale, with a retry key from the delivery id: a repeat of the delivery is taken as sent and shown once', async () => {
    const made = await newChannel();
    const channel = channelOf(made);
    const userId = newUser();
    await lineAdapter.connect!(channel, access());
    const event = await personWrites(made, userId, channel);
    const [part] = lineAdapter.render(
      [botMessage('m1', 'TEXT', { text: 'Late answer' })],
      { recipient: userId, conversationId: null, publicUrl: 'https://console.example', answerWith: event.answerWith! },
      channel,
    );
    const late = new Date(Date.parse(event.answerWith!.usableUntil) + 1);
    const deliveryId = crypto.randomUUID();
    expect(await lineAdapter.send(part!, channel, access(), sendContext(deliveryId, late))).toMatchObject({ kind: 'sent' });
    expect(await lineAdapter.send(part!, channel, access(), sendContext(deliveryId, late))).toEqual({ kind: 'sent' });
    expect((await chat(made.channelId, userId)).entries.filter((e) => e.from === 'bot').map((e) => [e.via, e.text])).toEqual([['push', 'Late answer']]);
    expect(retryKeyOf(deliveryId)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retryKeyOf(deliveryId)).not.toBe(retryKeyOf(crypto.randomUUID()));
    // While fresh the token answers once; a spent token is refused by LINE and the part is pushed instead.
    const fresh = () => sendContext(crypto.randomUUID(), new Date(Date.parse(event.answerWith!.usableUntil) - REPLY_TOKEN_USE_MS));
    const context = { recipient: userId, conversationId: null, publicUrl: 'https://console.example', answerWith: event.answerWith! };
    for (const text of ['Second answer', 'Third answer']) {
      const [next] = lineAdapter.render([botMessage(text, 'TEXT', { text })], context, channel);
      expect(await lineAdapter.send(next!, channel, access(), fresh())).toMatchObject({ kind: 'sent' });
    }
    const bot = (await chat(made.channelId, userId)).entries.filter((e) => e.from === 'bot');
    expect(bot.map((e) => [e.via, e.text])).toEqual([
      ['push', 'Late answer'],
      ['reply', 'Second answer'],
      ['push', 'Third answer'],
    ]);
  });

  it('retries a 429 and a 500 and a late answer, gives up on 401 and on a user LINE does not know, without naming the token', async () => {
    const made = await newChannel();
    const channel = channelOf(made);
    const userId = newUser();
    await lineAdapter.connect!(channel, access());
    await personWrites(made, userId, channel);
    const [part] = lineAdapter.render([botMessage('m1', 'TEXT', { text: 'Hello' })], { recipient: userId, conversationId: null, publicUrl: 'https://console.example' }, channel);
    const fault = async (body: Record<string, unknown>) => expect((await post('/control/faults', { call: 'push', ...body })).status).toBe(200);

    await fault({ status: 429 });
    const limited = await lineAdapter.send(part!, channel, access(), sendContext());
    expect(limited).toMatchObject({ kind: 'retry', reason: expect.stringContaining('The API rate limit has been exceeded') });
    await fault({ status: 500 });
    expect(await lineAdapter.send(part!, channel, access(), sendContext())).toMatchObject({ kind: 'retry' });
    await fault({ delayMs: 600 });
    expect(await lineAdapter.send(part!, channel, access(200), sendContext())).toMatchObject({ kind: 'retry' });
    await fault({ status: 401 });
    const unauthorized = await lineAdapter.send(part!, channel, access(), sendContext());
    expect(unauthorized).toMatchObject({ kind: 'failed' });

    const [stranger] = lineAdapter.render(
      [botMessage('m2', 'TEXT', { text: 'Hello' })],
      { recipient: newUser(), conversationId: null, publicUrl: 'https://console.example' },
      channel,
    );
    const notFound = await lineAdapter.send(stranger!, channel, access(), sendContext());
    expect(notFound).toMatchObject({ kind: 'failed', reason: expect.stringContaining("The property, 'to', in the request body is invalid") });
    for (const result of [limited, unauthorized, notFound]) expect(JSON.stringify(result)).not.toContain(made.accessToken);
    expect(await lineAdapter.send(part!, channel, access(), sendContext())).toMatchObject({ kind: 'sent' });
  });
});

describe('LINE sandbox: the Messaging API', () => {
  it("checks messages as LINE does and answers LINE's 400 with details", async () => {
    const made = await newChannel();
    const userId = newUser();
    await post(`/chats/${made.channelId}/${userId}/messages`, { text: 'hi' });
    const push = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${provider.url}/v2/bot/message/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${made.accessToken}`, ...headers },
        body: JSON.stringify(body),
      });
    const tooMany = Array.from({ length: 14 }, (_, i) => ({ type: 'action', action: { type: 'message', label: `Choice ${i}`, text: `${i}` } }));
    const refused = await push({
      to: userId,
      messages: [
        { type: 'text', text: '' },
        { type: 'text', text: 'x', quickReply: { items: tooMany } },
      ],
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'The request body has 2 error(s)',
      details: [
        { message: 'Length must be between 1 and 5000', property: 'messages[0].text' },
        { message: 'Size must be between 1 and 13', property: 'messages[1].quickReply.items' },
      ],
    });
    const reply = await fetch(`${provider.url}/v2/bot/message/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${made.accessToken}` },
      body: JSON.stringify({ replyToken: 'nothing', messages: [{ type: 'text', text: 'x' }] }),
    });
    expect(await reply.json()).toEqual({ message: 'Invalid reply token' });
    const key = crypto.randomUUID();
    expect((await push({ to: userId, messages: [{ type: 'text', text: 'once' }] }, { 'x-line-retry-key': key })).status).toBe(200);
    const repeat = await push({ to: userId, messages: [{ type: 'text', text: 'once' }] }, { 'x-line-retry-key': key });
    expect(repeat.status).toBe(409);
    expect(repeat.headers.get('x-line-accepted-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('LINE adapter: verify and parse', () => {
  const channel = channelOf({ channelSecret: '8c5b6d3ac6e1e2d2f6b6f2a4f3c1d0e9', accessToken: 'token' });
  const body = Buffer.from('{"destination":"U1","events":[]}');
  const request = (headers: Record<string, string>) => ({ rawBody: body, headers, query: {} });

  it('takes a webhook signed with the channel secret only', () => {
    const signature = lineSignature(channel.properties.channelSecret, body);
    expect(lineAdapter.verify(request({ 'x-line-signature': signature }), channel)).toEqual({ ok: true });
    expect(lineAdapter.verify(request({ 'x-line-signature': lineSignature('another secret', body) }), channel)).toMatchObject({ ok: false, status: 401 });
    expect(lineAdapter.verify(request({}), channel)).toMatchObject({ ok: false, status: 401 });
  });

  const event = (extra: Record<string, unknown>) => ({
    type: 'message',
    mode: 'active',
    timestamp: 1_700_000_000_000,
    source: { type: 'user', userId: 'U42' },
    webhookEventId: '01H000000000000000000000AB',
    deliveryContext: { isRedelivery: false },
    replyToken: 'rt1',
    ...extra,
  });

  it('reads a text message with its reply token, usable for 50 s after the event', () => {
    expect(lineAdapter.parse({ destination: 'U1', events: [event({ message: { id: '1', type: 'text', text: 'hello' } })] }, channel)).toEqual([
      {
        kind: 'message',
        providerMessageId: '01H000000000000000000000AB',
        client: { clientId: 'U42' },
        input: { text: 'hello', messageType: 'TEXT' },
        answerWith: { kind: 'line', token: 'rt1', usableUntil: new Date(1_700_000_000_000 + 50_000).toISOString() },
      },
    ]);
  });

  it('reads a tapped quick reply as its words with the choice as payload; a redelivery has no usable token', () => {
    const tapped = event({ type: 'postback', postback: { data: 'choice=tea&text=Green+tea' }, deliveryContext: { isRedelivery: true } });
    expect(lineAdapter.parse({ destination: 'U1', events: [tapped] }, channel)).toEqual([
      { kind: 'message', providerMessageId: '01H000000000000000000000AB', client: { clientId: 'U42' }, input: { text: 'Green tea', messageType: 'TEXT', payload: 'tea' } },
    ]);
  });

  it('reads follows, stickers and group messages as nothing, and refuses a body LINE would never send', () => {
    const nothing = [
      event({ type: 'follow' }),
      event({ message: { id: '2', type: 'sticker' } }),
      event({ source: { type: 'group', groupId: 'G1', userId: 'U42' }, message: { id: '3', type: 'text', text: 'hi all' } }),
    ];
    expect(lineAdapter.parse({ destination: 'U1', events: nothing }, channel)).toEqual([]);
    expect(() => lineAdapter.parse({ events: [] }, channel)).toThrow(HttpError);
    expect(() => lineAdapter.parse({ destination: 'U1', events: [{ type: 'message' }] }, channel)).toThrow(/timestamp|webhookEventId/);
  });
});

describe('LINE sandbox: the phone', () => {
  it('posts what the person writes as a signed event, again as a redelivery after a failed delivery', async () => {
    const made = await newChannel();
    const channel = channelOf(made);
    await lineAdapter.connect!(channel, access());
    const before = provider.receiver.requests.length;
    provider.receiver.refuseNext([500]);
    const userId = newUser();
    await post(`/chats/${made.channelId}/${userId}/messages`, { text: 'first', displayName: 'Ada' });
    await provider.receiver.reach(before + 1);
    const taken = provider.receiver.requests[before]!;
    expect(taken.path).toBe(`/channels/v1/line/${channel.id}/webhook`);
    expect(lineAdapter.verify({ rawBody: taken.rawBody, headers: taken.headers, query: {} }, channel)).toEqual({ ok: true });
    const body = JSON.parse(taken.rawBody.toString('utf8')) as { destination: string; events: Array<{ deliveryContext: { isRedelivery: boolean } }> };
    expect(body.destination).toBe(made.userId);
    expect(body.events[0]?.deliveryContext.isRedelivery).toBe(true);
    expect(lineAdapter.parse(body, channel)).toMatchObject([{ client: { clientId: userId }, input: { text: 'first' } }]);
    expect(lineAdapter.parse(body, channel)[0]).not.toHaveProperty('answerWith');
  }, 20_000);

  it('serves the phone page and its endpoints to the operator only', async () => {
    await expectPhoneForOperatorOnly(provider.url, 'Make a channel', '/chats/1/U1');
  });
});
