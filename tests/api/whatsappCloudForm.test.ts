// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagingEndpoint } from '../../machines/channels/channels';
import { insertBot } from '../../server/bots/botStore';
import { channelById } from '../../server/channels/channelStore';
import { issueAccessToken, SANDBOX_ACCOUNT, suggestedSecrets } from '../../server/sandboxes/whatsapp/sandboxState';
import { SECRET_MASK } from '../../services/contracts/channels';
import { whatsappCloudMessages } from '../../services/contracts/channels/whatsappCloud';
import { sandboxChat } from '../../services/contracts/rest/whatsappSandbox';
import { cafeFlow, sandboxedApp, type SandboxedApp } from '../support/sandboxedChannel';
import { SANDBOX_NUMBER } from '../support/whatsappCloudChannel';
import { companyWith } from './graphqlHelpers';
import { countRows } from './testApp';
import { consoleCallsAs, whatsappCloudForm } from './whatsappCloudFormCalls';
import { until } from '../support/until';

/**
 * The CHANNELS tab's WhatsApp Cloud form connects a number: its machine, over the console's own
 * calls (the GraphQL add and update), with the credentials the sandbox page shows; the webhook
 * the form shows is subscribed as Meta's app dashboard does it, and a WhatsApp user then talks
 * to the café's assistant. A token Meta refuses (the sandbox answers 190) stores nothing.
 */
let app: SandboxedApp;
let sandboxAccount: Record<string, string>;
let person = 905550009000;

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const channelFields = { partnerName: 'Café', registeredWhatsappPhoneNumber: '+15550100001' };

/** A company of the admin with the café's assistant; answers the company and the assistant. */
async function cafeCompany(name: string) {
  const companyId = await companyWith(app.t, name, [[app.admin, 'ADMIN']]);
  const botId = await insertBot(app.t.db, app.t.clock.now(), { name: 'Café', companyId, userId: app.admin.userId, flow: cafeFlow() });
  return { companyId, botId };
}

/** The form for a new channel of the company, filled with the channel's name, assistant and fields. */
async function newChannelForm(company: { companyId: string; botId: string }, fields: Record<string, string>) {
  const form = await whatsappCloudForm(consoleCallsAs(app.t, app.admin), { companyId: company.companyId, channelId: null, userEmail: app.admin.email });
  form.actor.send({ type: 'NAME_CHANGED', value: 'Café on WhatsApp' });
  form.actor.send({ type: 'ASSISTANT_CHOSEN', botId: company.botId });
  form.type({ ...channelFields, ...fields });
  return form;
}

async function replies(from: string, n: number): Promise<string[]> {
  const readReplies = async () => {
    const chat = sandboxChat.parse(await (await fetch(`${app.sandbox}/phone/chat?phoneNumberId=${SANDBOX_NUMBER}&from=${from}`)).json());
    const out = chat.entries.filter((e) => e.direction === 'out').map((e) => e.body as { text?: { body?: string }; interactive?: { body?: { text?: string } } });
    return out.map((body) => body.text?.body ?? body.interactive?.body?.text ?? '');
  };
  return until(`${n} replies to ${from}`, readReplies, (texts) => texts.length >= n);
}

beforeAll(async () => {
  app = await sandboxedApp('whatsappCloud', 'Sandbox Co');
  // What /sandbox/whatsapp shows under "Credentials for the channel form".
  sandboxAccount = {
    phoneNumberId: SANDBOX_NUMBER,
    businessAccountId: SANDBOX_ACCOUNT.businessAccountId,
    accessToken: issueAccessToken(app.t.config.secretKey),
    ...suggestedSecrets(app.t.config.secretKey),
  };
}, 60_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await app.t.app.close();
  await app.t.db.destroy();
});

describe('the WhatsApp Cloud form', () => {
  it("refuses a token Meta does not know with the server's words, and stores nothing", async () => {
    const form = await newChannelForm(await cafeCompany('Refused Co'), { ...sandboxAccount, accessToken: 'EAASBXnot-issued.by-the-sandbox' });
    const before = await countRows(app.t.db, 'channels');
    const shown = await form.save();
    expect(shown.context.error).toEqual({ key: 'channels.errors.createFailed', message: whatsappCloudMessages.connectFailed });
    expect(shown.context.added).toBeNull();
    expect(await countRows(app.t.db, 'channels')).toBe(before);
  });

  it('connects the sandbox number with the five values, and a WhatsApp user gets the café’s reply through the webhook it shows', async () => {
    const company = await cafeCompany('Café Co');
    const form = await newChannelForm(company, sandboxAccount);
    const added = await form.save();
    expect(added.context.error).toBeNull();
    const channelId = added.context.added!.channel.id;
    const stored = await channelById(app.t.db, app.t.config.secretKey, channelId);
    expect(stored?.properties).toMatchObject({ ...channelFields, ...sandboxAccount });

    // The app dashboard: the callback URL the form shows and the verify token typed in it.
    const subscribed = await fetch(
      `${app.sandbox}/control/subscription`,
      json({
        businessAccountId: SANDBOX_ACCOUNT.businessAccountId,
        callbackUrl: messagingEndpoint(app.base, 'whatsappCloud', channelId),
        ...suggestedSecrets(app.t.config.secretKey),
      }),
    );
    expect(await subscribed.json()).toMatchObject({ ok: true });
    const from = String((person += 1));
    expect((await fetch(`${app.sandbox}/phone/messages`, json({ phoneNumberId: SANDBOX_NUMBER, from, name: 'Deniz', text: 'hi' }))).status).toBe(200);
    expect(await replies(from, 2)).toEqual(['Hello from the café!', 'Tea or coffee?']);

    // The update form shows the account with its secrets masked; a token Meta refuses keeps the stored one.
    const update = await whatsappCloudForm(consoleCallsAs(app.t, app.admin), { companyId: company.companyId, channelId, userEmail: app.admin.email });
    expect(update.actor.getSnapshot().context.fields).toMatchObject({ ...sandboxAccount, accessToken: SECRET_MASK, appSecret: SECRET_MASK, verifyToken: SECRET_MASK });
    update.type({ accessToken: 'EAASBXnot-issued.by-the-sandbox' });
    const refused = await update.save();
    expect(refused.context.error).toEqual({ key: 'channels.errors.updateFailed', message: whatsappCloudMessages.connectFailed });
    expect((await channelById(app.t.db, app.t.config.secretKey, channelId))?.properties).toMatchObject({ accessToken: sandboxAccount['accessToken'] });
  }, 60_000);
});
