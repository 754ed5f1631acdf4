// Prints how long the AI reporting query (spec 01 section 2.16: every figure of the page, as
// SQL aggregates) takes over a company with 100,000 conversations and 1,000,000 messages (a
// prediction log in every third message) spread over 90 days, on the embedded PGlite and, when
// PostgreSQL is installed, on a throwaway PostgreSQL cluster; beside it, as the baseline measured
// in the same run, a bare count of the company's messages. Goal: under 1 s on PostgreSQL.
// Figures only; nothing passes or fails. Run: npm run bench:ai-report [-- conversations]
// (a smaller number of conversations, ten messages each, for a quick look).
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { aiReportFigures } from '../../server/analysis/aiReport';
import { insertBot } from '../../server/bots/botStore';
import { starterFlow } from '../../server/bots/flowBuilder';
import { connectPglite, connectPostgres, type Db } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { companyWith, personWithSession } from '../api/graphqlHelpers';
import { buildTestApp, testClock } from '../api/testApp';
import { setup, teardown } from '../postgres/globalSetup';

const CONVERSATIONS = Number(process.argv[2] ?? 100_000);
const MESSAGES_EACH = 10;
const DAYS = 90;
const FIRST_DAY = '2025-03-01';
const LAST_DAY = '2025-05-29';
const RUNS = 3;

async function seed(db: Db): Promise<string> {
  const t = await buildTestApp(db, {}, testClock(new Date('2025-06-01T10:00:00Z')));
  const owner = await personWithSession(t, 'Bench');
  const companyId = await companyWith(t, 'Bench Co', [[owner, 'ADMIN']]);
  const botId = await insertBot(db, t.clock.now(), { name: 'Bench', companyId, userId: owner.userId, flow: starterFlow() });
  const channelId = (await db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
  const versionId = (await db.selectFrom('bot_versions').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
  const started = performance.now();
  await sql`insert into conversations (company_id, channel_id, channel_type, bot_id, version_id, client_id, start_date, end_date)
    select ${companyId}::uuid, ${channelId}::uuid, 'WEB_CHAT', ${botId}::uuid, ${versionId}::uuid, 'bench-' || g,
      ${FIRST_DAY}::text::timestamptz + (g % (${DAYS}::int * 1440)) * interval '1 minute',
      case when g % 20 = 0 then null else ${FIRST_DAY}::text::timestamptz + (g % (${DAYS}::int * 1440)) * interval '1 minute' + interval '5 minutes' end
    from generate_series(1, ${CONVERSATIONS}::int) g`.execute(db);
  await sql`insert into conversation_messages (conversation_id, company_id, send_by, message_type, content, message_date, debug_info)
    select c.id, c.company_id,
      case when k % 3 = 0 then 'CLIENT' else 'BOT' end,
      case when k % 3 = 2 then 'LOG' else 'TEXT' end,
      '{"text":"bench"}'::jsonb,
      c.start_date + k * interval '10 seconds',
      case when k % 3 = 2 then jsonb_build_object('prediction', jsonb_build_object(
        'intent', 'Intent' || (abs(hashtext(c.client_id)) % 12),
        'outcome', (array['recognised', 'recognised', 'fallback', 'error'])[1 + abs(hashtext(c.client_id || k)) % 4],
        'score', (abs(hashtext(c.client_id || k)) % 1000) / 1000.0,
        'connectionId', ${botId}::text)) end
    from conversations c cross join generate_series(0, ${MESSAGES_EACH - 1}::int) k
    where c.company_id = ${companyId}::uuid`.execute(db);
  await sql`analyze`.execute(db);
  console.log(`  seeded ${CONVERSATIONS} conversations and ${CONVERSATIONS * MESSAGES_EACH} messages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await t.app.close();
  return companyId;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return Math.min(...times);
}

async function measure(title: string, db: Db): Promise<void> {
  console.log(`${title}:`);
  await migrate(db);
  const companyId = await seed(db);
  const query = { companyId, startDate: FIRST_DAY, endDate: LAST_DAY, timeZone: 'Europe/Istanbul', channelIds: [], botIds: [], versionIds: [], aiConnectionIds: [] };
  const baseline = await timed(() => sql`select count(*) from conversation_messages where company_id = ${companyId}`.execute(db));
  const report = await timed(() => aiReportFigures(db, query));
  const figures = await aiReportFigures(db, query);
  console.log(`  ${'count(*) of the company’s messages (baseline)'.padEnd(58)} ${baseline.toFixed(0).padStart(7)} ms`);
  console.log(
    `  ${`AI report over ${DAYS} days (every figure)`.padEnd(58)} ${report.toFixed(0).padStart(7)} ms   (${figures.totals.conversations} conversations, ${figures.totals.predictions} predictions; best of ${RUNS})`,
  );
}

async function main(): Promise<void> {
  const pglite = connectPglite();
  try {
    await measure('PGlite (embedded, in memory)', pglite);
  } finally {
    await pglite.destroy();
  }
  if (!existsSync('/usr/lib/postgresql')) {
    console.log('PostgreSQL: not installed, skipped.');
    return;
  }
  await setup();
  const postgres = connectPostgres(process.env['TEST_DATABASE_URL']!);
  try {
    await measure('PostgreSQL (goal: under 1000 ms)', postgres);
  } finally {
    await postgres.destroy();
    await teardown();
  }
}

await main();
