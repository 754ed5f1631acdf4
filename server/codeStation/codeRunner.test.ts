import { afterAll, describe, expect, it } from 'vitest';
import { createCodeRunner } from './codeRunner';

const runner = createCodeRunner({ threads: 1, queue: 4, limits: { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 } });
afterAll(() => runner.close());

describe('the code block sandbox', () => {
  it('runs the code as main(params) and hands back its string, number and boolean values', async () => {
    const outcome = await runner.run('return { greeting: "Hello " + params.name, doubled: Number(params.n) * 2, adult: true, nested: { x: 1 }, none: null };', {
      name: 'Ada',
      n: '21',
    });
    expect(outcome).toEqual({ ok: true, values: { greeting: 'Hello Ada', doubled: 42, adult: true }, logs: [] });
  });

  it('keeps console lines, bounded', async () => {
    const outcome = await runner.run('console.log("total", 3, { a: 1 }); console.error("careful"); return {};', {});
    expect(outcome).toEqual({ ok: true, values: {}, logs: ['total 3 {"a":1}', 'careful'] });
    const flood = await runner.run('for (let i = 0; i < 1000; i++) console.log("line " + i); return {};', {});
    expect(flood.logs).toHaveLength(101);
    expect(flood.logs.at(-1)).toBe('(more output was left out)');
  });

  it('reports a syntax error, a thrown error and a result that is not an object', async () => {
    expect(await runner.run('return {', {})).toMatchObject({ ok: false, kind: 'syntax', error: expect.stringContaining('the code block has a syntax error: SyntaxError') });
    expect(await runner.run('console.log("before"); throw new Error("no stock");', {})).toEqual({
      ok: false,
      kind: 'thrown',
      error: 'the code block threw an error: Error: no stock',
      logs: ['before'],
    });
    expect(await runner.run('return 42;', {})).toMatchObject({ ok: false, kind: 'result', error: 'the code block must return an object; it returned number' });
    expect(await runner.run('return [1];', {})).toMatchObject({ error: 'the code block must return an object; it returned an array' });
  });

  it('reaches nothing of Node: no require, process, fetch or file system', async () => {
    const outcome = await runner.run('return { require: typeof require, process: typeof process, fetch: typeof fetch, std: typeof std, os: typeof os };', {});
    expect(outcome).toEqual({ ok: true, values: { require: 'undefined', process: 'undefined', fetch: 'undefined', std: 'undefined', os: 'undefined' }, logs: [] });
  });

  it('stops an infinite loop with a clear error while the server keeps serving', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const looping = runner.run('while (true) {}', {});
    // The event loop turns while the block loops: a timer fires before the run's answer.
    const ticked = await new Promise<number>((resolve) => {
      const check = setInterval(() => {
        if (ticks >= 3) {
          clearInterval(check);
          resolve(ticks);
        }
      }, 5);
    });
    expect(ticked).toBeGreaterThanOrEqual(3);
    expect(await looping).toEqual({ ok: false, kind: 'time', error: 'the code block ran out of time (1 s)', logs: [] });
    clearInterval(timer);
  });

  it('stops a 1 GB allocation with a clear error, and the next run works', async () => {
    expect(await runner.run('const big = new Uint8Array(1024 * 1024 * 1024); return { n: big.length };', {})).toMatchObject({
      ok: false,
      kind: 'memory',
      error: 'the code block ran out of memory (32 MB)',
    });
    expect(await runner.run('new Array(1e9).fill(0); return {};', {})).toMatchObject({ ok: false, kind: 'memory' });
    expect(await runner.run('return { fine: "yes" };', {})).toEqual({ ok: true, values: { fine: 'yes' }, logs: [] });
  });

  it('replaces a sandbox thread that cannot stop by itself, and serves the next run', async () => {
    const strict = createCodeRunner({ threads: 1, limits: { timeMs: 100 }, graceMs: 200 });
    try {
      // Allocating near the memory limit runs long inside the engine, where its interrupt is not checked.
      const outcome = await strict.run('const kept = []; while (true) kept.push(new Uint8Array(1024 * 1024)); return {};', {});
      expect(outcome).toMatchObject({ ok: false, kind: 'time', error: 'the code block ran out of time (0.1 s)' });
      expect(await strict.run('return { after: 1 };', {})).toEqual({ ok: true, values: { after: 1 }, logs: [] });
    } finally {
      await strict.close();
    }
  });

  it('stops runaway recursion', async () => {
    expect(await runner.run('function f(n) { return f(n + 1) + 1; } return { n: f(0) };', {})).toMatchObject({ ok: false, kind: 'stack' });
  });

  it('refuses a run when the queue is full, and serves the queued ones', async () => {
    const small = createCodeRunner({ threads: 1, queue: 1, limits: { timeMs: 200 } });
    try {
      const first = small.run('while (true) {}', {});
      const second = small.run('return { second: true };', {});
      expect(await small.run('return {};', {})).toMatchObject({ ok: false, kind: 'busy', error: 'too many code blocks are waiting to run; try again in a moment' });
      expect(await first).toMatchObject({ kind: 'time', error: 'the code block ran out of time (0.2 s)' });
      expect(await second).toEqual({ ok: true, values: { second: true }, logs: [] });
    } finally {
      await small.close();
    }
  });
});
