// @ts-check
// One thread of the work pool (workPool.ts): runs the tasks of tasks.ts on what the server posts
// and posts the result back. Plain JavaScript, started by Node itself: the tasks are TypeScript,
// loaded through tsx's import API (the server's own loader does not reach worker threads).
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const port = parentPort;
if (!port) throw new Error('workThread.mjs runs only as a worker thread.');

/** @type {{ tasks: Record<string, (input: unknown) => unknown> }} */
const { tasks } = await tsImport('./tasks.ts', import.meta.url);

port.on('message', (/** @type {{ id: number; task: string; input: unknown }} */ request) => {
  try {
    const task = tasks[request.task];
    if (!task) throw new Error(`No task named ${request.task}.`);
    const output = task(request.input);
    // Bytes (the output, or a field of it) are handed over, not copied.
    const values = output instanceof Uint8Array ? [output] : output !== null && typeof output === 'object' ? Object.values(output) : [];
    const transfer = values.filter((value) => value instanceof Uint8Array).map((bytes) => bytes.buffer);
    port.postMessage({ id: request.id, ok: true, output }, transfer);
  } catch (error) {
    port.postMessage({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
