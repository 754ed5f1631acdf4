// Prints how well the built-in NLU classifies intents: accuracy on HWU64 (64 intents of a home
// assistant) trained with 10 examples per intent, beside the figures published for the same
// setting (LUIS, Dialogflow, Watson) and beside the sandbox's word-count similarity measured on
// the same split; out-of-scope recall (8 intents held out of training entirely: how often their
// utterances come back as None); training time; prediction p50/p95/p99 in process; and the
// accuracy on the small Turkish and German sets of tests/data. Figures only; nothing passes or fails.
// HWU64 (CC BY 4.0, tests/data/hwu64/NOTICE.md) is read from tests/data/hwu64/{train,test}.csv
// or the folder HWU64_DIR names (CSV: "text","category").
// Run: npm run bench:nlu
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classify, loadedClassifier, NONE_INTENT } from '../../server/providers/ai/builtInNlu/classifier';
import type { StoredClassifier } from '../../server/providers/ai/builtInNlu/modelStore';
import { trainNlp } from '../../server/providers/ai/builtInNlu/nlpModel.mjs';
import { rankByUtterances } from '../../server/providers/ai/similarity';
import type { TrainedModel } from '../../server/providers/ai/training';

const SHOTS = 10;
const HELD_OUT_EVERY = 8;
const PUBLISHED = { LUIS: 0.673, Dialogflow: 0.64, Watson: 0.776 } as const;

type Example = { text: string; intent: string };

function readCsv(path: string): Example[] {
  const lines = readFileSync(path, 'utf8').split(/\r?\n/).slice(1);
  return lines.flatMap((line) => {
    const match = /^"((?:[^"]|"")*)","((?:[^"]|"")*)"$/.exec(line);
    return match ? [{ text: match[1]!.replace(/""/g, '"'), intent: match[2]!.replace(/""/g, '"') }] : [];
  });
}

/** The same pseudo-random order on every run (a linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** SHOTS examples of each intent, chosen the same way on every run. */
function fewShot(train: readonly Example[]): Map<string, string[]> {
  const random = seeded(42);
  const byIntent = new Map<string, string[]>();
  for (const example of train) byIntent.set(example.intent, [...(byIntent.get(example.intent) ?? []), example.text]);
  const chosen = new Map<string, string[]>();
  for (const intent of [...byIntent.keys()].sort()) {
    const texts = [...byIntent.get(intent)!];
    for (let i = texts.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [texts[i], texts[j]] = [texts[j]!, texts[i]!];
    }
    chosen.set(intent, texts.slice(0, SHOTS));
  }
  return chosen;
}

const modelOf = (intents: Map<string, string[]>): TrainedModel => ({
  intents: [...intents].map(([name, utterances]) => ({ name, utterances, parameters: [] })),
  entities: [],
});

type Trained = { predict: (text: string) => Promise<string>; best: (text: string) => Promise<string>; trainMs: number };

