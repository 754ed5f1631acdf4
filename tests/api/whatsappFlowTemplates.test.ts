// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { starterFlow } from '../../server/bots/flowBuilder';
import { insertVersion } from '../../server/bots/versionStore';
import { boundChannel } from '../../server/channels/boundChannel';
import { propertiesToStore } from '../../server/channels/channelProperties';
import { channelById } from '../../server/channels/channelStore';
import { enqueueDelivery } from '../../server/channels/outboundQueue';
import { issueAccessToken, SANDBOX_ACCOUNT } from '../../server/sandboxes/whatsapp/sandboxState';
import { whatsappCloudMessages } from '../../services/contracts/channels/whatsappCloud';
import { sandboxChat } from '../../services/contracts/rest/whatsappSandbox';
import { companyWith, personWithSession } from './graphqlHelpers';
import { type TestApp, listeningTestApp } from './testApp';

/**
 * Outside WhatsApp's 24-hour window a reply goes as an approved template: the one chosen for the
 * conversation's flow, else the channel's default, else none goes and the delivery fails saying a
 * template must be chosen. Replies go through the outbound queue to the WhatsApp Cloud sandbox.
 */
const NUMBER = SANDBOX_ACCOUNT.numbers[0].id;
const HOUR = 3600_000;
let t: TestApp;
let base = '';
let sandbox = '';
let companyId = '';
let adminId = '';
let botId = '';
/** The assistant's flows: v1, v2 and v3. */
let flows: string[] = [];
let person = 905550003000;
let numbers = 15550103000;

const orderUpdate = { name: 'order_update', language: 'en_US' };
const merhaba = { name: 'merhaba', language: 'tr' };
const helloWorld = { name: 'hello_world', language: 'en_US' };

