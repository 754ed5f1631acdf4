// @ts-check
// The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly
// synchronously: a query on a big row (a 5 MB flow version) would hold the server's event loop
// for hundreds of milliseconds. Here it holds only this thread; the server talks to it by
// messages (see pgliteThreadDialect.ts). Plain JavaScript: a worker thread is started by Node
// itself, without the TypeScript loader the server runs under.
import { Blob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** The fields of a PostgreSQL error a caller may read (never the query's parameters). */
const errorFields = ['severity', 'code', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'];

/** @param {unknown} error */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const described = { message: error.message, name: error.name };
  for (const field of errorFields) {
    const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (error))[field];
    if (typeof value === 'string' || typeof value === 'number') described[field] = value;
  }
  return described;
}

const port = parentPort;
if (!port) throw new Error('pgliteThread.mjs runs only as a worker thread.');

/** @type {string | undefined} */
const dataDir = workerData?.dataDir;
/**
 * A file written by PGlite's dumpDataDir: an in-memory database starts as a copy of it instead of
 * running initdb (the test suite opens one migrated copy per test file this way).
 * @type {string | undefined}
 */
const snapshot = workerData?.snapshot;
/**
 * pgvector for the knowledge base's passages: PGlite ships it as an extension (in the main package
 * up to 0.4, as @electric-sql/pglite-pgvector from 0.5). Without it the passages keep their
 * embeddings as real[] (migration 019 checks which).
 */
async function vectorExtension() {
  for (const name of ['@electric-sql/pglite-pgvector', '@electric-sql/pglite/vector']) {
    try {
      const module = await import(name);
      if (module.vector) return module.vector;
    } catch {
      // Not installed: the next one, else none.
    }
  }
  return undefined;
}
const vector = await vectorExtension();
/**
 * PostgreSQL's default of 128 MB shared buffers is sized for a server of its own; the embedded
 * database shares the console's process, and PGlite touches all of it on start. 32 MB takes about
 * 100 MB less of the process's memory, and the web chat bench stores turns as fast as with 128 MB
 * (docs/performance.md); what does not fit is read again from the operating system's file cache.
 */
const SETTINGS = ['shared_buffers=32MB'];

/** @type {import('@electric-sql/pglite').PGliteOptions} */
const options = {
  postgresqlconf: SETTINGS,
  ...(vector ? { extensions: { vector } } : {}),
  ...(snapshot !== undefined ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {}),
};
const pglite = dataDir === undefined ? new PGlite(options) : new PGlite(dataDir, options);

/** Messages are handled one at a time, in the order they came: the server sends one query at a time anyway. */
let queue = pglite.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error) => port.postMessage({ ready: false, error: describeError(error) }),
);

port.on('message', (/** @type {{ id: number; sql?: string; params?: unknown[]; close?: boolean }} */ request) => {
  queue = queue.then(async () => {
    try {
      if (request.close) {
        if (!pglite.closed) await pglite.close();
        port.postMessage({ id: request.id, ok: true });
        port.close();
        return;
      }
      const result = await pglite.query(request.sql ?? '', request.params ?? [], { rowMode: 'object' });
      port.postMessage({ id: request.id, ok: true, rows: result.rows, affectedRows: result.affectedRows });
    } catch (error) {
      port.postMessage({ id: request.id, ok: false, error: describeError(error) });
    }
  });
});
