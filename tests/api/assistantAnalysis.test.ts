// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_API } from '../../services/contracts/analysis';
import { assistantAnalysis, assistantSummaries, memberCompanies, type AssistantAnalysis, type AssistantAnalysisQuery } from '../../services/contracts/assistantAnalysis';
import type { FlowDocument } from '../../services/contracts/flow';
import { loadAiConnection } from '../../server/ai/connectionRef';
import { createSession } from '../../server/auth/sessions';
import { insertBot } from '../../server/bots/botStore';
import { channelById } from '../../server/channels/channelStore';
import { createConversationService } from '../../server/conversations/conversationService';
import { runScriptedConversation } from '../../server/conversations/scriptedConversation';
import { outboxMailer } from '../../server/mail/mailer';
import { aiProviderFor } from '../../server/providers/ai';
import { mod } from '../engine/flows';
import { aiConnection } from './aiTestHelpers';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import { allCounts, buildTestApp, getWith, postJson, testClock, testDatabase, type TestApp } from './testApp';

/**
 * The assistant analysis figures (spec 01 section 2.2, /assistant-analysis and
 * /assistant-analyze) of conversations the real engine ran on a built-in NLU connection: a
 * recognised order question, a greeting, a fallback (late on 1 June UTC, already 2 June in
 * Istanbul), and a conversation left live at the AI module; two of them got a vote.
 */
let t: TestApp;
let admin: Person;
let member: Person;
let outsider: Person;
let companyId: string;
let otherCompanyId: string;
let botId: string;
let versionId: string;
let newVersionId: string;
let otherBotId: string;

const flow = (connectionId: string, welcomeName = 'Welcome'): FlowDocument => ({
  formatVersion: 2,
  modules: [
    mod('start', 'START', { connections: [{ id: 'welcome' }] }),
    { ...mod('welcome', 'MESSAGE', { settings: { messageType: 'TEXT', payloads: ['How can I help?'] }, connections: [{ id: 'ai' }] }), name: welcomeName },
    mod('ai', 'AI', {
      settings: { aiType: connectionId, aiMode: 'MESSAGE', threshold: 0.5 },
      fallback: 'sorry',
      connections: [
        { id: 'order', intent: 'OrderStatus' },
        { id: 'hello', intent: 'Greeting' },
      ],
    }),
    mod('order', 'MESSAGE', { settings: { messageType: 'TEXT', payloads: ['About your order.'] }, connections: [{ id: 'end' }] }),
    mod('hello', 'MESSAGE', { settings: { messageType: 'TEXT', payloads: ['Hello!'] }, connections: [{ id: 'end' }] }),
    mod('sorry', 'MESSAGE', { settings: { messageType: 'TEXT', payloads: ['Sorry, I did not understand.'] }, connections: [{ id: 'end' }] }),
    mod('end', 'END'),
  ],
});

const at = (iso: string) => t.clock.advance((new Date(iso).getTime() - t.clock.now().getTime()) / 1000);

async function fresh(person: Person): Promise<Person> {
  const { token } = await createSession(t.db, t.clock, { userId: person.userId, scope: 'full', deviceHash: null, keepSignedIn: false, firstLogin: false });
  return { ...person, token };
}

const base = (): AssistantAnalysisQuery => ({ botId, startDate: '2025-06-01', endDate: '2025-06-03', timeZone: 'UTC' });
const ask = (body: unknown, who?: Person) => postJson(t.app, `${ANALYSIS_API}/assistant`, body, who ? { token: who.token } : {});

