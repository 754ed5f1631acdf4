// The load of the channel round-trip bench (tests/bench/channel-roundtrip.ts), in its own
// process so that it does not slow the server it measures: USERS end users, each writing on
// the generic channel's provider webhook and waiting for the assistant's reply to arrive at
// this process's partner server, again and again for SECONDS. It prints its partner's address,
// reads what to load from its first line of input, then prints the round trips as JSON.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Load = { url: string; channelId: string; apiToken: string; users: number; seconds: number; replies: string[] };

const waiting = new Map<string, () => void>();
const partner = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    response.writeHead(204).end();
    const { clientId } = JSON.parse(body) as { clientId: string };
    waiting.get(clientId)?.();
  });
});
await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
process.stdout.write(JSON.stringify({ partner: `http://127.0.0.1:${(partner.address() as AddressInfo).port}/hook` }) + '\n');
const load = await new Promise<Load>((resolve) => process.stdin.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString()) as Load)));

const roundTrips: number[] = [];
let failures = 0;
const end = Date.now() + load.seconds * 1000;
async function user(n: number): Promise<void> {
  const clientId = `bench-user-${n}`;
  for (let turn = 0; Date.now() < end; turn += 1) {
    const started = performance.now();
    const replied = new Promise<void>((resolve) => waiting.set(clientId, resolve));
    const answer = await fetch(`${load.url}/channels/v1/generic/${load.channelId}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apitoken: load.apiToken },
      body: JSON.stringify({ clientInfo: { id: clientId }, message: { id: `${clientId}-${turn}`, content: load.replies[turn % load.replies.length] } }),
    });
    await answer.arrayBuffer();
    if (answer.status !== 200) {
      failures += 1;
      continue;
    }
    await replied;
    roundTrips.push(performance.now() - started);
  }
}
await Promise.all(Array.from({ length: load.users }, (_, n) => user(n)));
process.stdout.write(JSON.stringify({ roundTrips, failures }) + '\n');
partner.close();
