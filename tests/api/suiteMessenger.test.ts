// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFlow, text } from '../../server/bots/flowBuilder';
import { AGENT_DESK, pageAccessToken, SANDBOX_PEOPLE, userAccessToken, type SandboxPage } from '../../server/sandboxes/facebook/sandboxWorld';
import { facebookSandboxChat, type FacebookSandboxChat } from '../../services/contracts/rest/facebookMessagingSandbox';
import { suiteDeskPosted, suiteDeskQueue, type SuiteDeskConversation } from '../../services/contracts/rest/suiteDeskSandbox';
import { connectedChannel, sandboxedApp, type SandboxedApp } from '../support/sandboxedChannel';
import { suiteChannelOn } from '../support/suiteChannel';
import { until } from '../support/until';

/**
 * One handover on a Messenger (or Instagram) conversation whose assistant also has a suite
 * channel, over real HTTP with both sandboxes: the page has a handover receiver, yet the
 * conversation goes to the suite's pool only. The thread stays with the app, so the person's
 * next message reaches the suite and the agent's reply reaches the person on Messenger.
 */
const ayla = SANDBOX_PEOPLE[0]!;

describe.each(['facebook', 'instagram'] as const)('HANDOVER in mode channel on a %s page with a receiver, on an assistant with a suite channel', (kind) => {
  const platform = kind === 'facebook' ? 'messenger' : 'instagram';
  // A page with the agent desk as a handover receiver (and, for Instagram, a business account).
  const page: SandboxPage = kind === 'facebook' ? ayla.pages[4]! : ayla.pages[1]!;
  let app: SandboxedApp;
  let users = 0;
  const newUser = () => `${kind === 'facebook' ? 5 : 6}${String((users += 1)).padStart(15, '0')}`;
  const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const chatPath = (userId: string) => `${app.sandbox}/messaging/chats/${page.id}/${userId}`;
  const chatOf = async (userId: string): Promise<FacebookSandboxChat> => facebookSandboxChat.parse(await (await fetch(`${chatPath(userId)}?platform=${platform}`)).json());
  const botTexts = (chat: FacebookSandboxChat) => chat.entries.filter((e) => e.from === 'bot').map((e) => e.text ?? '');
  const write = (userId: string, words: string) => fetch(`${chatPath(userId)}/messages`, json({ platform, text: words, name: 'Deniz' }));
  const desk = () => `${app.base}/sandbox/suite/desk`;

  const inDesk = (externalId: string, check: (c: SuiteDeskConversation) => boolean = () => true) =>
    until(
      `the desk's conversation ${externalId}`,
      async () => suiteDeskQueue.parse(await (await fetch(`${desk()}/queue`)).json()).pools.flatMap((pool) => pool.conversations.filter((c) => c.externalId === externalId)),
      (found) => found.length === 1 && check(found[0]!),
    );

  beforeAll(async () => {
    app = await sandboxedApp(kind, 'Harbour Co');
    const secret = app.t.config.secretKey;
    const { channelId, connected } = await connectedChannel(app, {
      kind,
      name: `${page.name} on ${platform}`,
      assistant: page.name,
      flow: buildFlow([
        { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'hello' },
        { id: 'hello', type: 'MESSAGE', name: 'Hello', at: [1, 0], to: 'handover', settings: text('Let me find someone for you.') },
        { id: 'handover', type: 'HANDOVER', name: 'Forward to human', at: [2, 0], settings: { mode: 'channel' } },
      ]),
      properties: {
        pageID: page.id,
        accessToken: userAccessToken(secret, ayla.id),
        pageAccessToken: pageAccessToken(secret, page.id),
        fbSecondaryReceiverID: AGENT_DESK.id,
        fbSecondaryReceiverName: AGENT_DESK.name,
        ...(kind === 'instagram' ? { instagramID: page.instagram!.id } : {}),
      },
    });
    expect(connected.ok).toBe(true);
    const { bot_id: botId } = await app.t.db.selectFrom('channels').select('bot_id').where('id', '=', channelId).executeTakeFirstOrThrow();
    await suiteChannelOn(app, botId);
  }, 60_000);
  afterAll(async () => {
    await app.t.app.close();
    await app.t.db.destroy();
  });

  it('goes to the suite only: the thread stays with the app, the person reaches the agent and the agent the person', async () => {
    const userId = newUser();
    await write(userId, 'I need a person');
    const conversation = await until(
      'the handover',
      () => app.t.db.selectFrom('conversations').select(['id', 'is_handed_over']).where('client_id', '=', userId).executeTakeFirst(),
      (c) => c?.is_handed_over === true,
    );
    if (!conversation) throw new Error('The conversation was not stored.');
    const [queued] = await inDesk(conversation.id);
    expect(queued).toMatchObject({ poolId: 'P-2001', channel: kind, status: 'waiting' });
    expect(queued!.history.map((line) => [line.from, line.text])).toEqual([
      ['customer', 'I need a person'],
      ['bot', 'Let me find someone for you.'],
    ]);
    // Every reply of the turn is sent, and no thread passing was queued behind it.
    await until(
      'the greeting',
      () => chatOf(userId),
      (chat) => botTexts(chat).length === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const chat = await chatOf(userId);
    expect(chat.owner.isApp).toBe(true);
    expect(chat.entries.filter((e) => e.from === 'note')).toEqual([]);

    // The thread is the app's: the person's next message reaches the suite, not the agent desk app.
    await write(userId, 'My order is late');
    await inDesk(conversation.id, (c) => c.history.length === 3);
    const reply = suiteDeskPosted.parse(await (await fetch(`${desk()}/conversations/${queued!.id}/replies`, json({ text: 'Selin here, let me look.' }))).json());
    expect(reply.webhookStatus).toBe(200);
    const answered = await until(
      'the agent’s reply on the page',
      () => chatOf(userId),
      (c) => botTexts(c).length === 2,
    );
    expect(botTexts(answered)).toEqual(['Let me find someone for you.', 'Selin here, let me look.']);
  });
});
