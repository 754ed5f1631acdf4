// Prints how fast the console server answers (refuses) an alias flood sent by a signed-in account
// (20,000 and 5,000 copies of `aN: companies { id }`, 536 KB and 131 KB) to /bot/graphql and to the
// large-body endpoint /bot/graphql/large, what the flood
// is answered, and how GET /healthz answers meanwhile: /healthz is polled one request after the
// other on its own connection, first with no flood (baseline), then while each flood is sent
// several times in a row. The event loop's longest delay in each phase comes from
// perf_hooks.monitorEventLoopDelay on the server's loop; the server's CPU time per flood request
// (process.cpuUsage, /healthz included) stays readable when other processes share the cores. The server runs in-process on an
// in-memory PGlite and listens on 127.0.0.1 only; the flood and the polling run in a child
// process, so that their own work does not slow the loop they measure.
// Figures only; nothing passes or fails. Run: npm run bench:graphql-flood
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { companyWith, personWithSession } from '../api/graphqlHelpers';
import { buildTestApp, testDatabase } from '../api/testApp';

const BASELINE_MS = 2_000;
// The flood at the main endpoint (refused from its Content-Length), and at the large-body endpoint
// under the name of an operation allowed there (read, then refused by the length of its document).
const FLOODS = [
  { aliases: 20_000, times: 10, path: '/bot/graphql' },
  { aliases: 5_000, times: 20, path: '/bot/graphql' },
  { aliases: 20_000, times: 10, path: '/bot/graphql/large' },
];

type Phase = { title: string; health: number[]; refusals?: number[]; answer?: { status: number; code: string; message: string }; bytes?: number };
type Message = { start: string } | { end: Phase } | { failed: string };

// The client: plain JavaScript run by node, talking to the server over HTTP on 127.0.0.1.
const CLIENT = `
const http = require('node:http');
const { url, token, baselineMs, floods } = JSON.parse(process.env.GRAPHQL_FLOOD_BENCH);
const target = new URL(url);
const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const floodAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const headers = { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9', authorization: 'Bearer ' + token };

function send(agent, method, path, body) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let answered = false;
    const call = http.request({ host: target.hostname, port: target.port, method, path, agent, headers: body === undefined ? {} : { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
      answered = true;
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      response.on('error', reject);
    });
    // A server that refuses a body from its Content-Length answers and closes before the body is written.
    call.on('error', (error) => { if (!answered || !['EPIPE', 'ECONNRESET'].includes(error.code)) reject(error); });
    call.end(body);
  });
}

/** Tells the server a phase starts and waits until its event loop monitor runs. */
function start(name) {
  return new Promise((resolve) => {
    process.once('message', resolve);
    process.send({ start: name });
  });
}

async function pollHealth(until) {
  let done = false;
  until.finally(() => { done = true; }).catch(() => undefined);
  const latencies = [];
  while (!done) {
    const answer = await send(healthAgent, 'GET', '/healthz');
    if (answer.status !== 200) throw new Error('/healthz answered ' + answer.status);
    latencies.push(answer.ms);
  }
  return latencies;
}

async function main() {
  const normal = await send(floodAgent, 'POST', '/bot/graphql', JSON.stringify({ query: '{ companies { id name } }' }));
  if (normal.status !== 200 || !normal.body.includes('Flood Co')) throw new Error('A normal query answered ' + normal.status + ': ' + normal.body);
  for (let i = 0; i < 50; i += 1) await send(healthAgent, 'GET', '/healthz');

  await start('baseline');
  const baseline = await pollHealth(new Promise((resolve) => setTimeout(resolve, baselineMs)));
  process.send({ end: { title: 'no flood (' + baselineMs / 1000 + ' s baseline)', health: baseline } });

  for (const { aliases, times, path } of floods) {
    let query = 'query SaveVersion {\\n';
    for (let i = 0; i < aliases; i += 1) query += '  a' + i + ': companies { id }\\n';
    const body = JSON.stringify({ operationName: 'SaveVersion', query: query + '}' });
    const answers = [];
    await start(String(aliases));
    const sending = (async () => {
      for (let i = 0; i < times; i += 1) answers.push(await send(floodAgent, 'POST', path, body));
    })();
    const [health] = await Promise.all([pollHealth(sending), sending]);
    const first = answers[0];
    let error = {};
    try {
      const parsed = JSON.parse(first.body);
      error = parsed.errors?.[0] ?? { message: parsed.message, extensions: { code: parsed.error } };
    } catch { error = { message: first.body.slice(0, 120) }; }
    process.send({ end: { title: aliases.toLocaleString('en') + ' aliases to ' + path, health, refusals: answers.map((a) => a.ms), bytes: Buffer.byteLength(body), answer: { status: first.status, code: error.extensions?.code ?? '', message: error.message ?? '' } } });
  }
  healthAgent.destroy();
  floodAgent.destroy();
}

main().catch((error) => {
  process.send({ failed: String(error && error.stack || error) });
  process.exitCode = 1;
});
`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;

