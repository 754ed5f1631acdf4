// @vitest-environment node
import widgetDefaults from '../../locales/en/widget.json';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type Actor } from 'xstate';
import { AGENT_POLL_MS, chatWidgetMachine, typingDelay, type ChatWidgetContext, type KeyParams } from '../../machines/conversations/chatWidget.machine';
import { insertBot } from '../../server/bots/botStore';
import { appointmentTemplate } from '../../server/bots/templates/appointment';
import { faqTemplate } from '../../server/bots/templates/faq';
import { createGraphqlClient } from '../../services/graphql';
import { configureHttpPolicy, http } from '../../services/http';
import { createWebChatClient, fetchWebChatChannelId, forgetConversation, readStoredConversation, storeConversation, type WebChatClient } from '../../services/webChat';
import { memoryStorage } from '../support/memoryStorage';
import { companyWith, fetchInto, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

/**
 * The test page's widget workflow with its real client, against the real engine
 * endpoints (/microwebchat/v1) of a test server: what a person sees in the chat.
 */

let t: TestApp;
let admin: Person;
let companyId: string;
let botId: string;
let channelId: string;
let client: WebChatClient;
const navigate = vi.fn();

type Widget = { actor: Actor<typeof chatWidgetMachine>; clock: SimulatedClock };

function openWidget(storage: Storage, channel = channelId): Widget {
  const logic = chatWidgetMachine.provide({
    actors: {
      loadChannel: fromPromise(({ input }) => client.channel(input.channelId)),
      startConversation: fromPromise(({ input }) => client.start(input.channelId)),
      loadHistory: fromPromise(({ input }) => client.history(input)),
      checkHistory: fromPromise(({ input }) => client.history(input)),
      sendMessage: fromPromise(({ input }) => client.send(input)),
      restartConversation: fromPromise(({ input }) => client.restart(input)),
    },
    actions: {
      remember: (_, params: KeyParams) => storeConversation(storage, params.channelId, params),
      forget: (_, params: { channelId: string }) => forgetConversation(storage, params.channelId),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(logic, { input: { channelId: channel, saved: readStoredConversation(storage, channel) }, clock });
  actor.start();
  return { actor, clock };
}

const BUSY = ['loadingChannel', 'resuming', 'starting', 'restarting', { chatting: 'sending' }] as const;

/** Waits for the engine's answers and lets the typing delays pass on the widget's clock. */
async function settle({ actor, clock }: Widget): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const s = actor.getSnapshot();
    if (s.matches({ chatting: 'showing' })) clock.increment(typingDelay(s.context));
    else if (BUSY.some((state) => s.matches(state))) await new Promise((resolve) => setTimeout(resolve, 5));
    else return;
  }
  throw new Error(`the widget did not settle: ${JSON.stringify(actor.getSnapshot().value)}`);
}

const ctx = (w: Widget): ChatWidgetContext => w.actor.getSnapshot().context;
const texts = (w: Widget) => ctx(w).messages.map((m) => m.content['text']);

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  admin = await personWithSession(t, 'Designer');
  companyId = await companyWith(t, 'Widget Co', [[admin, 'ADMIN']]);
  botId = await insertBot(t.db, t.clock.now(), { name: 'Helper', companyId, userId: admin.userId, flow: faqTemplate.flow });
  channelId = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
  // The console's helper reads its session cookie from the document; this process has none.
  vi.stubGlobal('document', { cookie: `token=${encodeURIComponent(admin.token)}` });
  configureHttpPolicy({ navigate, toast: vi.fn(), clearStorage: vi.fn() });
  client = createWebChatClient(http.extend({ prefixUrl: 'http://console.test', fetch: fetchInto(t.app) }));
});
afterEach(() => expect(navigate).not.toHaveBeenCalled());
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.app.close();
  await t.db.destroy();
});

