// @ts-check
// The flow thread (flowThread.ts): big flows read, compiled and run off the server's event loop.
// Plain JavaScript, loaded by Node itself. Beside the server's bundle (dist-server/,
// vite.server.config.ts) its work is the bundle's entry flowThreadRuns.mjs; beside the sources it
// is TypeScript, loaded through tsx's import API (the server's own loader does not reach worker
// threads). Messages that come while it loads wait for it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';

const bundled = new URL('./flowThreadRuns.mjs', import.meta.url);

/** @type {Promise<{ flowThreadRuns: (send: (message: unknown) => void) => { receive: (message: any) => void } }>} */
const loading = existsSync(fileURLToPath(bundled)) ? import(bundled.href) : import('tsx/esm/api').then(({ tsImport }) => tsImport('./flowThreadRuns.ts', import.meta.url));

const port = parentPort;
if (!port) throw new Error('The flow thread runs as a worker thread.');
const runs = loading.then(({ flowThreadRuns }) => flowThreadRuns((message) => port.postMessage(message)));
port.on('message', (message) => {
  void runs.then((thread) => thread.receive(message));
});
