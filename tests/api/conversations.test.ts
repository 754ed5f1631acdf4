// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONVERSATION_API } from '../../services/contracts/conversations';
import { conversationAnalysisMessages as m } from '../../server/conversationAnalysis/messages';
import {
  closeAllConversations,
  closeConversation,
  fetchAllConversations,
  fetchConversationMessages,
  fetchConversationPage,
  handoverConversation,
} from '../../services/conversations';
import { createGraphqlClient } from '../../services/graphql';
import { configureHttpPolicy, http } from '../../services/http';
import { companyWith, fetchInto, gql, HOME_IP, OFFICE_IP, restCall, twoCompanies, type Person } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';
import { insertBot } from '../../server/bots/botStore';
import { faqTemplate } from '../../server/bots/templates/faq';

let t: TestApp;
let admin: Person;
let user: Person;
let outsider: Person;
let companyA: string;
let companyB: string;
let webChatA: string;
let webhookA: string;
let channelB: string;
const DAY = 86_400_000;

async function channel(companyId: string, name: string, type: string): Promise<string> {
  const row = await t.db.insertInto('channels').values({ company_id: companyId, name, integration_type: type, bot_id: null }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

type Seed = { companyId: string; channelId: string; daysAgo: number; ended?: boolean; client?: string; snapshot?: unknown; botId?: string | null };

let clients = 0;

/** A stored conversation; each of its own person unless named (a person has one open conversation per channel). */
async function conversation({
  companyId,
  channelId,
  daysAgo,
  ended = false,
  client = `client-${(clients += 1)}`,
  snapshot = { value: 'waiting' },
  botId = null,
}: Seed): Promise<string> {
  const start = new Date(t.clock.now().getTime() - daysAgo * DAY);
  const row = await t.db
    .insertInto('conversations')
    .values({
      company_id: companyId,
      channel_id: channelId,
      channel_type: 'MicroWebChat',
      bot_id: botId,
      version_id: null,
      client_id: client,
      snapshot: ended ? null : JSON.stringify(snapshot),
      start_date: start,
      last_message_date: new Date(start.getTime() + 60_000),
      end_date: ended ? new Date(start.getTime() + 120_000) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function message(conversationId: string, companyId: string, sendBy: 'CLIENT' | 'BOT' | 'AGENT', type: string, content: unknown, debug: unknown = null, msAgo = 0) {
  await t.db
    .insertInto('conversation_messages')
    .values({
      conversation_id: conversationId,
      company_id: companyId,
      send_by: sendBy,
      message_type: type,
      content: JSON.stringify(content),
      message_date: new Date(t.clock.now().getTime() - msAgo),
      debug_info: debug === null ? null : JSON.stringify(debug),
    })
    .execute();
}

type Call = { token?: string | null; ip?: string; company?: string | null; body?: unknown };

function rest(method: 'GET' | 'PUT' | 'POST', url: string, { token = admin.token, ip = OFFICE_IP, company = companyA, body }: Call = {}): Promise<LightMyRequestResponse> {
  return restCall(t.app, method, url, { token, ip, company, body });
}

const PAGE = `query Page($startDate: String!, $endDate: String!, $pageSize: Int!, $pageIndex: Int!, $channelIds: [ID!], $isEnded: Boolean) {
  conversationAnalysisWithPagination(startDate: $startDate, endDate: $endDate, pageSize: $pageSize, pageIndex: $pageIndex, channelIds: $channelIds, isEnded: $isEnded) {
    conversations { _id channelID startDate lastMessageDate endDate isEnded }
    totalCount pageSize currentPage totalPages hasNext hasPrevious
  }
}`;

type Page = {
  conversations: Array<{ _id: string; channelID: string; startDate: string; endDate: string | null; isEnded: boolean }>;
  totalCount: number;
  pageSize: number;
  currentPage: number;
  totalPages: number;
  hasNext: boolean;
  hasPrevious: boolean;
};

function range(daysBack = 7) {
  const now = t.clock.now().getTime();
  return { startDate: new Date(now - daysBack * DAY).toISOString(), endDate: new Date(now + 60_000).toISOString() };
}

async function page(variables: Record<string, unknown>, { token = admin.token, ip = OFFICE_IP, company = companyA }: Call = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/bot/graphql',
    remoteAddress: ip,
    payload: JSON.stringify({ query: PAGE, variables: { ...range(), pageSize: 20, pageIndex: 1, ...variables } }),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(company ? { companyID: company } : {}) },
  });
  const body = response.json() as { data?: { conversationAnalysisWithPagination: Page } | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  return { status: response.statusCode, page: body.data?.conversationAnalysisWithPagination, error: body.errors?.[0] };
}

async function stored(id: string) {
  return t.db.selectFrom('conversations').select(['end_date', 'snapshot', 'turn', 'is_handed_over', 'forward_date']).where('id', '=', id).executeTakeFirstOrThrow();
}

async function allConversations() {
  return t.db.selectFrom('conversations').selectAll().orderBy('id').execute();
}

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  ({ admin, user, outsider, companyA, companyB } = await twoCompanies(t));
  webChatA = await channel(companyA, 'Web chat', 'MicroWebChat');
  webhookA = await channel(companyA, 'Webhook', 'Generic');
  channelB = await channel(companyB, 'Other web chat', 'MicroWebChat');
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('conversationAnalysisWithPagination', () => {
  let ids: string[];
  let company: string;
  beforeAll(async () => {
    company = await companyWith(t, 'Paging Co', [
      [admin, 'ADMIN'],
      [user, 'USER'],
    ]);
    const web = await channel(company, 'Web', 'MicroWebChat');
    const hook = await channel(company, 'Hook', 'Generic');
    ids = [];
    // 25 conversations, one per hour back; every fifth on the webhook channel, every third ended.
    for (let i = 0; i < 25; i += 1) {
      ids.push(await conversation({ companyId: company, channelId: i % 5 === 0 ? hook : web, daysAgo: i / 24, ended: i % 3 === 0 }));
    }
    await conversation({ companyId: company, channelId: web, daysAgo: 10 });
    await conversation({ companyId: companyB, channelId: channelB, daysAgo: 0.5 });
  });

  it('answers pages of 20, newest first, with the paging figures (1-based)', async () => {
    const first = await page({}, { company });
    expect(first.page).toMatchObject({ totalCount: 25, pageSize: 20, currentPage: 1, totalPages: 2, hasNext: true, hasPrevious: false });
    expect(first.page?.conversations.map((c) => c._id)).toEqual(ids.slice(0, 20));
    const second = await page({ pageIndex: 2 }, { company });
    expect(second.page).toMatchObject({ totalCount: 25, currentPage: 2, totalPages: 2, hasNext: false, hasPrevious: true });
    expect(second.page?.conversations.map((c) => c._id)).toEqual(ids.slice(20));
    const beyond = await page({ pageIndex: 3 }, { company });
    expect(beyond.page?.conversations).toEqual([]);
  });

  it('a USER of the company reads it too; the range decides which conversations count', async () => {
    const wide = await page({ ...range(30) }, { company, token: user.token });
    expect(wide.page?.totalCount).toBe(26);
  });

  it('isEnded filters closed (true) or open (false) conversations', async () => {
    const ended = await page({ isEnded: true }, { company });
    const open = await page({ isEnded: false }, { company });
    expect(ended.page?.totalCount).toBe(9);
    expect(ended.page?.conversations.every((c) => c.isEnded && c.endDate !== null)).toBe(true);
    expect(open.page?.totalCount).toBe(16);
    expect(open.page?.conversations.every((c) => !c.isEnded && c.endDate === null)).toBe(true);
  });

  it("names each conversation's assistant (null when it names none) and its channel", async () => {
    const named = await companyWith(t, 'Assistants Co', [[admin, 'ADMIN']]);
    const web = await channel(named, 'Web', 'MicroWebChat');
    const helpDesk = await insertBot(t.db, t.clock.now(), { name: 'Help desk', companyId: named, userId: admin.userId, flow: faqTemplate.flow });
    const orders = await insertBot(t.db, t.clock.now(), { name: 'Order desk', companyId: named, userId: admin.userId, flow: faqTemplate.flow });
    const withHelp = await conversation({ companyId: named, channelId: web, daysAgo: 0.3, botId: helpDesk });
    const withOrders = await conversation({ companyId: named, channelId: web, daysAgo: 0.2, botId: orders });
    const withNone = await conversation({ companyId: named, channelId: web, daysAgo: 0.1 });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/bot/graphql',
      remoteAddress: OFFICE_IP,
      payload: JSON.stringify({ query: PAGE.replace('isEnded }', 'isEnded botID botName channelName channelType }'), variables: { ...range(), pageSize: 20, pageIndex: 1 } }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}`, companyID: named },
    });
    const rows = (answer.json() as { data: { conversationAnalysisWithPagination: { conversations: Array<{ _id: string; botID: string | null; botName: string | null }> } } }).data
      .conversationAnalysisWithPagination.conversations;
    expect(rows).toEqual([
      {
        _id: withNone,
        channelID: web,
        startDate: expect.any(String),
        lastMessageDate: expect.any(String),
        endDate: null,
        isEnded: false,
        botID: null,
        botName: null,
        channelName: 'Web',
        channelType: 'MicroWebChat',
      },
      {
        _id: withOrders,
        channelID: web,
        startDate: expect.any(String),
        lastMessageDate: expect.any(String),
        endDate: null,
        isEnded: false,
        botID: orders,
        botName: 'Order desk',
        channelName: 'Web',
        channelType: 'MicroWebChat',
      },
      {
        _id: withHelp,
        channelID: web,
        startDate: expect.any(String),
        lastMessageDate: expect.any(String),
        endDate: null,
        isEnded: false,
        botID: helpDesk,
        botName: 'Help desk',
        channelName: 'Web',
        channelType: 'MicroWebChat',
      },
    ]);
  });

  it('channelIds limits to those channels', async () => {
    const hookId = (await t.db.selectFrom('channels').select('id').where('company_id', '=', company).where('name', '=', 'Hook').executeTakeFirstOrThrow()).id;
    const hooked = await page({ channelIds: [hookId] }, { company });
    expect(hooked.page?.totalCount).toBe(5);
    expect(new Set(hooked.page?.conversations.map((c) => c.channelID))).toEqual(new Set([hookId]));
    const otherCompanyChannel = await page({ channelIds: [channelB] }, { company });
    expect(otherCompanyChannel.page?.totalCount).toBe(0);
  });

  it('refuses anonymous callers, outsiders, a missing header and a blocked address', async () => {
    expect((await page({}, { company, token: null })).error?.extensions?.code).toBe('UNAUTHENTICATED');
    const outside = await page({}, { company, token: outsider.token });
    expect(outside.error?.extensions?.code).toBe('FORBIDDEN');
    expect(outside.page).toBeUndefined();
    const missing = await page({}, { company: null });
    expect(missing.error?.message).toBe(m.companyMissing);
    const blocked = await page({}, { ip: HOME_IP });
    expect(blocked.error?.extensions?.code).toBe('err_ip_not_allowed');
  });

  it.each([
    [{ pageSize: 0 }, m.pageSize],
    [{ pageSize: 101 }, m.pageSize],
    [{ pageIndex: 0 }, m.pageIndex],
    [{ startDate: 'yesterday' }, m.badDate],
    [{ endDate: '' }, m.badDate],
    [{ startDate: new Date(Date.now() + DAY).toISOString(), endDate: new Date().toISOString() }, m.startAfterEnd],
    [{ startDate: new Date(Date.now() - 3 * 365 * DAY).toISOString() }, m.tooOld],
    [{ channelIds: ['not-a-channel'] }, m.channelId],
  ])('bad input %j: "%s"', async (variables, message) => {
    const answer = await page(variables, { company });
    expect(answer.error?.message).toBe(message);
    expect(answer.error?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('pageSize 1 and 100 are fine', async () => {
    expect((await page({ pageSize: 1 }, { company })).page).toMatchObject({ pageSize: 1, totalPages: 25, hasNext: true });
    expect((await page({ pageSize: 100 }, { company })).page).toMatchObject({ pageSize: 100, totalPages: 1, hasNext: false });
  });
});

describe('PUT /conversation/:id/close', () => {
  it('sets the end date, clears the snapshot and moves the turn on; a second close answers success false', async () => {
    const id = await conversation({ companyId: companyA, channelId: webChatA, daysAgo: 1 });
    const before = await stored(id);
    const response = await rest('PUT', `${CONVERSATION_API}/${id}/close`, { token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const after = await stored(id);
    expect(after.end_date?.getTime()).toBe(t.clock.now().getTime());
    expect(after.snapshot).toBeNull();
    expect(after.turn).toBe(before.turn + 1);
    const again = await rest('PUT', `${CONVERSATION_API}/${id}/close`);
    expect(again.json()).toEqual({ success: false, message: m.alreadyClosed });
    expect(await stored(id)).toEqual(after);
  });

  it('works without the companyID header (the conversation names its company)', async () => {
    const id = await conversation({ companyId: companyA, channelId: webChatA, daysAgo: 1 });
    expect((await rest('PUT', `${CONVERSATION_API}/${id}/close`, { company: null })).json()).toEqual({ success: true });
  });

  it('refuses: another company (404), a header naming another company (404), anonymous (401), blocked address (403), unknown id (404); nothing changes', async () => {
    const id = await conversation({ companyId: companyA, channelId: webChatA, daysAgo: 1 });
    const before = await allConversations();
    expect((await rest('PUT', `${CONVERSATION_API}/${id}/close`, { token: outsider.token, company: companyB })).statusCode).toBe(404);
    expect((await rest('PUT', `${CONVERSATION_API}/${id}/close`, { token: outsider.token, company: companyA })).statusCode).toBe(404);
    expect((await rest('PUT', `${CONVERSATION_API}/${id}/close`, { company: companyB })).statusCode).toBe(404);
    expect((await rest('PUT', `${CONVERSATION_API}/${id}/close`, { token: null })).statusCode).toBe(401);
    const blocked = await rest('PUT', `${CONVERSATION_API}/${id}/close`, { ip: HOME_IP });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ cause: 'err_ip_not_allowed' });
    expect((await rest('PUT', `${CONVERSATION_API}/00000000-0000-4000-8000-000000000000/close`)).statusCode).toBe(404);
    expect((await rest('PUT', `${CONVERSATION_API}/nonsense/close`)).json()).toMatchObject({ statusCode: 404, message: m.notFound });
    expect(await allConversations()).toEqual(before);
  });
});

describe('PUT /conversation/:id/handover', () => {
  it('hands an open conversation over once; closed or already handed over ones answer success false', async () => {
    const id = await conversation({ companyId: companyA, channelId: webChatA, daysAgo: 1 });
    expect((await rest('PUT', `${CONVERSATION_API}/${id}/handover`)).json()).toEqual({ success: true });
    const handed = await stored(id);
    expect(handed.is_handed_over).toBe(true);
    expect(handed.forward_date?.getTime()).toBe(t.clock.now().getTime());
    expect((await rest('PUT', `${CONVERSATION_API}/${id}/handover`)).json()).toEqual({ success: false, message: m.alreadyHandedOver });
    const closed = await conversation({ companyId: companyA, channelId: webChatA, daysAgo: 1, ended: true });
    expect((await rest('PUT', `${CONVERSATION_API}/${closed}/handover`)).json()).toEqual({ success: false, message: m.closedNoHandover });
    expect((await stored(closed)).is_handed_over).toBe(false);
  });

  it('another company answers 404 and nothing changes', async () => {
    const id = await conversation({ companyId: companyA, channelId: webChatA, daysAgo: 1 });
    expect((await rest('PUT', `${CONVERSATION_API}/${id}/handover`, { token: outsider.token, company: companyB })).statusCode).toBe(404);
    expect((await stored(id)).is_handed_over).toBe(false);
  });
});

describe('POST /conversation/close-all', () => {
  it('closes the named open conversations of the header company only; others are ignored and untouched', async () => {
    const open1 = await conversation({ companyId: companyA, channelId: webChatA, daysAgo: 1 });
    const open2 = await conversation({ companyId: companyA, channelId: webhookA, daysAgo: 2 });
    const alreadyClosed = await conversation({ companyId: companyA, channelId: webChatA, daysAgo: 1, ended: true });
    const foreign = await conversation({ companyId: companyB, channelId: channelB, daysAgo: 1 });
    const closedBefore = await stored(alreadyClosed);
    const response = await rest('POST', `${CONVERSATION_API}/close-all`, { body: { ids: [open1, open2, alreadyClosed, foreign, 'not-an-id', open1] } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, closed: 2 });
    expect((await stored(open1)).end_date).not.toBeNull();
    expect((await stored(open2)).snapshot).toBeNull();
    expect(await stored(alreadyClosed)).toEqual(closedBefore);
    const other = await stored(foreign);
    expect(other.end_date).toBeNull();
    expect(other.snapshot).not.toBeNull();
  });

  it.each([
    [{}, 'ids is required.'],
    [{ ids: [] }, 'Name at least one conversation to close.'],
    [{ ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) }, 'At most 100 conversations can be closed at once.'],
    [{ ids: [''] }, 'A conversation id cannot be empty.'],
    [{ ids: ['a'], extra: true }, 'Unrecognized key: "extra"'],
  ])('bad body %#: 400 "%s", nothing changes', async (body, message) => {
    const before = await allConversations();
    const response = await rest('POST', `${CONVERSATION_API}/close-all`, { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await allConversations()).toEqual(before);
  });

  it('refuses anonymous (401), an outsider of the header company (403), no header (400), a blocked address (403); nothing changes', async () => {
    const id = await conversation({ companyId: companyA, channelId: webChatA, daysAgo: 1 });
    const before = await allConversations();
    const body = { ids: [id] };
    expect((await rest('POST', `${CONVERSATION_API}/close-all`, { token: null, body })).statusCode).toBe(401);
    expect((await rest('POST', `${CONVERSATION_API}/close-all`, { token: outsider.token, body })).statusCode).toBe(403);
    const noHeader = await rest('POST', `${CONVERSATION_API}/close-all`, { company: null, body });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toBe(m.companyMissing);
    expect((await rest('POST', `${CONVERSATION_API}/close-all`, { ip: HOME_IP, body })).statusCode).toBe(403);
    // The outsider names their own company: the ids of company A are not theirs, nothing closes.
    expect((await rest('POST', `${CONVERSATION_API}/close-all`, { token: outsider.token, company: companyB, body })).json()).toEqual({ success: true, closed: 0 });
    expect(await allConversations()).toEqual(before);
  });
});

describe('GET /conversation/messages/:conversationId', () => {
  it('answers the messages and debug entries in the order written, uncached', async () => {
    const id = await conversation({ companyId: companyA, channelId: webChatA, daysAgo: 1 });
    await message(id, companyA, 'CLIENT', 'TEXT', { text: 'Hello' });
    await message(id, companyA, 'BOT', 'LOG', { text: 'Entered Welcome' }, { moduleId: 'm1', moduleType: 'MESSAGE', text: 'Entered Welcome' });
    await message(id, companyA, 'BOT', 'TEXT', { text: 'Hi, how can I help?' });
    await message(id, companyA, 'AGENT', 'TEXT', { text: 'An agent here' });
    const response = await rest('GET', `${CONVERSATION_API}/messages/${id}`, { token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const messages = response.json() as Array<Record<string, unknown>>;
    expect(messages.map((x) => [x.sendBy, x.messageType, (x.content as { text: string }).text])).toEqual([
      ['CLIENT', 'TEXT', 'Hello'],
      ['BOT', 'LOG', 'Entered Welcome'],
      ['BOT', 'TEXT', 'Hi, how can I help?'],
      ['AGENT', 'TEXT', 'An agent here'],
    ]);
    expect(messages[1]).toMatchObject({ debugInfo: { moduleId: 'm1', moduleType: 'MESSAGE', text: 'Entered Welcome' } });
    expect(messages[0]).toMatchObject({ debugInfo: null, messageDate: t.clock.now().toISOString() });
    expect(typeof messages[0]!.oid).toBe('string');
    expect(messages.some((x) => 'deliveryStatus' in x)).toBe(false);
  });

  it('answers the delivery status a channel reported for an assistant message', async () => {
    const id = await conversation({ companyId: companyA, channelId: webChatA, daysAgo: 1 });
    await message(id, companyA, 'BOT', 'TEXT', { text: 'Your order shipped.' });
    await t.db.updateTable('conversation_messages').set({ delivery_status: 'read' }).where('conversation_id', '=', id).execute();
    const response = await rest('GET', `${CONVERSATION_API}/messages/${id}`, { token: user.token });
    expect(response.json()).toMatchObject([{ sendBy: 'BOT', deliveryStatus: 'read' }]);
  });

  it("on the ENJ cluster leaves out the person's media older than 15 days, and only there", async () => {
    const id = await conversation({ companyId: companyA, channelId: webChatA, daysAgo: 20 });
    await message(id, companyA, 'CLIENT', 'IMAGE', { url: 'https://files.example/old.png' }, null, 16 * DAY);
    await message(id, companyA, 'BOT', 'IMAGE', { url: 'https://files.example/menu.png' }, null, 16 * DAY);
    await message(id, companyA, 'CLIENT', 'TEXT', { text: 'Hello' }, null, 16 * DAY);
    await message(id, companyA, 'CLIENT', 'FILE', { url: 'https://files.example/new.pdf' }, null, DAY);
    const enj = await buildTestApp(t.db, { cluster: 'ENJ' }, t.clock);
    try {
      const onEnj = await enj.app.inject({
        method: 'GET',
        url: `${CONVERSATION_API}/messages/${id}`,
        remoteAddress: OFFICE_IP,
        headers: { authorization: `Bearer ${admin.token}`, companyID: companyA },
      });
      expect(onEnj.statusCode, onEnj.body).toBe(200);
      expect((onEnj.json() as Array<{ sendBy: string; messageType: string }>).map((x) => `${x.sendBy} ${x.messageType}`)).toEqual(['BOT IMAGE', 'CLIENT TEXT', 'CLIENT FILE']);
    } finally {
      await enj.app.close();
    }
    const elsewhere = (await rest('GET', `${CONVERSATION_API}/messages/${id}`)).json() as Array<{ messageType: string }>;
    expect(elsewhere.map((x) => x.messageType)).toEqual(['IMAGE', 'IMAGE', 'TEXT', 'FILE']);
  });

  it('an empty conversation answers []; another company, anonymous and unknown ids are refused', async () => {
    const id = await conversation({ companyId: companyA, channelId: webChatA, daysAgo: 1 });
    expect((await rest('GET', `${CONVERSATION_API}/messages/${id}`)).json()).toEqual([]);
    expect((await rest('GET', `${CONVERSATION_API}/messages/${id}`, { token: outsider.token, company: companyB })).statusCode).toBe(404);
    expect((await rest('GET', `${CONVERSATION_API}/messages/${id}`, { token: null })).statusCode).toBe(401);
    expect((await rest('GET', `${CONVERSATION_API}/messages/unknown`)).statusCode).toBe(404);
  });
});

describe('graphql helper compatibility', () => {
  it('the query is part of the one schema at /bot/graphql', async () => {
    const answer = await gql(t, '{ __type(name: "ConversationPage") { fields { name } } }', {}, { token: admin.token });
    expect((answer.data?.__type as { fields: Array<{ name: string }> }).fields.map((f) => f.name)).toEqual([
      'conversations',
      'totalCount',
      'pageSize',
      'currentPage',
      'totalPages',
      'hasNext',
      'hasPrevious',
    ]);
  });
});

describe("the console's client against the server", () => {
  it('reads pages (all of them for the CSV), closes, hands over, closes all and reads messages through the real calls', async () => {
    const company = await companyWith(t, 'Client Co', [[admin, 'ADMIN']]);
    const web = await channel(company, 'Web', 'MicroWebChat');
    const ids: string[] = [];
    for (let i = 0; i < 130; i += 1) ids.push(await conversation({ companyId: company, channelId: web, daysAgo: i / 100 }));
    await message(ids[0]!, company, 'CLIENT', 'TEXT', { text: 'Hello' });
    vi.stubGlobal('document', { cookie: `token=${encodeURIComponent(admin.token)}` });
    const navigate = vi.fn();
    configureHttpPolicy({ navigate, clearStorage: vi.fn() });
    try {
      const fetchFn = fetchInto(t.app);
      const client = createGraphqlClient({ uri: 'http://console.test/bot/graphql', fetch: fetchFn });
      const rest = http.extend({ prefixUrl: 'http://console.test', fetch: fetchFn });
      const query = { companyId: company, ...range(7) };
      const first = await fetchConversationPage({ ...query, pageSize: 20, pageIndex: 1 }, { client });
      expect(first).toMatchObject({ totalCount: 130, totalPages: 7, hasNext: true });
      expect(first.conversations[0]!._id).toBe(ids[0]);
      const all = await fetchAllConversations(query, (q) => fetchConversationPage(q, { client }));
      expect(all.map((c) => c._id)).toEqual(ids);
      expect(await closeConversation(ids[0]!, { rest })).toEqual({ success: true });
      expect(await closeConversation(ids[0]!, { rest })).toEqual({ success: false, message: m.alreadyClosed });
      expect(await handoverConversation(ids[1]!, { rest })).toEqual({ success: true });
      expect(await closeAllConversations({ companyId: company, ids: ids.slice(0, 3) }, { rest })).toEqual({ success: true, closed: 2 });
      const messages = await fetchConversationMessages(ids[0]!, { rest });
      expect(messages.map((x) => x.content)).toEqual([{ text: 'Hello' }]);
      const open = await fetchConversationPage({ ...query, pageSize: 100, pageIndex: 1, isEnded: false }, { client });
      expect(open.totalCount).toBe(127);
      // A refused call rejects with the failure the machines read.
      await expect(fetchConversationMessages('00000000-0000-4000-8000-000000000000', { rest })).rejects.toMatchObject({ kind: 'http', status: 404 });
      await expect(fetchConversationPage({ ...query, pageSize: 500, pageIndex: 1 }, { client })).rejects.toMatchObject({ kind: 'http', body: { message: m.pageSize } });
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a page the console cannot read is reported as a server failure, not as a lost connection', async () => {
    const answer = { __typename: 'ConversationPage', conversations: [], totalCount: 'many', pageSize: 20, currentPage: 1, totalPages: 0, hasNext: false, hasPrevious: false };
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ data: { conversationAnalysisWithPagination: answer } }), { headers: { 'content-type': 'application/json' } }));
    const client = createGraphqlClient({ uri: 'http://console.test/bot/graphql', fetch: fetchFn as unknown as typeof fetch });
    vi.stubGlobal('document', { cookie: `token=${encodeURIComponent(admin.token)}` });
    try {
      const failure = fetchConversationPage({ companyId: companyA, ...range(7), pageSize: 20, pageIndex: 1 }, { client });
      await expect(failure).rejects.toMatchObject({ kind: 'http', status: 500, body: { message: expect.stringContaining('conversationAnalysisWithPagination') } });
      expect(fetchFn).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
