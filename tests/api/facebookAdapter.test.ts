// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdapterChannel, ProviderAccess } from '../../server/channels/adapters/channelAdapter';
import { facebookAdapter } from '../../server/channels/adapters/facebook';
import { instagramAdapter } from '../../server/channels/adapters/instagram';
import { noFacebookApp } from '../../server/channels/adapters/messengerConnect';
import { HANDOVER_METADATA } from '../../server/channels/adapters/messengerRender';
import { providerAccess } from '../../server/channels/providerAccess';
import { AGENT_DESK, pageAccessToken, SANDBOX_PEOPLE, userAccessToken, type SandboxPage } from '../../server/sandboxes/facebook/sandboxWorld';
import { facebookMessages } from '../../services/contracts/channels/facebook';
import { instagramMessages } from '../../services/contracts/channels/instagram';
import { facebookSandboxChat, facebookSandboxPages } from '../../services/contracts/rest/facebookMessagingSandbox';
import { botMessage } from '../support/botMessage';
import { expectPhoneForOperatorOnly } from '../support/phoneForOperator';
import { sandboxedApp, type SandboxedApp } from '../support/sandboxedChannel';

/** The Facebook and Instagram adapters against the Facebook sandbox over real HTTP: connect, disconnect, render, send (limits, fallback, errors), handover. */
let app: SandboxedApp;
let access: ProviderAccess;
beforeAll(async () => {
  app = await sandboxedApp('facebook', 'Messenger Co');
  access = providerAccess(app.t.config, 'facebook');
}, 60_000);
afterAll(async () => {
  await app.t.app.close();
  await app.t.db.destroy();
});

