import { getInitialMicrosteps, type AnyEventObject, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type InspectionEvent, type Snapshot } from 'xstate';
import { inertMachine, replayInert } from '../../machines/inspect/inertReplay';
import { transitionKey } from '../../machines/inspect/transitionKey';

/** One generated path: the snapshots it passes and the events that lead there. */
export type PathLike = {
  /** The machine input this path starts from. */
  input?: unknown;
  steps: ReadonlyArray<{ event: AnyEventObject; state: Snapshot<unknown> }>;
};

export type Coverage = {
  states: { all: string[]; reached: string[]; missing: string[] };
  transitions: { all: string[]; taken: string[]; missing: string[] };
};

/** Every state node of the machine, by id, the root included. */
export function allStateNodeIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateNode): void => {
    ids.push(node.id);
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return ids;
}

function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** Every candidate transition of every state node (event, done/error, after, always). */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: AnyStateNode): void => {
    ownTransitions(node).forEach((t) => keys.push(transitionKey(t)));
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return keys;
}

function nodesOf(snapshot: Snapshot<unknown>): AnyStateNode[] {
  return (snapshot as { _nodes?: AnyStateNode[] })._nodes ?? [];
}

/**
 * Replays the events of every path into a real actor (actors inert, a simulated
 * clock: replayInert in machines/inspect/inertReplay.ts) and records the state nodes
 * entered and the transitions the interpreter took, eventless ones included. Done,
 * error and after events are sent as they are.
 */
export function measureCoverage(machine: AnyStateMachine, paths: ReadonlyArray<PathLike>): Coverage {
  const reached = new Set<string>();
  const taken = new Set<string>();
  const logic = inertMachine(machine);
  for (const path of paths) {
    path.steps.forEach((step) => nodesOf(step.state).forEach((n) => reached.add(n.id)));
    const inspect = (e: InspectionEvent): void => {
      if (e.type !== '@xstate.microstep') return;
      e._transitions.forEach((t) => taken.add(transitionKey(t)));
      nodesOf(e.snapshot).forEach((n) => reached.add(n.id));
    };
    // The initial macrostep is not inspected as microsteps: walk it separately.
    getInitialMicrosteps(logic, path.input).forEach(([snapshot]) => nodesOf(snapshot).forEach((n) => reached.add(n.id)));
    replayInert(
      machine,
      path.input,
      path.steps.map((step) => step.event),
      inspect,
    );
  }
  const states = allStateNodeIds(machine);
  const transitions = allTransitionKeys(machine);
  return {
    states: { all: states, reached: states.filter((s) => reached.has(s)), missing: states.filter((s) => !reached.has(s)) },
    transitions: {
      all: transitions,
      taken: transitions.filter((t) => taken.has(t)),
      missing: transitions.filter((t) => !taken.has(t)),
    },
  };
}

/** Throws, naming what is missing, unless the paths reach every state and take every transition. */
export function assertFullCoverage(machine: AnyStateMachine, paths: ReadonlyArray<PathLike>): Coverage {
  const coverage = measureCoverage(machine, paths);
  const problems = [...coverage.states.missing.map((s) => `state never reached: ${s}`), ...coverage.transitions.missing.map((t) => `transition never taken: ${t}`)];
  if (problems.length) throw new Error(`${machine.id}: incomplete coverage\n${problems.join('\n')}`);
  return coverage;
}

/**
 * The fewest paths (greedily: most new states and transitions first, then the shorter,
 * then the earlier) that together reach every state and take every transition the
 * given paths do. Returned in their original order.
 */
export function greedyCover<P extends PathLike>(machine: AnyStateMachine, paths: readonly P[]): P[] {
  const features = paths.map((path) => {
    const coverage = measureCoverage(machine, [path]);
    return new Set([...coverage.states.reached.map((s) => `state ${s}`), ...coverage.transitions.taken.map((t) => `transition ${t}`)]);
  });
  const seen = new Set<string>();
  const chosen: number[] = [];
  for (;;) {
    let best = -1;
    let bestGain = 0;
    features.forEach((found, index) => {
      const gain = [...found].filter((f) => !seen.has(f)).length;
      const better = gain > bestGain || (gain === bestGain && gain > 0 && paths[index]!.steps.length < paths[best]!.steps.length);
      if (better) {
        best = index;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    chosen.push(best);
    features[best]!.forEach((f) => seen.add(f));
  }
  return chosen.sort((a, b) => a - b).map((index) => paths[index]!);
}

/** Reached/total figures of a coverage, for tables and headers. */
export function coverageFigures(coverage: Coverage): { states: string; transitions: string; complete: boolean } {
  const states = `${coverage.states.reached.length}/${coverage.states.all.length}`;
  const transitions = `${coverage.transitions.taken.length}/${coverage.transitions.all.length}`;
  return { states, transitions, complete: !coverage.states.missing.length && !coverage.transitions.missing.length };
}

/** The coverage block QA reads: the figures, then every state and transition not covered. */
export function coverageLines(coverage: Coverage): string[] {
  const percent = (part: number, all: number) => (all ? `${Math.floor((part * 100) / all)}%` : '100%');
  const figures = coverageFigures(coverage);
  return [
    `  states reached:    ${figures.states} (${percent(coverage.states.reached.length, coverage.states.all.length)})`,
    `  transitions taken: ${figures.transitions} (${percent(coverage.transitions.taken.length, coverage.transitions.all.length)})`,
    ...(figures.complete ? ['  not covered: nothing'] : ['  not covered:']),
    ...coverage.states.missing.map((s) => `    state ${s}`),
    ...coverage.transitions.missing.map((t) => `    transition ${t}`),
  ];
}
