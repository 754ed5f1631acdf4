import { Worker } from 'node:worker_threads';
import type { NlpTraining } from './nlpModel.mjs';

/**
 * Trains a classifier on its own thread (trainingThread.mjs): the server's event loop keeps
 * serving requests while NLP.js learns. Answers the NLP.js export of the trained classifier.
 */
export function trainOffThread(training: NlpTraining, language: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./trainingThread.mjs', import.meta.url), { workerData: { training, language } });
    let settled = false;
    worker.once('message', (message: { model?: string; error?: string }) => {
      settled = true;
      if (typeof message.model === 'string') resolve(message.model);
      else reject(new Error(message.error ?? 'The training ended without a classifier.'));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The training thread stopped (exit code ${code}).`));
    });
  });
}