beforeAll(async () => {
  ({ t, base } = await listeningTestApp((base) => ({
    publicUrl: base,
    channelProviders: { whatsappCloud: `${base}/sandbox/whatsapp` },
    outboundPollMs: 25,
    outboundRetryBaseMs: 25,
  })));
  sandbox = `${base}/sandbox/whatsapp`;
  const admin = await personWithSession(t, 'Admin');
  adminId = admin.userId;
  companyId = await companyWith(t, 'Parcel Co', [[admin, 'ADMIN']]);
  botId = await insertBot(t.db, t.clock.now(), { name: 'Parcels', companyId, userId: adminId, flow: starterFlow() });
  for (let i = 0; i < 2; i += 1) await insertVersion(t.db, t.clock.now(), { botId, userId: adminId, flow: starterFlow() });
  const versions = await t.db.selectFrom('bot_versions').select(['id', 'name']).where('bot_id', '=', botId).orderBy('name').execute();
  expect(versions.map((v) => v.name)).toEqual(['v1', 'v2', 'v3']);
  flows = versions.map((v) => v.id);
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

/** A WhatsApp Cloud channel of the assistant on the sandbox's number, with these template choices. */
async function channelWith(templates: Record<string, unknown>): Promise<string> {
  const properties = propertiesToStore(t.config.secretKey, 'whatsappCloud', {
    partnerName: 'Parcel Co',
    registeredWhatsappPhoneNumber: `+${(numbers += 1)}`,
    email: 'admin@parcel.example',
    phoneNumberId: NUMBER,
    businessAccountId: SANDBOX_ACCOUNT.businessAccountId,
    accessToken: issueAccessToken(t.config.secretKey),
    appSecret: 'parcel-app-secret',
    verifyToken: 'parcel-verify-token',
    ...templates,
  });
  const row = await t.db
    .insertInto('channels')
    .values({
      company_id: companyId,
      name: 'Parcels on WhatsApp',
      integration_type: 'WhatsAppCloudAPI',
      bot_id: botId,
      properties: JSON.stringify(properties),
      created_by: adminId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A customer who last wrote 25 hours ago on a conversation running `flowId`; the assistant's reply
 * is queued as the channel renders it. Answers when the queue is done with it.
 */
async function replyAfterADay(channelId: string, flowId: string) {
  const from = String((person += 1));
  const now = Date.now();
  const conversation = await t.db
    .insertInto('conversations')
    .values({
      company_id: companyId,
      channel_id: channelId,
      channel_type: 'WhatsAppCloudAPI',
      bot_id: botId,
      version_id: flowId,
      client_id: from,
      snapshot: JSON.stringify({ value: 'waiting' }),
      start_date: new Date(now - 26 * HOUR),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = (sendBy: 'CLIENT' | 'BOT', text: string, at: number) =>
    t.db
      .insertInto('conversation_messages')
      .values({ conversation_id: conversation.id, company_id: companyId, send_by: sendBy, message_type: 'TEXT', content: JSON.stringify({ text }), message_date: new Date(at) })
      .returning('id')
      .executeTakeFirstOrThrow();
  await message('CLIENT', 'Where is my parcel?', now - 25 * HOUR);
  const reply = await message('BOT', 'Your parcel is on its way.', now);
  const bound = boundChannel((await channelById(t.db, t.config.secretKey, channelId))!)!;
  const parts = bound.render(
    [{ oid: reply.id, sendBy: 'BOT', messageType: 'TEXT', content: { text: 'Your parcel is on its way.' }, messageDate: new Date(now).toISOString(), elapsedMs: 0 }],
    {
      recipient: from,
      conversationId: conversation.id,
      publicUrl: base,
    },
  );
  for (const part of parts) await enqueueDelivery(t.db, { channelId, conversationId: conversation.id, payload: part }, new Date());
  for (let i = 0; i < 200; i += 1) {
    const deliveries = await t.db.selectFrom('outbound_deliveries').select(['delivered_at', 'failed_at', 'last_error']).where('conversation_id', '=', conversation.id).execute();
    if (deliveries.every((d) => d.delivered_at !== null || d.failed_at !== null)) {
      const shown = await t.db.selectFrom('conversation_messages').select('delivery_status').where('id', '=', reply.id).executeTakeFirstOrThrow();
      return { from, deliveries, status: shown.delivery_status };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the reply on flow ${flowId} was not sent nor refused`);
}

/** What the customer's phone received from the business. */
async function received(from: string) {
  const chat = sandboxChat.parse(await (await fetch(`${sandbox}/phone/chat?phoneNumberId=${NUMBER}&from=${from}`)).json());
  return chat.entries.filter((e) => e.direction === 'out').map((e) => e.body);
}

describe('outside the 24-hour window a WhatsApp Cloud reply goes as the template of its flow', () => {
  it('each flow’s conversation gets its flow’s template; a flow without a choice gets the channel’s default', async () => {
    const channelId = await channelWith({ outsideWindowTemplate: helloWorld, flowTemplates: { [flows[0]!]: orderUpdate, [flows[1]!]: merhaba } });
    const first = await replyAfterADay(channelId, flows[0]!);
    const second = await replyAfterADay(channelId, flows[1]!);
    const third = await replyAfterADay(channelId, flows[2]!);
    for (const reply of [first, second, third]) expect(reply.status).toBe('sent');
    const template = (choice: { name: string; language: string }) => [
      expect.objectContaining({ type: 'template', template: { name: choice.name, language: { code: choice.language } } }),
    ];
    expect(await received(first.from)).toEqual(template(orderUpdate));
    expect(await received(second.from)).toEqual(template(merhaba));
    expect(await received(third.from)).toEqual(template(helloWorld));
  });

  it('a flow without a choice on a channel without a default sends nothing: the reply fails saying a template must be chosen', async () => {
    const onlyFirst = await channelWith({ flowTemplates: { [flows[0]!]: orderUpdate } });
    const refused = await replyAfterADay(onlyFirst, flows[1]!);
    expect(refused.deliveries).toEqual([expect.objectContaining({ delivered_at: null, last_error: whatsappCloudMessages.templateNeeded })]);
    expect(refused.status).toBe('failed');
    expect(await received(refused.from)).toEqual([]);
    const none = await channelWith({});
    const alsoRefused = await replyAfterADay(none, flows[0]!);
    expect(alsoRefused.deliveries).toEqual([expect.objectContaining({ delivered_at: null, last_error: whatsappCloudMessages.templateNeeded })]);
    expect(await received(alsoRefused.from)).toEqual([]);
  });
});
