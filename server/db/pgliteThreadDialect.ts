import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

type Answer = { id: number; ok: true; rows?: unknown[]; affectedRows?: number } | { id: number; ok: false; error: Record<string, unknown> };

/** An error from the database thread, with the PostgreSQL fields callers read (code, constraint...). */
function databaseError(described: Record<string, unknown>): Error {
  const error = new Error(String(described.message ?? 'Database error.'));
  const { message: _message, ...fields } = described;
  return Object.assign(error, fields);
}

/**
 * PGlite is PostgreSQL compiled to WebAssembly. V8 compiles it first with its baseline compiler
 * (Liftoff) and then again, function by function as they run, with its optimizing one (TurboFan),
 * keeping both: some 60 MB of the process's memory for an idle embedded database. On this
 * project's two-core machine the baseline code alone also stored statements faster (no
 * background compiling shares the cores; docs/performance.md), so the process keeps to it. V8's
 * flags are the process's: the code sandbox's WebAssembly runs on the baseline compiler too.
 * PostgreSQL deployments never open PGlite and keep V8's default.
 */
let baselineWasmOnly = false;
function keepWasmOnBaselineCompiler(): void {
  if (baselineWasmOnly) return;
  setFlagsFromString('--liftoff-only');
  baselineWasmOnly = true;
}

/**
 * The embedded database on its own thread (server/db/pgliteThread.mjs): the event loop only
 * posts a query and receives its rows, so a big row or a slow query never holds other requests.
 * One query at a time, as PGlite has one connection: a transaction holds it until it ends.
 */
class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private stopped: Error | undefined;
  readonly ready: Promise<void>;

  constructor({ dataDir, snapshot }: PgliteLocation) {
    keepWasmOnBaselineCompiler();
    this.worker = new Worker(new URL('./pgliteThread.mjs', import.meta.url), { workerData: { dataDir, snapshot } });
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => {
      const onFirst = (message: { ready?: boolean; error?: Record<string, unknown> }) => {
        if (message.ready === undefined) return;
        this.worker.off('message', onFirst);
        this.worker.unref();
        if (message.ready) resolve();
        else reject(databaseError(message.error ?? {}));
      };
      this.worker.on('message', onFirst);
      // Keep the process alive until the database is open.
      this.worker.ref();
    });
    this.worker.on('message', (answer: Answer | { ready: boolean }) => {
      if (!('id' in answer)) return;
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (this.pending.size === 0) this.worker.unref();
      waiting.resolve(answer);
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', (error) => stop(new Error(`The database thread stopped: ${error.message}`)));
    this.worker.on('exit', () => stop(new Error('The database is closed.')));
  }

  /** Sends one request; the thread keeps the process alive only while an answer is awaited. */
  private send(request: { sql: string; params: readonly unknown[] } | { close: true }): Promise<Answer> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  async query(sql: string, params: readonly unknown[]): Promise<QueryResult<unknown>> {
    const answer = await this.send({ sql, params });
    if (!answer.ok) throw databaseError(answer.error);
    return {
      rows: answer.rows ?? [],
      numAffectedRows: answer.affectedRows != null ? BigInt(answer.affectedRows) : undefined,
    };
  }

  /** Closes the database (its files flushed), then the thread; the process waits for both. */
  async close(): Promise<void> {
    if (this.stopped) return;
    await this.ready.catch(() => undefined);
    await this.send({ close: true }).catch(() => undefined);
    this.worker.ref();
    await this.worker.terminate();
  }
}

/** One holder of the single connection at a time, the others queued in order. */
class ConnectionLock {
  private tail: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  async acquire(): Promise<void> {
    const before = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await before;
    this.release = release;
  }

  unlock(): void {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
}

class PgliteThreadConnection implements DatabaseConnection {
  constructor(private readonly thread: PgliteThread) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.thread.query(compiledQuery.sql, compiledQuery.parameters) as Promise<QueryResult<R>>;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The embedded database does not stream query results.');
  }
}

class PgliteThreadDriver implements Driver {
  private thread: PgliteThread | undefined;
  private connection: PgliteThreadConnection | undefined;
  private readonly lock = new ConnectionLock();

  constructor(private readonly location: PgliteLocation) {}

  async init(): Promise<void> {
    this.thread = new PgliteThread(this.location);
    await this.thread.ready;
    this.connection = new PgliteThreadConnection(this.thread);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    return this.connection!;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(savepointName)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(savepointName)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(savepointName)}`));
  }

  async releaseConnection(): Promise<void> {
    this.lock.unlock();
  }

  async destroy(): Promise<void> {
    await this.thread?.close();
  }
}

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/** PostgreSQL's dialect, on a single connection: the migrator needs no lock of its own. */
class PgliteThreadAdapter extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {}

  override async releaseMigrationLock(): Promise<void> {}
}

/** Where the database lives: in `dataDir`, or in memory (empty, or a copy of a `snapshot` file written by dumpDataDir). */
export type PgliteLocation = { dataDir?: string | undefined; snapshot?: string | undefined };

/** Kysely on the embedded database running in its own thread; in `dataDir`, or in memory. */
export class PgliteThreadDialect implements Dialect {
  constructor(private readonly location: PgliteLocation = {}) {}

  createAdapter(): DialectAdapter {
    return new PgliteThreadAdapter();
  }

  createDriver(): Driver {
    return new PgliteThreadDriver(this.location);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}
