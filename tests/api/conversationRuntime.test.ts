// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../services/contracts/conversations';
import type { FlowDocument } from '../../services/contracts/flow';
import { insertBot } from '../../server/bots/botStore';
import { buildFlow, text } from '../../server/bots/flowBuilder';
import { appointmentTemplate } from '../../server/bots/templates/appointment';
import { faqTemplate } from '../../server/bots/templates/faq';
import { orderStatusTemplate } from '../../server/bots/templates/orderStatus';
import { channelById, type ChannelRow } from '../../server/channels/channelStore';
import { agentQueue } from '../../server/conversations/agentQueue';
import { createConversationService, type ConversationService } from '../../server/conversations/conversationService';
import { asInput, runScriptedConversation } from '../../server/conversations/scriptedConversation';
import { outboxMailer } from '../../server/mail/mailer';
import { FLOW_THREAD_FROM, sharedFlowThread } from '../../server/engine/flowThread';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let service: ConversationService;
let admin: Person;
let companyId: string;
let otherCompanyId: string;
let shop: Server;
let shopUrl: string;
const shopCalls: string[] = [];

const texts = (messages: ChatMessage[]) => messages.map((m) => m.content['text']);

async function assistant(name: string, flow: FlowDocument, company = companyId): Promise<{ botId: string; channel: ChannelRow }> {
  const botId = await insertBot(t.db, t.clock.now(), { name, companyId: company, userId: admin.userId, flow });
  const row = await t.db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow();
  return { botId, channel: (await channelById(t.db, t.config.secretKey, row.id))! };
}

