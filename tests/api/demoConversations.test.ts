// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ASSISTANT_NAME, seedDemoConversations } from '../../server/conversations/demoConversations';
import { outboxMailer } from '../../server/mail/mailer';
import { seedDemo } from '../../server/seed';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
});
afterAll(async () => {
  await t.app.close();
});

describe('demo conversations on a first start', () => {
  it('seed an assistant with its web chat and conversations the real engine answered', async () => {
    const seeded = await seedDemo(t.db, t.clock, 4);
    expect(seeded).toBeDefined();
    const botId = await seedDemoConversations(t.db, t.clock, outboxMailer(t.db, t.clock), t.config, seeded!);
    const bot = await t.db.selectFrom('bots').select(['name', 'company_id']).where('id', '=', botId).executeTakeFirstOrThrow();
    expect(bot).toEqual({ name: DEMO_ASSISTANT_NAME, company_id: seeded!.companyId });
    const conversations = await t.db.selectFrom('conversations').select(['id', 'end_date', 'client_info']).where('bot_id', '=', botId).orderBy('start_date').execute();
    expect(conversations).toHaveLength(3);
    // The first two reached END, the third waits at "Anything else?".
    expect(conversations.map((c) => c.end_date !== null)).toEqual([true, true, false]);
    const firstAnswers = await t.db
      .selectFrom('conversation_messages')
      .select(['send_by', 'content'])
      .where('conversation_id', '=', conversations[0]!.id)
      .where('message_type', '!=', 'LOG')
      .orderBy('seq')
      .execute();
    const said = firstAnswers.map((m) => `${m.send_by}: ${String((m.content as { text?: string }).text)}`);
    expect(said).toContain('BOT: We are open Monday to Friday, 09:00-18:00, and Saturday 10:00-14:00.');
    expect(said).toContain('CLIENT: Opening hours');
    expect(said.at(-1)).toBe('BOT: Thank you for reaching out. Have a nice day!');
  });
});
