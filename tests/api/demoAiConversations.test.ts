// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_API, aiReport, type AiReport } from '../../services/contracts/analysis';
import { createSession } from '../../server/auth/sessions';
import { DEMO_AI_ASSISTANT_NAME, DEMO_AI_CONVERSATIONS, DEMO_AI_DAYS, seedDemoAiConversations } from '../../server/conversations/demoAiConversations';
import { outboxMailer } from '../../server/mail/mailer';
import { seedDemo } from '../../server/seed';
import { buildTestApp, postJson, testClock, testDatabase, type TestApp } from './testApp';

/**
 * The demo company's month of AI conversations on a first start, read back through the AI
 * reporting figures the console shows (spec 01 section 2.16).
 */
let t: TestApp;
let botId: string | null;
let figures: AiReport;
const TODAY = '2026-03-31';

beforeAll(async () => {
  t = await buildTestApp(await testDatabase(), {}, testClock(new Date(`${TODAY}T12:00:00Z`)));
  const seeded = (await seedDemo(t.db, t.clock, 4))!;
  botId = await seedDemoAiConversations(t.db, t.clock, outboxMailer(t.db, t.clock), t.config, seeded);
  const { token } = await createSession(t.db, t.clock, { userId: seeded.userId, scope: 'full', deviceHash: null, keepSignedIn: false, firstLogin: false });
  const answer = await postJson(t.app, `${ANALYSIS_API}/ai-report`, { companyId: seeded.companyId, startDate: '2026-03-01', endDate: TODAY, timeZone: 'UTC' }, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  figures = aiReport.parse(answer.json());
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
});
