// Prints how long the console server's event loop is held while a signed-in member saves, opens and publishes
// a big flow (2,000 modules, about 4.4 MB, under the 5 MB limit) and opens a conversation on it (one that says all
// 2,000 messages at once, one that asks a question first), and uploads a 5,000-row
// intents CSV (the console reads the file and sends its rows: as a list before, as one JSON text now), and how GET /healthz answers meanwhile; in
// three set-ups, in one run: PGlite, the request work (JSON bodies, checking and serialising
// flows and answers) and compiling and running flows on the server's thread, as the console ran before; PGlite on its own thread,
// the rest still on the server's; all on threads of their own (server/work, server/engine/flowThread.ts), as `npm start` runs
// it. The event loop's longest delay comes from perf_hooks.monitorEventLoopDelay on the server's
// loop; the requests and the /healthz polling run in a child process, so that their own work
// (building and parsing megabytes of JSON) does not count against the loop they measure.
// Figures only; nothing passes or fails. Run: npm run bench:big-flow
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { insertBot } from '../../server/bots/botStore';
import { insertPublication } from '../../server/bots/publishStore';
import { inThreadWork, workPool, type Work } from '../../server/work/workPool';
import { aiConnection } from '../api/aiTestHelpers';
import { buildFlow, starterFlow, text, type Step } from '../../server/bots/flowBuilder';
import { connectPglite, type Db } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seedTemplates } from '../../server/bots/templates/library';
import { parseFlowText } from '../../server/bots/flowInput';
import { companyWith, gql, personWithSession, type Person } from '../api/graphqlHelpers';
import { buildTestAppWith, type TestApp } from '../api/testApp';

const TIMES = 5;

/**
 * A long chain of messages: START, 1,998 MESSAGE modules of about 2.2 KB of text each, END. With
 * `waiting`, an INPUT comes first and one message less, so that a new conversation compiles the whole
 * flow but says one message and waits (what an opening costs beyond its messages).
 */
function bigFlow(waiting = false): string {
  const steps: Step[] = [{ id: 'start', type: 'START', name: 'Start', at: [0, 0], to: waiting ? 'ask' : 'm1' }];
  if (waiting) steps.push({ id: 'ask', type: 'INPUT', name: 'Ask', at: [0, 1], to: 'm1', settings: { inputType: 'TEXT', param: 'name', prompt: 'What is your name?' } });
  const last = waiting ? 1997 : 1998;
  for (let i = 1; i <= last; i += 1) {
    const line = `Step ${i}: ${'Our opening hours, prices and the way to the shop, in full. '.repeat(33)}`;
    steps.push({ id: `m${i}`, type: 'MESSAGE', name: `Message ${i}`, at: [i % 40, Math.floor(i / 40)], to: i === last ? 'end' : `m${i + 1}`, settings: text(line) });
  }
  steps.push({ id: 'end', type: 'END', name: 'End', at: [0, 60] });
  return JSON.stringify(buildFlow(steps));
}

type Phase = { title: string; health: number[]; requests: number[] };
type Message = { start: string } | { end: Phase } | { polled: number } | { failed: string };

