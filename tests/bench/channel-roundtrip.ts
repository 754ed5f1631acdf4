// Prints the time from a provider's webhook to the assistant's reply arriving back at the
// provider (p50, p99, replies/s) with 200 concurrent end users, each in their own conversation,
// beside the bare GET /healthz of the same server under the same concurrency. The path is the
// whole channel layer: the shared webhook route, the generic adapter's token check, the claim,
// the turn (FAQ template), the durable outbound queue and the POST to the partner (the generic
// channel's sandbox receiver, in the load process). Server in-process on in-memory PGlite.
// Figures only; nothing passes or fails. Run: npm run bench:channel
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { faqTemplate } from '../../server/bots/templates/faq';
import { newToken, tokenHash } from '../../server/channels/channelRules';
import { insertGenericChannel } from '../../server/channels/channelStore';
import { companyWith, gql, personWithSession } from '../api/graphqlHelpers';
import { buildTestApp, testDatabase } from '../api/testApp';

const require = createRequire(import.meta.url);
const USERS = 200;
const SECONDS = 10;
const REPLIES = ['Shipping', 'Yes'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** GET /healthz under the same concurrency, with autocannon in a child process (as bench:chat does). */
async function bareRoute(url: string): Promise<{ p50: number; p99: number; rps: number }> {
  const script = `require(${JSON.stringify(require.resolve('autocannon'))})({ url: ${JSON.stringify(`${url}/healthz`)}, connections: ${USERS}, duration: ${SECONDS} }, (e, r) => { if (e) throw e; process.stdout.write(JSON.stringify({ p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average })); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(output) as { p50: number; p99: number; rps: number };
}

async function main(): Promise<void> {
  const db = await testDatabase();
  const t = await buildTestApp(db, { webChatRateLimit: 1_000_000_000, outboundPollMs: 200 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/channelLoad.ts'], { stdio: ['pipe', 'pipe', 'inherit'] });
  try {
    const owner = await personWithSession(t, 'Bench');
    const companyId = await companyWith(t, 'Bench Co', [[owner, 'ADMIN']], { enterprise: true });
    const copied = await gql(
      t,
      'mutation ($s: ID!, $c: ID!, $n: String!) { copyBotFromTemplate(sourceBotId: $s, companyId: $c, name: $n) { id } }',
      { s: faqTemplate.id, c: companyId, n: 'FAQ bench' },
      { token: owner.token },
    );
    const botId = (copied.data?.['copyBotFromTemplate'] as { id: string } | undefined)?.id;
    if (!botId) throw new Error(`The assistant could not be created: ${JSON.stringify(copied.errors)}`);
    let buffered = '';
    const nextLine = () =>
      new Promise<string>((resolve) => {
        const check = () => {
          const at = buffered.indexOf('\n');
          if (at === -1) return false;
          resolve(buffered.slice(0, at));
          buffered = buffered.slice(at + 1);
          return true;
        };
        if (!check())
          child.stdout.once('data', function more(chunk: Buffer) {
            buffered += chunk.toString();
            if (!check()) child.stdout.once('data', more);
          });
      });
    const { partner } = JSON.parse(await nextLine()) as { partner: string };
    const apiToken = newToken();
    const channel = await insertGenericChannel(db, t.config.secretKey, {
      companyId,
      botId,
      name: 'Bench partner',
      webhookUrl: partner,
      apiTokenHash: tokenHash(apiToken),
      userId: owner.userId,
      now: new Date(),
    });
    console.log(`Channel round trip with ${USERS} concurrent end users for ${SECONDS} s each (server in-process, in-memory PGlite, FAQ template, generic channel):`);
    const bare = await bareRoute(url);
    console.log(
      `  ${'GET /healthz (bare route)'.padEnd(58)} p50 ${String(bare.p50).padStart(6)} ms   p99 ${String(bare.p99).padStart(6)} ms   ${bare.rps.toFixed(0).padStart(6)} req/s`,
    );
    child.stdin.write(JSON.stringify({ url, channelId: channel.id, apiToken, users: USERS, seconds: SECONDS, replies: REPLIES }) + '\n');
    const result = JSON.parse(await nextLine()) as { roundTrips: number[]; failures: number };
    const sorted = [...result.roundTrips].sort((a, b) => a - b);
    console.log(
      `  ${'webhook in -> reply at the partner (round trip)'.padEnd(58)} p50 ${percentile(sorted, 50).toFixed(0).padStart(6)} ms   p99 ${percentile(sorted, 99).toFixed(0).padStart(6)} ms   ${(sorted.length / SECONDS).toFixed(0).padStart(6)} replies/s   (${sorted.length} round trips, ${result.failures} refused)`,
    );
  } finally {
    child.kill();
    await t.app.close();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
