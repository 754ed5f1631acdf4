// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_API, aiReport, type AiReport } from '../../services/contracts/analysis';
import { createSession } from '../../server/auth/sessions';
import { DEMO_AI_ASSISTANT_NAME, DEMO_AI_CONVERSATIONS, DEMO_AI_DAYS, DEMO_CODE_BLOCK, seedDemoAiConversations } from '../../server/conversations/demoAiConversations';
import { CODE_STATION_REPORTS_API, codeBlocksReport, codeBlockUsageReport } from '../../services/contracts/rest/codeStationReports';
import { outboxMailer } from '../../server/mail/mailer';
import { seedDemo } from '../../server/seed';
import { buildTestApp, getWith, postJson, testClock, testDatabase, type TestApp } from './testApp';

/**
 * The demo company's month of AI conversations on a first start, read back through the AI
 * reporting figures the console shows (spec 01 section 2.16).
 */
let t: TestApp;
let botId: string | null;
let figures: AiReport;
let session: { token: string; companyId: string };
const TODAY = '2026-03-31';

beforeAll(async () => {
  t = await buildTestApp(await testDatabase(), {}, testClock(new Date(`${TODAY}T12:00:00Z`)));
  const seeded = (await seedDemo(t.db, t.clock, 4))!;
  botId = await seedDemoAiConversations(t.db, t.clock, outboxMailer(t.db, t.clock), t.config, seeded);
  const { token } = await createSession(t.db, t.clock, { userId: seeded.userId, scope: 'full', deviceHash: null, keepSignedIn: false, firstLogin: false });
  const answer = await postJson(t.app, `${ANALYSIS_API}/ai-report`, { companyId: seeded.companyId, startDate: '2026-03-01', endDate: TODAY, timeZone: 'UTC' }, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  figures = aiReport.parse(answer.json());
  session = { token, companyId: seeded.companyId };
}, 120_000);
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('the demo AI conversations', () => {
  it('belong to an order assistant of the demo company', async () => {
    const bot = await t.db.selectFrom('bots').select('name').where('id', '=', botId!).executeTakeFirstOrThrow();
    expect(bot.name).toBe(DEMO_AI_ASSISTANT_NAME);
  });

  it('spread over the last thirty days on two web chats, a few still open', () => {
    expect(figures.totals.conversations).toBe(DEMO_AI_CONVERSATIONS);
    expect(figures.totals.liveConversations).toBe(8);
    expect(figures.channels).toHaveLength(2);
    const busyDays = figures.daily.filter((day) => day.conversations > 0);
    expect(busyDays).toHaveLength(DEMO_AI_DAYS);
    expect(busyDays[0]!.date).toBe('2026-03-01');
    expect(busyDays.at(-1)!.date).toBe('2026-03-30');
  });

  it('were answered by the built-in NLU: mostly recognised intents, some fallbacks', () => {
    const { predictions, recognised, fallbacks, errors } = figures.totals;
    expect(predictions).toBe(DEMO_AI_CONVERSATIONS - 8);
    expect(errors).toBe(0);
    expect(recognised + fallbacks).toBe(predictions);
    expect(fallbacks).toBeGreaterThan(0);
    expect(recognised).toBeGreaterThan(fallbacks * 2);
    expect(figures.intents.map((intent) => intent.intent).sort()).toEqual(['CancelOrder', 'Greeting', 'OrderStatus', 'ProductPrice']);
  });

  it('ran the demo code block in the sandbox for each order status question, and its runs and its caller are in the code station reports', async () => {
    const read = async (path: string) => {
      const response = await getWith(t.app, `${CODE_STATION_REPORTS_API}/${path}?companyId=${session.companyId}`, {
        token: session.token,
        headers: { companyid: session.companyId },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as unknown;
    };
    const orderQuestions = figures.intents.find((intent) => intent.intent === 'OrderStatus')?.hits ?? 0;
    expect(orderQuestions).toBeGreaterThan(0);
    const block = codeBlocksReport.parse(await read('code-blocks')).blocks.find((b) => b.name === DEMO_CODE_BLOCK);
    expect(block).toMatchObject({ runs: orderQuestions, errors: 0 });
    const usage = codeBlockUsageReport.parse(await read('usage'));
    expect(usage.blocks.find((b) => b.name === DEMO_CODE_BLOCK)?.uses).toEqual([
      expect.objectContaining({ botId, moduleId: 'delivery', moduleName: 'Delivery days', live: true, latest: true }),
    ]);
    const said = await t.db
      .selectFrom('conversation_messages')
      .select('content')
      .where(sql<string>`content::text`, 'like', '%working days%')
      .execute();
    expect(said.length).toBe(orderQuestions);
    expect(said.every((m) => JSON.stringify(m.content).includes('arrives within 2 working days'))).toBe(true);
  });
});
