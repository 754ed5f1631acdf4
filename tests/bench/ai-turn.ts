// Prints how long one conversation turn takes when an AI module recognises the message with the
// built-in NLU, beside the same turn through an INPUT module (no prediction) measured in the same
// run: p50, p95, p99 and turns/s. Each turn is what the server runs for a message: the stored
// snapshot restored, runTurn with the real engine effects (the AI connection read from the
// database, the trained classifier's prediction), the new snapshot persisted as JSON. The NLU is
// trained on the Turkish set of tests/data (our own making) and asked its held-back test
// utterances in turn. The database is the embedded one (in-memory PGlite). Figures only;
// nothing passes or fails. Run: npm run bench:ai-turn
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileFlow } from '../../machines/flow/compile';
import type { FlowDocument } from '../../services/contracts/flow';
import { loadAiConnection } from '../../server/ai/connectionRef';
import { createEngineEffects } from '../../server/engine/effects';
import { runTurn } from '../../server/engine/turn';
import { outboxMailer } from '../../server/mail/mailer';
import { sandboxAgents } from '../../server/providers/agents/sandboxAdapter';
import { aiProviderFor } from '../../server/providers/ai';
import { sandboxZapier } from '../../server/providers/zapier/sandboxAdapter';
import { aiConnection } from '../api/aiTestHelpers';
import { companyWith, personWithSession } from '../api/graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from '../api/testApp';
import { mod } from '../engine/flows';

const TURNS = 2000;
const WARM_UP = 100;

type NluSet = { language: string; intents: Array<{ name: string; train: string[]; test: string[] }> };

const say = (id: string, text: string) => mod(id, 'MESSAGE', { settings: { messageType: 'TEXT', payloads: [text] } });

/** START → AI module → one message per intent, the fallback when nothing is recognised. */
function aiFlow(connectionId: string, set: NluSet): FlowDocument {
  return {
    formatVersion: 2,
    modules: [
      mod('start', 'START', { connections: [{ id: 'ai' }] }),
      mod('ai', 'AI', {
        settings: { aiType: connectionId, aiMode: 'MESSAGE' },
        fallback: 'sorry',
        connections: set.intents.map((intent, index) => ({ id: `answer-${index}`, intent: intent.name })),
      }),
      ...set.intents.map((intent, index) => say(`answer-${index}`, `About ${intent.name}.`)),
      say('sorry', 'Sorry, I did not understand.'),
    ],
  };
}

/** The same turn without a prediction: START → INPUT (any text) → a message. */
const inputFlow: FlowDocument = {
  formatVersion: 2,
  modules: [
    mod('start', 'START', { connections: [{ id: 'ask' }] }),
    mod('ask', 'INPUT', { settings: { inputType: 'Any', param: 'question', prompt: '' }, connections: [{ id: 'answer' }] }),
    say('answer', 'Thank you.'),
  ],
};

type Figures = { p50: number; p95: number; p99: number; perSecond: number; answers: Map<string, number> };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(t: TestApp, companyId: string, flow: FlowDocument, utterances: string[]): Promise<Figures> {
  const machine = compileFlow(flow, { random: () => 0 });
  const deps = {
    db: t.db,
    clock: t.clock,
    config: t.config,
    mailer: outboxMailer(t.db, t.clock),
    allowPrivateAddresses: false,
    zapier: sandboxZapier(t.db),
    agents: sandboxAgents(t.db),
    agentModelFor: async () => null,
  };
  const effects = () => createEngineEffects(deps, { conversationId: randomUUID(), companyId, versionId: null, now: t.clock.now() });
  // The conversation waiting for the person's message, as the server stores it.
  const waiting = JSON.stringify((await runTurn(machine, effects(), { snapshot: null })).snapshot);
  const times: number[] = [];
  const answers = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < WARM_UP + TURNS; i += 1) {
    const text = utterances[i % utterances.length]!;
    const started = performance.now();
    const turn = await runTurn(machine, effects(), { snapshot: JSON.parse(waiting) as never, input: { text, messageType: 'TEXT' } });
    JSON.stringify(turn.snapshot);
    const ms = performance.now() - started;
    if (i < WARM_UP) continue;
    times.push(ms);
    total += ms;
    const said = String(turn.messages[0]?.content['text'] ?? '(nothing)');
    answers.set(said, (answers.get(said) ?? 0) + 1);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), perSecond: (TURNS * 1000) / total, answers };
}

function line(label: string, figures: Figures): string {
  const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
  return `  ${label.padEnd(44)} p50 ${ms(figures.p50)}   p95 ${ms(figures.p95)}   p99 ${ms(figures.p99)}   ${figures.perSecond.toFixed(0).padStart(6)} turns/s`;
}

async function main(): Promise<void> {
  const set = JSON.parse(readFileSync(join(import.meta.dirname, '../data/nlu-tr.json'), 'utf8')) as NluSet;
  const t = await buildTestApp(await testDatabase());
  try {
    const admin = await personWithSession(t, 'Bench');
    const companyId = await companyWith(t, 'AI Bench Co', [[admin, 'ADMIN']]);
    const id = await aiConnection(t, companyId, admin, 'BuiltInNlu', { language: set.language });
    const connection = (await loadAiConnection(t, id, companyId))!;
    const nlu = aiProviderFor(t, connection);
    await nlu.importRows(
      connection,
      set.intents.map((intent) => ({ intent: intent.name, utterances: intent.train })),
    );
    const trainingStarted = performance.now();
    const trained = await nlu.train(connection);
    const trainingMs = performance.now() - trainingStarted;
    if (trained.status !== 'Success') throw new Error(`The built-in NLU did not train: ${JSON.stringify(trained)}`);
    await nlu.publish(connection);

    const tests = set.intents.flatMap((intent) => intent.test);
    console.log(
      `One conversation turn, ${TURNS} turns each after ${WARM_UP} to warm up (in process, in-memory PGlite; built-in NLU trained on ${set.intents.length} ${set.language} intents in ${trainingMs.toFixed(0)} ms):`,
    );
    const baseline = await measure(t, companyId, inputFlow, tests);
    console.log(line('INPUT module (baseline, no prediction)', baseline));
    const ai = await measure(t, companyId, aiFlow(id, set), tests);
    console.log(line('AI module on the built-in NLU', ai));
    const recognised = TURNS - (ai.answers.get('Sorry, I did not understand.') ?? 0);
    console.log(`  (the AI module followed an intent in ${recognised} of ${TURNS} turns; the rest took its fallback)`);
  } finally {
    await t.app.close();
    await t.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
