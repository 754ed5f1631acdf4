import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFlow, text } from '../../server/bots/flowBuilder';
import { hubSignature } from '../../server/channels/adapters/whatsappCloudVerify';
import { messengerVerifyToken } from '../../server/channels/messengerApp';
import { AGENT_DESK, pageAccessToken, SANDBOX_PEOPLE, sandboxAppSecret, userAccessToken, type SandboxPage } from '../../server/sandboxes/facebook/sandboxWorld';
import { facebookSandboxChat, type FacebookSandboxChat } from '../../services/contracts/rest/facebookMessagingSandbox';
import { countRows, type TestApp } from '../api/testApp';
import { cafeFlow, connectedChannel, sandboxedApp, type SandboxedApp } from './sandboxedChannel';
import { until } from './until';

/**
 * A Messenger user (facebook) or an Instagram user (instagram) talks to an assistant end to end
 * through the Facebook sandbox, over real HTTP both ways: the person writes on the sandbox's
 * phone, the sandbox posts the signed webhook to the app's one address, the turn runs, and the
 * replies come back through the Send API into the person's chat, buttons as quick replies. A
 * handover passes the thread to the page's receiver, and passing it back returns the person to
 * the assistant.
 */
export function messengerChannelCases(kind: 'facebook' | 'instagram'): void {
  const platform = kind === 'facebook' ? 'messenger' : 'instagram';
  const object = kind === 'facebook' ? 'page' : 'instagram';
  const ayla = SANDBOX_PEOPLE[0]!;
  // The café's page, and another page whose conversations hand over to the agent desk (both with Instagram business accounts).
  const cafe: SandboxPage = ayla.pages[0]!;
  const desk: SandboxPage = kind === 'facebook' ? ayla.pages[4]! : ayla.pages[1]!;
  // A page whose assistant hands over to the console's own agents.
  const inbox: SandboxPage = ayla.pages[5]!;
  const entryOf = (page: SandboxPage) => (kind === 'facebook' ? page.id : page.instagram!.id);

  let app: SandboxedApp;
  let t: TestApp;
  let users = 0;
  const newUser = () => `${kind === 'facebook' ? 7 : 8}${String((users += 1)).padStart(15, '0')}`;
  const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const chatPath = (page: SandboxPage, userId: string) => `${app.sandbox}/messaging/chats/${page.id}/${userId}`;
  const chatOf = async (page: SandboxPage, userId: string): Promise<FacebookSandboxChat> =>
    facebookSandboxChat.parse(await (await fetch(`${chatPath(page, userId)}?platform=${platform}`)).json());
  const botTexts = (chat: FacebookSandboxChat) => chat.entries.filter((e) => e.from === 'bot').map((e) => e.text ?? e.imageUrl ?? '');
  const write = (page: SandboxPage, userId: string, words: string) => fetch(`${chatPath(page, userId)}/messages`, json({ platform, text: words, name: 'Deniz' }));
  const webhook = () => `${app.base}/channels/v1/${kind}/webhook`;
  const deliver = (body: string, signature = hubSignature(sandboxAppSecret(t.config.secretKey), body)) =>
    fetch(webhook(), { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) }, body });

  const botMessages = (page: SandboxPage, userId: string, n: number) =>
    until(
      `${n} messages to ${userId}`,
      () => chatOf(page, userId),
      (chat) => botTexts(chat).length >= n,
    );

  const handoverFlowOf = (mode: 'channel' | 'internal') =>
    buildFlow([
      { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'hello' },
      { id: 'hello', type: 'MESSAGE', name: 'Hello', at: [1, 0], to: 'handover', settings: text('Let me find someone for you.') },
      { id: 'handover', type: 'HANDOVER', name: 'Forward to human', at: [2, 0], settings: { mode } },
    ]);
  const handoverFlow = handoverFlowOf('channel');

  beforeAll(async () => {
    app = await sandboxedApp(kind, 'Café Co');
    t = app.t;
    const secret = t.config.secretKey;
    const connect = (page: SandboxPage, flow: typeof handoverFlow, extra: Record<string, unknown> = {}) =>
      connectedChannel(app, {
        kind,
        name: `${page.name} on ${platform}`,
        assistant: page.name,
        flow,
        properties: { pageID: page.id, accessToken: userAccessToken(secret, ayla.id), pageAccessToken: pageAccessToken(secret, page.id), ...extra },
      });
    const instagramOf = (page: SandboxPage) => (kind === 'instagram' ? { instagramID: page.instagram!.id } : {});
    const made = await connect(cafe, cafeFlow(), instagramOf(cafe));
    expect(made.connected).toEqual({ ok: true, properties: { pageAccessToken: pageAccessToken(secret, cafe.id), ...instagramOf(cafe) } });
    if (kind === 'facebook') {
      expect((await connect(inbox, handoverFlowOf('internal'), { fbSecondaryReceiverID: AGENT_DESK.id, fbSecondaryReceiverName: AGENT_DESK.name })).connected.ok).toBe(true);
    }
    expect((await connect(desk, handoverFlow, { fbSecondaryReceiverID: AGENT_DESK.id, fbSecondaryReceiverName: AGENT_DESK.name, ...instagramOf(desk) })).connected.ok).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
    await t.db.destroy();
  });

  describe(`a ${platform} user`, () => {
    it('completes a flow with quick replies: the greeting and the buttons arrive, a tap chooses, the flow ends', async () => {
      const userId = newUser();
      const sent = await write(cafe, userId, 'hi');
      expect(sent.status).toBe(200);
      expect(await sent.json()).toMatchObject({ delivered: true });
      const first = await botMessages(cafe, userId, 2);
      expect(botTexts(first)).toEqual(['Hello from the café!', 'Tea or coffee?']);
      const menu = first.entries.filter((e) => e.from === 'bot').at(-1)!;
      expect(menu.quickReplies).toEqual([
        { title: 'Tea', payload: 'tea' },
        { title: 'Coffee', payload: 'coffee' },
      ]);
      expect((await fetch(`${chatPath(cafe, userId)}/quick-replies`, json({ platform, payload: 'coffee' }))).status).toBe(200);
      const after = await botMessages(cafe, userId, 3);
      expect(botTexts(after)).toEqual(['Hello from the café!', 'Tea or coffee?', 'One coffee, coming up.']);
      expect(after.entries.filter((e) => e.from === 'person').map((e) => e.text)).toEqual(['hi', 'Coffee']);
      const conversation = await t.db.selectFrom('conversations').select(['id', 'end_date', 'channel_type']).where('client_id', '=', userId).executeTakeFirstOrThrow();
      expect(conversation.channel_type).toBe(kind === 'facebook' ? 'Facebook' : 'Instagram');
      expect(conversation.end_date).not.toBeNull();
    });

    it('whose webhook comes with a wrong signature, or none, is refused (401) and nothing is stored', async () => {
      const before = { claims: await countRows(t.db, 'inbound_claims'), conversations: await countRows(t.db, 'conversations') };
      const event = { sender: { id: newUser() }, recipient: { id: entryOf(cafe) }, timestamp: Date.now(), message: { mid: 'm_mallory', text: 'hi' } };
      const body = JSON.stringify({ object, entry: [{ id: entryOf(cafe), time: Date.now(), messaging: [event] }] });
      expect((await deliver(body, hubSignature('not the app secret', body))).status).toBe(401);
      expect((await deliver(body, hubSignature(sandboxAppSecret(t.config.secretKey), `${body} `))).status).toBe(401);
      expect((await deliver(body, '')).status).toBe(401);
      expect({ claims: await countRows(t.db, 'inbound_claims'), conversations: await countRows(t.db, 'conversations') }).toEqual(before);
    });

    it('answers the verify-token handshake with the challenge, and refuses a wrong token', async () => {
      const ask = (token: string) => fetch(`${webhook()}?${new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.challenge': '1158201444', 'hub.verify_token': token })}`);
      const right = await ask(messengerVerifyToken(t.config.secretKey));
      expect([right.status, await right.text()]).toEqual([200, '1158201444']);
      expect((await ask('guessed')).status).toBe(403);
    });

    it('whose message is delivered twice (the same mid) is answered once', async () => {
      const userId = newUser();
      const { mid } = (await (await write(cafe, userId, 'hello')).json()) as { mid: string };
      await botMessages(cafe, userId, 2);
      const event = { sender: { id: userId }, recipient: { id: entryOf(cafe) }, timestamp: Date.now(), message: { mid, text: 'hello' } };
      const body = JSON.stringify({ object, entry: [{ id: entryOf(cafe), time: Date.now(), messaging: [event] }] });
      expect((await Promise.all([deliver(body), deliver(body)])).map((a) => a.status)).toEqual([200, 200]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(botTexts(await chatOf(cafe, userId))).toEqual(['Hello from the café!', 'Tea or coffee?']);
      const stored = await t.db.selectFrom('conversation_messages').select('outer_message_id').where('send_by', '=', 'CLIENT').where('outer_message_id', '=', mid).execute();
      expect(stored).toHaveLength(1);
    });

    it('handed over on a page with a receiver is passed to it, gets no answer from the assistant, and returns to it when the thread is passed back', async () => {
      const userId = newUser();
      await write(desk, userId, 'I need a person');
      const passed = await until(
        'the thread passed to the agent desk',
        () => chatOf(desk, userId),
        (chat) => !chat.owner.isApp,
      );
      expect(passed.owner).toEqual({ id: AGENT_DESK.id, name: AGENT_DESK.name, isApp: false });
      expect(botTexts(passed)).toEqual(['Let me find someone for you.']);
      const conversation = await t.db.selectFrom('conversations').select(['id', 'is_handed_over']).where('client_id', '=', userId).executeTakeFirstOrThrow();
      expect(conversation.is_handed_over).toBe(true);

      expect(await (await write(desk, userId, 'are you there?')).json()).toMatchObject({ delivered: true });
      expect((await fetch(`${chatPath(desk, userId)}/agent-messages`, json({ platform, text: 'Hi, this is Sam.' }))).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const meanwhile = await chatOf(desk, userId);
      expect(botTexts(meanwhile)).toEqual(['Let me find someone for you.']);
      expect(meanwhile.entries.filter((e) => e.from === 'agent').map((e) => e.text)).toEqual(['Hi, this is Sam.']);

      expect(await (await fetch(`${chatPath(desk, userId)}/pass-back`, json({ platform }))).json()).toMatchObject({ delivered: true });
      const closed = await until(
        'the handed-over conversation closed',
        () => t.db.selectFrom('conversations').select('end_date').where('id', '=', conversation.id).executeTakeFirstOrThrow(),
        (row) => row.end_date !== null,
      );
      expect(closed.end_date).not.toBeNull();
      expect((await chatOf(desk, userId)).owner.isApp).toBe(true);

      await write(desk, userId, 'hello again');
      expect(botTexts(await botMessages(desk, userId, 2))).toEqual(['Let me find someone for you.', 'Let me find someone for you.']);
      expect(await t.db.selectFrom('conversations').select('id').where('client_id', '=', userId).execute()).toHaveLength(2);
    });

    // Messenger only: the sandbox's two Instagram business accounts are the café's and the desk's.
    if (kind === 'facebook')
      it("handed over to the console's own agents keeps the thread with the app, even on a page with a receiver", async () => {
        const userId = newUser();
        await write(inbox, userId, 'I need a person');
        expect(botTexts(await botMessages(inbox, userId, 1))).toEqual(['Let me find someone for you.']);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await chatOf(inbox, userId)).owner.isApp).toBe(true);
        const conversation = await t.db.selectFrom('conversations').select('is_handed_over').where('client_id', '=', userId).executeTakeFirstOrThrow();
        expect(conversation.is_handed_over).toBe(true);
      });
  });
}
