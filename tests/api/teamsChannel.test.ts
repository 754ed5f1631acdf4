// @vitest-environment node
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDelivered, sandboxTeamsBot, sandboxTeamsChat, type SandboxTeamsChat } from '../../services/contracts/rest/teamsSandbox';
import { cafeFlow, connectedChannel, sandboxedApp } from '../support/sandboxedChannel';
import { countRows, type TestApp } from './testApp';

/**
 * A Teams user talks to an assistant end to end through the Teams sandbox, over real HTTP both
 * ways: the person writes in the sandbox's Teams window, the sandbox posts the activity to the
 * channel's messaging endpoint with a Bot Framework token, the turn runs, and the replies come
 * back through the Bot Connector (with the bot's own token) into the person's chat, buttons as
 * suggested actions.
 */
let t: TestApp;
let base = '';
let sandbox = '';
let channelId = '';
let bot: { appId: string; password: string };
let userNumber = 0;

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const chatOf = async (userId: string): Promise<SandboxTeamsChat> => sandboxTeamsChat.parse(await (await fetch(`${sandbox}/chats/${bot.appId}/${userId}`)).json());
const botEntries = (chat: SandboxTeamsChat) => chat.entries.filter((e) => e.from === 'bot');
const botTexts = (chat: SandboxTeamsChat) => botEntries(chat).map((e) => e.text ?? '');
const webhook = () => `${base}/channels/v1/teams/${channelId}/webhook`;