async function trainBuiltIn(source: TrainedModel, language: string, name: string): Promise<Trained> {
  const started = performance.now();
  const classifier = await trainNlp(source, language);
  const trainMs = performance.now() - started;
  const stored: StoredClassifier = { classifier, language, source, trainedAt: new Date(0) };
  const rows = async (text: string) => classify(await loadedClassifier(name, stored), stored, text);
  return {
    trainMs,
    predict: async (text) => (await rows(text))[0]?.intent ?? NONE_INTENT,
    best: async (text) => (await rows(text)).find((row) => row.intent !== NONE_INTENT)?.intent ?? NONE_INTENT,
  };
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const share = (count: number, total: number) => (total === 0 ? 0 : count / total);
const f3 = (value: number) => value.toFixed(3);

async function hwu64(dir: string): Promise<void> {
  const train = readCsv(join(dir, 'train.csv'));
  const test = readCsv(join(dir, 'test.csv'));
  const shots = fewShot(train);
  console.log(`HWU64: ${shots.size} intents, ${SHOTS} training examples each, ${test.length} test utterances`);

  const model = await trainBuiltIn(modelOf(shots), 'en', 'hwu64');
  let right = 0;
  let rightBest = 0;
  let none = 0;
  const times: number[] = [];
  for (const example of test) {
    const started = performance.now();
    const intent = await model.predict(example.text);
    times.push(performance.now() - started);
    if (intent === example.intent) right += 1;
    if (intent === NONE_INTENT) none += 1;
    if ((await model.best(example.text)) === example.intent) rightBest += 1;
  }
  times.sort((a, b) => a - b);
  const baselineModel = modelOf(shots);
  const baselineRight = test.filter((example) => rankByUtterances(example.text, baselineModel.intents)[0]?.intent === example.intent).length;

  console.log(`  built-in NLU accuracy             ${f3(share(right, test.length))}  (answers None for ${none})`);
  console.log(`  built-in NLU, best intent always  ${f3(share(rightBest, test.length))}  (no None threshold)`);
  for (const [name, figure] of Object.entries(PUBLISHED)) console.log(`  ${`${name} (published)`.padEnd(33)} ${f3(figure)}`);
  console.log(`  word-count similarity (baseline)  ${f3(share(baselineRight, test.length))}`);
  console.log(`  training time                     ${Math.round(model.trainMs)} ms`);
  console.log(`  prediction p50 / p95 / p99        ${percentile(times, 50).toFixed(2)} / ${percentile(times, 95).toFixed(2)} / ${percentile(times, 99).toFixed(2)} ms`);

  const names = [...shots.keys()];
  const heldOut = new Set(names.filter((_, index) => index % HELD_OUT_EVERY === 0));
  const kept = new Map([...shots].filter(([intent]) => !heldOut.has(intent)));
  const scoped = await trainBuiltIn(modelOf(kept), 'en', 'hwu64-scoped');
  const outOfScope = test.filter((example) => heldOut.has(example.intent));
  const inScope = test.filter((example) => !heldOut.has(example.intent));
  let recalled = 0;
  for (const example of outOfScope) if ((await scoped.predict(example.text)) === NONE_INTENT) recalled += 1;
  let inScopeRight = 0;
  for (const example of inScope) if ((await scoped.predict(example.text)) === example.intent) inScopeRight += 1;
  console.log(`  out-of-scope recall               ${f3(share(recalled, outOfScope.length))}  (${heldOut.size} intents held out, ${outOfScope.length} utterances)`);
  console.log(`  in-scope accuracy of that model   ${f3(share(inScopeRight, inScope.length))}`);
}

type OwnSet = { language: string; intents: Array<{ name: string; train: string[]; test: string[] }> };

async function ownSet(file: string): Promise<void> {
  const set = JSON.parse(readFileSync(join('tests/data', file), 'utf8')) as OwnSet;
  const source: TrainedModel = { intents: set.intents.map((i) => ({ name: i.name, utterances: i.train, parameters: [] })), entities: [] };
  const model = await trainBuiltIn(source, set.language, file);
  const test = set.intents.flatMap((i) => i.test.map((text) => ({ text, intent: i.name })));
  let right = 0;
  for (const example of test) if ((await model.predict(example.text)) === example.intent) right += 1;
  const baselineRight = test.filter((example) => rankByUtterances(example.text, source.intents)[0]?.intent === example.intent).length;
  console.log(
    `${file}: ${set.intents.length} intents, ${test.length} test utterances: accuracy ${f3(share(right, test.length))}, word-count similarity ${f3(share(baselineRight, test.length))}`,
  );
}

const dir = process.env['HWU64_DIR'] ?? 'tests/data/hwu64';
try {
  readFileSync(join(dir, 'test.csv'));
  await hwu64(dir);
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  console.log(`HWU64 is not in ${dir} (see tests/data/hwu64/NOTICE.md): skipped.`);
}
await ownSet('nlu-tr.json');
await ownSet('nlu-de.json');
