// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowDocument } from '../../services/contracts/flow';
import { conversationInspection, CONVERSATION_INSPECT_API, type ConversationInspection } from '../../services/conversationInspect';
import { insertBot } from '../../server/bots/botStore';
import { buildFlow, quickReplies, text } from '../../server/bots/flowBuilder';
import { channelById, type ChannelRow } from '../../server/channels/channelStore';
import { conversationAnalysisMessages as m } from '../../server/conversationAnalysis/messages';
import { MASKED_SECRET } from '../../server/conversationInspect/maskFlow';
import { createConversationService, type ConversationService } from '../../server/conversations/conversationService';
import { asInput, runScriptedConversation } from '../../server/conversations/scriptedConversation';
import { outboxMailer } from '../../server/mail/mailer';
import { companyWith, HOME_IP, OFFICE_IP, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let service: ConversationService;
let admin: Person;
let user: Person;
let otherAdmin: Person;
let outsider: Person;
let companyA: string;
let companyB: string;
let channelA: ChannelRow;
let botA: string;

const SECRETS = ['sk-live-123', 'Basic c2VjcmV0', 'k-999', 'hunter2', 'pw-secret', 'cs-777'];

/** A menu, an order number question and two integration modules holding every kind of stored credential. */
const flow: FlowDocument = buildFlow([
  { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'hello' },
  { id: 'hello', type: 'MESSAGE', name: 'Hello', at: [1, 0], to: 'menu', settings: text('Hello!') },
  {
    id: 'menu',
    type: 'SELECTION',
    name: 'Menu',
    at: [2, 0],
    ...quickReplies('What do you need?', [
      { id: 'opt-orders', text: 'Orders', to: 'ask' },
      { id: 'opt-bye', text: 'Bye', to: 'end' },
    ]),
  },
  {
    id: 'ask',
    type: 'INPUT',
    name: 'Order number',
    at: [3, 0],
    to: 'thanks',
    settings: { inputType: 'TEXT', param: 'order', prompt: 'Your order number?', validator: '^\\d{4,20}$' },
  },
  { id: 'thanks', type: 'MESSAGE', name: 'Thanks', at: [4, 0], to: 'end', settings: text('Thanks, order #order noted.') },
  { id: 'end', type: 'END', name: 'End', at: [5, 0] },
  {
    id: 'lookup',
    type: 'INTEGRATION',
    name: 'Look up',
    at: [3, 1],
    to: 'thanks',
    settings: {
      url: 'https://shop:hunter2@shop.example.com/api/orders',
      requestMethod: 'GET',
      authOption: 'Bearer Token',
      authParams: { token: 'sk-live-123', headerPrefix: 'Bearer' },
      headers: [
        { key: 'Authorization', value: 'Basic c2VjcmV0' },
        { key: 'Accept', value: 'application/json' },
      ],
      queryParams: [
        { key: 'api_key', value: 'k-999' },
        { key: 'orderNumber', value: '#order' },
      ],
    },
  },
  {
    id: 'lookup-basic',
    type: 'INTEGRATION',
    name: 'Look up (basic)',
    at: [3, 2],
    to: 'thanks',
    settings: {
      url: 'https://crm.example.com/api',
      authOption: 'Basic',
      authParams: { username: 'ada', password: 'pw-secret' },
      oauth: { clientSecret: 'cs-777', accessToken: '' },
    },
  },
]);

type Call = { token?: string | null; ip?: string; company?: string | null };

function inspect(conversationId: string, { token = admin.token, ip = OFFICE_IP, company = null }: Call = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: CONVERSATION_INSPECT_API(conversationId),
    remoteAddress: ip,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(company ? { companyID: company } : {}) },
  });
}