async function botMessages(userId: string, n: number): Promise<SandboxTeamsChat> {
  for (let i = 0; i < 300; i += 1) {
    const chat = await chatOf(userId);
    if (botEntries(chat).length >= n) return chat;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${userId} did not get ${n} bot messages: ${JSON.stringify(botTexts(await chatOf(userId)))}`);
}

const write = async (userId: string, text: string) =>
  sandboxDelivered.parse(await (await fetch(`${sandbox}/chats/${bot.appId}/${userId}/messages`, json({ text, name: 'Deniz' }))).json());
const stored = async () => ({ claims: await countRows(t.db, 'inbound_claims'), conversations: await countRows(t.db, 'conversations') });

beforeAll(async () => {
  const app = await sandboxedApp('teams', 'Café Co');
  ({ t, base, sandbox } = app);
  bot = sandboxTeamsBot.parse(await (await fetch(`${sandbox}/bots`, json({ name: 'Café' }))).json());
  const channel = await connectedChannel(app, {
    kind: 'teams',
    name: 'Café on Teams',
    assistant: 'Café',
    flow: cafeFlow(),
    properties: { appID: bot.appId, password: bot.password },
  });
  channelId = channel.channelId;
  expect(channel.connected).toEqual({ ok: true });
  // Teams has no call that sets the messaging endpoint: it is pasted into the bot's configuration.
  expect((await fetch(`${sandbox}/bots/${bot.appId}/endpoint`, json({ url: webhook() }))).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('a Teams user', () => {
  it('completes a flow with buttons: the greeting and the suggested actions arrive, choosing one answers, the flow ends', async () => {
    const userId = `user-${(userNumber += 1)}`;
    expect((await write(userId, 'hi')).status).toBe(200);
    const first = await botMessages(userId, 2);
    expect(botTexts(first)).toEqual(['Hello from the café!', 'Tea or coffee?']);
    const menu = botEntries(first).at(-1)!.activity!;
    expect(menu.suggestedActions?.actions).toEqual([
      { type: 'imBack', title: 'Tea', value: 'Tea' },
      { type: 'imBack', title: 'Coffee', value: 'Coffee' },
    ]);
    // Each reply answers the person's activity, in its conversation, from the bot.
    expect(menu).toMatchObject({ type: 'message', replyToId: first.entries[0]!.id, conversation: { id: first.conversationId }, from: { id: `28:${bot.appId}` } });
    // Tapping an imBack button writes its value.
    expect((await write(userId, 'Coffee')).status).toBe(200);
    const after = await botMessages(userId, 3);
    expect(botTexts(after)).toEqual(['Hello from the café!', 'Tea or coffee?', 'One coffee, coming up.']);
    const conversation = await t.db.selectFrom('conversations').select(['end_date', 'channel_type']).where('client_id', '=', `29:${userId}`).executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ channel_type: 'Teams' });
    expect(conversation.end_date).not.toBeNull();
  });

  it('whose activity comes without a valid Bot Framework token is refused (401) and nothing is stored', async () => {
    const before = await stored();
    const userId = 'mallory';
    const activity = {
      type: 'message',
      id: 'forged-1',
      serviceUrl: `${sandbox}/connector/`,
      channelId: 'msteams',
      from: { id: `29:${userId}`, name: 'Mallory' },
      conversation: { id: 'a:forged' },
      recipient: { id: `28:${bot.appId}` },
      text: 'hi',
    };
    const post = (headers: Record<string, string>, body: unknown = activity) => fetch(webhook(), { ...json(body), headers: { 'content-type': 'application/json', ...headers } });
    expect((await post({})).status).toBe(401);
    expect((await post({ authorization: 'Basic abc' })).status).toBe(401);
    // Signed with a key the Bot Framework does not publish, even under a published key's id.
    const { privateKey } = await generateKeyPair('RS256');
    const { keys } = (await (await fetch(`${sandbox}/v1/.well-known/keys`)).json()) as { keys: Array<{ kid: string }> };
    const now = Math.floor(Date.now() / 1000);
    const forged = (kid: string) =>
      new SignJWT({ serviceUrl: activity.serviceUrl })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer('https://api.botframework.com')
        .setAudience(bot.appId)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(privateKey);
    expect((await post({ authorization: `Bearer ${await forged(keys[0]!.kid)}` })).status).toBe(401);
    expect((await post({ authorization: `Bearer ${await forged('unknown-key')}` })).status).toBe(401);
    // A token the sandbox signed for another bot (its audience is that bot's app id).
    const other = sandboxTeamsBot.parse(await (await fetch(`${sandbox}/bots`, json({ name: 'Other' }))).json());
    await fetch(`${sandbox}/bots/${other.appId}/endpoint`, json({ url: webhook() }));
    const misdirected = sandboxDelivered.parse(await (await fetch(`${sandbox}/chats/${other.appId}/${userId}/messages`, json({ text: 'hi' }))).json());
    expect(misdirected.status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('whose activity is delivered twice is answered once', async () => {
    const userId = `user-${(userNumber += 1)}`;
    const { activityId } = await write(userId, 'hello');
    await botMessages(userId, 2);
    // The Bot Framework delivers the same activity again (its answer was lost): twice at once.
    const again = () =>
      fetch(`${sandbox}/chats/${bot.appId}/${userId}/activities/${activityId}/again`, { method: 'POST' }).then(async (r) => sandboxDelivered.parse(await r.json()));
    expect((await Promise.all([again(), again()])).map((a) => a.status)).toEqual([200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(botTexts(await chatOf(userId))).toEqual(['Hello from the café!', 'Tea or coffee?']);
    const kept = await t.db.selectFrom('conversation_messages').select('outer_message_id').where('send_by', '=', 'CLIENT').where('outer_message_id', '=', activityId).execute();
    expect(kept).toHaveLength(1);
  });

  it('gets the reply once when the Bot Connector answers 500 twice and 429 once', async () => {
    const userId = `user-${(userNumber += 1)}`;
    expect((await fetch(`${sandbox}/control/faults`, json({ target: 'activities', status: 500, times: 2 }))).status).toBe(200);
    expect((await fetch(`${sandbox}/control/faults`, json({ target: 'activities', status: 429, retryAfter: 0 }))).status).toBe(200);
    await write(userId, 'hi');
    await botMessages(userId, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(botTexts(await chatOf(userId))).toEqual(['Hello from the café!', 'Tea or coffee?']);
    const tries = await t.db
      .selectFrom('outbound_deliveries')
      .select(['attempts', 'delivered_at'])
      .where('channel_id', '=', channelId)
      .where('conversation_id', 'in', t.db.selectFrom('conversations').select('id').where('client_id', '=', `29:${userId}`))
      .orderBy('seq')
      .execute();
    expect(tries[0]).toMatchObject({ attempts: 4 });
    expect(tries.every((d) => d.delivered_at !== null)).toBe(true);
  });
});
