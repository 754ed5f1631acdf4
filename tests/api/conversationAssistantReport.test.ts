// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_API } from '../../services/contracts/analysis';
import { conversationAssistantReport, type ConversationAssistantQuery, type ConversationAssistantReport } from '../../services/contracts/conversationAssistantReport';
import { createSession } from '../../server/auth/sessions';
import { insertBot } from '../../server/bots/botStore';
import { buildFlow, quickReplies } from '../../server/bots/flowBuilder';
import { channelById } from '../../server/channels/channelStore';
import { createConversationService } from '../../server/conversations/conversationService';
import { runScriptedConversation } from '../../server/conversations/scriptedConversation';
import { handOverFromConsole } from '../../server/handover/consoleHandover';
import { outboxMailer } from '../../server/mail/mailer';
import { recordVote } from '../../server/votes/voteStore';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, postJson, testClock, testDatabase, type TestApp } from './testApp';

/**
 * The conversation assistant report (spec 01 section 2.16, /conversation-assistant-report) of
 * conversations the real engine ran: an assistant with one conversation ended and voted, one
 * left live and one handed over to a person 90 seconds after it started; an archived assistant
 * with one ended conversation; and a conversation after the range that does not count.
 */
let t: TestApp;
let admin: Person;
let member: Person;
let outsider: Person;
let companyId: string;
let shop: string;
let desk: string;

const flow = () => {
  const menu = quickReplies('Anything else?', [{ id: 'done', text: 'Done', to: 'end' }]);
  return buildFlow([
    { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'menu' },
    { id: 'menu', type: 'SELECTION', name: 'Menu', at: [1, 0], ...menu },
    { id: 'end', type: 'END', name: 'End', at: [2, 0], settings: { vote: { enabled: true, voteType: 'NUMERIC' } } },
  ]);
};

async function fresh(person: Person): Promise<Person> {
  const { token } = await createSession(t.db, t.clock, { userId: person.userId, scope: 'full', deviceHash: null, keepSignedIn: false, firstLogin: false });
  return { ...person, token };
}

const at = (iso: string) => t.clock.advance((new Date(iso).getTime() - t.clock.now().getTime()) / 1000);
const base = (): ConversationAssistantQuery => ({ companyId, startDate: '2025-06-01', endDate: '2025-06-03', timeZone: 'UTC' });
const ask = (body: unknown, who: Person = admin) => postJson(t.app, `${ANALYSIS_API}/conversation-assistant-report`, body, { token: who.token });

async function report(query: Partial<ConversationAssistantQuery> = {}): Promise<ConversationAssistantReport> {
  const answer = await ask({ ...base(), ...query });
  expect(answer.statusCode, answer.body).toBe(200);
  return conversationAssistantReport.parse(answer.json());
}

