import { Worker } from 'node:worker_threads';

/** How much a run may take: time (ms of the sandbox thread), memory and stack (bytes). */
export type CodeLimits = { timeMs: number; memoryBytes: number; stackBytes: number };

export const DEFAULT_CODE_LIMITS: CodeLimits = { timeMs: 1000, memoryBytes: 32 * 1024 * 1024, stackBytes: 512 * 1024 };

/** A value a code block hands back: each becomes a conversation parameter. */
export type CodeValue = string | number | boolean;

export type CodeFailureKind = 'syntax' | 'thrown' | 'time' | 'memory' | 'stack' | 'result' | 'busy' | 'crashed';

export type CodeRunOutcome = { ok: true; values: Record<string, CodeValue>; logs: string[] } | { ok: false; kind: CodeFailureKind; error: string; logs: string[] };

export type CodeRunner = {
  run(code: string, params: Record<string, string>, limits?: Partial<CodeLimits>): Promise<CodeRunOutcome>;
  /** Stops the threads; what was waiting is answered 'crashed'. */
  close(): Promise<void>;
};

export type CodeRunnerOptions = {
  /** Sandbox threads running at once (1-2 on a small machine). */
  threads?: number;
  /** Runs waiting for a thread; beyond that a run is refused at once ('busy'). */
  queue?: number;
  limits?: Partial<CodeLimits>;
  /** Time on top of the limit before a thread that does not answer is stopped and replaced. */
  graceMs?: number;
};

type WorkerOutcome =
  | { state: 'ok'; values: Record<string, CodeValue>; logs: string[] }
  | { state: 'syntax' | 'thrown'; message: string; logs: string[] }
  | { state: 'result'; got: string; logs: string[] }
  | { state: 'time' | 'memory' | 'stack'; logs?: string[] }
  | { state: 'crashed'; message: string };

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(3))} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The clear text of each failure, as the conversation log and the editor's test run show it. */
export function failureText(kind: CodeFailureKind, limits: CodeLimits, detail = ''): string {
  switch (kind) {
    case 'syntax':
      return `the code block has a syntax error: ${detail}`;
    case 'thrown':
      return `the code block threw an error: ${detail}`;
    case 'time':
      return `the code block ran out of time (${seconds(limits.timeMs)})`;
    case 'memory':
      return `the code block ran out of memory (${megabytes(limits.memoryBytes)})`;
    case 'stack':
      return 'the code block called itself too deeply (stack overflow)';
    case 'result':
      return `the code block must return an object; it returned ${detail}`;
    case 'busy':
      return 'too many code blocks are waiting to run; try again in a moment';
    case 'crashed':
      return `the code block stopped its sandbox${detail ? `: ${detail}` : ''}`;
  }
}

function outcomeOf(answer: WorkerOutcome, limits: CodeLimits): CodeRunOutcome {
  const logs = 'logs' in answer ? (answer.logs ?? []) : [];
  switch (answer.state) {
    case 'ok':
      return { ok: true, values: answer.values, logs };
    case 'syntax':
    case 'thrown':
      return { ok: false, kind: answer.state, error: failureText(answer.state, limits, answer.message), logs };
    case 'result':
      return { ok: false, kind: 'result', error: failureText('result', limits, answer.got), logs };
    case 'crashed':
      return { ok: false, kind: 'crashed', error: failureText('crashed', limits, answer.message), logs };
    default:
      return { ok: false, kind: answer.state, error: failureText(answer.state, limits), logs };
  }
}

type Job = { id: number; code: string; params: Record<string, string>; limits: CodeLimits; resolve: (outcome: CodeRunOutcome) => void };
type Slot = { worker: Worker; ready: Promise<void>; job: Job | null; timer: NodeJS.Timeout | null };

/**
 * Runs code blocks in QuickJS compiled to WebAssembly (codeWorker.mjs) on a few worker threads,
 * so a busy block never holds the server's event loop. Runs wait in a bounded queue; a thread
 * that dies or does not answer within its limit and a grace is stopped and replaced.
 */
