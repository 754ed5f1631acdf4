import { machineFileOf } from '../../machines/workflowMachineFiles';
import { coverageFigures, coverageLines } from './coverage';
import { isMachineName, machineCatalogue, type MachineName } from './catalogue';
import { generatePaths, type GeneratedPath } from './model';
import { formatEvent, planPaths, stateLabel, type PathPlan } from './plan';

export { machineCatalogue, isMachineName, type MachineName };

/** The generated paths of one machine of the catalogue (what its model-based test replays). */
export function pathsFor(name: MachineName): GeneratedPath[] {
  return generatePaths(machineCatalogue[name]);
}

/** The plan of a catalogue machine, or an error naming the known machines. */
export function planFor(name: string): PathPlan {
  if (!isMachineName(name)) {
    throw new Error(`unknown machine "${name}"; known: ${Object.keys(machineCatalogue).join(', ')}`);
  }
  return planPaths(name, machineCatalogue[name]);
}

/** One path as numbered steps: each event (with its payload) and the state it leads to. */
export function formatSteps(path: GeneratedPath): string[] {
  return path.steps.map((step, index) => `     ${index + 1}. ${formatEvent(step.event)}  ->  ${stateLabel(step.state)}`);
}

/** The text `npm run paths -- <machine>` prints. */
export function formatPlan(plan: PathPlan): string {
  const scenarios = plan.entry.scenarios.map((s) => `  - ${s.name}${s.input === undefined ? '' : ` (input ${JSON.stringify(s.input)})`}`);
  const shortest = plan.shortest.flatMap(({ state, path }) => [`  ${state}  [${path.scenario}]`, ...formatSteps(path)]);
  const cover = plan.cover.flatMap((path, index) => [`  #${index + 1} [${path.scenario}] ends in ${stateLabel(path.state)}`, ...formatSteps(path)]);
  const steps = plan.cover.reduce((sum, path) => sum + path.steps.length - 1, 0);
  const file = machineFileOf(plan.name);
  return [
    `${plan.name}: ${file === undefined ? '' : `${file}, `}${plan.generated} generated paths (replayed by its model-based test)`,
    'Scenarios:',
    ...scenarios,
    '',
    `Shortest path to every state (${plan.shortest.length} of ${plan.coverage.states.all.length} states):`,
    ...shortest,
    '',
    `Paths that take every transition (${plan.cover.length} paths, ${steps} events):`,
    ...cover,
    '',
    `Coverage of ${plan.name} by these paths:`,
    ...coverageLines(plan.coverage),
  ].join('\n');
}

/** Printable paths of a machine (what `npm run paths -- <machine>` prints). */
export function describePaths(name: string): string {
  return formatPlan(planFor(name));
}

export type CoverageRow = { machine: string; states: string; transitions: string; paths: number; complete: boolean; plan: PathPlan };

/** One row per catalogue machine: the coverage of its plan and the number of generated paths. */
export function coverageRows(names: readonly string[] = Object.keys(machineCatalogue)): CoverageRow[] {
  return names.map((name) => {
    const plan = planFor(name);
    const figures = coverageFigures(plan.coverage);
    return { machine: name, states: figures.states, transitions: figures.transitions, paths: plan.generated, complete: figures.complete, plan };
  });
}

/** The table `npm run paths -- --all` prints; machines with gaps list them below it. */
export function coverageTable(rows: readonly CoverageRow[]): string {
  const header = ['machine', 'states', 'transitions', 'paths', 'cover paths'];
  const body = rows.map((r) => [r.machine, r.states, r.transitions, String(r.paths), String(r.plan.cover.length)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const gaps = rows.filter((r) => !r.complete).flatMap((r) => [`${r.machine}:`, ...coverageLines(r.plan.coverage).slice(2)]);
  const complete = rows.filter((r) => r.complete).length;
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...body.map(line),
    '',
    `${complete} of ${rows.length} machines fully covered (every state reached, every transition taken).`,
    ...gaps,
  ].join('\n');
}
