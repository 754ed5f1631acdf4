// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_API, aiReport, type AiReport, type AiReportQuery } from '../../services/contracts/analysis';
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
 * The AI reporting figures (spec 01 section 2.16) of conversations the real engine ran on a
 * built-in NLU connection, at known moments: two recognised intents and a fallback on the first
 * assistant's web chat (the fallback late on 1 June UTC, already 2 June in Istanbul), a failed
 * prediction on the second assistant's, and a conversation still open.
 */
let t: TestApp;
let admin: Person;
let member: Person;
let outsider: Person;
let companyId: string;
let otherCompanyId: string;
let nluId: string;
const bots: Record<'shop' | 'broken', { botId: string; channelId: string; versionId: string }> = {} as never;

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

async function assistant(name: string, connectionId: string) {
  const botId = await insertBot(t.db, t.clock.now(), { name, companyId, userId: admin.userId, flow: flow(connectionId) });
  const channelId = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
  const versionId = (await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
  return { botId, channelId, versionId };
}

const at = (iso: string) => t.clock.advance((new Date(iso).getTime() - t.clock.now().getTime()) / 1000);

async function fresh(person: Person): Promise<Person> {
  const { token } = await createSession(t.db, t.clock, { userId: person.userId, scope: 'full', deviceHash: null, keepSignedIn: false, firstLogin: false });
  return { ...person, token };
}

const base = (): AiReportQuery => ({ companyId, startDate: '2025-06-01', endDate: '2025-06-03', timeZone: 'UTC' });

async function report(query: Partial<AiReportQuery> = {}, who: Person = admin): Promise<AiReport> {
  const answer = await postJson(t.app, `${ANALYSIS_API}/ai-report`, { ...base(), ...query }, { token: who.token });
  expect(answer.statusCode, answer.body).toBe(200);
  return aiReport.parse(answer.json());
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
  otherCompanyId = await companyWith(t, 'Other Co', [[outsider, 'ADMIN']]);
  nluId = await aiConnection(t, companyId, admin, 'BuiltInNlu', { language: 'en' });
  const connection = (await loadAiConnection(t, nluId, companyId))!;
  const nlu = aiProviderFor(t, connection);
  await nlu.importRows(connection, [
    { intent: 'Greeting', utterances: ['hello', 'hi there', 'good morning', 'hey, is anyone there?'] },
    { intent: 'OrderStatus', utterances: ['where is my order', 'track my order', 'when will my package arrive', 'has my parcel shipped'] },
  ]);
  expect(await nlu.train(connection)).toMatchObject({ status: 'Success' });
  bots.shop = await assistant('Shop', nluId);
  // Its AI connection is not one of the company's: every prediction fails.
  bots.broken = await assistant('Broken', randomUUID());

  const service = createConversationService({ db: t.db, mailer: outboxMailer(t.db, t.clock), clock: t.clock, config: t.config });
  const channel = async (id: string) => (await channelById(t.db, t.config.secretKey, id))!;
  await runScriptedConversation(service, await channel(bots.shop.channelId), ['where is my order?']);
  at('2025-06-01T10:05:00Z');
  await runScriptedConversation(service, await channel(bots.shop.channelId), ['good morning']);
  at('2025-06-01T21:30:00Z');
  await runScriptedConversation(service, await channel(bots.shop.channelId), ['xq zzv plorb']);
  at('2025-06-03T09:00:00Z');
  await runScriptedConversation(service, await channel(bots.broken.channelId), ['where is my order?']);
  at('2025-06-03T09:10:00Z');
  await runScriptedConversation(service, await channel(bots.shop.channelId), []);
  [admin, member, outsider] = await Promise.all([fresh(admin), fresh(member), fresh(outsider)]);
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('the AI reporting figures', () => {
  it('count conversations, messages and predictions by outcome, intent, score and channel', async () => {
    const figures = await report();
    expect(figures.totals).toMatchObject({
      conversations: 5,
      endedConversations: 4,
      liveConversations: 1,
      clientMessages: 4,
      botMessages: 4,
      predictions: 4,
      recognised: 2,
      fallbacks: 1,
      errors: 1,
    });
    expect(figures.intents.map((i) => [i.intent, i.hits])).toEqual([
      ['Greeting', 1],
      ['OrderStatus', 1],
    ]);
    expect(figures.confidence).toHaveLength(10);
    expect(figures.confidence.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(4);
    // The failed prediction scores 0.
    expect(figures.confidence[0]!.count).toBeGreaterThanOrEqual(1);
    expect(figures.totals.averageConfidence).toBeGreaterThan(0);
    expect(figures.channels.map((c) => [c.channelId, c.conversations])).toEqual([
      [bots.shop.channelId, 4],
      [bots.broken.channelId, 1],
    ]);
    expect(figures.subBotsOnly).toBe(false);
  });

  it('keeps each prediction’s outcome on its log row', async () => {
    const rows = await t.db.selectFrom('conversation_messages').select('debug_info').where('message_type', '=', 'LOG').where('company_id', '=', companyId).execute();
    const outcomes = rows.map((r) => (r.debug_info as { prediction?: { outcome: string; connectionId: string } }).prediction).filter((p) => p !== undefined);
    expect(outcomes.map((p) => p.outcome).sort()).toEqual(['error', 'fallback', 'recognised', 'recognised']);
    expect(outcomes.filter((p) => p.connectionId === nluId)).toHaveLength(3);
  });

  it('count days in the chosen time zone, days without activity included', async () => {
    const utc = await report();
    expect(utc.daily).toEqual([
      { date: '2025-06-01', conversations: 3, messages: 6, predictions: 3, recognised: 2, fallbacks: 1 },
      { date: '2025-06-02', conversations: 0, messages: 0, predictions: 0, recognised: 0, fallbacks: 0 },
      { date: '2025-06-03', conversations: 2, messages: 2, predictions: 1, recognised: 0, fallbacks: 0 },
    ]);
    // Every message a person or the assistant sent falls on one day.
    expect(utc.daily.reduce((sum, d) => sum + d.messages, 0)).toBe(utc.totals.clientMessages + utc.totals.botMessages);
    const istanbul = await report({ timeZone: 'Europe/Istanbul' });
    expect(istanbul.daily).toEqual([
      { date: '2025-06-01', conversations: 2, messages: 4, predictions: 2, recognised: 2, fallbacks: 0 },
      { date: '2025-06-02', conversations: 1, messages: 2, predictions: 1, recognised: 0, fallbacks: 1 },
      { date: '2025-06-03', conversations: 2, messages: 2, predictions: 1, recognised: 0, fallbacks: 0 },
    ]);
    const secondDay = await report({ timeZone: 'Europe/Istanbul', startDate: '2025-06-02', endDate: '2025-06-02' });
    expect(secondDay.totals).toMatchObject({ conversations: 1, predictions: 1, fallbacks: 1, recognised: 0 });
    expect(secondDay.intents).toEqual([]);
  });

  it('narrow to the chosen channels, assistants, versions and AI connections', async () => {
    expect((await report({ channelIds: [bots.broken.channelId] })).totals).toMatchObject({ conversations: 1, predictions: 1, errors: 1 });
    expect((await report({ botIds: [bots.shop.botId] })).totals).toMatchObject({ conversations: 4, predictions: 3, errors: 0 });
    expect((await report({ versionIds: [bots.broken.versionId] })).totals).toMatchObject({ conversations: 1, recognised: 0 });
    const byConnection = await report({ aiConnectionIds: [nluId] });
    expect(byConnection.totals).toMatchObject({ conversations: 3, predictions: 3, recognised: 2, fallbacks: 1, errors: 0 });
    expect((await report({ aiConnectionIds: [randomUUID()] })).totals).toMatchObject({ conversations: 0, predictions: 0, averageConfidence: null });
  });
});

describe('asking for the AI reporting figures', () => {
  const ask = (body: unknown, token?: string) => postJson(t.app, `${ANALYSIS_API}/ai-report`, body, token ? { token } : {});

  it('answers 400 with the reason for a bad query, and changes nothing', async () => {
    const before = await allCounts(t.db);
    const cases: Array<[unknown, string]> = [
      [{ ...base(), timeZone: 'Mars/Olympus' }, 'The time zone Mars/Olympus is not known'],
      [{ ...base(), startDate: '2025-06-04', endDate: '2025-06-03' }, 'The start date cannot be after the end date.'],
      [{ ...base(), endDate: '2025-06-04' }, 'The end date cannot be after today.'],
      [{ ...base(), startDate: '2023-06-02' }, 'The start date cannot be more than 2 years ago.'],
      [{ ...base(), startDate: '1 June' }, 'A date must be written as YYYY-MM-DD.'],
      [{ ...base(), channelIds: ['web'] }, 'Every chosen item must be an id.'],
    ];
    for (const [body, message] of cases) {
      const answer = await ask(body, admin.token);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.body).toContain(message);
    }
    expect(await allCounts(t.db)).toEqual(before);
  });

  it('needs a session (401) and ADMIN on the company (403)', async () => {
    expect((await ask(base())).statusCode).toBe(401);
    expect((await ask(base(), member.token)).statusCode).toBe(403);
    expect((await ask(base(), outsider.token)).statusCode).toBe(403);
    expect((await ask({ ...base(), companyId: otherCompanyId }, admin.token)).statusCode).toBe(403);
  });

  it('lists the companies where the caller is ADMIN', async () => {
    const list = async (who?: Person) => getWith(t.app, `${ANALYSIS_API}/admin-companies`, who ? { token: who.token } : {});
    expect((await list(admin)).json()).toEqual([{ id: companyId, name: 'Report Co' }]);
    expect((await list(member)).json()).toEqual([]);
    expect((await list(outsider)).json()).toEqual([{ id: otherCompanyId, name: 'Other Co' }]);
    expect((await list()).statusCode).toBe(401);
  });
});

describe('exporting the AI report', () => {
  const exportAs = (body: unknown, token?: string) => postJson(t.app, `${ANALYSIS_API}/ai-report/export`, body, token ? { token } : {});

  it('downloads an Excel workbook whose cells are the report’s figures, a sheet per figure', async () => {
    const figures = await report();
    const answer = await exportAs({ query: base(), format: 'xlsx', language: 'en' }, admin.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="ai-report-2025-06-01-2025-06-03.xlsx"');
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((ws) => ws.name)).toEqual([
      'Totals',
      'Daily activity',
      'Prediction outcomes',
      'Conversations per channel',
      'Intents hit',
      'Confidence distribution',
    ]);
    const values = (name: string) =>
      book
        .getWorksheet(name)!
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1));
    const totals = values('Totals');
    expect(totals[0]).toEqual(['Totals', 'Predictions']);
    expect(totals.slice(1)).toEqual([
      ['Conversations', figures.totals.conversations],
      ['Ended conversations', figures.totals.endedConversations],
      ['Live conversations', figures.totals.liveConversations],
      ['Messages from people', figures.totals.clientMessages],
      ['Messages from assistants', figures.totals.botMessages],
      ['Predictions', figures.totals.predictions],
      ['Recognised', figures.totals.recognised],
      ['Fallbacks', figures.totals.fallbacks],
      ['Prediction errors', figures.totals.errors],
      ['Average confidence', figures.totals.averageConfidence],
    ]);
    const daily = values('Daily activity');
    expect(daily[0]).toEqual(['Date', 'Conversations', 'Messages', 'Predictions', 'Recognised', 'Fallbacks']);
    expect(daily.slice(1)).toEqual(figures.daily.map((d) => [new Date(`${d.date}T00:00:00Z`), d.conversations, d.messages, d.predictions, d.recognised, d.fallbacks]));
    expect(values('Prediction outcomes').slice(1)).toEqual([
      ['Recognised', figures.totals.recognised],
      ['Fallbacks', figures.totals.fallbacks],
      ['Prediction errors', figures.totals.errors],
    ]);
    expect(values('Conversations per channel').slice(1)).toEqual(figures.channels.map((c) => [c.channelName, c.channelType, c.conversations]));
    expect(values('Intents hit').slice(1)).toEqual(figures.intents.map((i) => [i.intent, i.hits, i.averageConfidence]));
    expect(values('Confidence distribution').slice(1)).toEqual(figures.confidence.map((b) => [b.from, b.to, b.count]));
  });

  it('downloads a PDF with the charts drawn as vectors and its texts in the requested language', async () => {
    const answer = await exportAs({ query: { ...base(), timeZone: 'Europe/Istanbul' }, format: 'pdf', language: 'tr' }, admin.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="ai-report-2025-06-01-2025-06-03.pdf"');
    expect(answer.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(answer.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getTitle()).toBe('Yapay Zeka Raporlama — Report Co');
    const streams = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFRawStream => object instanceof PDFRawStream);
    const decoded = streams.map((stream) => {
      const bytes = stream.getContents();
      return Buffer.from(stream.dict.get(PDFName.of('Filter')) ? inflateSync(bytes) : bytes).toString('latin1');
    });
    const all = decoded.join('\n');
    // Lines of the daily chart and filled pie slices and bars.
    expect(all.match(/ l\n/g)?.length ?? 0).toBeGreaterThan(40);
    expect(all).toMatch(/\n(f|B)\n/);
    // The embedded font maps its glyphs back to Turkish letters (ş, ı, İ, ğ, ü) the texts use.
    const toUnicode = decoded.find((text) => text.includes('begincmap'));
    expect(toUnicode).toBeDefined();
    for (const letter of ['ş', 'ı', 'ğ', 'ü']) expect(toUnicode!.toUpperCase()).toContain(letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'));
  });

  it('lays the PDF out from the right in Arabic, the direction of the requested language', async () => {
    const titleX = async (language: string) => {
      const answer = await exportAs({ query: base(), format: 'pdf', language }, admin.token);
      expect(answer.statusCode, answer.body).toBe(200);
      const pdf = await PDFDocument.load(answer.rawPayload);
      const contents = pdf.getPage(0).node.Contents();
      const stream = contents instanceof PDFArray ? pdf.context.lookup(contents.get(0)) : contents;
      if (!(stream instanceof PDFRawStream)) throw new Error('the first page has no content stream');
      const bytes = stream.getContents();
      const content = Buffer.from(stream.dict.get(PDFName.of('Filter')) ? inflateSync(bytes) : bytes).toString('latin1');
      // The title is the page's first text: where its line starts.
      const start = /1 0 0 1 ([\d.]+) [\d.]+ Tm/.exec(content)?.[1];
      return Number(start);
    };
    const halfPage = 595.28 / 2;
    expect(await titleX('en')).toBeLessThan(halfPage / 2);
    expect(await titleX('ar')).toBeGreaterThan(halfPage);
  });

  it('checks the filter and the caller as the report does', async () => {
    const before = await allCounts(t.db);
    const bad = await exportAs({ query: { ...base(), endDate: '2025-06-04' }, format: 'pdf' }, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The end date cannot be after today.');
    const format = await exportAs({ query: base(), format: 'docx' }, admin.token);
    expect(format.statusCode).toBe(400);
    expect(format.body).toContain('The format must be xlsx or pdf.');
    expect(await allCounts(t.db)).toEqual(before);
    expect((await exportAs({ query: base(), format: 'xlsx' })).statusCode).toBe(401);
    expect((await exportAs({ query: base(), format: 'xlsx' }, member.token)).statusCode).toBe(403);
    expect((await exportAs({ query: { ...base(), companyId: otherCompanyId }, format: 'pdf' }, admin.token)).statusCode).toBe(403);
  });
});
