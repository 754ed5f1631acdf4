// Prints latency (p50, p99, max) and turns/s of the public web chat message endpoint under 200
// concurrent conversations, each sending its next message when the reply arrives (closed loop),
// and under paced load (each conversation one message every 2 s), side by side with GET /healthz
// of the same server, on each database: PGlite in memory, PGlite on disk (the default start) and
// PostgreSQL (a throwaway cluster, when PostgreSQL is installed). The console server runs
// in-process; the assistant is copied from the FAQ template through the console's GraphQL API
// and talked to through its web chat channel, as the widget does.
// Figures only; nothing passes or fails. Run: npm run bench:chat
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import { webChatStarted } from '../../services/contracts/conversations';
import { faqTemplate } from '../../server/bots/templates/faq';
import { companyWith, gql, personWithSession } from '../api/graphqlHelpers';
import { testClock, testConfig, testDatabase, type TestApp } from '../api/testApp';
import { createApp } from '../../server/app';
import { outboxMailer } from '../../server/mail/mailer';
import { seedTemplates } from '../../server/bots/templates/library';
import { connectPglite, connectPostgres, type Db } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { setup, teardown } from '../postgres/globalSetup';

const require = createRequire(import.meta.url);
const CONNECTIONS = 200;
const SECONDS = 10;
/** Paced load: every conversation sends one message every 2 s. */
const PACED_EVERY_MS = 2000;
/** Replies that keep an FAQ conversation going for ever: a topic, then "Yes" (back to the menu). */
const REPLIES = ['Shipping', 'Yes'];

type Figures = { p50: number; p99: number; max: number; rps: number; requests: number; non2xx: number; errors: number; timeouts: number };
type Conversation = { id: string; token: string };

// The load runs in a child process: on the server's own event loop it would slow the server it
// measures (and autocannon inside a worker thread takes itself for one of its own workers).
const LOAD = `
const workerData = JSON.parse(process.env.CHAT_BENCH_LOAD);
const autocannon = require(workerData.autocannon);
const { url, path, connections, seconds, conversations, replies, everyMs } = workerData;
if (everyMs) {
  // Paced: each conversation sends one message every everyMs, the conversations' starts spread evenly over that time.
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const talk = async (conversation, offset) => {
    await new Promise((resolve) => setTimeout(resolve, offset));
    for (let turn = 1; Date.now() < end; turn += 1) {
      const started = performance.now();
      try {
        const answer = await fetch(url + '/microwebchat/v1/conversations/' + conversation.id + '/messages', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-client-token': conversation.token },
          body: JSON.stringify({ text: replies[turn % replies.length] }),
        });
        await answer.arrayBuffer();
        if (answer.status < 200 || answer.status > 299) non2xx += 1;
      } catch {
        errors += 1;
      }
      const took = performance.now() - started;
      latencies.push(took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - took)));
    }
  };
  Promise.all(conversations.map((c, i) => talk(c, (i * everyMs) / conversations.length))).then(() => {
    latencies.sort((a, b) => a - b);
    const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
    process.stdout.write(JSON.stringify({ p50: at(0.5), p99: at(0.99), max: Math.round(latencies.at(-1)), rps: latencies.length / seconds, requests: latencies.length, non2xx, errors, timeouts: 0 }));
  });
} else {
let next = 0;
const requests = conversations
  ? [{
      method: 'POST',
      setupRequest: (request, context) => {
        context.conversation = context.conversation || conversations[next++ % conversations.length];
        context.turn = (context.turn || 0) + 1;
        return Object.assign({}, request, {
          method: 'POST',
          path: '/microwebchat/v1/conversations/' + context.conversation.id + '/messages',
          headers: { 'content-type': 'application/json', 'x-client-token': context.conversation.token },
          body: JSON.stringify({ text: replies[context.turn % replies.length] }),
        });
      },
    }]
  : undefined;
autocannon({ url: url + path, connections, duration: seconds, timeout: 30, ...(requests ? { requests } : {}) }, (error, result) => {
  if (error) throw error;
  process.stdout.write(JSON.stringify({ p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, rps: result.requests.average, requests: result.requests.total, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }));
});
}
`;

async function load(title: string, url: string, path: string, conversations?: Conversation[], everyMs?: number): Promise<Figures> {
  const data = { autocannon: require.resolve('autocannon'), url, path, connections: CONNECTIONS, seconds: SECONDS, conversations, replies: REPLIES, everyMs };
  const child = spawn(process.execPath, ['-e', LOAD], { env: { ...process.env, CHAT_BENCH_LOAD: JSON.stringify(data) }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The load generator exited with ${code}`);
  const figures = JSON.parse(output) as Figures;
  console.log(
    `  ${title.padEnd(52)} p50 ${String(figures.p50).padStart(5)} ms   p99 ${String(figures.p99).padStart(5)} ms   max ${String(figures.max).padStart(5)} ms   ${figures.rps.toFixed(0).padStart(6)} req/s   (${figures.requests} requests, ${figures.non2xx} not 2xx, ${figures.errors} errors, ${figures.timeouts} timeouts)`,
  );
  return figures;
}

type Row = { database: string; bare: Figures; chat: Figures; paced: Figures };

/** One database: the server on it, an FAQ assistant, 200 open conversations, then the three loads. */
async function measure(database: string, db: Db): Promise<Row> {
  // The app as the server builds it (the API tests' answer checks left out), the web chat's rate limit lifted.
  const clock = testClock();
  const config = { ...testConfig, webChatRateLimit: 1_000_000_000 };
  const t: TestApp = { app: createApp({ db, mailer: outboxMailer(db, clock), clock, config }), db, clock, config };
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

    // One conversation per connection, opened the way the widget opens them.
    const conversations: Conversation[] = [];
    for (let i = 0; i < CONNECTIONS; i += 1) {
      const answer = await fetch(`${url}/microwebchat/v1/channels/${bot.webChatChannelId}/conversations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (answer.status !== 201) throw new Error(`Opening a conversation answered ${answer.status}: ${await answer.text()}`);
      const started = webChatStarted.parse(await answer.json());
      conversations.push({ id: started.conversationId, token: started.clientToken });
    }
    console.log(`${database}: ${CONNECTIONS} connections for ${SECONDS} s each (server in-process, FAQ template, ${CONNECTIONS} conversations):`);
    const bare = await load('GET /healthz', url, '/healthz');
    const chat = await load('chat turns, closed loop', url, '/', conversations);
    const paced = await load(`chat turns, paced (one every ${PACED_EVERY_MS / 1000} s each)`, url, '/', conversations, PACED_EVERY_MS);
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
async function measureNew(database: string, db: Db): Promise<Row> {
  try {
    await migrate(db);
    await seedTemplates(db);
    return await measure(database, db);
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
    return await measureNew('PostgreSQL', connectPostgres(process.env['TEST_DATABASE_URL']!));
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