const conversation = (id: string) => t.db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const messagesOf = (id: string) => t.db.selectFrom('conversation_messages').selectAll().where('conversation_id', '=', id).orderBy('seq').execute();

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  service = createConversationService({ db: t.db, mailer: outboxMailer(t.db, t.clock), clock: t.clock, config: t.config });
  admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'Runtime Company', [[admin, 'ADMIN']]);
  otherCompanyId = await companyWith(t, 'Other Company', [[admin, 'ADMIN']]);
  shop = createServer((request, response) => {
    shopCalls.push(request.url ?? '');
    const order = new URL(request.url ?? '/', 'http://x').searchParams.get('orderNumber');
    if (order === '9999') {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: `shipped (${order})`, estimatedDelivery: 'Friday' }));
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/orders`;
});
afterAll(async () => {
  await new Promise((resolve) => shop.close(resolve));
  await t.app.close();
  await t.db.destroy();
});

/** The order status template calling the local shop instead of the example address. */
function localOrderFlow(): FlowDocument {
  return {
    ...orderStatusTemplate.flow,
    modules: orderStatusTemplate.flow.modules.map((m) => (m.id === 'lookup' && m.type === 'INTEGRATION' ? { ...m, settings: { ...m.settings, url: shopUrl } } : m)),
  };
}

describe('the conversation service', () => {
  it('validates input and calls a real integration (local server), keeping its variables', async () => {
    const { channel } = await assistant('Orders', localOrderFlow());
    const [opened, bad, good] = await runScriptedConversation(service, channel, ['12', '4242']);
    expect(texts(opened!.messages)).toEqual(['Please type your order number (digits only).']);
    // Invalid input: the module asks again (it has no error message of its own) and the log says why.
    expect(texts(bad!.messages)).toEqual(['Please type your order number (digits only).']);
    const logs = (await messagesOf(bad!.conversationId)).filter((m) => m.message_type === 'LOG').map((m) => m.debug_info);
    expect(logs).toContainEqual({ moduleId: 'ask-order', moduleType: 'INPUT', text: 'the reply is not valid input; asked again' });
    expect(texts(good!.messages)).toEqual(['Order 4242 is shipped (4242). Estimated delivery: Friday.']);
    expect(good!.ended).toBe(true);
    expect(shopCalls).toContain('/api/orders?orderNumber=4242');
  });

  it('a failed integration call follows the fallback, logs why, hands over internally into the agent queue', async () => {
    const { channel } = await assistant('Orders 2', localOrderFlow());
    const [, failed] = await runScriptedConversation(service, channel, ['9999'], { name: 'Ada' });
    expect(texts(failed!.messages)).toEqual(['Sorry, I could not find that order right now. Let me connect you to a colleague.']);
    expect(failed!.handedOver).toBe(true);
    const row = await conversation(failed!.conversationId);
    expect(row).toMatchObject({ is_handed_over: true, is_internal_handed_over: true, end_date: null });
    expect(row.forward_date).not.toBeNull();
    expect(row.history_list).toEqual([
      expect.objectContaining({ isAgent: false, departmentID: null, moduleID: 'handover', versionID: row.version_id, _id: expect.any(String), forwardDate: expect.any(String) }),
    ]);
    const logs = (await messagesOf(row.id)).filter((m) => m.message_type === 'LOG');
    expect(logs.map((l) => (l.content as { text: string }).text)).toContain('the integration call failed');
    expect((await agentQueue(t.db, companyId)).map((q) => q.id)).toContain(row.id);
    expect(await agentQueue(t.db, otherCompanyId)).toEqual([]);
    // After the handover the person's messages are kept, the engine stays silent.
    const later = await service.message(row.id, asInput('Hello?'));
    expect(later.messages).toEqual([]);
    const stored = await messagesOf(row.id);
    expect(stored[stored.length - 1]).toMatchObject({ send_by: 'CLIENT', content: { text: 'Hello?' } });
  });

  it('sends the e-mail module through the mailer (outbox) with HTML and a text version', async () => {
    const { channel } = await assistant('Appointments', appointmentTemplate.flow);
    const outcomes = await runScriptedConversation(service, channel, [
      { text: 'Consultation', payload: 'svc-consultation' },
      '24/05/2030',
      '10:30',
      { text: 'Yes, book it', payload: 'confirm-yes' },
    ]);
    const last = outcomes[outcomes.length - 1]!;
    expect(texts(last.messages)).toEqual(['Your appointment is booked for 24/05/2030 at 10:30. See you then!']);
    expect(last.ended).toBe(true);
    const mail = await t.db.selectFrom('outbox').selectAll().where('to', '=', 'appointments@example.com').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('New appointment: Consultation on 24/05/2030');
    expect(mail.html).toBe('Consultation on 24/05/2030 at 10:30.');
    expect(mail.text).toBe('Consultation on 24/05/2030 at 10:30.');
  });

  it('switches to another assistant of the same company with the parameters kept', async () => {
    const target = await assistant(
      'Second',
      buildFlow([
        { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'hello' },
        { id: 'hello', type: 'MESSAGE', name: 'Hello', at: [1, 0], to: 'ask', settings: text('This is the second assistant, #NAME.') },
        { id: 'ask', type: 'INPUT', name: 'Ask', at: [2, 0], to: 'end', settings: { inputType: 'TEXT', param: 'anything', prompt: 'Anything else?' } },
        { id: 'end', type: 'END', name: 'End', at: [3, 0] },
      ]),
    );
    const { channel } = await assistant(
      'First',
      buildFlow([
        { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'hi' },
        { id: 'hi', type: 'MESSAGE', name: 'Hi', at: [1, 0], to: 'switch', settings: text('Passing you on.') },
        { id: 'switch', type: 'SWITCH', name: 'Switch', at: [2, 0], settings: { botID: target.botId, version: 'v1' } },
      ]),
    );
    const [opened] = await runScriptedConversation(service, channel, [], { name: 'Ada' });
    expect(texts(opened!.messages)).toEqual(['Passing you on.', 'This is the second assistant, Ada.', 'Anything else?']);
    const row = await conversation(opened!.conversationId);
    expect(row.bot_id).toBe(target.botId);
    const secondInfo = (await messagesOf(row.id)).filter((m) => m.message_type === 'TEXT').map((m) => (m.bot_info as { botID: string }).botID);
    expect(secondInfo.slice(1)).toEqual([target.botId, target.botId]);
    const next = await service.message(row.id, asInput('No'));
    expect(next.ended).toBe(true);
  });

  it("refuses to switch to another company's assistant: logged, then the SWITCH's fallback", async () => {
    const foreign = await assistant('Foreign', faqTemplate.flow, otherCompanyId);
    const { channel } = await assistant(
      'Switcher',
      buildFlow([
        { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'switch' },
        { id: 'switch', type: 'SWITCH', name: 'Switch', at: [1, 0], fallback: 'sorry', settings: { botID: foreign.botId, version: '' } },
        { id: 'sorry', type: 'MESSAGE', name: 'Sorry', at: [2, 0], to: 'end', settings: text('That assistant is not available.') },
        { id: 'end', type: 'END', name: 'End', at: [3, 0] },
      ]),
    );
    const [opened] = await runScriptedConversation(service, channel, []);
    expect(texts(opened!.messages)).toEqual(['That assistant is not available.']);
    expect(opened!.ended).toBe(true);
    const logs = (await messagesOf(opened!.conversationId)).filter((m) => m.message_type === 'LOG').map((m) => (m.content as { text: string }).text);
    expect(logs.some((l) => l.includes('is not an assistant of this company; following the fallback'))).toBe(true);
    expect((await conversation(opened!.conversationId)).bot_id).not.toBe(foreign.botId);
  });

  it('an END with voting on issues a vote link and says it as a VOTE message', async () => {
    const { channel } = await assistant(
      'Voter',
      buildFlow([
        { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'bye' },
        { id: 'bye', type: 'MESSAGE', name: 'Bye', at: [1, 0], to: 'end', settings: text('Goodbye!') },
        { id: 'end', type: 'END', name: 'End', at: [2, 0], settings: { vote: { enabled: true, voteType: 'FACES', voteLinkMessage: 'How did we do?', expiresInHours: 24 } } },
      ]),
    );
    const [opened] = await runScriptedConversation(service, channel, []);
    expect(opened!.ended).toBe(true);
    const vote = opened!.messages[opened!.messages.length - 1]!;
    const link = await t.db.selectFrom('vote_deeplinks').selectAll().where('conversation_id', '=', opened!.conversationId).executeTakeFirstOrThrow();
    expect(vote).toMatchObject({ messageType: 'VOTE', sendBy: 'BOT', content: { text: 'How did we do?', link: `http://console.test/vote/${link.id}` } });
    expect(link.properties).toMatchObject({ voteType: 'FACES', channelId: channel.id, companyId });
    expect(link.expires_at.getTime() - t.clock.now().getTime()).toBe(24 * 3_600_000);
    // Without a text of its own the link message is the default.
    const plain = await assistant(
      'Voter 2',
      buildFlow([
        { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'end' },
        { id: 'end', type: 'END', name: 'End', at: [1, 0], settings: { vote: { enabled: true } } },
      ]),
    );
    const [second] = await runScriptedConversation(service, plain.channel, []);
    expect(second!.messages).toEqual([expect.objectContaining({ messageType: 'VOTE', content: expect.objectContaining({ text: 'Please rate this conversation' }) })]);
    const off = await assistant(
      'No vote',
      buildFlow([
        { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'end' },
        { id: 'end', type: 'END', name: 'End', at: [1, 0], settings: { vote: { enabled: false } } },
      ]),
    );
    const [third] = await runScriptedConversation(service, off.channel, []);
    expect(third!.messages).toEqual([]);
    expect(await t.db.selectFrom('vote_deeplinks').select('id').where('conversation_id', '=', third!.conversationId).execute()).toEqual([]);
  });

  it('routes by the detected language of the last message (LANGUAGE module)', async () => {
    const { channel } = await assistant(
      'Polyglot',
      buildFlow([
        { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'ask' },
        { id: 'ask', type: 'INPUT', name: 'Ask', at: [1, 0], to: 'lang', settings: { inputType: 'TEXT', param: 'said', prompt: 'Say something.' } },
        {
          id: 'lang',
          type: 'LANGUAGE',
          name: 'Language',
          at: [2, 0],
          fallback: 'other',
          to: [
            { id: 'de', optionID: 'r-de' },
            { id: 'en', optionID: 'r-en' },
          ],
          settings: {
            payloads: [
              { id: 'r-de', languageId: 'de' },
              { id: 'r-en', languageId: 'en-GB' },
            ],
          },
        },
        { id: 'de', type: 'MESSAGE', name: 'German', at: [3, 0], to: 'ask', settings: text('Deutsch') },
        { id: 'en', type: 'MESSAGE', name: 'English', at: [3, 1], to: 'ask', settings: text('English') },
        { id: 'other', type: 'MESSAGE', name: 'Other', at: [3, 2], to: 'ask', settings: text('Unknown') },
      ]),
    );
    const outcomes = await runScriptedConversation(service, channel, ['Ich möchte gerne eine Bestellung aufgeben, bitte.', 'I would like to place an order, please.', 'ok']);
    expect(outcomes.slice(1).map((o) => texts(o.messages)[0])).toEqual(['Deutsch', 'English', 'Unknown']);
  });

  it('two messages at once are both stored, in order, each with its own turn', async () => {
    const { channel } = await assistant('Busy', faqTemplate.flow);
    const [opened] = await runScriptedConversation(service, channel, []);
    const id = opened!.conversationId;
    const [first, second] = await Promise.all([service.message(id, asInput('Returns')), service.message(id, asInput('Yes'))]);
    expect(texts(first!.messages)[0]).toContain('30 days');
    expect(texts(second!.messages)).toEqual(['What would you like to know?']);
    const stored = (await messagesOf(id)).filter((m) => m.message_type !== 'LOG');
    expect(stored.map((m) => [m.send_by, (m.content as { text: string }).text])).toEqual([
      ['BOT', 'Hi! I can answer the most common questions.'],
      ['BOT', 'What would you like to know?'],
      ['CLIENT', 'Returns'],
      ['BOT', 'You can return any item within 30 days. Start a return from your order page.'],
      ['BOT', 'Can I help with anything else?'],
      ['CLIENT', 'Yes'],
      ['BOT', 'What would you like to know?'],
    ]);
    expect((await conversation(id)).turn).toBe(3);
  });

  it('of two server processes answering the same conversation at once, the second runs its turn again on the first one', async () => {
    const { channel } = await assistant('Raced', faqTemplate.flow);
    const [opened] = await runScriptedConversation(service, channel, []);
    const id = opened!.conversationId;
    // A second service on the same database: another process, with its own turn queue.
    const other = createConversationService({ db: t.db, mailer: outboxMailer(t.db, t.clock), clock: t.clock, config: t.config });
    const before = (await conversation(id)).turn;
    const [shipping, returns] = await Promise.all([service.message(id, asInput('Shipping')), other.message(id, asInput('Returns'))]);
    // Both are answered: one from the menu, the other from where the first left the conversation.
    const answered = [texts(shipping.messages), texts(returns.messages)];
    expect(answered.filter((a) => /30 days|ship within/.test(String(a[0])))).toHaveLength(1);
    expect((await conversation(id)).turn).toBe(before + 2);
    const stored = (await messagesOf(id)).filter((m) => m.message_type !== 'LOG');
    const sent = stored.filter((m) => m.send_by === 'CLIENT').map((m) => (m.content as { text: string }).text);
    expect(sent.sort()).toEqual(['Returns', 'Shipping']);
    // Each turn's answers follow its own message.
    const order = stored.map((m) => `${m.send_by}:${(m.content as { text: string }).text}`);
    const firstSent = order.findIndex((o) => o.startsWith('CLIENT:'));
    expect(order[firstSent + 1]).toMatch(/^BOT:/);
    expect(order.at(-1)).toMatch(/^BOT:/);
  });
});

