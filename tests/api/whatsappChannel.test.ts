// @vitest-environment node
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ACCOUNT } from '../../server/sandboxes/whatsapp/sandboxState';
import { sandboxChat } from '../../services/contracts/rest/whatsappSandbox';
import { cafeFlow, sandboxedApp } from '../support/sandboxedChannel';
import { SANDBOX_NUMBER as NUMBER, whatsappCloudChannel } from '../support/whatsappCloudChannel';
import { countRows, type TestApp } from './testApp';
import { until } from '../support/until';

/**
 * A WhatsApp user talks to an assistant end to end through the WhatsApp Cloud sandbox, over real
 * HTTP both ways: the sandbox checks the callback with the verify-token handshake, posts the
 * person's messages signed with X-Hub-Signature-256, takes the replies on the Graph API
 * (buttons as interactive reply buttons) and reports their statuses.
 */
const APP_SECRET = 'café-app-secret';
const VERIFY_TOKEN = 'café-verify-token';
let t: TestApp;
let base = '';
let sandbox = '';
let channelId = '';
let person = 905550001000;

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
type Out = { body: Record<string, unknown> };
const outOf = async (from: string): Promise<Out[]> => {
  const chat = sandboxChat.parse(await (await fetch(`${sandbox}/phone/chat?phoneNumberId=${NUMBER}&from=${from}`)).json());
  return chat.entries.filter((e) => e.direction === 'out');
};
/** What a sent message shows: its text, or its interactive body and its buttons' titles. */
const shown = (out: Out): string => {
  const body = out.body as { type?: string; text?: { body?: string }; interactive?: { body?: { text?: string }; action?: { buttons?: Array<{ reply: { title: string } }> } } };
  if (body.type === 'interactive') return `${body.interactive?.body?.text ?? ''} [${(body.interactive?.action?.buttons ?? []).map((b) => b.reply.title).join(' | ')}]`;
  return body.text?.body ?? body.type ?? '';
};

async function replies(from: string, n: number): Promise<string[]> {
  for (let i = 0; i < 300; i += 1) {
    const out = await outOf(from);
    if (out.length >= n) return out.map(shown);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${from} did not get ${n} replies: ${JSON.stringify((await outOf(from)).map(shown))}`);
}

const write = (from: string, input: Record<string, unknown>) => fetch(`${sandbox}/phone/messages`, json({ phoneNumberId: NUMBER, from, name: 'Deniz', ...input }));

beforeAll(async () => {
  const app = await sandboxedApp('whatsappCloud', 'Café Co');
  ({ t, base, sandbox } = app);
  channelId = await whatsappCloudChannel(app, {
    name: 'Café on WhatsApp',
    assistant: 'Café',
    flow: cafeFlow(),
    partnerName: 'Café',
    email: 'admin@cafe.example',
    appSecret: APP_SECRET,
    verifyToken: VERIFY_TOKEN,
  });
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('a WhatsApp user', () => {
  it('completes a flow with buttons: reply buttons arrive, a tap chooses, the flow ends, and statuses reach the conversation', async () => {
    const from = String((person += 1));
    expect((await write(from, { text: 'hi' })).status).toBe(200);
    expect(await replies(from, 2)).toEqual(['Hello from the café!', 'Tea or coffee? [Tea | Coffee]']);
    const menu = (await outOf(from))[1]!.body as { interactive: { action: { buttons: Array<{ reply: { id: string; title: string } }> } } };
    const coffee = menu.interactive.action.buttons.find((b) => b.reply.title === 'Coffee')!;
    expect((await write(from, { reply: { kind: 'button_reply', id: coffee.reply.id, title: 'Coffee' } })).status).toBe(200);
    expect(await replies(from, 3)).toEqual(['Hello from the café!', 'Tea or coffee? [Tea | Coffee]', 'One coffee, coming up.']);
    const conversation = await t.db.selectFrom('conversations').select(['id', 'end_date']).where('client_id', '=', from).executeTakeFirstOrThrow();
    expect(conversation.end_date).not.toBeNull();
    // The sandbox reports sent, delivered and read for each message; the conversation keeps the furthest.
    await until(
      'the read statuses in the conversation',
      () =>
        t.db
          .selectFrom('conversation_messages')
          .select('delivery_status')
          .where('conversation_id', '=', conversation.id)
          .where('send_by', '=', 'BOT')
          .where('message_type', '!=', 'LOG')
          .execute(),
      (statuses) => statuses.every((s) => s.delivery_status === 'read'),
    );
  });

  it('whose webhook carries a wrong signature is refused (401) and nothing is stored', async () => {
    const before = { claims: await countRows(t.db, 'inbound_claims'), conversations: await countRows(t.db, 'conversations') };
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const forged = await fetch(`${base}/channels/v1/whatsappCloud/${channelId}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${createHmac('sha256', 'not-the-secret').update(body).digest('hex')}` },
      body,
    });
    expect(forged.status).toBe(401);
    const unsigned = await fetch(`${base}/channels/v1/whatsappCloud/${channelId}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(401);
    expect({ claims: await countRows(t.db, 'inbound_claims'), conversations: await countRows(t.db, 'conversations') }).toEqual(before);
  });

  it('whose message is delivered twice is answered once', async () => {
    const from = String((person += 1));
    await write(from, { text: 'hello' });
    await replies(from, 2);
    const chat = sandboxChat.parse(await (await fetch(`${sandbox}/phone/chat?phoneNumberId=${NUMBER}&from=${from}`)).json());
    const sent = chat.entries.find((e) => e.direction === 'in')!;
    // Meta delivers the same message again (our answer was slow): the same wamid, twice at once.
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: SANDBOX_ACCOUNT.businessAccountId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550100001', phone_number_id: NUMBER },
                contacts: [{ profile: { name: 'Ada' }, wa_id: from }],
                messages: [{ from, id: sent.id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: 'hello' } }],
              },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
    const deliver = () =>
      fetch(`${base}/channels/v1/whatsappCloud/${channelId}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body });
    expect((await Promise.all([deliver(), deliver()])).map((a) => a.status)).toEqual([200, 200]);
    expect((await deliver()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await outOf(from)).map(shown)).toEqual(['Hello from the café!', 'Tea or coffee? [Tea | Coffee]']);
    const stored = await t.db.selectFrom('conversation_messages').select('id').where('send_by', '=', 'CLIENT').where('outer_message_id', '=', sent.id).execute();
    expect(stored).toHaveLength(1);
  });

  it('gets the reply once when the Graph API answers 500 three times', async () => {
    const from = String((person += 1));
    expect((await fetch(`${sandbox}/control/faults`, json({ path: '/messages', status: 500, times: 3 }))).status).toBe(200);
    await write(from, { text: 'hi' });
    await replies(from, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await outOf(from)).map(shown)).toEqual(['Hello from the café!', 'Tea or coffee? [Tea | Coffee]']);
    const first = await t.db
      .selectFrom('outbound_deliveries')
      .select('attempts')
      .where('conversation_id', 'in', t.db.selectFrom('conversations').select('id').where('client_id', '=', from))
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    expect(first.attempts).toBe(4);
  });
});
