// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AdapterChannel } from '../../server/channels/adapters/channelAdapter';
import { teamsAdapter } from '../../server/channels/adapters/teams';
import type { TeamsReplyContext } from '../../server/channels/adapters/teamsReply';
import { HttpError } from '../../server/http/errors';
import { teamsMessages } from '../../services/contracts/channels/teams';
import { sandboxDelivered, sandboxTeamsBot, sandboxTeamsChat } from '../../services/contracts/rest/teamsSandbox';
import { botMessage } from '../support/botMessage';
import { expectPhoneForOperatorOnly, STRANGER } from '../support/phoneForOperator';
import { providerSandbox } from '../support/providerSandbox';

/** The Teams adapter against the Teams sandbox over real HTTP: signing in, replies, the Bot Connector's refusals, and authenticating activities. */
const provider = providerSandbox('teams');
const { access, post } = provider;
const sendContext = { lastInboundAt: null, flowId: null, now: new Date(), deliveryId: 'delivery-1' };

let botCount = 0;
async function newBot() {
  botCount += 1;
  const bot = sandboxTeamsBot.parse(await (await post('/bots', { name: `Helper ${botCount}` })).json());
  // The bot's messaging endpoint is the receiver: it keeps what the sandbox posts.
  expect((await post(`/bots/${bot.appId}/endpoint`, { url: `${provider.receiver.origin}/channels/v1/teams/${botCount}/webhook` })).status).toBe(200);
  return bot;
}
const channelOf = (appID: string, password: string): AdapterChannel<'teams'> => ({
  id: crypto.randomUUID(),
  companyId: crypto.randomUUID(),
  name: 'Teams',
  kind: 'teams',
  properties: { appID, password },
  apiTokenHash: null,
});

/** The person writes; answers the activity as the bot's endpoint got it. */
async function written(appId: string, userId: string, text: string) {
  const before = provider.receiver.requests.length;
  const sent = sandboxDelivered.parse(await (await post(`/chats/${appId}/${userId}/messages`, { text, name: 'Ada' })).json());
  await provider.receiver.reach(before + 1);
  const request = provider.receiver.requests[before]!;
  return { sent, request: { rawBody: request.rawBody, headers: request.headers, query: {} } };
}

describe('Teams adapter: connect', () => {
  it('signs in as the bot with its app id and password', async () => {
    const bot = await newBot();
    expect(await teamsAdapter.connect!(channelOf(bot.appId, bot.password), access())).toEqual({ ok: true });
  });

  it("refuses a wrong password with the sign-in service's words, never the password", async () => {
    const bot = await newBot();
    const refused = await teamsAdapter.connect!(channelOf(bot.appId, 'not-the-password'), access());
    expect(refused).toEqual({ ok: false, message: expect.stringContaining('AADSTS7000215') });
    expect(refused.ok === false && refused.message.startsWith(teamsMessages.signInRefused(''))).toBe(true);
    expect(JSON.stringify(refused)).not.toContain('not-the-password');
  });

  it('says Teams could not be reached when the sign-in service fails', async () => {
    const bot = await newBot();
    await post('/control/faults', { target: 'token', status: 500 });
    expect(await teamsAdapter.connect!(channelOf(bot.appId, `${bot.password}`), access())).toEqual({ ok: false, message: teamsMessages.signInUnavailable });
  });
});