export function createCodeRunner(options: CodeRunnerOptions = {}): CodeRunner {
  const threads = Math.max(1, options.threads ?? 1);
  const queueSize = Math.max(0, options.queue ?? 20);
  const defaults: CodeLimits = { ...DEFAULT_CODE_LIMITS, ...options.limits };
  const graceMs = options.graceMs ?? 2000;
  const waiting: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot, outcome: CodeRunOutcome) => {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    job?.resolve(outcome);
  };

  const replace = (slot: Slot, outcome: CodeRunOutcome) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    finish(slot, outcome);
    void slot.worker.terminate();
    if (!closed) pump();
  };

  const startSlot = (): Slot => {
    const worker = new Worker(new URL('./codeWorker.mjs', import.meta.url), { execArgv: [] });
    worker.unref();
    let ready!: () => void;
    const slot: Slot = { worker, ready: new Promise<void>((resolve) => (ready = resolve)), job: null, timer: null };
    worker.on('message', (message: { ready?: true; id?: number; outcome?: WorkerOutcome }) => {
      if (message.ready) return ready();
      if (slot.job && message.id === slot.job.id && message.outcome) {
        finish(slot, outcomeOf(message.outcome, slot.job.limits));
        pump();
      }
    });
    const died = (detail: string) => {
      if (!slots.includes(slot)) return;
      const limits = slot.job?.limits ?? defaults;
      replace(slot, { ok: false, kind: 'crashed', error: failureText('crashed', limits, detail), logs: [] });
    };
    worker.on('error', (error) => died(error.message));
    worker.on('exit', (code) => died(`the sandbox thread exited (${code})`));
    slots.push(slot);
    return slot;
  };

  const give = (slot: Slot, job: Job) => {
    slot.job = job;
    void slot.ready.then(() => {
      if (slot.job !== job) return;
      // The sandbox's own interrupt stops a loop; this stops a thread that cannot answer at all.
      slot.timer = setTimeout(() => replace(slot, { ok: false, kind: 'time', error: failureText('time', job.limits), logs: [] }), job.limits.timeMs + graceMs);
      slot.timer.unref();
      slot.worker.postMessage({ id: job.id, code: job.code, params: job.params, limits: job.limits });
    });
  };

  function pump() {
    while (waiting.length) {
      let slot = slots.find((s) => !s.job);
      if (!slot && slots.length < threads) slot = startSlot();
      if (!slot) return;
      give(slot, waiting.shift()!);
    }
  }

  return {
    run(code, params, limits) {
      const all: CodeLimits = { ...defaults, ...limits };
      if (closed) return Promise.resolve({ ok: false, kind: 'crashed', error: failureText('crashed', all, 'the code station is closed'), logs: [] });
      const busy = slots.length >= threads && slots.every((s) => s.job) && waiting.length >= queueSize;
      if (busy) return Promise.resolve({ ok: false, kind: 'busy', error: failureText('busy', all), logs: [] });
      return new Promise((resolve) => {
        waiting.push({ id: nextId++, code, params, limits: all, resolve });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.resolve({ ok: false, kind: 'crashed', error: failureText('crashed', job.limits, 'the code station is closed'), logs: [] });
      const all = slots.splice(0);
      for (const slot of all) finish(slot, { ok: false, kind: 'crashed', error: failureText('crashed', slot.job?.limits ?? defaults, 'the code station is closed'), logs: [] });
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
}

let shared: CodeRunner | undefined;

const fromEnv = (name: string): number | undefined => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/**
 * The server's runner: one sandbox thread, 20 waiting runs; limits from CODE_BLOCK_TIME_MS,
 * CODE_BLOCK_MEMORY_MB and CODE_BLOCK_THREADS when set (docs/code-station.md).
 */
export function sharedCodeRunner(): CodeRunner {
  const memoryMb = fromEnv('CODE_BLOCK_MEMORY_MB');
  return (shared ??= createCodeRunner({
    threads: fromEnv('CODE_BLOCK_THREADS') ?? 1,
    limits: { ...(fromEnv('CODE_BLOCK_TIME_MS') ? { timeMs: fromEnv('CODE_BLOCK_TIME_MS')! } : {}), ...(memoryMb ? { memoryBytes: memoryMb * 1024 * 1024 } : {}) },
  }));
}