beforeAll(async () => {
  t = await buildTestApp(await testDatabase(), {}, testClock(new Date('2025-06-01T10:00:00Z')));
  admin = await personWithSession(t, 'Admin');
  member = await personWithSession(t, 'Member');
  outsider = await personWithSession(t, 'Outsider');
  companyId = await companyWith(t, 'Report Co', [
    [admin, 'ADMIN'],
    [member, 'USER'],
  ]);
  await companyWith(t, 'Other Co', [[outsider, 'ADMIN']]);
  shop = await insertBot(t.db, t.clock.now(), { name: 'Shop', companyId, userId: admin.userId, flow: flow() });
  desk = await insertBot(t.db, t.clock.now(), { name: 'Desk', companyId, userId: admin.userId, flow: flow() });
  const service = createConversationService({ db: t.db, mailer: outboxMailer(t.db, t.clock), clock: t.clock, config: t.config });
  const channelOf = async (botId: string) =>
    channelById(t.db, t.config.secretKey, (await t.db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id);
  const shopChat = (await channelOf(shop))!;
  const deskChat = (await channelOf(desk))!;

  at('2025-06-01T11:00:00Z');
  const ended = await runScriptedConversation(service, shopChat, ['Done']);
  expect(ended.at(-1)?.ended).toBe(true);
  await recordVote(t.db, t.clock.now(), { conversationId: ended.at(-1)!.conversationId, companyId, body: { vote: 8, voteMessage: '', channelID: shopChat.id } });
  at('2025-06-02T09:00:00Z');
  await runScriptedConversation(service, shopChat, []);
  const handed = await runScriptedConversation(service, shopChat, []);
  at('2025-06-02T09:01:30Z');
  expect(await handOverFromConsole(t.db, companyId, handed[0]!.conversationId, t.clock.now())).toBe('handedOver');
  at('2025-06-03T21:30:00Z');
  await runScriptedConversation(service, deskChat, ['Done']);
  await t.db.updateTable('bots').set({ archived_at: t.clock.now() }).where('id', '=', desk).execute();
  // After the range: not counted.
  at('2025-06-04T08:00:00Z');
  await runScriptedConversation(service, shopChat, []);
  // The days went by: each person signs in again.
  admin = await fresh(admin);
  member = await fresh(member);
  outsider = await fresh(outsider);
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('the conversation assistant report', () => {
  it('counts each assistant’s conversations of the range, ended and live, handed over and how soon, messages and votes', async () => {
    const figures = await report();
    expect(figures).toMatchObject({ companyName: 'Report Co', startDate: '2025-06-01', endDate: '2025-06-03' });
    expect(figures.assistants.map((a) => [a.name, a.archived])).toEqual([
      ['Shop', false],
      ['Desk', true],
    ]);
    const [shopRow, deskRow] = figures.assistants;
    expect(shopRow).toMatchObject({ id: shop, conversations: 3, ended: 1, live: 2, handedOver: 1, averageSecondsToHandover: 90, votes: 1, averageVote: 8 });
    expect(shopRow!.handoverRate).toBeCloseTo(1 / 3);
    expect(deskRow).toMatchObject({ id: desk, conversations: 1, ended: 1, live: 0, handedOver: 0, handoverRate: 0, averageSecondsToHandover: null, votes: 0, averageVote: null });
    expect(figures.totals).toMatchObject({ conversations: 4, ended: 2, live: 2, handedOver: 1, handoverRate: 0.25, averageSecondsToHandover: 90, votes: 1, averageVote: 8 });
    // The menu's question in each; the person's "Done" and the goodbye vote request in the ended ones.
    expect(shopRow!.averageMessages).toBeGreaterThan(1);
    expect(figures.totals.averageMessages).toBeGreaterThan(1);
  });

  it('takes the days in the time zone asked, and answers empty figures for a range without conversations', async () => {
    // 21:30 UTC on 3 June is already 4 June in Istanbul: the archived assistant's conversation falls out.
    expect((await report({ timeZone: 'Europe/Istanbul' })).assistants.map((a) => a.name)).toEqual(['Shop']);
    const empty = await report({ startDate: '2025-05-01', endDate: '2025-05-31' });
    expect(empty.assistants).toEqual([]);
    expect(empty.totals).toEqual({
      conversations: 0,
      ended: 0,
      live: 0,
      handedOver: 0,
      handoverRate: null,
      averageSecondsToHandover: null,
      averageMessages: null,
      votes: 0,
      averageVote: null,
    });
  });

  it('answers only an ADMIN of the company, and says what is wrong with a query', async () => {
    const refused = await ask(base(), member);
    expect(refused.statusCode).toBe(403);
    expect((await ask(base(), outsider)).statusCode).toBe(403);
    const backwards = await ask({ ...base(), startDate: '2025-06-03', endDate: '2025-06-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: 'The start date cannot be after the end date.' });
    const future = await ask({ ...base(), endDate: '2099-01-01' });
    expect(future.json()).toMatchObject({ message: 'The end date cannot be after today.' });
    expect((await ask({ ...base(), companyId: 'nope' })).json()).toMatchObject({ message: 'Choose a company.' });
  });
});
