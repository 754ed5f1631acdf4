import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
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
  /** Starts the threads now rather than on the first big request (about 0.3 s each). */
  warm(): void;
  close(): Promise<void>;
};

type Job = { id: number; task: TaskName; input: unknown; transfer: ArrayBuffer[]; resolve: (output: never) => void; reject: (error: Error) => void };
type Answer = { id: number; ok: true; output: unknown } | { id: number; ok: false; message: string };

function runHere<K extends TaskName>(task: K, input: TaskInput<K>): Promise<TaskOutput<K>> {
  return new Promise((resolve) => resolve((tasks[task] as (value: TaskInput<K>) => TaskOutput<K>)(input)));
}

/** Every task on the calling thread, whatever its size: how the server worked before the pool (the benchmark's baseline). */
export function inThreadWork(): Work {
  return { run: (task, input) => runHere(task, input), warm: () => undefined, close: async () => undefined };
}

/** One thread; it keeps the process alive only while it has a job. */
class PoolThread {
  readonly worker = new Worker(new URL('./workThread.mjs', import.meta.url), { execArgv: [] });
  job: Job | undefined;

  constructor(onAnswer: (thread: PoolThread, answer: Answer) => void, onGone: (thread: PoolThread, error: Error) => void) {
    this.worker.unref();
    this.worker.on('message', (answer: Answer) => onAnswer(this, answer));
    this.worker.on('error', (error) => onGone(this, new Error(`A work thread stopped: ${error.message}`)));
    this.worker.on('exit', () => onGone(this, new Error('A work thread stopped.')));
  }

  give(job: Job): void {
    this.job = job;
    this.worker.ref();
    this.worker.postMessage({ id: job.id, task: job.task, input: job.input }, job.transfer);
  }

  take(): Job | undefined {
    const job = this.job;
    this.job = undefined;
    this.worker.unref();
    return job;
  }
}

/**
 * A few worker threads (one less than the cores, at least one, at most `threads`), started when
 * first needed; inputs under `fromSize` run on the calling thread. Idle threads never keep the
 * process alive; `close` stops them (the app closes its pool when it closes).
 */
export function workPool(options: { threads?: number; fromSize?: number; onRun?: (task: TaskName, on: RanOn) => void } = {}): Work {
  const size = Math.max(1, options.threads ?? Math.min(4, availableParallelism() - 1));
  const fromSize = options.fromSize ?? OFF_THREAD_FROM;
  const threads: PoolThread[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const onAnswer = (thread: PoolThread, answer: Answer) => {
    if (thread.job?.id !== answer.id) return;
    const job = thread.take()!;
    if (answer.ok) job.resolve(answer.output as never);
    else job.reject(new Error(answer.message));
    dispatch();
  };
  const onGone = (thread: PoolThread, error: Error) => {
    const index = threads.indexOf(thread);
    if (index === -1) return;
    threads.splice(index, 1);
    thread.take()?.reject(error);
    void thread.worker.terminate();
    if (!closed) dispatch();
  };
  const spawn = () => {
    const thread = new PoolThread(onAnswer, onGone);
    threads.push(thread);
    return thread;
  };
  function dispatch(): void {
    while (queue.length > 0) {
      const thread = threads.find((candidate) => candidate.job === undefined) ?? (threads.length < size ? spawn() : undefined);
      if (!thread) return;
      thread.give(queue.shift()!);
    }
  }

  return {
    run(task, input, inputSize, transfer = []) {
      if (inputSize < fromSize) {
        options.onRun?.(task, 'here');
        return runHere(task, input);
      }
      if (closed) return Promise.reject(new Error('The work pool is closed.'));
      options.onRun?.(task, 'pool');
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, task, input, transfer, resolve: resolve as (output: never) => void, reject });
        dispatch();
      });
    },
    warm() {
      while (!closed && threads.length < size) spawn();
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The work pool is closed.'));
      const stopping = threads.splice(0);
      for (const thread of stopping) thread.take()?.reject(new Error('The work pool is closed.'));
      await Promise.all(stopping.map((thread) => thread.worker.terminate()));
    },
  };
}