describe('a big flow', () => {
  /** The local order flow with a chain of long messages before it: its stored text is over the flow thread's size. */
  function bigOrderFlow(): FlowDocument {
    const order = localOrderFlow();
    const start = order.modules.find((m) => m.type === 'START')!;
    const first = start.connections[0]!.id;
    const chain = Array.from({ length: 60 }, (_, i) => ({
      id: `note-${i}`,
      type: 'MESSAGE' as const,
      name: `Note ${i}`,
      at: [i % 10, 5 + Math.floor(i / 10)] as const,
      to: i === 59 ? 'until-joined' : `note-${i + 1}`,
      settings: text(`Note ${i}: ${'Opening hours, prices and the way to the shop. '.repeat(30)}`),
    }));
    // Built as a flow of its own (the contract checks it), then its last note joined to the order flow's first module.
    const notes = buildFlow([
      { id: 'opening', type: 'START', name: 'Start', at: [0, 4], to: 'note-0' },
      ...chain,
      { id: 'until-joined', type: 'END', name: 'End', at: [0, 12] },
    ]).modules;
    const joined = notes.filter((m) => m.type !== 'END').map((m) => (m.id === 'note-59' ? { ...m, connections: [{ id: first }] } : m));
    // Its END asks for a vote: the server knows it from the thread's outline of the flow.
    const rest = order.modules
      .filter((m) => m.type !== 'START')
      .map((m) =>
        m.type === 'END' ? { ...m, settings: { ...m.settings, vote: { enabled: true, voteType: 'FACES' as const, voteLinkMessage: 'How did we do?', expiresInHours: 24 } } } : m,
      );
    return { ...order, modules: [...joined, ...rest] };
  }

  it('runs on the flow thread with the same answers, its integration called from the server', async () => {
    const flow = bigOrderFlow();
    expect(JSON.stringify(flow).length).toBeGreaterThan(FLOW_THREAD_FROM);
    const { channel } = await assistant('Big orders', flow);
    const calls = shopCalls.length;
    const [opened, answered] = await runScriptedConversation(service, channel, ['4242']);
    expect(sharedFlowThread().running()).toBe(true);
    expect(texts(opened!.messages)).toHaveLength(61);
    expect(texts(opened!.messages)[0]).toMatch(/^Note 0: Opening hours/);
    expect(texts(opened!.messages)[60]).toBe('Please type your order number (digits only).');
    expect(texts(answered!.messages)).toEqual(['Order 4242 is shipped (4242). Estimated delivery: Friday.', 'How did we do?']);
    expect(answered!.messages[1]).toMatchObject({ messageType: 'VOTE' });
    expect(shopCalls.slice(calls)).toEqual([expect.stringContaining('orderNumber=4242')]);
    expect(answered!.ended).toBe(true);
  });
});

describe('restarting the server mid-conversation', () => {
  it('continues with the same next answer from the stored snapshot', async () => {
    const { channel } = await assistant('Durable', appointmentTemplate.flow);
    const steps = [{ text: 'Follow-up', payload: 'svc-follow-up' }, '01/02/2031'];
    // Without a restart: all in one process.
    const control = await runScriptedConversation(service, channel, [...steps, '11:15']);
    // With a restart: a second app (new caches, queue, machines) on the same database takes over.
    const first = await runScriptedConversation(service, channel, steps);
    const app2 = await buildTestApp(t.db, {}, t.clock);
    const service2 = createConversationService({ db: t.db, mailer: outboxMailer(t.db, t.clock), clock: t.clock, config: app2.config });
    const after = await service2.message(first[first.length - 1]!.conversationId, asInput('11:15'));
    expect(texts(after.messages)).toEqual(texts(control[control.length - 1]!.messages));
    expect(after.messages[after.messages.length - 1]!.messageType).toBe('QUICKREPLY');
    await app2.app.close();
  });
});