const ayla = SANDBOX_PEOPLE[0]!;
const secret = () => app.t.config.secretKey;
const post = (path: string, body: unknown) => fetch(`${app.sandbox}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const subscribedPages = async () => facebookSandboxPages.parse(await (await fetch(`${app.sandbox}/messaging/pages`)).json()).pages.map((page) => page.id);
const chat = async (page: SandboxPage, userId: string) => facebookSandboxChat.parse(await (await fetch(`${app.sandbox}/messaging/chats/${page.id}/${userId}`)).json());
const sendContext = () => ({ lastInboundAt: new Date(), flowId: null, now: new Date(), deliveryId: crypto.randomUUID() });
let users = 0;
const newUser = () => `9${String((users += 1)).padStart(15, '0')}`;

function facebookChannel(page: SandboxPage, extra: Partial<AdapterChannel<'facebook'>['properties']> = {}): AdapterChannel<'facebook'> {
  return {
    id: crypto.randomUUID(),
    companyId: crypto.randomUUID(),
    name: page.name,
    kind: 'facebook',
    properties: { pageID: page.id, accessToken: userAccessToken(secret(), ayla.id), pageAccessToken: pageAccessToken(secret(), page.id), ...extra },
    apiTokenHash: null,
  };
}

/** A page connected and a person who wrote to it (the Send API answers only people who did). */
async function personOf(page: SandboxPage) {
  const channel = facebookChannel(page);
  expect((await facebookAdapter.connect!(channel, access)).ok).toBe(true);
  const userId = newUser();
  expect((await post(`/messaging/chats/${page.id}/${userId}/messages`, { platform: 'messenger', text: 'hello', name: 'Ada' })).status).toBe(200);
  return { channel, userId };
}

const context = (recipient: string, extra: { handedOver?: boolean } = {}) => ({ recipient, conversationId: null, publicUrl: 'https://console.example', ...extra });
const botTexts = async (page: SandboxPage, userId: string) => (await chat(page, userId)).entries.filter((e) => e.from === 'bot');

describe('Facebook adapter: connect and disconnect', () => {
  it("gets the page's token with the person's, subscribes the page and sets the app's webhook (checked with the handshake); unsubscribes it once no other live channel uses it", async () => {
    const page = ayla.pages[5]!;
    const channel = facebookChannel(page, { pageAccessToken: undefined });
    expect(await facebookAdapter.connect!(channel, access)).toEqual({ ok: true, properties: { pageAccessToken: pageAccessToken(secret(), page.id) } });
    expect(await subscribedPages()).toContain(page.id);
    expect((await chat(page, newUser())).webhookUrl).toBe(`${app.base}/channels/v1/facebook/webhook`);
    const connected = { ...channel, properties: { ...channel.properties, pageAccessToken: pageAccessToken(secret(), page.id) } };
    const asked: unknown[] = [];
    // Another live channel (the page's Instagram channel) still uses the page: it stays subscribed.
    const shared = {
      anotherLiveChannelHas: async (kinds: readonly string[], property: string, value: string) => {
        asked.push([kinds, property, value]);
        return true;
      },
    };
    expect(await facebookAdapter.disconnect!(connected, access, shared)).toEqual({ ok: true });
    expect(asked).toEqual([[['facebook', 'instagram'], 'pageID', page.id]]);
    expect(await subscribedPages()).toContain(page.id);
    expect(await facebookAdapter.disconnect!(connected, access, { anotherLiveChannelHas: async () => false })).toEqual({ ok: true });
    expect(await subscribedPages()).not.toContain(page.id);
  });

  it('refuses without a Facebook app, with a token Graph does not know, and when the webhook handshake fails', async () => {
    const page = ayla.pages[6]!;
    const { messengerApp: _none, ...withoutApp } = access;
    expect(await facebookAdapter.connect!(facebookChannel(page), withoutApp)).toEqual({ ok: false, message: noFacebookApp });
    const forged = facebookChannel(page, { pageAccessToken: undefined, accessToken: `${userAccessToken(secret(), ayla.id).slice(0, -2)}xx` });
    expect(await facebookAdapter.connect!(forged, access)).toEqual({ ok: false, message: facebookMessages.createFailed });
    const elsewhere = { ...access, messengerApp: { ...access.messengerApp!, verifyToken: 'not the one the console answers' } };
    expect(await facebookAdapter.connect!(facebookChannel(page), elsewhere)).toEqual({ ok: false, message: facebookMessages.createFailed });
  });
});

describe('Instagram adapter: connect', () => {
  const instagramChannel = (page: SandboxPage): AdapterChannel<'instagram'> => ({ ...facebookChannel(page), kind: 'instagram' });

  it("keeps the page's Instagram business account, and refuses a page with a personal one", async () => {
    const business = ayla.pages[1]!;
    expect(await instagramAdapter.connect!(instagramChannel(business), providerAccess(app.t.config, 'instagram'))).toEqual({
      ok: true,
      properties: { pageAccessToken: pageAccessToken(secret(), business.id), instagramID: business.instagram!.id },
    });
    const personal = ayla.pages[2]!;
    expect(await instagramAdapter.connect!(instagramChannel(personal), providerAccess(app.t.config, 'instagram'))).toEqual({
      ok: false,
      message: instagramMessages.notBusinessPage,
    });
  });
});

describe('Facebook adapter: render and send to the sandbox', () => {
  it('sends text, an image and quick replies, each answered with its message id', async () => {
    const page = ayla.pages[7]!;
    const { channel, userId } = await personOf(page);
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
    const parts = facebookAdapter.render(turn, context(userId), channel);
    expect(parts.map((p) => p.messageIds)).toEqual([['m1'], ['m2'], ['m2'], ['m3']]);
    for (const part of parts)
      expect(await facebookAdapter.send(part, channel, access, sendContext())).toMatchObject({ kind: 'sent', providerMessageId: expect.stringMatching(/^m_/) });
    const entries = await botTexts(page, userId);
    expect(entries.map((e) => e.text ?? e.imageUrl)).toEqual(['Welcome!', 'https://img.example/tea.png', 'Our tea', 'Pick one\n\nSite: https://console.example/help']);
    expect(entries.at(-1)?.quickReplies).toEqual([{ title: 'Yes', payload: 'yes' }]);
  });

  it('shows more than 13 choices, or words longer than a quick reply title, as numbered lines; a typed number chooses its line', async () => {
    const page = ayla.pages[8]!;
    const { channel, userId } = await personOf(page);
    const many = botMessage('m1', 'QUICKREPLY', { text: 'Which shop?', buttons: Array.from({ length: 14 }, (_, i) => ({ id: `s${i + 1}`, text: `Shop ${i + 1}`, type: 'TEXT' })) });
    const long = botMessage('m2', 'QUICKREPLY', {
      text: 'Size?',
      buttons: [
        { id: 'big', text: 'The biggest cup you have', type: 'TEXT' },
        { id: 'small', text: 'Small', type: 'TEXT' },
      ],
    });
    for (const part of facebookAdapter.render([many, long], context(userId), channel))
      expect(await facebookAdapter.send(part, channel, access, sendContext())).toMatchObject({ kind: 'sent' });
    const entries = await botTexts(page, userId);
    expect(entries.map((e) => e.text)).toEqual([
      'Which shop?',
      Array.from({ length: 14 }, (_, i) => `${i + 1}. Shop ${i + 1}`).join('\n'),
      'Size?',
      '1. The biggest cup you have\n2. Small',
    ]);
    expect(entries.every((e) => e.quickReplies === undefined)).toBe(true);
    expect(facebookAdapter.readReply!({ text: '1', messageType: 'TEXT' }, [long], 'https://console.example')).toEqual({
      text: 'The biggest cup you have',
      messageType: 'TEXT',
      payload: 'big',
    });
    expect(facebookAdapter.readReply!({ text: '14', messageType: 'TEXT' }, [many], 'https://console.example')).toMatchObject({ text: 'Shop 14', payload: 's14' });
  });

  it('is refused for good past the limits Meta sets, and with a token Graph does not know (190), naming no token', async () => {
    const page = ayla.pages[9]!;
    const { channel, userId } = await personOf(page);
    const quick_replies = Array.from({ length: 14 }, (_, i) => ({ content_type: 'text', title: `Q${i}`, payload: `q${i}` }));
    const tooMany = {
      messageIds: ['m1'],
      request: { endpoint: 'messages', body: { recipient: { id: userId }, messaging_type: 'RESPONSE', message: { text: 'Pick', quick_replies } } },
    };
    expect(await facebookAdapter.send(tooMany, channel, access, sendContext())).toMatchObject({ kind: 'failed', reason: expect.stringContaining('(#100)') });
    const [part] = facebookAdapter.render([botMessage('m2', 'TEXT', { text: 'Hi' })], context(userId), channel);
    const forgedToken = `${pageAccessToken(secret(), page.id).slice(0, -2)}xx`;
    const refused = await facebookAdapter.send(part!, { ...channel, properties: { ...channel.properties, pageAccessToken: forgedToken } }, access, sendContext());
    expect(refused).toMatchObject({ kind: 'failed', reason: expect.stringContaining('(#190)') });
    expect(JSON.stringify(refused)).not.toContain(forgedToken);
  });

  it('tries again after 429 (the wait Retry-After names) and 500, and when Graph is slower than the timeout', async () => {
    const page = ayla.pages[10]!;
    const { channel, userId } = await personOf(page);
    const [part] = facebookAdapter.render([botMessage('m1', 'TEXT', { text: 'Hi' })], context(userId), channel);
    await post('/messaging/faults', { call: 'messages', status: 429 });
    expect(await facebookAdapter.send(part!, channel, access, sendContext())).toMatchObject({ kind: 'retry', retryAfterMs: 1000 });
    await post('/messaging/faults', { call: 'messages', status: 500 });
    expect(await facebookAdapter.send(part!, channel, access, sendContext())).toMatchObject({ kind: 'retry' });
    await post('/messaging/faults', { call: 'messages', delayMs: 600 });
    expect(await facebookAdapter.send(part!, channel, { ...access, timeoutMs: 200 }, sendContext())).toMatchObject({
      kind: 'retry',
      reason: expect.stringContaining('did not answer'),
    });
    expect(await facebookAdapter.send(part!, channel, access, sendContext())).toMatchObject({ kind: 'sent' });
  });

  it('passes the thread to the handover receiver when the turn hands over, and only on a channel that has one', async () => {
    const page = ayla.pages[11]!;
    const { channel, userId } = await personOf(page);
    const turn = [botMessage('m1', 'TEXT', { text: 'An agent will answer.' })];
    expect(facebookAdapter.render(turn, context(userId, { handedOver: true }), channel)).toHaveLength(1);
    const withReceiver = { ...channel, properties: { ...channel.properties, fbSecondaryReceiverID: AGENT_DESK.id } };
    const parts = facebookAdapter.render(turn, context(userId, { handedOver: true }), withReceiver);
    expect(parts.at(-1)).toEqual({
      messageIds: [],
      request: { endpoint: 'pass_thread_control', body: { recipient: { id: userId }, target_app_id: AGENT_DESK.id, metadata: HANDOVER_METADATA } },
    });
    for (const part of parts) expect(await facebookAdapter.send(part, withReceiver, access, sendContext())).toMatchObject({ kind: 'sent' });
    expect((await chat(page, userId)).owner).toEqual({ id: AGENT_DESK.id, name: AGENT_DESK.name, isApp: false });
    // The thread is the receiver's now: the page's own app may not write into it.
    const [late] = facebookAdapter.render([botMessage('m2', 'TEXT', { text: 'Still here' })], context(userId), channel);
    expect(await facebookAdapter.send(late!, channel, access, sendContext())).toMatchObject({ kind: 'failed', reason: expect.stringContaining('(#10)') });
  });
});

describe('Facebook adapter: webhooks', () => {
  const page = ayla.pages[0]!;
  const entry = (messaging: unknown[], standby: unknown[] = []) => ({ object: 'page', entry: [{ id: page.id, time: 1, messaging, ...(standby.length ? { standby } : {}) }] });
  const from = (event: Record<string, unknown>) => ({ sender: { id: '7100' }, recipient: { id: page.id }, timestamp: 1, ...event });

  it("reads texts, quick replies and postbacks; echoes, reads, standby events and other pages' entries carry nothing", () => {
    const channel = facebookChannel(page);
    const body = entry(
      [
        from({ message: { mid: 'm.1', text: 'hi' } }),
        from({ message: { mid: 'm.2', text: 'Coffee', quick_reply: { payload: 'coffee' } } }),
        from({ postback: { mid: 'm.3', title: 'Menu', payload: 'menu' } }),
        from({ message: { mid: 'm.4', text: 'echo', is_echo: true } }),
        from({ read: { watermark: 1 } }),
      ],
      [from({ message: { mid: 'm.5', text: 'to the receiver' } })],
    );
    expect(facebookAdapter.parse(body, channel)).toEqual([
      { kind: 'message', providerMessageId: 'm.1', client: { clientId: '7100' }, input: { text: 'hi', messageType: 'TEXT' } },
      { kind: 'message', providerMessageId: 'm.2', client: { clientId: '7100' }, input: { text: 'Coffee', messageType: 'TEXT', payload: 'coffee' } },
      { kind: 'message', providerMessageId: 'm.3', client: { clientId: '7100' }, input: { text: 'Menu', messageType: 'TEXT', payload: 'menu' } },
    ]);
    expect(facebookAdapter.parse({ object: 'page', entry: [{ id: 'another page', messaging: [from({ message: { mid: 'm.6', text: 'hi' } })] }] }, channel)).toEqual([]);
  });

  it('refuses a webhook without X-Hub-Signature-256, or signed with another secret', async () => {
    const channel = facebookChannel(page);
    const rawBody = Buffer.from(JSON.stringify(entry([])));
    expect(facebookAdapter.verify({ rawBody, headers: {}, query: {} }, channel)).toMatchObject({ ok: false, status: 401 });
    const wrong = { rawBody, headers: { 'x-hub-signature-256': 'sha256=00' }, query: {} };
    expect(facebookAdapter.verify(wrong, channel)).toEqual({ ok: true });
    expect(await facebookAdapter.authenticate!(wrong, channel, access)).toMatchObject({ ok: false, status: 401 });
  });

  it('shows the phone page to the operator only', async () => {
    await expectPhoneForOperatorOnly(app.sandbox, 'Facebook sandbox', `/messaging/chats/${page.id}/${newUser()}`);
  });
});
