// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * kill -9 of a server while 100 replies wait in the outbound queue: the next server sends every
 * one that had not arrived; only replies in flight at the kill (at most one sender batch) can
 * arrive twice. The test prints how many did.
 */
const REPLIES = 100;
const dataDir = mkdtempSync(join(tmpdir(), 'outbound-crash-'));
const arrivals: number[] = [];
let onArrival = () => {};

// The partner: takes each delivery after a short while, so that the kill finds some in flight.
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    setTimeout(() => {
      arrivals.push((JSON.parse(body) as { reply: number }).reply);
      response.writeHead(204).end();
      onArrival();
    }, 15);
  });
});

function server(env: Record<string, string>): { child: ChildProcess; started: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/crash/crashServer.ts'], {
    env: { ...process.env, CRASH_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('sending') && resolve());
    child.on('exit', (code, signal) => reject(new Error(`the server stopped before sending (${code ?? signal})`)));
  });
  child.stderr?.resume();
  return { child, started };
}

const until = (check: () => boolean) =>
  new Promise<void>((resolve) => {
    onArrival = () => check() && resolve();
    if (check()) resolve();
  });

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 with replies queued', () => {
  it('loses none: the next server sends the rest, and only replies in flight at the kill repeat', async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const first = server({ CRASH_SEED: '1', CRASH_RECEIVER_URL: url, CRASH_REPLIES: String(REPLIES) });
    await first.started;
    await until(() => arrivals.length >= 30);
    const exited = new Promise((resolve) => first.child.on('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    const atKill = arrivals.length;
    const second = server({});
    await second.started;
    await until(() => new Set(arrivals).size >= REPLIES);
    // What was in flight at the kill is due again once its lease (2 s here) ran out: let the second server send it.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    second.child.kill('SIGTERM');
    const repeats = arrivals.length - new Set(arrivals).size;
    process.stdout.write(
      `outbound crash: ${atKill} of ${REPLIES} replies had arrived at the kill; after the restart all ${REPLIES} arrived, ${repeats} twice (in flight at the kill)\n`,
    );
    expect([...new Set(arrivals)].sort((a, b) => a - b)).toEqual(Array.from({ length: REPLIES }, (_, i) => i + 1));
    // A sender sends at most one batch (10) at a time: nothing else can have been in flight.
    expect(repeats).toBeLessThanOrEqual(10);
  }, 120_000);
});
