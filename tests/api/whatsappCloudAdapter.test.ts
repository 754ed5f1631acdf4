import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdapterChannel, ProviderAccess } from '../../server/channels/adapters/channelAdapter';
import { listTemplates, whatsappCloudAdapter as adapter } from '../../server/channels/adapters/whatsappCloud';
import { coveredByTemplate, insideServiceWindow } from '../../server/channels/adapters/whatsappCloudSend';
import { hubSignature } from '../../server/channels/adapters/whatsappCloudVerify';
import { issueAccessToken } from '../../server/sandboxes/whatsapp/sandboxState';
import type { ChatMessage } from '../../services/contracts/conversations';
import { whatsappCloudMessages } from '../../services/contracts/channels/whatsappCloud';
import { testConfig, type TestApp, listeningTestApp } from './testApp';
import { startWhatsappReceiver, type WhatsappReceiver } from './whatsappReceiver';

const PHONE_ID = '200000000000001';
const WABA = '100000000000001';
const USER = '905320000001';

let t: TestApp;
let base = '';
let receiver: WhatsappReceiver;
let access: ProviderAccess;
const channel: AdapterChannel<'whatsappCloud'> = {
  id: 'ch1',
  companyId: 'co1',
  name: 'Shop',
  kind: 'whatsappCloud',
  apiTokenHash: null,
  properties: {
    partnerName: 'Acme',
    registeredWhatsappPhoneNumber: '+15550100001',
    email: 'admin@acme.example',
    phoneNumberId: PHONE_ID,
    businessAccountId: WABA,
    accessToken: issueAccessToken(testConfig.secretKey),
    appSecret: 'app-secret-1',
    verifyToken: 'verify-me-1',
  },
};
const withProps = (props: Partial<AdapterChannel<'whatsappCloud'>['properties']>): AdapterChannel<'whatsappCloud'> => ({
  ...channel,
  properties: { ...channel.properties, ...props },
});

const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const chat = async (from = USER) =>
  (
    (await (await fetch(`${base}/sandbox/whatsapp/phone/chat?phoneNumberId=${PHONE_ID}&from=${from}`)).json()) as {
      entries: Array<{ id: string; direction: string; status: string; body: Record<string, unknown> }>;
    }
  ).entries;
const fault = (body: Record<string, unknown>) => post('/sandbox/whatsapp/control/faults', { path: '/messages', ...body });

let n = 0;
const bot = (messageType: string, content: Record<string, unknown>): ChatMessage => ({
  oid: `m${++n}`,
  sendBy: 'BOT',
  messageType,
  content,
  messageDate: new Date().toISOString(),
  elapsedMs: 0,
});
const render = (message: ChatMessage, to = USER) => adapter.render([message], { recipient: to, conversationId: 'c1', publicUrl: base }, channel);
const now = () => new Date();
const inWindow = () => ({ lastInboundAt: new Date(Date.now() - 60_000), flowId: null, now: now(), deliveryId: 'd1' });

beforeAll(async () => {
  ({ t, base } = await listeningTestApp((base) => ({ publicUrl: base, channelProviders: { whatsappCloud: `${base}/sandbox/whatsapp` } })));
  access = { baseUrl: `${base}/sandbox/whatsapp`, publicUrl: base, fetch, timeoutMs: 1000 };
  receiver = await startWhatsappReceiver(channel);
}, 60_000);
afterAll(async () => {
  await receiver.close();
  await t.app.close();
});