async function inspection(conversationId: string, call: Call = {}): Promise<ConversationInspection> {
  const answer = await inspect(conversationId, call);
  expect(answer.statusCode).toBe(200);
  // The answer is what the console's client accepts.
  return conversationInspection.parse(answer.json());
}

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  service = createConversationService({ db: t.db, mailer: outboxMailer(t.db, t.clock), clock: t.clock, config: t.config });
  admin = await personWithSession(t, 'Admin');
  user = await personWithSession(t, 'User');
  otherAdmin = await personWithSession(t, 'Other');
  outsider = await personWithSession(t, 'Outsider');
  companyA = await companyWith(
    t,
    'Inspect A',
    [
      [admin, 'ADMIN'],
      [user, 'USER'],
    ],
    { allowlist: ['203.0.113.0/24'] },
  );
  companyB = await companyWith(t, 'Inspect B', [
    [admin, 'ADMIN'],
    [otherAdmin, 'ADMIN'],
  ]);
  botA = await insertBot(t.db, t.clock.now(), { name: 'Order helper', companyId: companyA, userId: admin.userId, flow });
  const row = await t.db.selectFrom('channels').select('id').where('bot_id', '=', botA).executeTakeFirstOrThrow();
  channelA = (await channelById(t.db, t.config.secretKey, row.id))!;
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('GET /core/v1/conversation/:id/inspect', () => {
  it('answers a live conversation run by the engine: its version, flow, current state and the path taken in order', async () => {
    const outcomes = await runScriptedConversation(service, channelA, [{ text: 'Orders', payload: 'opt-orders' }, '12']);
    const id = outcomes[0]!.conversationId;
    const live = await inspection(id);
    const version = await t.db.selectFrom('bot_versions').select(['id', 'name']).where('bot_id', '=', botA).executeTakeFirstOrThrow();
    expect(live).toMatchObject({
      conversationId: id,
      companyId: companyA,
      botId: botA,
      botName: 'Order helper',
      versionId: version.id,
      versionName: version.name,
      ended: false,
      handedOver: false,
      moduleId: 'ask',
    });
    // The INPUT module is the fourth module (state m3), waiting for a valid reply.
    expect(live.stateValue).toEqual({ m3: 'waiting' });
    expect(live.flow?.modules.map((module) => module.id)).toEqual(flow.modules.map((module) => module.id));
    expect(live.steps.map(({ kind, moduleId, moduleType, text: said }) => [kind, moduleId, moduleType, said])).toEqual([
      ['bot', 'hello', 'MESSAGE', 'Hello!'],
      ['bot', 'menu', 'SELECTION', 'What do you need?'],
      ['client', 'menu', 'SELECTION', 'Orders'],
      ['bot', 'ask', 'INPUT', 'Your order number?'],
      ['client', 'ask', 'INPUT', '12'],
      ['bot', 'ask', 'INPUT', 'Your order number?'],
      ['log', 'ask', 'INPUT', 'the reply is not valid input; asked again'],
    ]);
    expect(live.steps.every((step) => step.versionId === version.id || step.kind === 'client')).toBe(true);
    const times = live.steps.map((step) => Date.parse(step.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const done = await service.message(id, asInput('4242'));
    expect(done.ended).toBe(true);
    const ended = await inspection(id);
    expect(ended).toMatchObject({ ended: true, stateValue: null, moduleId: 'end' });
    expect(ended.steps.slice(-2).map((step) => [step.kind, step.moduleId, step.text])).toEqual([
      ['client', 'ask', '4242'],
      ['bot', 'thanks', 'Thanks, order 4242 noted.'],
    ]);
  });

  it('masks every stored credential of the flow and keeps the rest of the settings', async () => {
    const [opened] = await runScriptedConversation(service, channelA, []);
    const answer = await inspect(opened!.conversationId);
    const raw = answer.body;
    for (const secret of SECRETS) expect(raw).not.toContain(secret);
    const modules = new Map(conversationInspection.parse(answer.json()).flow!.modules.map((module) => [module.id, module.settings]));
    expect(modules.get('lookup')).toMatchObject({
      url: `https://${MASKED_SECRET}@shop.example.com/api/orders`,
      authParams: { token: MASKED_SECRET, headerPrefix: 'Bearer' },
      headers: [
        { key: 'Authorization', value: MASKED_SECRET },
        { key: 'Accept', value: 'application/json' },
      ],
      queryParams: [
        { key: 'api_key', value: MASKED_SECRET },
        { key: 'orderNumber', value: '#order' },
      ],
    });
    // An empty credential stays empty: the reader sees that none is set.
    expect(modules.get('lookup-basic')).toMatchObject({ authParams: { username: 'ada', password: MASKED_SECRET }, oauth: { clientSecret: MASKED_SECRET, accessToken: '' } });
    expect(modules.get('hello')).toEqual({ messageType: 'TEXT', payloads: ['Hello!'] });
  });

  it('shows a handed-over conversation as handed over', async () => {
    const [opened] = await runScriptedConversation(service, channelA, []);
    const id = opened!.conversationId;
    await t.db.updateTable('conversations').set({ is_handed_over: true, forward_date: t.clock.now() }).where('id', '=', id).execute();
    expect(await inspection(id)).toMatchObject({ handedOver: true, ended: false, moduleId: 'menu', stateValue: { m2: 'waiting' } });
  });

  it("lets members (ADMIN and USER) of the conversation's company in; the companyID header is optional but must match", async () => {
    const [opened] = await runScriptedConversation(service, channelA, []);
    const id = opened!.conversationId;
    expect((await inspect(id, { token: user.token })).statusCode).toBe(200);
    expect((await inspect(id, { company: companyA })).statusCode).toBe(200);
    const wrongHeader = await inspect(id, { company: companyB });
    expect(wrongHeader.statusCode).toBe(404);
    expect(wrongHeader.json()).toMatchObject({ message: m.notFound });
  });

  it("answers 404 to another company's member and to an outsider, 401 without a session, 403 outside the allowlist", async () => {
    const [opened] = await runScriptedConversation(service, channelA, []);
    const id = opened!.conversationId;
    for (const token of [otherAdmin.token, outsider.token]) {
      const refused = await inspect(id, { token });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: m.notFound });
      expect(refused.body).not.toContain('Order helper');
    }
    expect((await inspect(id, { token: null })).statusCode).toBe(401);
    const blocked = await inspect(id, { ip: HOME_IP });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ cause: 'err_ip_not_allowed' });
  });

  it('answers 404 for an unknown conversation and for an id that is not one', async () => {
    for (const id of ['7d1c3a52-5a0e-4c59-8d5e-0b4b2f4a9e11', 'not-an-id']) {
      const answer = await inspect(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: m.notFound });
    }
  });
});
