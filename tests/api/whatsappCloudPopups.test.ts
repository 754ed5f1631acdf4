// @vitest-environment node
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFlow, quickReplies, text } from '../../server/bots/flowBuilder';
import { SECRET_MASK } from '../../services/contracts/channels';
import { sandboxChat } from '../../services/contracts/rest/whatsappSandbox';
import { listTemplates } from '../../server/channels/adapters/whatsappCloudTemplates';
import { sandboxedApp } from '../support/sandboxedChannel';
import { SANDBOX_NUMBER as NUMBER, whatsappCloudChannel } from '../support/whatsappCloudChannel';
import { OFFICE_IP, personWithSession, type Person } from './graphqlHelpers';
import type { TestApp } from './testApp';
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver';

/**
 * The WhatsApp Cloud popups' settings at work through the sandbox: the partner webhook gets
 * each inbound message signed with its token (kept sealed, answered masked), and with the
 * tracking parameters switch on the assistant's links reach the phone without utm_* or fbclid.
 */
const APP_SECRET = 'app-secret-popups';
const VERIFY_TOKEN = 'verify-popups';
const PARTNER_TOKEN = 'partner-tøken-1';
const LINK = 'https://shop.example/item?id=7&utm_source=whatsapp&utm_medium=chat&fbclid=abc#top';
let t: TestApp;
let admin: Person;
let sandbox = '';
let channelId = '';
let partner: WebhookReceiver;

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, who: Person, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/channel/${channelId}/${path}`,
    remoteAddress: OFFICE_IP,
    headers: { authorization: `Bearer ${who.token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const write = (from: string, words: string) => fetch(`${sandbox}/phone/messages`, json({ phoneNumberId: NUMBER, from, name: 'Deniz', text: words }));
async function sentTexts(from: string, n: number): Promise<string[]> {
  for (let i = 0; i < 300; i += 1) {
    const chat = sandboxChat.parse(await (await fetch(`${sandbox}/phone/chat?phoneNumberId=${NUMBER}&from=${from}`)).json());
    const out = chat.entries.filter((e) => e.direction === 'out').map((e) => (e.body as { text?: { body?: string } }).text?.body ?? '');
    if (out.length >= n) return out;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${from} did not get ${n} replies`);
}

beforeAll(async () => {
  const app = await sandboxedApp('whatsappCloud', 'Shop Co');
  ({ t, sandbox, admin } = app);
  partner = await startWebhookReceiver();
  // Eleven choices are more than a WhatsApp list holds: they go as numbered text.
  const menu = quickReplies(
    'Which size?',
    Array.from({ length: 11 }, (_, i) => ({ id: `size-${i + 1}`, text: `Size ${i + 1}`, to: i === 1 ? 'two' : 'other' })),
  );
  const flow = buildFlow([
    { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'link' },
    { id: 'link', type: 'MESSAGE', name: 'Link', at: [1, 0], to: 'menu', settings: text(`See ${LINK}.`) },
    { id: 'menu', type: 'SELECTION', name: 'Menu', at: [2, 0], to: menu.to, settings: menu.settings },
    { id: 'two', type: 'MESSAGE', name: 'Two', at: [3, 0], to: 'end', settings: text('Size 2 it is.') },
    { id: 'other', type: 'MESSAGE', name: 'Other', at: [3, 1], to: 'end', settings: text('Another size.') },
    { id: 'end', type: 'END', name: 'End', at: [4, 0] },
  ]);
  channelId = await whatsappCloudChannel(app, {
    name: 'Shop on WhatsApp',
    assistant: 'Shop',
    flow,
    partnerName: 'Shop',
    email: 'admin@shop.example',
    appSecret: APP_SECRET,
    verifyToken: VERIFY_TOKEN,
  });
}, 60_000);
afterAll(async () => {
  await partner.close();
  await t.app.close();
  await t.db.destroy();
});

describe('the WhatsApp Cloud partner webhook', () => {
  it('is saved with its token sealed and answered masked; a bad url is refused with the spec text', async () => {
    expect((await call('GET', 'partnerWebhook', admin)).json()).toEqual({ partnerWebhookUrl: '', token: '' });
    const bad = await call('POST', 'partnerWebhook', admin, { partnerWebhookUrl: 'not a url', token: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please enter a valid url');
    const saved = await call('POST', 'partnerWebhook', admin, { partnerWebhookUrl: partner.url, token: PARTNER_TOKEN });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ partnerWebhookUrl: partner.url, token: SECRET_MASK });
    expect((await call('GET', 'partnerWebhook', admin)).json()).toEqual({ partnerWebhookUrl: partner.url, token: SECRET_MASK });
    const stored = await t.db.selectFrom('channels').select('properties').where('id', '=', channelId).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.properties)).not.toContain(PARTNER_TOKEN);
    // The mask sent back keeps the token.
    expect((await call('POST', 'partnerWebhook', admin, { partnerWebhookUrl: partner.url, token: SECRET_MASK })).statusCode).toBe(200);
  });

  it('gets each inbound message signed with the token, tried again after the partner fails', async () => {
    partner.clear();
    partner.refuseNext([503]);
    expect((await write('905550002001', 'hello partner')).status).toBe(200);
    await partner.reach(1);
    expect(partner.refused()).toBe(1);
    const [{ headers, body }] = partner.received as [{ headers: Record<string, unknown>; body: string }];
    const [stamp, signature] = String(headers['x-console-signature']).split(',') as [string, string];
    const at = stamp.replace('t=', '');
    expect(signature).toBe(`v1=${createHmac('sha256', PARTNER_TOKEN).update(`${at}.${body}`).digest('hex')}`);
    expect(JSON.parse(body)).toMatchObject({
      channelId,
      channelKind: 'whatsappCloud',
      client: { clientId: '905550002001', phone: '+905550002001', name: 'Deniz' },
      message: { text: 'hello partner', messageType: 'TEXT' },
    });
  });

  it('stops forwarding once deleted', async () => {
    expect((await call('DELETE', 'partnerWebhook', admin)).json()).toEqual({ partnerWebhookUrl: '', token: '' });
    partner.clear();
    expect((await write('905550002002', 'no partner now')).status).toBe(200);
    await sentTexts('905550002002', 1);
    expect(partner.received).toEqual([]);
  });
});

describe('the WhatsApp Cloud tracking parameters', () => {
  it('sends links as written while off, without utm_* and fbclid once on', async () => {
    expect((await call('GET', 'get-properties', admin)).json()).toEqual({ removeTrackingParams: false });
    expect((await write('905550003001', 'hi')).status).toBe(200);
    expect((await sentTexts('905550003001', 2))[0]).toBe(`See ${LINK}.`);
    const on = await call('PUT', 'set-properties', admin, { removeTrackingParams: true });
    expect(on.json()).toEqual({ removeTrackingParams: true });
    expect((await call('GET', 'get-properties', admin)).json()).toEqual({ removeTrackingParams: true });
    expect((await write('905550003002', 'hi')).status).toBe(200);
    expect((await sentTexts('905550003002', 2))[0]).toBe('See https://shop.example/item?id=7#top.');
  });
});

describe('the WhatsApp Cloud templates', () => {
  it('lists the approved templates of the business account for the outside-window choice', async () => {
    const listed = await call('GET', 'whatsapp-templates', admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      connected: true,
      templates: [
        { name: 'hello_world', language: 'en_US', category: 'UTILITY' },
        { name: 'order_update', language: 'en_US', category: 'UTILITY' },
        { name: 'merhaba', language: 'tr', category: 'UTILITY' },
        { name: 'we_are_back', language: 'en_US', category: 'MARKETING' },
      ],
    });
    const stranger = await personWithSession(t, 'Stranger');
    expect((await call('GET', 'whatsapp-templates', stranger)).statusCode).toBe(403);
  });

  it('has none to list, without asking WhatsApp, while the channel has no Cloud API account', async () => {
    const unconnected = { id: 'c0', companyId: 'co', name: 'New', kind: 'whatsappCloud' as const, apiTokenHash: null };
    const properties = { partnerName: 'Shop', registeredWhatsappPhoneNumber: '+905550000000', email: 'admin@shop.example' };
    const refuse = async () => {
      throw new Error('WhatsApp was asked');
    };
    const access = { baseUrl: 'http://127.0.0.1:9', publicUrl: 'http://127.0.0.1:9', fetch: refuse, timeoutMs: 1000 };
    expect(await listTemplates({ ...unconnected, properties }, access)).toEqual({ ok: true, connected: false, templates: [] });
  });
});

describe('the WhatsApp numbered fallback', () => {
  it('reads a typed number as the numbered line it names', async () => {
    const from = '905550004001';
    expect((await write(from, 'hi')).status).toBe(200);
    const [, menu] = await sentTexts(from, 2);
    expect(menu).toContain('2. Size 2');
    expect((await write(from, '2')).status).toBe(200);
    expect((await sentTexts(from, 3))[2]).toBe('Size 2 it is.');
  });
});
