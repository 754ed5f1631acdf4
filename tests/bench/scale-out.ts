// Prints turns/s and latency of the public web chat under 200 concurrent conversations (closed
// loop) with one and with two server instances on one PostgreSQL, each instance started as
// `npm start` starts it (its own process, DATABASE_URL), the load generator's connections going
// to each instance in turn as behind a round-robin load balancer; GET /healthz of the same
// instances is the baseline of each run. The assistant is the demo's (the FAQ template).
// Figures only; nothing passes or fails. Run: npm run bench:scale
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { connectPostgres, type Db } from '../../server/db/connect';
import { startServer, type RunningServer } from '../e2e/support/server';
import { setup, teardown } from '../postgres/globalSetup';
import { demoWebChatChannelId } from '../support/demoWebChat';
import { CONNECTIONS, SECONDS, load, openConversations, type Figures } from './chatLoad';

type Row = { instances: number; bare: Figures; chat: Figures };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the first start's demo data (written in the background) stops growing. */
async function demoWritten(db: Db): Promise<void> {
  let last = -1;
  for (;;) {
    const { n } = await db
      .selectFrom('conversation_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) === last && last > 0) return;
    last = Number(n);
    await sleep(2000);
  }
}

async function main(): Promise<void> {
  if (!existsSync('/usr/lib/postgresql')) {
    console.log('PostgreSQL: not installed; nothing to measure.');
    return;
  }
  // The instances run the server's bundle, as `npm start` does.
  if (!existsSync('dist-server/main.mjs')) execSync('npm run --silent build', { stdio: 'ignore' });
  await setup();
  const adminUrl = process.env['TEST_DATABASE_URL']!;
  const url = new URL(adminUrl);
  url.pathname = '/scale_bench';
  const admin = connectPostgres(adminUrl);
  await sql.raw('create database scale_bench').execute(admin);
  const db = connectPostgres(url.toString());
  const env = { DATABASE_URL: url.toString(), SECRET_KEY: 'the-bench-deployment-secret-key-0123456789', WEB_CHAT_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' };
  const instances: RunningServer[] = [];
  const rows: Row[] = [];
  try {
    instances.push(await startServer(env));
    await demoWritten(db);
    const conversations = await openConversations(instances[0]!.url, await demoWebChatChannelId(db));
    for (const count of [1, 2]) {
      while (instances.length < count) instances.push(await startServer(env));
      const urls = instances.map((instance) => instance.url);
      console.log(`${count} instance${count > 1 ? 's' : ''}: ${CONNECTIONS} connections for ${SECONDS} s each (${CONNECTIONS} conversations, PostgreSQL):`);
      const bare = await load('GET /healthz', urls, '/healthz');
      const chat = await load('chat turns, closed loop', urls, '/', conversations);
      rows.push({ instances: count, bare, chat });
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await db.destroy();
    await sql.raw('drop database if exists scale_bench with (force)').execute(admin);
    await admin.destroy();
    await teardown();
  }
  console.log('\n| instances | chat p50 / p99 (max) ms | chat turns/s | /healthz req/s |');
  console.log('|---|---|---|---|');
  for (const { instances: count, bare, chat } of rows) console.log(`| ${count} | ${chat.p50} / ${chat.p99} (${chat.max}) | ${chat.rps.toFixed(0)} | ${bare.rps.toFixed(0)} |`);
  const [one, two] = rows;
  if (one && two) console.log(`\nTwo instances: ${((two.chat.rps / one.chat.rps) * 100).toFixed(0)}% of the turns/s of one (same machine, same cores).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
