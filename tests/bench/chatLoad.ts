// The load generator of the chat benchmarks (bench:chat, bench:scale): autocannon or paced
// fetches in a child process, each conversation talking to the FAQ template's web chat channel.
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { webChatStarted } from '../../services/contracts/conversations';

const require = createRequire(import.meta.url);
export const CONNECTIONS = 200;
export const SECONDS = 10;
/** Paced load: every conversation sends one message every 2 s. */
export const PACED_EVERY_MS = 2000;
/** Replies that keep an FAQ conversation going for ever: a topic, then "Yes" (back to the menu). */
const REPLIES = ['Shipping', 'Yes'];

export type Figures = { p50: number; p99: number; max: number; rps: number; requests: number; non2xx: number; errors: number; timeouts: number };
export type Conversation = { id: string; token: string };

// The load runs in a child process: on the server's own event loop it would slow the server it
// measures (and autocannon inside a worker thread takes itself for one of its own workers).
const LOAD = `
const workerData = JSON.parse(process.env.CHAT_BENCH_LOAD);
const autocannon = require(workerData.autocannon);
const { urls, path, connections, seconds, conversations, replies, everyMs } = workerData;
if (everyMs) {
  // Paced: each conversation sends one message every everyMs, the conversations' starts spread evenly over that time.
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const talk = async (conversation, offset, url) => {
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
  Promise.all(conversations.map((c, i) => talk(c, (i * everyMs) / conversations.length, urls[i % urls.length]))).then(() => {
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
autocannon({ url: urls.map((url) => url + path), connections, duration: seconds, timeout: 30, ...(requests ? { requests } : {}) }, (error, result) => {
  if (error) throw error;
  process.stdout.write(JSON.stringify({ p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, rps: result.requests.average, requests: result.requests.total, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }));
});
}
`;

/**
 * One load of CONNECTIONS connections for SECONDS: on `path` (a bare route), or, given
 * conversations, their messages (closed loop, or paced every `everyMs`). With several URLs (server
 * instances), the connections go to each in turn, as behind a round-robin load balancer.
 */
export async function load(title: string, urls: string[], path: string, conversations?: Conversation[], everyMs?: number): Promise<Figures> {
  const data = { autocannon: require.resolve('autocannon'), urls, path, connections: CONNECTIONS, seconds: SECONDS, conversations, replies: REPLIES, everyMs };
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

/** One conversation per connection, opened on a web chat channel the way the widget opens them. */
export async function openConversations(url: string, channelId: string): Promise<Conversation[]> {
  const conversations: Conversation[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const answer = await fetch(`${url}/microwebchat/v1/channels/${channelId}/conversations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    if (answer.status !== 201) throw new Error(`Opening a conversation answered ${answer.status}: ${await answer.text()}`);
    const started = webChatStarted.parse(await answer.json());
    conversations.push({ id: started.conversationId, token: started.clientToken });
  }
  return conversations;
}