describe('Teams adapter: authenticate and parse what the sandbox posts', () => {
  it('takes an activity signed for this bot naming its serviceUrl, and reads it with its reply address', async () => {
    const bot = await newBot();
    const channel = channelOf(bot.appId, bot.password);
    const { sent, request } = await written(bot.appId, 'ada', 'Hello <at>Helper</at> there');
    expect(teamsAdapter.verify(request, channel)).toEqual({ ok: true });
    expect(await teamsAdapter.authenticate!(request, channel, access())).toEqual({ ok: true });
    const [event] = teamsAdapter.parse(JSON.parse(request.rawBody.toString('utf8')), channel);
    expect(event).toEqual({
      kind: 'message',
      providerMessageId: sent.activityId,
      client: { clientId: '29:ada', name: 'Ada' },
      input: { text: 'Hello there', messageType: 'TEXT' },
      answerWith: {
        kind: 'teams',
        serviceUrl: `${provider.url}/connector/`,
        conversationId: expect.stringMatching(/^a:/),
        activityId: sent.activityId,
        botId: `28:${bot.appId}`,
        userId: '29:ada',
      },
    });
  });

  it('refuses the token for another bot, a changed serviceUrl, and a missing token', async () => {
    const bot = await newBot();
    const { request } = await written(bot.appId, 'eve', 'hi');
    expect(await teamsAdapter.authenticate!(request, channelOf(crypto.randomUUID(), 'x'), access())).toMatchObject({ ok: false, status: 401 });
    const body = JSON.parse(request.rawBody.toString('utf8')) as Record<string, unknown>;
    const moved = { ...request, rawBody: Buffer.from(JSON.stringify({ ...body, serviceUrl: 'https://attacker.example/' })) };
    expect(await teamsAdapter.authenticate!(moved, channelOf(bot.appId, bot.password), access())).toEqual({
      ok: false,
      status: 401,
      message: expect.stringContaining('serviceUrl'),
    });
    expect(teamsAdapter.verify({ ...request, headers: {} }, channelOf(bot.appId, bot.password))).toMatchObject({ ok: false, status: 401 });
  });

  it('reads other activities as nothing, a button value as its payload, and refuses a body Teams would never send', () => {
    const channel = channelOf('app', 'pw');
    const base = { id: '1', serviceUrl: 'https://smba.example/', conversation: { id: 'c' }, from: { id: '29:u' }, recipient: { id: '28:app' } };
    expect(teamsAdapter.parse({ ...base, type: 'conversationUpdate' }, channel)).toEqual([]);
    expect(teamsAdapter.parse({ ...base, type: 'message', value: { payload: 'tea', text: 'Tea' } }, channel)[0]).toMatchObject({
      input: { text: 'Tea', messageType: 'TEXT', payload: 'tea' },
    });
    expect(() => teamsAdapter.parse({ type: 'message', text: 'no address' }, channel)).toThrow(HttpError);
    expect(() => teamsAdapter.parse({ id: 3 }, channel)).toThrow(HttpError);
  });
});

