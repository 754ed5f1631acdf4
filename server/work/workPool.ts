import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { tasks, type TaskInput, type TaskName, type TaskOutput } from './tasks';

/** Inputs from this size (bytes or UTF-16 units) go to a thread; smaller ones cost less than the trip there and back. */
export const OFF_THREAD_FROM = 64 * 1024;

/** Where a task ran: on a thread of the pool, or on the thread that asked. */
export type RanOn = 'pool' | 'here';

/**
 * The CPU-bound work of big requests (tasks.ts), off the server's event loop: parsing a big
 * body, checking and storing a flow, serialising a big answer. `size` is the input's size, which
 * decides whether a thread is worth it; `transfer` hands bytes over without copying them.
 */
export type Work = {
  run<K extends TaskName>(task: K, input: TaskInput<K>, size: number, transfer?: ArrayBuffer[]): Promise<TaskOutput<K>>;
  /** Starts the threads now rather than on the first big request (about 0.3 s each), and keeps them while the pool is open. */
  warm(): void;
  /** How many threads the pool holds now. */
  threadCount(): number;
  close(): Promise<void>;
};

function runHere<K extends TaskName>(task: K, input: TaskInput<K>): Promise<TaskOutput<K>> {
  return new Promise((resolve) => resolve((tasks[task] as (value: TaskInput<K>) => TaskOutput<K>)(input)));
}

/** Every task on the calling thread, whatever its size: how the server worked before the pool (the benchmark's baseline). */
export function inThreadWork(): Work {
  return { run: (task, input) => runHere(task, input), warm: () => undefined, threadCount: () => 0, close: async () => undefined };
}

/** What the pool's threads are asked: a task of tasks.ts and its input (workThread.mjs). */
type Request = { task: TaskName; input: unknown };

const closedError = () => new Error('The work pool is closed.');

/** How long a thread of the pool may stand idle before it stops (an idle server holds none). */
export const IDLE_THREAD_MS = 30_000;

/**
 * A few worker threads (one less than the cores, at least one, at most `threads`) kept by
 * piscina: they start with the first big request and stop after `idleMs` without work, so an
 * idle server spends no memory on them (about 15 MB each); `warm` starts them now and keeps
 * them. Inputs under `fromSize` run on the calling thread. Idle threads never keep the process
 * alive (piscina unreferences them); `close` stops them and refuses what was still waiting (the
 * app closes its pool when it closes).
 */
export function workPool(options: { threads?: number; fromSize?: number; idleMs?: number; onRun?: (task: TaskName, on: RanOn) => void } = {}): Work {
  const threads = Math.max(1, options.threads ?? Math.min(4, availableParallelism() - 1));
  const fromSize = options.fromSize ?? OFF_THREAD_FROM;
  let pool: Piscina<Request, unknown> | undefined;
  let closed = false;

  const started = (kept = 0): Piscina<Request, unknown> => {
    if (pool) return pool;
    pool = new Piscina<Request, unknown>({
      filename: fileURLToPath(new URL('./workThread.mjs', import.meta.url)),
      minThreads: kept,
      maxThreads: threads,
      idleTimeout: options.idleMs ?? IDLE_THREAD_MS,
      // The server's own flags (tsx's loader, a test runner's) are not for the threads.
      execArgv: [],
      // Messages rather than Atomics.wait: an idle thread's loop keeps running, so that it
      // finishes loading the tasks before its first one.
      atomics: 'disabled',
    });
    // A thread that fails between tasks is replaced by the pool; a task it was running is refused.
    pool.on('error', () => undefined);
    return pool;
  };

  return {
    run<K extends TaskName>(task: K, input: TaskInput<K>, inputSize: number, transfer: ArrayBuffer[] = []): Promise<TaskOutput<K>> {
      if (inputSize < fromSize) {
        options.onRun?.(task, 'here');
        return runHere(task, input);
      }
      if (closed) return Promise.reject(closedError());
      options.onRun?.(task, 'pool');
      return started()
        .run({ task, input }, { transferList: transfer })
        .then(
          (output) => output as TaskOutput<K>,
          (error: unknown) => {
            throw closed ? closedError() : error;
          },
        );
    },
    warm() {
      if (!closed) started(threads);
    },
    threadCount: () => pool?.threads.length ?? 0,
    async close() {
      closed = true;
      await pool?.destroy();
    },
  };
}
