// Prints latency (p50, p99) and requests/s of the public web chat message endpoint under
// 200 concurrent connections, each its own conversation, side by side with the bare
// GET /healthz of the same server. The console server runs in-process on an embedded
// (in-memory PGlite) database; the assistant is copied from the FAQ template through the
// console's GraphQL API and talked to through its web chat channel, as the widget does.
// Figures only; nothing passes or fails. Run: npm run bench:chat
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import { webChatStarted } from '../../services/contracts/conversations';
import { faqTemplate } from '../../server/bots/templates/faq';
import { companyWith, gql, personWithSession } from '../api/graphqlHelpers';
import { buildTestApp, testDatabase } from '../api/testApp';

const require = createRequire(import.meta.url);
const CONNECTIONS = 200;
const SECONDS = 10;
/** Replies that keep an FAQ conversation going for ever: a topic, then "Yes" (back to the menu). */
const REPLIES = ['Shipping', 'Yes'];

type Figures = { p50: number; p99: number; rps: number; requests: number; non2xx: number; errors: number; timeouts: number };
type Conversation = { id: string; token: string };

// The load runs in a child process: on the server's own event loop it would slow the server it
// measures (and autocannon inside a worker thread takes itself for one of its own workers).
const LOAD = `
const workerData = JSON.parse(process.env.CHAT_BENCH_LOAD);
const autocannon = require(workerData.autocannon);
const { url, path, connections, seconds, conversations, replies } = workerData;
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
  process.stdout.write(JSON.stringify({ p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, requests: result.requests.total, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }));
});
`;

async function load(title: string, url: string, path: string, conversations?: Conversation[]): Promise<Figures> {
  const data = { autocannon: require.resolve('autocannon'), url, path, connections: CONNECTIONS, seconds: SECONDS, conversations, replies: REPLIES };
  const child = spawn(process.execPath, ['-e', LOAD], { env: { ...process.env, CHAT_BENCH_LOAD: JSON.stringify(data) }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The load generator exited with ${code}`);
  const figures = JSON.parse(output) as Figures;
  console.log(
    `  ${title.padEnd(52)} p50 ${String(figures.p50).padStart(5)} ms   p99 ${String(figures.p99).padStart(5)} ms   ${figures.rps.toFixed(0).padStart(6)} req/s   (${figures.requests} requests, ${figures.non2xx} not 2xx, ${figures.errors} errors, ${figures.timeouts} timeouts)`,
  );
  return figures;
}

async function main(): Promise<void> {
  const db = await testDatabase();
  const t = await buildTestApp(db, { webChatRateLimit: 1_000_000_000 });
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
    console.log(`Web chat under ${CONNECTIONS} concurrent connections for ${SECONDS} s each (server in-process, in-memory PGlite, FAQ template, ${CONNECTIONS} conversations):`);

    await load('GET /healthz', url, '/healthz');
    await load('POST /microwebchat/v1/conversations/:id/messages', url, '/', conversations);
    const stored = await db
      .selectFrom('conversation_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const sample = conversations[0]!;
    const history = (await (await fetch(`${url}/microwebchat/v1/conversations/${sample.id}/messages`, { headers: { 'x-client-token': sample.token } })).json()) as {
      messages: Array<{ sendBy?: string; content?: { text?: string } }>;
    };
    const lastBot = history.messages.filter((m) => m.sendBy === 'BOT').at(-1)?.content?.text ?? '(none)';
    console.log(`  (${stored.n} chat messages stored during the run; one conversation's last answer: “${lastBot}”)`);
  } finally {
    await t.app.close();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
