// @ts-check
// The built-in NLU's training thread: training a classifier of many intents takes seconds of
// computation, which on the server's thread would stop every other request. The server starts
// one such thread per training (trainer.ts), sends nothing: the intents, entities and language
// come as workerData; the thread answers { model } or { error } and ends.
import { parentPort, workerData } from 'node:worker_threads';
import { trainNlp } from './nlpModel.mjs';

const port = parentPort;
if (!port) throw new Error('trainingThread.mjs runs only as a worker thread.');

try {
  const model = await trainNlp(workerData.training, workerData.language);
  port.postMessage({ model });
} catch (error) {
  port.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