describe('the chat widget after the flow hands over to a person', () => {
  it('waits for an agent: nothing to send, spent quick replies refused; it hears the agent and says when the conversation ended', async () => {
    const booking = await insertBot(t.db, t.clock.now(), { name: 'Bookings', companyId, userId: admin.userId, flow: appointmentTemplate.flow });
    const bookingChannel = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', booking).executeTakeFirstOrThrow()).id;
    const w = openWidget(memoryStorage(), bookingChannel);
    await settle(w);
    const question = ctx(w).messages.at(-1)!;
    expect(question.content['text']).toBe('Which appointment would you like?');

    w.actor.send({ type: 'CHOOSE', text: 'Urgent', payload: 'svc-urgent', messageId: question.oid });
    await settle(w);
    expect(texts(w).slice(-2)).toEqual(['Urgent', 'For urgent requests a colleague will help you right away.']);
    expect(w.actor.getSnapshot().matches('waitingForAgent')).toBe(true);
    expect(ctx(w).handedOver).toBe(true);
    // Nothing goes to the assistant any more: no typing, no sending, no restart; the old quick reply is spent.
    const s = w.actor.getSnapshot();
    expect(s.can({ type: 'TYPE', value: 'hello' })).toBe(false);
    expect(s.can({ type: 'SEND' })).toBe(false);
    expect(s.can({ type: 'RESTART' })).toBe(false);
    expect(s.can({ type: 'CHOOSE', text: 'Urgent', payload: 'svc-urgent', messageId: question.oid })).toBe(false);
    const conversationId = ctx(w).conversation!.conversationId;
    expect((await t.db.selectFrom('conversations').select('is_handed_over').where('id', '=', conversationId).executeTakeFirstOrThrow()).is_handed_over).toBe(true);

    // An agent answers: the next read of the history shows it.
    await t.db
      .insertInto('conversation_messages')
      .values({
        conversation_id: conversationId,
        company_id: companyId,
        send_by: 'AGENT',
        message_type: 'TEXT',
        content: JSON.stringify({ text: 'Hi, this is Sam. How can I help?' }),
        message_date: t.clock.now(),
        debug_info: null,
      })
      .execute();
    w.clock.increment(AGENT_POLL_MS);
    await vi.waitFor(() => expect(texts(w).at(-1)).toBe('Hi, this is Sam. How can I help?'));
    await vi.waitFor(() => expect(w.actor.getSnapshot().matches('waitingForAgent')).toBe(true));

    // The conversation is closed (by the agent, or Close in Conversations): the widget says it ended.
    await t.db.updateTable('conversations').set({ end_date: t.clock.now() }).where('id', '=', conversationId).execute();
    w.clock.increment(AGENT_POLL_MS);
    await vi.waitFor(() => expect(w.actor.getSnapshot().matches('ended')).toBe(true));
    expect(ctx(w).handedOver).toBe(false);
    w.actor.stop();
  });
});