function print(phase: Phase, loopMaxMs: number, cpuMs: number): void {
  if (phase.refusals && phase.answer && phase.bytes) {
    console.log(
      `  ${`${phase.title} (${Math.round(phase.bytes / 1024)} KB) x ${phase.refusals.length}`.padEnd(36)} answered in p50 ${ms(percentile(phase.refusals, 0.5))}   max ${ms(Math.max(...phase.refusals))}   server CPU ${ms(cpuMs / phase.refusals.length)} per flood request   answer ${phase.answer.status} ${phase.answer.code}: “${phase.answer.message}”`,
    );
  }
  const title = phase.refusals ? '    /healthz meanwhile' : `  ${phase.title}`;
  console.log(
    `${title.padEnd(38)} /healthz p50 ${ms(percentile(phase.health, 0.5))}   p99 ${ms(percentile(phase.health, 0.99))}   max ${ms(Math.max(...phase.health))}   (${phase.health.length} requests)   event loop max delay ${ms(loopMaxMs)}`,
  );
}

async function main(): Promise<void> {
  const db = await testDatabase();
  const t = await buildTestApp(db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const clientFile = join(tmpdir(), `graphql-flood-client-${process.pid}.cjs`);
  try {
    const person = await personWithSession(t, 'Flood');
    await companyWith(t, 'Flood Co', [[person, 'ADMIN']]);
    console.log('GraphQL alias flood from a signed-in account (server in-process, in-memory PGlite, 127.0.0.1; flood and /healthz polling from a child process):');

    writeFileSync(clientFile, CLIENT);
    const client = fork(clientFile, [], {
      env: { ...process.env, GRAPHQL_FLOOD_BENCH: JSON.stringify({ url, token: person.token, baselineMs: BASELINE_MS, floods: FLOODS }) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const loop = monitorEventLoopDelay({ resolution: 1 });
    let cpu = process.cpuUsage();
    let failure: string | undefined;
    client.on('message', (message: Message) => {
      if ('start' in message) {
        loop.reset();
        loop.enable();
        cpu = process.cpuUsage();
        // The monitor records a delay only once its first timer ran: the phase starts after that.
        setTimeout(() => client.send('go'), 20);
      } else if ('end' in message) {
        const used = process.cpuUsage(cpu);
        loop.disable();
        print(message.end, loop.max / 1e6, (used.user + used.system) / 1000);
      } else failure = message.failed;
    });
    const code = await new Promise<number | null>((resolve) => client.once('exit', resolve));
    if (failure !== undefined || code !== 0) throw new Error(`The flood client failed (exit ${code}): ${failure ?? ''}`);
    const memory = process.memoryUsage();
    console.log(`  (server process after the run: rss ${Math.round(memory.rss / 1024 / 1024)} MB, heap used ${Math.round(memory.heapUsed / 1024 / 1024)} MB)`);
  } finally {
    await t.app.close();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