async function analysis(query: Partial<AssistantAnalysisQuery> = {}, who: Person = member): Promise<AssistantAnalysis> {
  const answer = await ask({ ...base(), ...query }, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return assistantAnalysis.parse(answer.json());
}

beforeAll(async () => {
  t = await buildTestApp(await testDatabase(), {}, testClock(new Date('2025-06-01T10:00:00Z')));
  admin = await personWithSession(t, 'Admin');
  member = await personWithSession(t, 'Member');
  outsider = await personWithSession(t, 'Outsider');
  companyId = await companyWith(t, 'Analysis Co', [
    [admin, 'ADMIN'],
    [member, 'USER'],
  ]);
  otherCompanyId = await companyWith(t, 'Other Co', [[outsider, 'ADMIN']]);
  const nluId = await aiConnection(t, companyId, admin, 'BuiltInNlu', { language: 'en' });
  const connection = (await loadAiConnection(t, nluId, companyId))!;
  const nlu = aiProviderFor(t, connection);
  await nlu.importRows(connection, [
    { intent: 'Greeting', utterances: ['hello', 'hi there', 'good morning', 'hey, is anyone there?'] },
    { intent: 'OrderStatus', utterances: ['where is my order', 'track my order', 'when will my package arrive', 'has my parcel shipped'] },
  ]);
  expect(await nlu.train(connection)).toMatchObject({ status: 'Success' });
  botId = await insertBot(t.db, t.clock.now(), { name: 'Shop', companyId, userId: admin.userId, flow: flow(nluId) });
  otherBotId = await insertBot(t.db, t.clock.now(), { name: 'Elsewhere', companyId: otherCompanyId, userId: outsider.userId, flow: flow(nluId) });
  const channelId = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
  versionId = (await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;

  const service = createConversationService({ db: t.db, mailer: outboxMailer(t.db, t.clock), clock: t.clock, config: t.config });
  const channel = (await channelById(t.db, t.config.secretKey, channelId))!;
  const first = await runScriptedConversation(service, channel, ['where is my order?']);
  at('2025-06-01T10:05:00Z');
  const second = await runScriptedConversation(service, channel, ['good morning']);
  at('2025-06-01T21:30:00Z');
  await runScriptedConversation(service, channel, ['xq zzv plorb']);
  at('2025-06-03T09:10:00Z');
  await runScriptedConversation(service, channel, []);
  await t.db.updateTable('conversations').set({ rating: 5 }).where('id', '=', first[0]!.conversationId).execute();
  await t.db.updateTable('conversations').set({ rating: 2 }).where('id', '=', second[0]!.conversationId).execute();
  // A newer version without conversations, where the welcome module has another name.
  newVersionId = (
    await t.db
      .insertInto('bot_versions')
      .values({ bot_id: botId, name: 'Second', flow: JSON.stringify(flow(nluId, 'Hello there')), created_at: new Date('2025-06-03T09:20:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  [admin, member, outsider] = await Promise.all([fresh(admin), fresh(member), fresh(outsider)]);
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('one assistant’s figures', () => {
  it('count conversations, messages, fallbacks and votes of the range', async () => {
    const figures = await analysis();
    expect(figures.assistant).toEqual({ id: botId, name: 'Shop', companyId });
    expect(figures.versions.map((v) => v.id)).toEqual([newVersionId, versionId]);
    expect(figures.totals).toMatchObject({ conversations: 4, endedConversations: 3, liveConversations: 1, predictions: 3, fallbacks: 1 });
    expect(figures.totals.fallbackRate).toBeCloseTo(1 / 3);
    // Each ended conversation: the welcome, what the person wrote, and the answer; the live one only the welcome.
    expect(figures.totals.messages).toBe(10);
    expect(figures.totals.averageMessages).toBeCloseTo(2.5);
    expect(figures.messageDistribution).toEqual([
      { from: 0, to: 0, conversations: 0 },
      { from: 1, to: 2, conversations: 1 },
      { from: 3, to: 5, conversations: 3 },
      { from: 6, to: 10, conversations: 0 },
      { from: 11, to: 20, conversations: 0 },
      { from: 21, to: null, conversations: 0 },
    ]);
    expect(figures.votes).toEqual({
      count: 2,
      average: 3.5,
      distribution: [
        { vote: 2, count: 1 },
        { vote: 5, count: 1 },
      ],
    });
  });

  it('follow the path through the flow, with the names of the newest version', async () => {
    const figures = await analysis();
    const path = Object.fromEntries(figures.modules.map((m) => [m.moduleId, [m.name, m.reached, m.ended, m.droppedOff]]));
    expect(figures.modules[0]!.moduleId).toBe('welcome');
    expect(path['welcome']).toEqual(['Hello there', 4, 0, 0]);
    expect(path['ai']).toEqual(['ai', 4, 0, 1]);
    expect(path['order']?.[1]).toBe(1);
    expect(path['sorry']?.[1]).toBe(1);
    const stopped = figures.modules.reduce((sum, m) => sum + m.ended + m.droppedOff, 0);
    expect(stopped).toBe(4);
    expect(figures.modules.map((m) => m.reached)).toEqual([...figures.modules.map((m) => m.reached)].sort((a, b) => b - a));
    const first = await analysis({ versionId });
    expect(first.modules.find((m) => m.moduleId === 'welcome')?.name).toBe('Welcome');
  });

  it('count days in the chosen time zone and narrow to a version', async () => {
    expect((await analysis()).daily).toEqual([
      { date: '2025-06-01', conversations: 3 },
      { date: '2025-06-02', conversations: 0 },
      { date: '2025-06-03', conversations: 1 },
    ]);
    expect((await analysis({ timeZone: 'Europe/Istanbul' })).daily.map((d) => d.conversations)).toEqual([2, 1, 1]);
    const newer = await analysis({ versionId: newVersionId });
    expect(newer.totals).toMatchObject({ conversations: 0, messages: 0, averageMessages: null, fallbackRate: null });
    expect(newer.votes).toEqual({ count: 0, average: null, distribution: [] });
    expect(newer.modules).toEqual([]);
  });
});

describe('the assistants of a company', () => {
  it('list the caller’s companies and each assistant’s versions with the last 30 days’ figures', async () => {
    const companies = memberCompanies.parse((await getWith(t.app, `${ANALYSIS_API}/member-companies`, { token: member.token })).json());
    expect(companies).toEqual([{ id: companyId, name: 'Analysis Co' }]);
    const answer = await postJson(t.app, `${ANALYSIS_API}/assistants`, { companyId }, { token: member.token });
    expect(answer.statusCode, answer.body).toBe(200);
    const list = assistantSummaries.parse(answer.json());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: botId, name: 'Shop', conversations: 4 });
    expect(list[0]!.fallbackRate).toBeCloseTo(1 / 3);
    expect(list[0]!.versions.map((v) => [v.id, v.conversations])).toEqual([
      [newVersionId, 0],
      [versionId, 4],
    ]);
    expect(list[0]!.versions[0]!.fallbackRate).toBeNull();
  });
});

describe('asking for the figures', () => {
  it('refuses another company’s assistant, an unknown one, and a bad query, and changes nothing', async () => {
    const before = await allCounts(t.db);
    const foreign = await ask({ ...base(), botId: otherBotId }, member);
    expect(foreign.statusCode).toBe(403);
    expect((await ask(base(), outsider)).statusCode).toBe(403);
    expect((await postJson(t.app, `${ANALYSIS_API}/assistants`, { companyId: otherCompanyId }, { token: member.token })).statusCode).toBe(403);
    const unknown = await ask({ ...base(), botId: '00000000-0000-4000-8000-000000000000' }, member);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This assistant does not exist.');
    const otherVersion = await ask(
      { ...base(), versionId: (await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', otherBotId).executeTakeFirstOrThrow()).id },
      member,
    );
    expect(otherVersion.statusCode).toBe(404);
    expect(otherVersion.body).toContain('This version is not one of the assistant’s versions.');
    const cases: Array<[unknown, string]> = [
      [{ ...base(), botId: 'shop' }, 'The assistant id is not valid.'],
      [{ ...base(), startDate: '2025-06-04', endDate: '2025-06-03' }, 'The start date cannot be after the end date.'],
      [{ ...base(), endDate: '2025-06-04' }, 'The end date cannot be after today.'],
      [{ ...base(), timeZone: 'Mars/Olympus' }, 'The time zone Mars/Olympus is not known'],
    ];
    for (const [body, message] of cases) {
      const answer = await ask(body, member);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.body).toContain(message);
    }
    expect((await ask(base())).statusCode).toBe(401);
    expect(await allCounts(t.db)).toEqual(before);
  });
});