// The client: plain JavaScript run by node, over HTTP on 127.0.0.1.
const CLIENT = `
const http = require('node:http');
const { url, token, botId, aiId, flow, times, published, waiting } = JSON.parse(require('node:fs').readFileSync(process.env.BIG_FLOW_BENCH, 'utf8'));
const target = new URL(url);
const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const workAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function send(agent, path, body) {
  const started = performance.now();
  const headers = body === undefined ? {} : { 'content-type': 'application/json', authorization: 'Bearer ' + token, 'content-length': Buffer.byteLength(body) };
  return new Promise((resolve, reject) => {
    const call = http.request({ host: target.hostname, port: target.port, method: body === undefined ? 'GET' : 'POST', path, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(body);
  });
}

function start(name) {
  return new Promise((resolve) => { process.once('message', resolve); process.send({ start: name }); });
}

async function pollHealth(until) {
  let done = false;
  until.finally(() => { done = true; }).catch(() => undefined);
  const latencies = [];
  while (!done) {
    const answer = await send(healthAgent, '/healthz');
    if (answer.status !== 200) throw new Error('/healthz answered ' + answer.status);
    latencies.push(answer.ms);
  }
  return latencies;
}

async function phase(title, path, body, check) {
  await start(title);
  const requests = [];
  const working = (async () => {
    for (let i = 0; i < times; i += 1) {
      const answer = await send(workAgent, typeof path === 'function' ? path(i) : path, typeof body === 'function' ? body(i) : body);
      check(answer);
      requests.push(answer.ms);
    }
  })();
  const [health] = await Promise.all([pollHealth(working), working]);
  process.send({ end: { title, health, requests } });
}

async function main() {
  for (let i = 0; i < 50; i += 1) await send(healthAgent, '/healthz');
  // What the polling alone costs the server's thread, taken out of the phases' CPU figures.
  await start('polls');
  for (let i = 0; i < 300; i += 1) await send(healthAgent, '/healthz');
  process.send({ polled: 300 });
  const save = JSON.stringify({ operationName: 'SaveVersion', query: 'mutation SaveVersion($b: ID!, $f: String!) { saveVersion(botId: $b, flow: $f) { id name } }', variables: { b: botId, f: flow } });
  await phase('save the flow', '/bot/graphql/large', save, (answer) => {
    if (answer.status !== 200 || !answer.body.includes('"saveVersion":{')) throw new Error('saveVersion answered ' + answer.status + ': ' + answer.body.slice(0, 300));
  });
  const open = JSON.stringify({ query: 'query($b: ID!) { designerVersion(botId: $b) { id name flow } }', variables: { b: botId } });
  await phase('open it in the designer', '/bot/graphql', open, (answer) => {
    if (answer.status !== 200 || JSON.parse(answer.body).data.designerVersion.flow.length !== flow.length) throw new Error('designerVersion answered ' + answer.status + ': ' + answer.body.slice(0, 300));
  });
  // Each time another assistant whose saved version is the big flow: its save check, then its compile for a first conversation.
  const publish = (i) => JSON.stringify({ query: 'mutation($b: ID!, $v: ID!) { publishVersion(botId: $b, versionId: $v) { live { versionId } } }', variables: { b: published[i].botId, v: published[i].versionId } });
  await phase('publish it', '/bot/graphql', publish, (answer) => {
    if (answer.status !== 200 || !answer.body.includes('"publishVersion":{')) throw new Error('publishVersion answered ' + answer.status + ': ' + answer.body.slice(0, 300));
  });
  await phase('open a conversation on it', (i) => '/microwebchat/v1/channels/' + published[i].channelId + '/conversations', '{}', (answer) => {
    if (answer.status !== 201) throw new Error('Opening a conversation answered ' + answer.status + ': ' + answer.body.slice(0, 300));
  });
  // The same size of flow, whose first turn asks one question: what is left is mostly compiling it.
  await phase('open one that asks first', (i) => '/microwebchat/v1/channels/' + waiting[i].channelId + '/conversations', '{}', (answer) => {
    if (answer.status !== 201 || !answer.body.includes('What is your name?')) throw new Error('Opening a conversation answered ' + answer.status + ': ' + answer.body.slice(0, 300));
  });
  // An intents CSV of 5,000 rows (the most an upload takes), about 1.2 MB as the console sends it;
  // its last row has no intent, so it is refused once every row was read and checked (the
  // sandbox would otherwise store 5,000 utterances one query at a time, which is not the point here).
  const csv = (time) => JSON.stringify({
    operationName: 'ImportIntents',
    query: 'mutation ImportIntents($id: ID!, $intents: [AiIntentRowInput!]!) { importIntents(id: $id, intents: $intents) { success statusCode } }',
    variables: { id: aiId, intents: Array.from({ length: 5000 }, (_, row) => ({ Intent: row === 4999 ? ' ' : 'Intent ' + (row % 50), Utterances: 'Upload ' + time + ', row ' + row + ': ' + 'when does the shop open and how much is delivery '.repeat(4) })) },
  });
  const refused = (answer) => {
    if (answer.status !== 200 || !answer.body.includes('Row 5000:')) throw new Error('importIntents answered ' + answer.status + ': ' + answer.body.slice(0, 300));
  };
  await phase('upload a 5,000-row CSV as a list', '/bot/graphql/large', csv, refused);
  // As the console sends it now: the rows as one JSON text, read and checked in the work pool.
  const csvText = (time) => {
    const { variables } = JSON.parse(csv(time));
    return JSON.stringify({ operationName: 'ImportIntents', query: 'mutation ImportIntents($id: ID!, $rows: String!) { importIntents(id: $id, rows: $rows) { success statusCode } }', variables: { id: variables.id, rows: JSON.stringify(variables.intents) } });
  };
  await phase('upload a 5,000-row CSV as JSON text', '/bot/graphql/large', csvText, refused);
  healthAgent.destroy();
  workAgent.destroy();
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

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

/**
 * CPU time the server's main thread has used, in ms (Linux: /proc, in 10 ms ticks; elsewhere NaN).
 * Unlike the loop's delay it does not grow when the machine is busy with other work.
 */
function mainThreadCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function inThreadDatabase(): Promise<Db> {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ ...createPgConfig(new PGlite()), max: 1 }) }) });
  await migrate(db);
  await seedTemplates(db);
  return db;
}

async function ownThreadDatabase(): Promise<Db> {
  const db = connectPglite();
  await migrate(db);
  await seedTemplates(db);
  return db;
}

/**
 * TIMES assistants whose one saved version is the big flow, with their web chat channels: one to
 * publish and open a conversation on per request; `live`: published already.
 */
async function bigAssistants(t: TestApp, db: Db, companyId: string, person: Person, flow: string, live = false) {
  const document = parseFlowText(flow);
  const published = [];
  for (let i = 0; i < TIMES; i += 1) {
    const botId = await insertBot(db, t.clock.now(), { name: `Big ${live ? 'live ' : ''}${i}`, companyId, userId: person.userId, flow: document });
    const version = await db.selectFrom('bot_versions').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow();
    if (live) await insertPublication(db, { botId, versionId: version.id, kind: 'PUBLISH', userId: person.userId, now: t.clock.now() });
    published.push({ botId, versionId: version.id, channelId: '' });
  }
  const listed = await gql(t, 'query ($c: ID) { bots(companyId: $c) { id webChatChannelId } }', { c: companyId }, { token: person.token });
  const channels = new Map((listed.data?.['bots'] as Array<{ id: string; webChatChannelId: string }>).map((bot) => [bot.id, bot.webChatChannelId]));
  return published.map((bot) => ({ ...bot, channelId: channels.get(bot.botId) ?? '' }));
}

async function run(title: string, database: () => Promise<Db>, work: Work, flowThreadFrom: number | undefined, flows: { flow: string; waiting: string }): Promise<void> {
  const { flow } = flows;
  const db = await database();
  const t = await buildTestAppWith(db, {}, { work, ...(flowThreadFrom === undefined ? {} : { flowThreadFrom }) });
  // The threads start before the measure, as when the console listens.
  work.warm();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const dataFile = join(tmpdir(), `big-flow-data-${process.pid}.json`);
  const clientFile = join(tmpdir(), `big-flow-client-${process.pid}.cjs`);
  try {
    const person = await personWithSession(t, 'Big');
    const companyId = await companyWith(t, 'Big Flow Co', [[person, 'ADMIN']]);
    const botId = await insertBot(db, t.clock.now(), { name: 'Big', companyId, userId: person.userId, flow: starterFlow() });
    const aiId = await aiConnection(t, companyId, person, 'BuiltInNlu');
    const published = await bigAssistants(t, db, companyId, person, flow);
    const waiting = await bigAssistants(t, db, companyId, person, flows.waiting, true);
    console.log(`  ${title}:`);
    writeFileSync(dataFile, JSON.stringify({ url, token: person.token, botId, aiId, flow, times: TIMES, published, waiting }));
    writeFileSync(clientFile, CLIENT);
    const client = fork(clientFile, [], { env: { ...process.env, BIG_FLOW_BENCH: dataFile }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const loop = monitorEventLoopDelay({ resolution: 1 });
    // The server thread's longest garbage-collection pause in the phase: part of the loop's delay that is not request work.
    let gcMax = 0;
    const gc = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) gcMax = Math.max(gcMax, entry.duration);
    });
    gc.observe({ entryTypes: ['gc'] });
    let cpuAtStart = 0;
    let cpuPerPoll = 0;
    let failure: string | undefined;
    client.on('message', (message: Message) => {
      if ('start' in message) {
        loop.reset();
        loop.enable();
        gcMax = 0;
        cpuAtStart = mainThreadCpuMs();
        setTimeout(() => client.send('go'), 20);
      } else if ('polled' in message) {
        cpuPerPoll = (mainThreadCpuMs() - cpuAtStart) / message.polled;
        loop.disable();
      } else if ('end' in message) {
        loop.disable();
        const cpu = (mainThreadCpuMs() - cpuAtStart - cpuPerPoll * message.end.health.length) / message.end.requests.length;
        const { title: phase, requests, health } = message.end;
        console.log(
          `    ${`${phase} x ${requests.length}`.padEnd(42)} request p50 ${ms(percentile(requests, 0.5))} max ${ms(Math.max(...requests))}   /healthz meanwhile p50 ${ms(percentile(health, 0.5))} max ${ms(Math.max(...health))} (${health.length})   event loop max delay ${ms(loop.max / 1e6)} (longest GC pause ${ms(gcMax)})   server thread CPU per request ${ms(cpu)}`,
        );
      } else failure = message.failed;
    });
    const code = await new Promise<number | null>((resolve) => client.once('exit', resolve));
    gc.disconnect();
    if (failure !== undefined || code !== 0) throw new Error(`The client failed (exit ${code}): ${failure ?? ''}`);
  } finally {
    await t.app.close();
    await work.close();
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const flows = { flow: bigFlow(), waiting: bigFlow(true) };
  const { flow } = flows;
  console.log(
    `A big flow (2,000 modules, ${(flow.length / 1024 / 1024).toFixed(1)} MB) saved, opened, published and talked to, and a 5,000-row intents CSV uploaded, ${TIMES} times each by a signed-in member (server in-process, in-memory PGlite, 127.0.0.1; requests and /healthz polling from a child process):`,
  );
  await run('before: PGlite, the request work and the flows on the server thread', inThreadDatabase, inThreadWork(), Infinity, flows);
  await run('PGlite on its own thread, the request work and the flows on the server thread', ownThreadDatabase, inThreadWork(), Infinity, flows);
  await run('PGlite, the request work and big flows on threads of their own (as the console runs)', ownThreadDatabase, workPool(), undefined, flows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
