import { Worker } from 'node:worker_threads';
import type { FromFlowThread, ToFlowThread } from './flowThreadRuns';
import type { EngineEffects, TurnResult } from './turn';
import type { FlowOutline, TurnStart, VersionRunner, VersionTurn } from './versionRunner';

/** How long the flow thread may stand idle before it stops (it starts again with the next big flow). */
export const FLOW_THREAD_IDLE_MS = 30_000;

/** A stored flow this big (JSON text, UTF-16 units) or bigger is read, compiled and run on the flow thread. */
export const FLOW_THREAD_FROM = 64 * 1024;

export class FlowNotRunnable extends Error {}

type Pending = {
  settle: (message: FromFlowThread) => void;
  fail: (error: unknown) => void;
  effects?: EngineEffects;
};

/**
 * A thread of its own for big flows. Compiling a statechart of a thousand modules takes tens of
 * milliseconds (XState builds every state node at once), and that held the server's event loop
 * when a conversation first opened on such a flow: every other request waited. A big version is
 * prepared (read, checked, compiled) and its turns run on this thread; each side effect a turn
 * needs is asked of the server's thread and answered from there, so the effects stay where the
 * database and the mailer are. The thread starts with the first big flow, keeps the versions it
 * compiled, and stops after `idleMs` without work (the versions it held are prepared again when
 * next needed, from the text the server keeps). It never keeps the process alive.
 */
export function createFlowThread(options: { idleMs?: number } = {}) {
  const idleMs = options.idleMs ?? FLOW_THREAD_IDLE_MS;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  let closed = false;
  const pending = new Map<number, Pending>();

  const stopped = (error: Error) => {
    worker = undefined;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.fail(error);
    }
  };

  const idle = () => {
    worker?.unref();
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      const current = worker;
      if (!current || pending.size) return;
      worker = undefined;
      void current.terminate();
    }, idleMs);
    idleTimer.unref();
  };

  async function answerEffect(thread: Worker, message: Extract<FromFlowThread, { kind: 'effect' }>, effects: EngineEffects): Promise<void> {
    let reply: ToFlowThread;
    try {
      const effect = effects[message.name] as (input: unknown) => Promise<unknown>;
      reply = { kind: 'answer', call: message.call, ok: true, value: await effect(message.input) };
    } catch (error) {
      reply = { kind: 'answer', call: message.call, ok: false, error };
    }
    if (worker === thread) thread.postMessage(reply);
  }

  const started = (): Worker => {
    if (worker) return worker;
    const thread = new Worker(new URL('./flowThreadWorker.mjs', import.meta.url), { execArgv: [] });
    worker = thread;
    thread.on('message', (message: FromFlowThread) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      if (message.kind === 'effect') {
        if (waiting.effects) void answerEffect(thread, message, waiting.effects);
        return;
      }
      pending.delete(message.id);
      waiting.settle(message);
      if (!pending.size) idle();
    });
    thread.on('error', (error) => {
      if (worker === thread) stopped(new Error(`The flow thread failed: ${error.message}`));
    });
    thread.on('exit', (code) => {
      if (worker === thread) stopped(new Error(`The flow thread stopped (${code}).`));
    });
    return thread;
  };

  function ask(message: ToFlowThread & { id: number }, effects?: EngineEffects): Promise<FromFlowThread> {
    if (closed) return Promise.reject(new Error('The flow thread is closed.'));
    const thread = started();
    thread.ref();
    if (idleTimer) clearTimeout(idleTimer);
    return new Promise((resolve, reject) => {
      pending.set(message.id, { settle: resolve, fail: reject, ...(effects ? { effects } : {}) });
      thread.postMessage(message);
    });
  }

  async function prepare(versionId: string, flowText: string): Promise<FlowOutline> {
    const answer = await ask({ kind: 'prepare', id: nextId++, versionId, flowText });
    if (answer.kind === 'prepared') return answer.outline;
    throw new FlowNotRunnable('The flow cannot run.');
  }

  async function run(versionId: string, flowText: string, effects: EngineEffects, turn: VersionTurn, start: TurnStart): Promise<TurnResult> {
    for (let tries = 0; ; tries += 1) {
      const answer = await ask({ kind: 'run', id: nextId++, versionId, turn, start }, effects);
      if (answer.kind === 'ran') return answer.result;
      if (answer.kind === 'failed') throw answer.error;
      // The thread stopped meanwhile or dropped the version: prepared again, from the text kept here.
      if (answer.kind !== 'unknown' || tries > 0) throw new Error('The flow thread could not run the turn.');
      await prepare(versionId, flowText);
    }
  }

  return {
    /**
     * A big version read, checked and compiled on the thread; answers its outline and a runner
     * for its turns, or throws FlowNotRunnable when its flow cannot run.
     */
    async runner(versionId: string, flowText: string): Promise<{ outline: FlowOutline; runner: VersionRunner }> {
      const outline = await prepare(versionId, flowText);
      return { outline, runner: { run: (effects, turn, start = {}) => run(versionId, flowText, effects, turn, start) } };
    },
    /** Whether the thread runs now (it stops when idle). */
    running: () => worker !== undefined,
    async close(): Promise<void> {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      const current = worker;
      stopped(new Error('The flow thread is closed.'));
      await current?.terminate();
    },
  };
}
export type FlowThread = ReturnType<typeof createFlowThread>;

let shared: FlowThread | undefined;
/** The process's one flow thread, started when a big flow first needs it. */
export const sharedFlowThread = (): FlowThread => (shared ??= createFlowThread());
