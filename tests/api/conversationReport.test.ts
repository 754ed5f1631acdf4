// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_REPORT_API, conversationReport, type ConversationReport, type ConversationReportQuery } from '../../services/contracts/conversationReport';
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
import { buildTestApp, postJson, testClock, testDatabase, type TestApp } from './testApp';

/**
 * The conversation report (spec 03) of a built-in NLU connection after the real engine ran
 * three conversations on it: a recognised order question, a recognised greeting and a fallback.
 */
let t: TestApp;
let member: Person;
let outsider: Person;
let companyId: string;
let otherCompanyId: string;
let nluId: string;
let otherNluId: string;
let shop: { botId: string; channelId: string; versionId: string };

const flow = (connectionId: string): FlowDocument => ({
  formatVersion: 2,
  modules: [
    mod('start', 'START', { connections: [{ id: 'ai' }] }),
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

const base = (): ConversationReportQuery => ({
  companyId,
  aiConnectionId: nluId,
  botId: shop.botId,
  versionId: shop.versionId,
  startDate: '2025-06-01',
  endDate: '2025-06-03',
  timeZone: 'UTC',
});

const ask = (query: Partial<ConversationReportQuery>, who: Person = member) => postJson(t.app, CONVERSATION_REPORT_API, { ...base(), ...query }, { token: who.token });

async function report(query: Partial<ConversationReportQuery> = {}): Promise<ConversationReport> {
  const answer = await ask(query);
  expect(answer.statusCode, answer.body).toBe(200);
  return conversationReport.parse(answer.json());
}

beforeAll(async () => {
  t = await buildTestApp(await testDatabase(), {}, testClock(new Date('2025-06-01T10:00:00Z')));
  const admin = await personWithSession(t, 'Admin');
  member = await personWithSession(t, 'Member');
  outsider = await personWithSession(t, 'Outsider');
  companyId = await companyWith(t, 'Report Co', [
    [admin, 'ADMIN'],
    [member, 'USER'],
  ]);
  otherCompanyId = await companyWith(t, 'Other Co', [[outsider, 'ADMIN']]);
  nluId = await aiConnection(t, companyId, admin, 'BuiltInNlu', { language: 'en' });
  otherNluId = await aiConnection(t, otherCompanyId, outsider, 'BuiltInNlu', { language: 'en' });
  const connection = (await loadAiConnection(t, nluId, companyId))!;
  const nlu = aiProviderFor(t, connection);
  await nlu.importRows(connection, [
    { intent: 'Greeting', utterances: ['hello', 'hi there', 'good morning', 'hey, is anyone there?'] },
    { intent: 'OrderStatus', utterances: ['where is my order', 'track my order', 'when will my package arrive', 'has my parcel shipped'] },
  ]);
  expect(await nlu.train(connection)).toMatchObject({ status: 'Success' });
  const botId = await insertBot(t.db, t.clock.now(), { name: 'Shop', companyId, userId: admin.userId, flow: flow(nluId) });
  const channelId = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
  const versionId = (await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
  shop = { botId, channelId, versionId };

  const service = createConversationService({ db: t.db, mailer: outboxMailer(t.db, t.clock), clock: t.clock, config: t.config });
  const channel = async () => (await channelById(t.db, t.config.secretKey, channelId))!;
  await runScriptedConversation(service, await channel(), ['where is my order?']);
  at('2025-06-01T10:05:00Z');
  await runScriptedConversation(service, await channel(), ['good morning']);
  at('2025-06-02T21:30:00Z');
  await runScriptedConversation(service, await channel(), ['xq zzv plorb']);
  at('2025-06-03T09:00:00Z');
  [member, outsider] = await Promise.all([fresh(member), fresh(outsider)]);
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('the conversation report', () => {
  it('lists the classified messages newest first with intent, confidence and outcome, and counts them', async () => {
    const answer = await report();
    expect(answer.totals).toEqual({ asked: 3, recognised: 2, fallbacks: 1, errors: 0 });
    expect(answer.matching).toBe(3);
    expect(answer.intents.map((i) => i.intent).sort()).toEqual(['Greeting', 'OrderStatus']);
    expect(answer.rows.map((r) => [r.text, r.intent, r.outcome])).toEqual([
      ['xq zzv plorb', expect.anything(), 'fallback'],
      ['good morning', 'Greeting', 'recognised'],
      ['where is my order?', 'OrderStatus', 'recognised'],
    ]);
    expect(answer.rows[0]!.conversationId).toMatch(/-/);
    expect(answer.rows[0]!.date).toBe('2025-06-02T21:30:00.000Z');
  });

  it('narrows by intent, by fallbacks only, by dates, and pages', async () => {
    expect((await report({ intent: 'Greeting' })).rows.map((r) => r.text)).toEqual(['good morning']);
    const fallbacks = await report({ fallbacksOnly: true });
    expect(fallbacks.matching).toBe(1);
    expect(fallbacks.rows.map((r) => r.text)).toEqual(['xq zzv plorb']);
    expect((await report({ startDate: '2025-06-01', endDate: '2025-06-01' })).totals.asked).toBe(2);
    // 21:30 UTC on 2 June is already 3 June in Istanbul.
    expect((await report({ startDate: '2025-06-03', endDate: '2025-06-03', timeZone: 'Europe/Istanbul' })).rows.map((r) => r.text)).toEqual(['xq zzv plorb']);
    const second = await report({ page: 1, pageSize: 2 });
    expect(second.rows.map((r) => r.text)).toEqual(['where is my order?']);
    expect(second.matching).toBe(3);
  });

  it('refuses a company the caller does not belong to, foreign ids and bad input', async () => {
    expect((await ask({ companyId: otherCompanyId, aiConnectionId: otherNluId })).statusCode).toBe(403);
    expect((await ask({}, outsider)).statusCode).toBe(403);
    const foreignConnection = await ask({ aiConnectionId: otherNluId });
    expect(foreignConnection.statusCode).toBe(404);
    expect(foreignConnection.json()).toMatchObject({ message: expect.stringContaining('AI connection') });
    expect((await ask({ versionId: randomUUID() })).statusCode).toBe(404);
    expect((await ask({ startDate: '2025-06-04', endDate: '2025-06-03' })).statusCode).toBe(400);
    expect((await ask({ timeZone: 'Mars/Olympus' })).statusCode).toBe(400);
    expect((await postJson(t.app, CONVERSATION_REPORT_API, base(), {})).statusCode).toBe(401);
  });
});
