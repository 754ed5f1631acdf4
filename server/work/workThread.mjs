// @ts-check
// What a thread of the work pool (workPool.ts, on piscina) runs: the task of tasks.ts named in
// the request, on its input. Plain JavaScript, loaded by Node itself. Beside the server's bundle
// (dist-server/, vite.server.config.ts) the tasks are its entry tasks.mjs; beside the sources they
// are TypeScript, loaded through tsx's import API (the server's own loader does not reach worker
// threads). They start loading as the thread starts, so that a warmed thread answers its first
// task at once.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { move } from 'piscina';

const bundled = new URL('./tasks.mjs', import.meta.url);

/** @type {Promise<{ tasks: Record<string, (input: unknown) => unknown> }>} */
const loading = existsSync(fileURLToPath(bundled)) ? import(bundled.href) : import('tsx/esm/api').then(({ tsImport }) => tsImport('./tasks.ts', import.meta.url));

/** @param {{ task: string; input: unknown }} request */
export default async function runTask({ task, input }) {
  const { tasks } = await loading;
  const run = tasks[task];
  if (!run) throw new Error(`No task named ${task}.`);
  const output = run(input);
  // Bytes are handed back, not copied.
  return output instanceof Uint8Array ? move(output) : output;
}