describe('the chat widget against the engine', () => {
  it('opens, answers a tap and typed text, continues after a reload, ends, and a new message opens a new conversation', async () => {
    const storage = memoryStorage();
    const w = openWidget(storage);
    await settle(w);
    expect(w.actor.getSnapshot().matches({ chatting: 'idle' })).toBe(true);
    expect(ctx(w).channel).toEqual({ id: channelId, name: 'Helper Web Chat', assistantName: 'Helper', look: { texts: widgetDefaults.texts } });
    expect(texts(w)).toEqual(['Hi! I can answer the most common questions.', 'What would you like to know?']);
    expect(ctx(w).messages[1]!.messageType).toBe('QUICKREPLY');
    const first = readStoredConversation(storage, channelId)!;
    expect(first.conversationId).toBe(ctx(w).conversation!.conversationId);

    w.actor.send({ type: 'CHOOSE', text: 'Returns', payload: 'opt-returns', messageId: ctx(w).messages[1]!.oid });
    await settle(w);
    expect(texts(w).slice(2)).toEqual(['Returns', 'You can return any item within 30 days. Start a return from your order page.', 'Can I help with anything else?']);
    w.actor.send({ type: 'TYPE', value: 'x'.repeat(4001) });
    w.actor.send({ type: 'SEND' });
    expect(w.actor.getSnapshot().matches({ chatting: 'idle' })).toBe(true);
    w.actor.stop();

    // A reload: the kept conversation continues from the engine's history.
    const reloaded = openWidget(storage);
    await settle(reloaded);
    expect(reloaded.actor.getSnapshot().matches({ chatting: 'idle' })).toBe(true);
    expect(ctx(reloaded).conversation).toEqual(first);
    expect(ctx(reloaded).messages.map((m) => m.sendBy)).toEqual(['BOT', 'BOT', 'CLIENT', 'BOT', 'BOT']);

    reloaded.actor.send({ type: 'CHOOSE', text: 'No, thanks', payload: 'opt-no', messageId: ctx(reloaded).messages.at(-1)!.oid });
    await settle(reloaded);
    expect(reloaded.actor.getSnapshot().matches('ended')).toBe(true);
    expect(texts(reloaded).at(-1)).toBe('Thank you for reaching out. Have a nice day!');

    reloaded.actor.send({ type: 'TYPE', value: 'Hello again' });
    reloaded.actor.send({ type: 'SEND' });
    await settle(reloaded);
    const second = readStoredConversation(storage, channelId)!;
    expect(second.conversationId).not.toBe(first.conversationId);
    expect(ctx(reloaded).conversation).toEqual(second);
    expect(texts(reloaded).slice(-2)).toEqual(['Hi! I can answer the most common questions.', 'What would you like to know?']);
    reloaded.actor.stop();
  });

  it('Restart starts the flow again in the same conversation and clears the view', async () => {
    const w = openWidget(memoryStorage());
    await settle(w);
    w.actor.send({ type: 'TYPE', value: 'Shipping' });
    w.actor.send({ type: 'SEND' });
    await settle(w);
    expect(texts(w)[3]).toContain('Orders ship');
    const before = ctx(w).conversation;
    w.actor.send({ type: 'RESTART' });
    await settle(w);
    expect(ctx(w).conversation).toEqual(before);
    expect(texts(w)).toEqual(['Hi! I can answer the most common questions.', 'What would you like to know?']);
    w.actor.stop();
  });

  it('a kept conversation the engine does not know (wrong token) is forgotten and a new one opens', async () => {
    const storage = memoryStorage();
    const w0 = openWidget(storage);
    await settle(w0);
    const kept = readStoredConversation(storage, channelId)!;
    w0.actor.stop();
    storeConversation(storage, channelId, { ...kept, clientToken: 'not-the-token' });
    const w = openWidget(storage);
    await settle(w);
    expect(w.actor.getSnapshot().matches({ chatting: 'idle' })).toBe(true);
    expect(ctx(w).conversation!.conversationId).not.toBe(kept.conversationId);
    expect(readStoredConversation(storage, channelId)).toEqual(ctx(w).conversation);
    w.actor.stop();
  });

  it("an unknown channel and an assistant without a saved version show the engine's message", async () => {
    const unknown = openWidget(memoryStorage(), '00000000-0000-4000-8000-000000000000');
    await settle(unknown);
    expect(unknown.actor.getSnapshot().matches('channelFailed')).toBe(true);
    expect(ctx(unknown).error).toEqual({ key: 'chatbotTest.errors.general', message: 'Channel not found.' });
    unknown.actor.stop();

    const unsaved = await insertBot(t.db, t.clock.now(), { name: 'Draft', companyId, userId: admin.userId, flow: faqTemplate.flow });
    const draftChannel = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', unsaved).executeTakeFirstOrThrow()).id;
    await t.db.deleteFrom('bot_versions').where('bot_id', '=', unsaved).execute();
    const w = openWidget(memoryStorage(), draftChannel);
    await settle(w);
    expect(w.actor.getSnapshot().matches('startFailed')).toBe(true);
    expect(ctx(w).error).toEqual({ key: 'chatbotTest.errors.general', message: 'This assistant has no saved version yet. Save its flow in the designer first.' });
    w.actor.stop();
  });
});

describe("the designer's Test button lookup", () => {
  it("reads the assistant's web chat channel through GraphQL", async () => {
    const graphql = createGraphqlClient({ uri: 'http://console.test/bot/graphql', fetch: fetchInto(t.app) });
    expect(await fetchWebChatChannelId({ botId, companyId }, { client: graphql })).toBe(channelId);
    expect(await fetchWebChatChannelId({ botId: '00000000-0000-4000-8000-000000000000', companyId }, { client: graphql })).toBeNull();
  });
});
