// @vitest-environment node
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildFlow, text, type Step } from '../bots/flowBuilder';
import { checkFlowText } from '../bots/flowText';
import { tasks, type TaskName } from './tasks';
import { OFF_THREAD_FROM, workPool, type RanOn } from './workPool';

/** A flow of `count` messages of about 2 KB each: 300 make about 0.7 MB. */
function bigFlowText(count: number): string {
  const steps: Step[] = [{ id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'm1' }];
  for (let i = 1; i <= count; i += 1) {
    steps.push({
      id: `m${i}`,
      type: 'MESSAGE',
      name: `Message ${i}`,
      at: [i, 0],
      to: i === count ? 'end' : `m${i + 1}`,
      settings: text(`Step ${i}: ${'Opening hours and prices. '.repeat(76)}`),
    });
  }
  steps.push({ id: 'end', type: 'END', name: 'End', at: [0, 1] });
  return JSON.stringify(buildFlow(steps));
}

const ran: Array<[TaskName, RanOn]> = [];
const pool = workPool({ threads: 1, onRun: (task, on) => ran.push([task, on]) });
afterAll(async () => {
  await pool.close();
});

const decoded = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('the work pool', () => {
  const big = bigFlowText(300);

  it('checks a big flow on a thread of its own and stores what the server thread would', async () => {
    expect(big.length).toBeGreaterThan(OFF_THREAD_FROM);
    ran.length = 0;
    const checked = await pool.run('storedFlow', big, big.length);
    expect(ran).toEqual([['storedFlow', 'pool']]);
    const here = checkFlowText(big);
    if (!('stored' in checked) || !('flow' in here)) throw new Error('the flow was refused');
    expect(checked.stored).toBe(JSON.stringify(here.flow));
  });

  it('refuses a malformed big flow with the message users read', async () => {
    const malformed = big.replace('"type":"MESSAGE"', '"type":"NO_SUCH_TYPE"');
    const broken = big.slice(0, -10);
    for (const flow of [malformed, broken]) {
      ran.length = 0;
      const checked = await pool.run('storedFlow', flow, flow.length);
      expect(ran).toEqual([['storedFlow', 'pool']]);
      const here = checkFlowText(flow);
      expect('problem' in here && here.problem).toBeTruthy();
      expect(checked).toEqual(here);
    }
    expect(await pool.run('storedFlow', broken, broken.length)).toEqual({ problem: 'The flow is not valid JSON.' });
  });

  it('leaves small inputs on the calling thread', async () => {
    ran.length = 0;
    const small = bigFlowText(2);
    expect(small.length).toBeLessThan(OFF_THREAD_FROM);
    expect(await pool.run('designerFlow', small, small.length)).toBe(small);
    expect(ran).toEqual([['designerFlow', 'here']]);
  });

  it('leaves the event loop free while it checks a big flow: the calling thread never runs the check', async () => {
    const onThisThread = vi.spyOn(tasks, 'storedFlow');
    try {
      const checked = await pool.run('storedFlow', big, big.length);
      expect('stored' in checked).toBe(true);
      expect(onThisThread).not.toHaveBeenCalled();
      // The same spy sees a small check, which stays here: it would have seen the big one.
      const small = bigFlowText(2);
      await pool.run('storedFlow', small, small.length);
      expect(onThisThread).toHaveBeenCalledTimes(1);
    } finally {
      onThisThread.mockRestore();
    }
  });

  it('parses a big JSON body from its bytes, handed over without a copy', async () => {
    const body = Buffer.from(JSON.stringify({ query: 'mutation', variables: { flow: big } }));
    const bytes = new Uint8Array(body);
    const parsed = await pool.run('json', bytes, bytes.byteLength, [bytes.buffer]);
    expect(parsed).toEqual({ value: { query: 'mutation', variables: { flow: big } } });
    expect(bytes.byteLength).toBe(0);
    const malformed = new Uint8Array(body.subarray(0, -1));
    expect(await pool.run('json', malformed, malformed.byteLength)).toEqual({ malformed: true });
  });

  it('encodes an answer with its large texts put back, byte for byte as JSON.stringify would', async () => {
    const answer = { data: { designerVersion: { id: 'v', flow: big, again: big, note: 'ünïcode "quoted"' } } };
    const token = (n: number) => `large-text-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}-${n}`;
    const text = JSON.stringify({ data: { designerVersion: { id: 'v', flow: token(0), again: token(1), note: 'ünïcode "quoted"' } } });
    const encoded = new Uint8Array(Buffer.from(JSON.stringify(big)));
    const bytes = await pool.run('answer', { text, texts: [{ token: token(0), value: big }], encoded: [{ token: token(1), json: encoded }] }, big.length * 2);
    expect(decoded(bytes)).toBe(JSON.stringify(answer));
  });

  it('holds no thread until a big input comes, and lets its threads go once idle', async () => {
    const idle = workPool({ threads: 1, idleMs: 50 });
    try {
      expect(idle.threadCount()).toBe(0);
      const small = bigFlowText(1);
      await idle.run('designerFlow', small, small.length);
      expect(idle.threadCount()).toBe(0);
      await idle.run('designerFlow', big, big.length);
      expect(idle.threadCount()).toBe(1);
      await vi.waitFor(() => expect(idle.threadCount()).toBe(0), { timeout: 10_000, interval: 50 });
      // The next big input starts a thread again.
      expect(await idle.run('designerFlow', big, big.length)).toEqual(tasks.designerFlow(big));
    } finally {
      await idle.close();
    }
  });

  it('keeps its threads once warmed', async () => {
    const warmed = workPool({ threads: 1, idleMs: 50 });
    try {
      warmed.warm();
      await vi.waitFor(() => expect(warmed.threadCount()).toBe(1), { timeout: 10_000, interval: 50 });
      await warmed.run('designerFlow', big, big.length);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(warmed.threadCount()).toBe(1);
    } finally {
      await warmed.close();
    }
  });

  it('refuses work once closed', async () => {
    const closing = workPool({ threads: 1 });
    await closing.run('designerFlow', big, big.length);
    await closing.close();
    await expect(closing.run('designerFlow', big, big.length)).rejects.toThrow('The work pool is closed.');
  });

  it('keeps no process alive when idle: a script that used it and never closed it ends by itself', async () => {
    const script = `
      const { workPool } = await import(${JSON.stringify(fileURLToPath(new URL('./workPool.ts', import.meta.url)))});
      const pool = workPool({ threads: 1 });
      const text = JSON.stringify({ blob: 'x'.repeat(200000) });
      await pool.run('designerFlow', text, text.length);
      console.log('done');`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 30_000 });
    expect(stdout.trim()).toBe('done');
  }, 40_000);
});