describe('WhatsApp Cloud webhooks (handshake, signature, parse)', () => {
  it('answers the handshake with the challenge only for the channel’s verify token', () => {
    expect(adapter.handshake!({ 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-me-1', 'hub.challenge': '1158201444' }, channel)).toEqual({ status: 200, body: '1158201444' });
    expect(adapter.handshake!({ 'hub.mode': 'subscribe', 'hub.verify_token': 'wrong', 'hub.challenge': '1' }, channel).status).toBe(403);
    expect(adapter.handshake!({ 'hub.mode': 'unsubscribe', 'hub.verify_token': 'verify-me-1', 'hub.challenge': '1' }, channel).status).toBe(403);
  });

  it('accepts only a body signed with the app secret (X-Hub-Signature-256)', () => {
    const rawBody = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
    expect(adapter.verify({ rawBody, headers: { 'x-hub-signature-256': hubSignature('app-secret-1', rawBody) }, query: {} }, channel)).toEqual({ ok: true });
    expect(adapter.verify({ rawBody, headers: { 'x-hub-signature-256': hubSignature('other-secret', rawBody) }, query: {} }, channel)).toMatchObject({ ok: false, status: 401 });
    expect(adapter.verify({ rawBody, headers: {}, query: {} }, channel)).toMatchObject({ ok: false, status: 401, message: 'The X-Hub-Signature-256 header is missing.' });
  });

  const webhook = (value: Record<string, unknown>, field = 'messages') => ({
    object: 'whatsapp_business_account',
    entry: [{ id: WABA, changes: [{ field, value: { messaging_product: 'whatsapp', metadata: { phone_number_id: PHONE_ID }, ...value } }] }],
  });
  const contacts = [{ profile: { name: 'Ayşe' }, wa_id: USER }];

  it('reads text, reply buttons, list rows, template buttons and media as the end user’s input', () => {
    const messages = [
      { from: USER, id: 'wamid.1', type: 'text', text: { body: 'Hello' } },
      { from: USER, id: 'wamid.2', type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'b1', title: 'Yes' } } },
      { from: USER, id: 'wamid.3', type: 'interactive', interactive: { type: 'list_reply', list_reply: { id: 'r2', title: 'Pizza', description: 'Hot' } } },
      { from: USER, id: 'wamid.4', type: 'button', button: { text: 'Stop', payload: 'stop-id' } },
      { from: USER, id: 'wamid.5', type: 'image', image: { id: 'media-1', caption: 'My receipt', mime_type: 'image/jpeg' } },
      { from: USER, id: 'wamid.6', type: 'location', location: { latitude: 41.01, longitude: 28.97 } },
    ];
    const events = adapter.parse(webhook({ contacts, messages }), channel);
    const client = { clientId: USER, name: 'Ayşe', phone: `+${USER}` };
    expect(events).toEqual([
      { kind: 'message', providerMessageId: 'wamid.1', client, input: { text: 'Hello', messageType: 'TEXT' } },
      { kind: 'message', providerMessageId: 'wamid.2', client, input: { text: 'Yes', messageType: 'TEXT', payload: 'b1' } },
      { kind: 'message', providerMessageId: 'wamid.3', client, input: { text: 'Pizza', messageType: 'TEXT', payload: 'r2' } },
      { kind: 'message', providerMessageId: 'wamid.4', client, input: { text: 'Stop', messageType: 'TEXT', payload: 'stop-id' } },
      { kind: 'message', providerMessageId: 'wamid.5', client, input: { text: 'My receipt', messageType: 'IMAGE', payload: 'media-1' } },
      { kind: 'message', providerMessageId: 'wamid.6', client, input: { text: '41.01,28.97', messageType: 'LOCATION', payload: '41.01,28.97' } },
    ]);
  });

  it('reads statuses, a failure with its error title as the reason; other fields carry nothing', () => {
    const statuses = [
      { id: 'wamid.a', status: 'delivered', recipient_id: USER },
      { id: 'wamid.b', status: 'failed', recipient_id: USER, errors: [{ code: 131047, title: 'Re-engagement message' }] },
    ];
    expect(adapter.parse(webhook({ statuses }), channel)).toEqual([
      { kind: 'status', providerMessageId: 'wamid.a', status: 'delivered' },
      { kind: 'status', providerMessageId: 'wamid.b', status: 'failed', reason: 'Re-engagement message' },
    ]);
    expect(adapter.parse(webhook({ event: 'APPROVED' }, 'message_template_status_update'), channel)).toEqual([]);
  });

  it('refuses a body Meta would never send with a 400 that says what is wrong', () => {
    expect(() => adapter.parse({ object: 'whatsapp_business_account' }, channel)).toThrow(expect.objectContaining({ statusCode: 400, message: expect.stringContaining('entry') }));
    expect(() => adapter.parse(webhook({ messages: [{ id: 'x', type: 'text' }] }), channel)).toThrow(
      expect.objectContaining({ statusCode: 400, message: expect.stringContaining('messages.0.from') }),
    );
  });
});

describe('WhatsApp Cloud over the sandbox', () => {
  it('connects with a sandbox token and refuses another one with the console’s text', async () => {
    expect(await adapter.connect!(channel, access)).toEqual({ ok: true });
    expect(await adapter.connect!(withProps({ accessToken: 'EAA-not-issued' }), access)).toEqual({ ok: false, message: whatsappCloudMessages.connectFailed });
    // Made from the spec's form alone: nothing to connect yet. Half a connection is refused.
    expect(await adapter.connect!(withProps({ phoneNumberId: undefined, businessAccountId: undefined, accessToken: undefined }), access)).toEqual({ ok: true });
    expect(await adapter.connect!(withProps({ businessAccountId: undefined }), access)).toEqual({ ok: false, message: whatsappCloudMessages.connectFailed });
  });

  it('saves the webhook only after the callback answers the handshake, then the phone’s message arrives signed', async () => {
    const wrong = await (
      await post('/sandbox/whatsapp/control/subscription', { businessAccountId: WABA, callbackUrl: receiver.url, verifyToken: 'wrong', appSecret: 'app-secret-1' })
    ).json();
    expect(wrong).toMatchObject({ ok: false });
    const saved = await (
      await post('/sandbox/whatsapp/control/subscription', { businessAccountId: WABA, callbackUrl: receiver.url, verifyToken: 'verify-me-1', appSecret: 'app-secret-1' })
    ).json();
    expect(saved).toMatchObject({ ok: true });
    expect((await post('/sandbox/whatsapp/phone/messages', { phoneNumberId: PHONE_ID, from: USER, name: 'Ayşe', text: 'Hi shop' })).status).toBe(200);
    const events = await receiver.reach((list) => list.some((e) => e.kind === 'message'));
    expect(events.find((e) => e.kind === 'message')).toMatchObject({
      kind: 'message',
      client: { clientId: USER, name: 'Ayşe', phone: `+${USER}` },
      input: { text: 'Hi shop', messageType: 'TEXT' },
    });
    expect(receiver.refusedSignatures).toBe(0);
  });

  it('tries a webhook the console did not take again until it does', async () => {
    receiver.refuseNext = 2;
    await post('/sandbox/whatsapp/phone/messages', { phoneNumberId: PHONE_ID, from: USER, text: 'Are you there?' });
    await receiver.reach((list) => list.some((e) => e.kind === 'message' && e.input.text === 'Are you there?'));
    expect(receiver.refused).toBe(2);
  });

  it('sends text that reaches the chat, and the sent, delivered and read statuses follow', async () => {
    const [part] = render(bot('TEXT', { text: 'Welcome!' }));
    const result = await adapter.send(part!, channel, access, inWindow());
    expect(result).toMatchObject({ kind: 'sent', providerMessageId: expect.stringMatching(/^wamid\./) });
    const id = result.kind === 'sent' ? result.providerMessageId : '';
    expect((await chat()).find((e) => e.id === id)?.body).toMatchObject({ type: 'text', text: { body: 'Welcome!' } });
    const statuses = await receiver.reach((list) => list.filter((e) => e.kind === 'status' && e.providerMessageId === id).length >= 3);
    expect(statuses.filter((e) => e.kind === 'status' && e.providerMessageId === id).map((e) => e.kind === 'status' && e.status)).toEqual(['sent', 'delivered', 'read']);
  });

  it('shows 3 buttons as reply buttons, 5 as a list, 12 as numbered text and a card as an image with its buttons', async () => {
    const buttons = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `b${i}`, text: `Option ${i}`, type: 'TEXT' }));
    const messages = [
      bot('QUICKREPLY', { text: 'Three', buttons: buttons(3) }),
      bot('QUICKREPLY', { text: 'Five', buttons: buttons(5) }),
      bot('QUICKREPLY', { text: 'Twelve', buttons: buttons(12) }),
      bot('CARD', { cards: [{ id: 'c', title: 'Shoes', subtitle: '', text: '40 EUR', image: '/img/shoes.png', buttons: buttons(2) }] }),
    ];
    for (const message of messages) {
      for (const part of render(message)) expect(await adapter.send(part, channel, access, inWindow())).toMatchObject({ kind: 'sent' });
    }
    const bodies = (await chat())
      .filter((e) => e.direction === 'out')
      .slice(-5)
      .map((e) => e.body);
    expect(bodies).toEqual([
      expect.objectContaining({ type: 'interactive', interactive: expect.objectContaining({ type: 'button' }) }),
      expect.objectContaining({ type: 'interactive', interactive: expect.objectContaining({ type: 'list' }) }),
      expect.objectContaining({ type: 'text', text: expect.objectContaining({ body: expect.stringContaining('12. Option 11') }) }),
      expect.objectContaining({ type: 'image', image: { link: `${base}/img/shoes.png`, caption: 'Shoes\n40 EUR' } }),
      expect.objectContaining({ type: 'interactive', interactive: expect.objectContaining({ type: 'button', body: { text: 'Shoes' } }) }),
    ]);
  });

  it('tries again after the wait a 429 names, after a 500 and after a late answer; a refused token fails for good without showing it', async () => {
    const [part] = render(bot('TEXT', { text: 'Again' }));
    await fault({ status: 429, retryAfter: 7 });
    expect(await adapter.send(part!, channel, access, inWindow())).toMatchObject({ kind: 'retry', retryAfterMs: 7000 });
    await fault({ status: 500 });
    expect(await adapter.send(part!, channel, access, inWindow())).toMatchObject({ kind: 'retry', reason: expect.stringContaining('500') });
    await fault({ delayMs: 1500 });
    expect(await adapter.send(part!, channel, access, inWindow())).toMatchObject({ kind: 'retry', reason: expect.stringContaining('did not answer') });
    await fault({ status: 401 });
    const refused = await adapter.send(part!, channel, access, inWindow());
    expect(refused).toMatchObject({ kind: 'failed', reason: expect.stringContaining('(#190)') });
    expect(JSON.stringify(refused)).not.toContain(channel.properties.accessToken);
    expect(await adapter.send(part!, channel, access, inWindow())).toMatchObject({ kind: 'sent' });
  });

  it('outside the 24-hour window sends the chosen template, or fails saying one must be chosen; Graph refuses free-form text with 131047', async () => {
    const stranger = '905320000099';
    const [part] = render(bot('TEXT', { text: 'We miss you' }), stranger);
    const closed = { lastInboundAt: new Date(Date.now() - 24 * 3600_000), flowId: null, now: now(), deliveryId: 'd2' };
    expect(await adapter.send(part!, channel, access, closed)).toEqual({ kind: 'failed', reason: whatsappCloudMessages.templateNeeded });
    expect(await adapter.send(part!, channel, access, { ...closed, lastInboundAt: null })).toEqual({ kind: 'failed', reason: whatsappCloudMessages.templateNeeded });
    const templated = withProps({ outsideWindowTemplate: { name: 'hello_world', language: 'en_US' } });
    expect(await adapter.send(part!, templated, access, closed)).toMatchObject({ kind: 'sent' });
    expect((await chat(stranger)).at(-1)?.body).toMatchObject({ type: 'template', template: { name: 'hello_world', language: { code: 'en_US' } } });
    expect(await adapter.send(part!, channel, access, inWindow())).toMatchObject({ kind: 'failed', reason: expect.stringContaining('(#131047)') });
  });

  it('outside the window sends the template once for a reply of several parts, the later parts saying so', async () => {
    const stranger = '905320000098';
    const parts = adapter.render(
      [bot('TEXT', { text: 'First' }), bot('TEXT', { text: 'Second' }), bot('TEXT', { text: 'Third' })],
      { recipient: stranger, conversationId: 'c1', publicUrl: base },
      channel,
    );
    const closed = { lastInboundAt: null, flowId: null, now: now(), deliveryId: 'd3' };
    const templated = withProps({ outsideWindowTemplate: { name: 'hello_world', language: 'en_US' } });
    const results = [];
    for (const part of parts) results.push(await adapter.send(part, templated, access, closed));
    expect(results).toEqual([expect.objectContaining({ kind: 'sent' }), { kind: 'failed', reason: coveredByTemplate }, { kind: 'failed', reason: coveredByTemplate }]);
    expect((await chat(stranger)).map((entry) => entry.body['type'])).toEqual(['template']);
  });

  it('counts the window to the millisecond: 24 hours after the last message it has closed', () => {
    const last = new Date('2026-01-01T10:00:00Z');
    expect(insideServiceWindow({ lastInboundAt: last, now: new Date(last.getTime() + 24 * 3600_000 - 1) })).toBe(true);
    expect(insideServiceWindow({ lastInboundAt: last, now: new Date(last.getTime() + 24 * 3600_000) })).toBe(false);
    expect(insideServiceWindow({ lastInboundAt: null, now: last })).toBe(false);
  });

  it('lists the approved templates across every page', async () => {
    expect(await listTemplates(channel, access)).toEqual({
      ok: true,
      connected: true,
      templates: [
        { name: 'hello_world', language: 'en_US', category: 'UTILITY' },
        { name: 'order_update', language: 'en_US', category: 'UTILITY' },
        { name: 'merhaba', language: 'tr', category: 'UTILITY' },
        { name: 'we_are_back', language: 'en_US', category: 'MARKETING' },
      ],
    });
  });

  it('serves the phone page to the operator with the credentials to paste', async () => {
    const page = await (await fetch(`${base}/sandbox/whatsapp`)).text();
    expect(page).toContain(PHONE_ID);
    expect(page).toContain(WABA);
    expect(page).toMatch(/EAASBX[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/);
  });

  it('disconnects by unsubscribing the app: no webhook leaves after', async () => {
    await adapter.disconnect!(channel, access, { anotherLiveChannelHas: async () => false });
    const before = receiver.events.length;
    await post('/sandbox/whatsapp/phone/messages', { phoneNumberId: PHONE_ID, from: USER, text: 'Anyone?' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.events.length).toBe(before);
  });
});
