// Prints latency (p50, p99, max) and turns/s of the public web chat message endpoint under 200
// concurrent conversations, each sending its next message when the reply arrives (closed loop),
// and under paced load (each conversation one message every 2 s), side by side with GET /healthz
// of the same server, on each database: PGlite in memory, PGlite on disk (the default start) and
// PostgreSQL (a throwaway cluster, when PostgreSQL is installed). The console server runs
// in-process; the assistant is copied from the FAQ template through the console's GraphQL API
// and talked to through its web chat channel, as the widget does.
// Figures only; nothing passes or fails. Run: npm run bench:chat
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { faqTemplate } from '../../server/bots/templates/faq';
import { companyWith, gql, personWithSession } from '../api/graphqlHelpers';
import { testClock, testConfig, testDatabase, type TestApp } from '../api/testApp';
import { createApp } from '../../server/app';
import { outboxMailer } from '../../server/mail/mailer';
import { seedTemplates } from '../../server/bots/templates/library';
import { connectPglite, connectPostgres, type Db } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { databaseHitCounter, type HitCounter } from '../../server/http/hitCounts';
import { setup, teardown } from '../postgres/globalSetup';
import { CONNECTIONS, PACED_EVERY_MS, SECONDS, load, openConversations, type Figures } from './chatLoad';

type Row = { database: string; bare: Figures; chat: Figures; paced: Figures };

/** One database: the server on it, an FAQ assistant, 200 open conversations, then the three loads. */
async function measure(database: string, db: Db, hits?: HitCounter): Promise<Row> {
  // The app as the server builds it (the API tests' answer checks left out, rate limits counted where
  // the server counts them on that database), the web chat's rate limit lifted.
  const clock = testClock();
  const config = { ...testConfig, webChatRateLimit: 1_000_000_000 };
  const t: TestApp = { app: createApp({ db, mailer: outboxMailer(db, clock), clock, config, ...(hits ? { hits } : {}) }), db, clock, config };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  try {
    const owner = await personWithSession(t, 'Bench');
    const companyId = await companyWith(t, 'Bench Co', [[owner, 'ADMIN']], { enterprise: true });
    const copied = await gql(
      t,
      'mutation ($sourceBotId: ID!, $companyId: ID!, $name: String!) { copyBotFromTemplate(sourceBotId: $sourceBotId, companyId: $companyId, name: $name) { id webChatChannelId } }',
      { sourceBotId: faqTemplate.id, companyId, name: 'FAQ bench' },
      { token: owner.token },
    );
    const bot = copied.data?.['copyBotFromTemplate'] as { id: string; webChatChannelId: string } | undefined;
    if (!bot?.webChatChannelId) throw new Error(`The assistant could not be created: ${JSON.stringify(copied.errors)}`);

    const conversations = await openConversations(url, bot.webChatChannelId);
    console.log(`${database}: ${CONNECTIONS} connections for ${SECONDS} s each (server in-process, FAQ template, ${CONNECTIONS} conversations):`);
    const bare = await load('GET /healthz', [url], '/healthz');
    const chat = await load('chat turns, closed loop', [url], '/', conversations);
    const paced = await load(`chat turns, paced (one every ${PACED_EVERY_MS / 1000} s each)`, [url], '/', conversations, PACED_EVERY_MS);
    const stored = await db
      .selectFrom('conversation_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const sample = conversations[0]!;
    const history = (await (await fetch(`${url}/microwebchat/v1/conversations/${sample.id}/messages`, { headers: { 'x-client-token': sample.token } })).json()) as {
      messages: Array<{ sendBy?: string; content?: { text?: string } }>;
    };
    const lastBot = history.messages.filter((m) => m.sendBy === 'BOT').at(-1)?.content?.text ?? '(none)';
    console.log(`  (${stored.n} chat messages stored; one conversation's last answer: “${lastBot}”)`);
    return { database, bare, chat, paced };
  } finally {
    await t.app.close();
  }
}

/** A new database brought to the current schema with the templates, measured, then closed. */
async function measureNew(database: string, db: Db, hits?: HitCounter): Promise<Row> {
  try {
    await migrate(db);
    await seedTemplates(db);
    return await measure(database, db, hits);
  } finally {
    await db.destroy();
  }
}

async function onDisk(): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'chat-bench-'));
  try {
    return await measureNew('PGlite on disk (the default)', connectPglite(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<Row | undefined> {
  if (!existsSync('/usr/lib/postgresql')) {
    console.log('PostgreSQL: not installed, skipped.');
    return undefined;
  }
  await setup();
  try {
    const db = connectPostgres(process.env['TEST_DATABASE_URL']!);
    // On PostgreSQL the server counts rate limits in the database, for the instances sharing it.
    return await measureNew('PostgreSQL', db, databaseHitCounter(db));
  } finally {
    await teardown();
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  // CHAT_BENCH_DATABASES=memory,disk,postgres (the default: all three).
  const wanted = (process.env['CHAT_BENCH_DATABASES'] ?? 'memory,disk,postgres').split(',');
  if (wanted.includes('memory')) {
    const memory = await testDatabase();
    try {
      rows.push(await measure('PGlite in memory', memory));
    } finally {
      await memory.destroy();
    }
  }
  if (wanted.includes('disk')) rows.push(await onDisk());
  const postgres = wanted.includes('postgres') ? await onPostgres() : undefined;
  if (postgres) rows.push(postgres);
  const goal = (met: boolean) => (met ? 'met' : 'not met');
  console.log('\n| database | chat p50 / p99 (max) ms | chat turns/s | paced p50 / p99 ms | bare route req/s | chat / bare |');
  console.log('|---|---|---|---|---|---|');
  for (const { database, bare, chat, paced } of rows)
    console.log(
      `| ${database} | ${chat.p50} / ${chat.p99} (${chat.max}) | ${chat.rps.toFixed(0)} | ${paced.p50} / ${paced.p99} | ${bare.rps.toFixed(0)} | ${((chat.rps / bare.rps) * 100).toFixed(1)}% |`,
    );
  console.log('\nGoals: closed loop >= 2,000 turns/s on PostgreSQL and >= 1,000 on PGlite on disk, p99 < 200 ms, no request over 1 s; paced p99 < 50 ms.');
  for (const { database, chat, paced } of rows) {
    const wanted = database === 'PostgreSQL' ? 2000 : 1000;
    console.log(
      `  ${database}: turns/s ${goal(chat.rps >= wanted)} (${chat.rps.toFixed(0)} of ${wanted}), p99 ${goal(chat.p99 < 200)}, max ${goal(chat.max < 1000)}, paced p99 ${goal(paced.p99 < 50)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
