// Prints how fast the conversation engine runs on one core: turns per second and modules
// entered per second (steps/s), running runTurn (compiled statechart, snapshot restored and
// persisted every turn, as the server does) over the generated paths of a large generated
// flow and of every template flow. Side effects go to local fakes (an HTTP server on
// 127.0.0.1 for integration calls, a collecting mailer). Figures only; nothing passes or fails.
// Run: npm run bench:engine
import { compileFlow } from '../../machines/flow/compile';
import { generateFlowPaths, type FlowPath } from '../../machines/flow/paths';
import type { FlowDocument } from '../../services/contracts/flow';
import { TEMPLATE_LIBRARY } from '../../server/bots/templates/library';
import { runTurn } from '../../server/engine/turn';
import { chainFlow } from '../engine/flows';
import { startLocalEffects, type LocalEffects } from '../engine/replay';

/** Each measurement runs at least this long (after one warm-up pass). */
const MIN_MS = 3000;

type Figures = { turns: number; steps: number; ms: number };

async function replayAll(flow: FlowDocument, paths: readonly FlowPath[], local: LocalEffects): Promise<Figures> {
  const machine = compileFlow(local.pointAt(flow), { random: () => 0 });
  let turns = 0;
  let steps = 0;
  const started = performance.now();
  for (const path of paths) {
    let snapshot: unknown = null;
    for (const step of path.steps) {
      local.script(step.effects);
      const result = await runTurn(machine, local.effects, {
        snapshot: snapshot as never,
        ...(step.input ? { input: step.input } : {}),
        ...(step.params ? { params: step.params } : {}),
      });
      local.drain();
      // What the server stores: the persisted snapshot as JSON.
      snapshot = JSON.parse(JSON.stringify(result.snapshot));
      turns += 1;
      steps += step.entered.length;
    }
  }
  return { turns, steps, ms: performance.now() - started };
}

async function measure(flow: FlowDocument, paths: readonly FlowPath[], local: LocalEffects): Promise<Figures> {
  await replayAll(flow, paths, local);
  const total: Figures = { turns: 0, steps: 0, ms: 0 };
  while (total.ms < MIN_MS) {
    const once = await replayAll(flow, paths, local);
    total.turns += once.turns;
    total.steps += once.steps;
    total.ms += once.ms;
  }
  return total;
}

const rate = (count: number, ms: number) => ((count * 1000) / ms).toFixed(0).padStart(7);

function line(label: string, figures: Figures, extra = ''): string {
  return `  ${label.padEnd(34)} ${rate(figures.turns, figures.ms)} turns/s ${rate(figures.steps, figures.ms)} steps/s  (${(figures.steps / figures.turns).toFixed(1)} modules a turn${extra})`;
}

async function main(): Promise<void> {
  const local = await startLocalEffects();
  try {
    console.log(`Conversation engine on one core: runTurn over generated paths, each flow replayed for at least ${MIN_MS / 1000} s:`);
    const perStep: string[] = [];
    for (const [blocks, oneParameter] of [
      [2, false],
      [25, false],
      [250, false],
      [2, true],
      [25, true],
      [250, true],
    ] as const) {
      const flow = chainFlow(blocks, { oneParameter });
      const compileStart = performance.now();
      compileFlow(flow);
      const compileMs = performance.now() - compileStart;
      // Providing the runner's actions and actors rebuilds the state tree: runTurn does it once
      // per compiled machine (shown apart, paid on the first turn only).
      const machine = compileFlow(flow);
      const provideStart = performance.now();
      for (let i = 0; i < 5; i += 1) machine.provide({ actions: {} });
      const provideMs = (performance.now() - provideStart) / 5;
      const generated = generateFlowPaths(flow);
      // The longest paths walk the whole chain: a few of them are enough to measure.
      const paths = [...generated.paths].sort((a, b) => b.steps.length - a.steps.length).slice(0, 4);
      const figures = await measure(flow, paths, local);
      const label = `chain of ${flow.modules.length} modules${oneParameter ? ', one parameter' : ''}`;
      console.log(line(label, figures, `; compiled in ${compileMs.toFixed(0)} ms; machine.provide ${provideMs.toFixed(1)} ms once`));
      perStep.push(`${label}: ${((figures.ms * 1000) / figures.steps).toFixed(1)} µs`);
    }
    console.log(`  per step (flat when the cost does not grow with the flow): ${perStep.join('; ')}`);
    const all: Figures = { turns: 0, steps: 0, ms: 0 };
    for (const template of TEMPLATE_LIBRARY) {
      const generated = generateFlowPaths(template.flow);
      const figures = await measure(template.flow, generated.paths, local);
      const usesHttp = generated.paths.some((p) => p.steps.some((s) => s.effects.some((e) => e.kind === 'integration')));
      console.log(line(`template ${template.name}`, figures, usesHttp ? '; integration calls over local HTTP' : ''));
      all.turns += figures.turns;
      all.steps += figures.steps;
      all.ms += figures.ms;
    }
    console.log(line('all templates', all));
  } finally {
    await local.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