describe('Teams adapter: render and send to the sandbox', () => {
  it('shows text, suggested actions and a card in the chat, each reply answered with its id', async () => {
    const bot = await newBot();
    const channel = channelOf(bot.appId, bot.password);
    const { request } = await written(bot.appId, 'grace', 'hello');
    const [event] = teamsAdapter.parse(JSON.parse(request.rawBody.toString('utf8')), channel);
    const answerWith = event?.kind === 'message' ? event.answerWith : undefined;
    const turn = [
      botMessage('m1', 'TEXT', { text: 'Welcome!' }),
      botMessage('m2', 'QUICKREPLY', { text: 'Pick one', buttons: [{ id: 'yes', text: 'Yes', type: 'TEXT' }] }),
      botMessage('m3', 'CARD', {
        cards: [{ id: 'c1', title: 'Tea', subtitle: 'Green', text: 'Fresh', image: 'https://img.example/tea.png', buttons: [{ id: 'buy', text: 'Buy', type: 'TEXT' }] }],
      }),
    ];
    const parts = teamsAdapter.render(turn, { recipient: '29:grace', conversationId: null, publicUrl: 'https://console.example', ...(answerWith ? { answerWith } : {}) }, channel);
    expect(parts.map((p) => p.messageIds)).toEqual([['m1'], ['m2'], ['m3']]);
    const results = [];
    for (const part of parts) results.push(await teamsAdapter.send(part, channel, access(), sendContext));
    const chat = sandboxTeamsChat.parse(await (await fetch(`${provider.url}/chats/${bot.appId}/grace`)).json());
    const replies = chat.entries.filter((e) => e.from === 'bot');
    expect(results).toEqual(replies.map((e) => ({ kind: 'sent', providerMessageId: e.id })));
    expect(replies.map((e) => e.text)).toEqual(['Welcome!', 'Pick one', undefined]);
    expect(replies[1]!.activity!.suggestedActions!.actions).toEqual([{ type: 'imBack', title: 'Yes', value: 'Yes' }]);
    expect(replies[2]!.activity!.attachments).toEqual([
      {
        contentType: 'application/vnd.microsoft.card.hero',
        content: { title: 'Tea', subtitle: 'Green', text: 'Fresh', images: [{ url: 'https://img.example/tea.png' }], buttons: [{ type: 'imBack', title: 'Buy', value: 'Buy' }] },
      },
    ]);
  });

  it("retries a 429 after its Retry-After, a 500 and a late answer; gives up on the Bot Connector's refusals without naming a secret", async () => {
    const bot = await newBot();
    const channel = channelOf(bot.appId, bot.password);
    const { request } = await written(bot.appId, 'linus', 'hi');
    const [event] = teamsAdapter.parse(JSON.parse(request.rawBody.toString('utf8')), channel);
    const answerWith = event?.kind === 'message' ? event.answerWith : undefined;
    const render = (to: TeamsReplyContext | undefined) =>
      teamsAdapter.render(
        [botMessage('m1', 'TEXT', { text: 'Hello' })],
        { recipient: '29:linus', conversationId: null, publicUrl: 'https://console.example', ...(to ? { answerWith: to } : {}) },
        channel,
      )[0]!;
    const part = render(answerWith);
    const fault = async (body: Record<string, unknown>) => expect((await post('/control/faults', { target: 'activities', ...body })).status).toBe(200);

    await fault({ status: 429, retryAfter: 7 });
    expect(await teamsAdapter.send(part, channel, access(), sendContext)).toMatchObject({ kind: 'retry', retryAfterMs: 7000 });
    await fault({ status: 500 });
    expect(await teamsAdapter.send(part, channel, access(), sendContext)).toMatchObject({ kind: 'retry' });
    await fault({ delayMs: 600 });
    expect(await teamsAdapter.send(part, channel, access(200), sendContext)).toMatchObject({ kind: 'retry' });
    // A refused token is tried once more with a new one; refused again, the reply fails.
    await fault({ status: 401, times: 2 });
    const unauthorized = await teamsAdapter.send(part, channel, access(), sendContext);
    expect(unauthorized).toMatchObject({ kind: 'failed' });
    await fault({ status: 401 });
    expect(await teamsAdapter.send(part, channel, access(), sendContext)).toMatchObject({ kind: 'sent' });

    const elsewhere = await teamsAdapter.send(render(answerWith ? { ...answerWith, conversationId: 'a:unknown' } : undefined), channel, access(), sendContext);
    expect(elsewhere).toMatchObject({ kind: 'failed', reason: expect.stringContaining('404') });
    expect(await teamsAdapter.send(render(undefined), channel, access(), sendContext)).toMatchObject({ kind: 'failed', reason: expect.stringContaining('no address') });
    const wrongPassword = await teamsAdapter.send(part, channelOf(bot.appId, 'wrong-password'), access(), sendContext);
    expect(wrongPassword).toMatchObject({ kind: 'failed' });
    for (const result of [unauthorized, elsewhere, wrongPassword]) {
      expect(JSON.stringify(result)).not.toContain(bot.password);
      expect(JSON.stringify(result)).not.toContain('wrong-password');
    }
  });
});

describe('Teams sandbox: the window', () => {
  it('serves the page and its endpoints to the operator only; the published keys and the sign-in service are open', async () => {
    await expectPhoneForOperatorOnly(provider.url, 'Register a bot', '/chats/a/b');
    const metadata = (await (await fetch(`${provider.url}/v1/.well-known/openidconfiguration`, STRANGER)).json()) as { issuer: string; jwks_uri: string };
    expect(metadata).toMatchObject({ issuer: 'https://api.botframework.com', jwks_uri: `${provider.url}/v1/.well-known/keys` });
    const keys = (await (await fetch(metadata.jwks_uri, STRANGER)).json()) as { keys: Array<Record<string, unknown>> };
    expect(keys.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', endorsements: ['msteams'] });
    expect(keys.keys[0]).not.toHaveProperty('d');
  });
});
