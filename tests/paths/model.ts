import { getAdjacencyMap, TestModel, type StatePath, type TestPath, type TraversalOptions } from '@xstate/graph';
import type { ActorLogic, AnyActorLogic, AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';

/** One way to start a machine (its input) and the events a user or an actor may send. */
export type Scenario = { name: string; input?: unknown; events: readonly AnyEventObject[] };

/** How the path tools see one machine. */
export type CatalogueEntry = {
  machine: AnyStateMachine;
  scenarios: readonly Scenario[];
  /** Named actions the app provides (navigation, storage, toasts). */
  appActions: readonly string[];
  /**
   * Child actors that are not promises (a machine the app provides): each stays quiet and the
   * scenario sends what it reports (xstate.snapshot.<id> events). Every other actor is a promise
   * settled by the scenario's done/error events.
   */
  childActors?: Readonly<Record<string, AnyActorLogic>>;
  /**
   * What tells two snapshots apart for path generation: the state value plus the
   * parts of the context a user can see. Keeps the graph finite.
   */
  serialize: (snapshot: AnyMachineSnapshot) => string;
};

export type GeneratedPath = TestPath<AnyMachineSnapshot, AnyEventObject> & { scenario: string; input?: unknown };

type Options = TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown>;
type Path = StatePath<AnyMachineSnapshot, AnyEventObject>;
type Step = Path['steps'][number];

/**
 * A path generator that covers every edge of the (serialized) state graph: for each
 * state and each event it accepts, the shortest way to that state plus that event.
 * TestModel removes the paths that are prefixes of longer ones.
 */
export function edgeCoverPaths(logic: ActorLogic<AnyMachineSnapshot, AnyEventObject, unknown>, options: Options): Path[] {
  const adjacency = getAdjacencyMap(logic, options);
  const serialize = options.serializeState ?? ((s: AnyMachineSnapshot) => JSON.stringify(s));
  const keys = Object.keys(adjacency) as Array<keyof typeof adjacency>;
  const root = keys[0];
  if (root === undefined) return [];
  const rootState = adjacency[root]!.state;
  const stepsTo = new Map<string, Step[]>([[root, [{ event: { type: 'xstate.init' }, state: rootState }]]]);
  const queue: Array<keyof typeof adjacency> = [root];
  const paths: Path[] = [];
  while (queue.length) {
    const key = queue.shift()!;
    const { state, transitions } = adjacency[key]!;
    const steps = stepsTo.get(key)!;
    const edges = Object.values(transitions);
    if (!edges.length) paths.push({ state, steps, weight: steps.length - 1 });
    for (const { event, state: next } of edges) {
      const nextSteps = [...steps, { event, state: next }];
      paths.push({ state: next, steps: nextSteps, weight: nextSteps.length - 1 });
      const nextKey = serialize(next, event, state) as keyof typeof adjacency;
      if (!stepsTo.has(nextKey)) {
        stepsTo.set(nextKey, nextSteps);
        queue.push(nextKey);
      }
    }
  }
  return paths;
}

export function testModelFor(entry: CatalogueEntry, scenario: Scenario): ScenarioModel {
  return new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(entry.machine, {
    input: scenario.input,
    events: (snapshot) => scenario.events.filter((event) => snapshot.can(event)),
    serializeState: (snapshot) => entry.serialize(snapshot),
    stateMatcher: (snapshot, key) => snapshot.matches(key),
  });
}

type ScenarioModel = TestModel<AnyMachineSnapshot, AnyEventObject, unknown>;

/**
 * The generated paths of every scenario of a machine: by default the edge cover its
 * model-based test replays; `pathsOf` picks another kind (the shortest ones, say).
 */
export function generatePaths(
  entry: CatalogueEntry,
  pathsOf: (model: ScenarioModel) => Array<TestPath<AnyMachineSnapshot, AnyEventObject>> = (model) => model.getPaths(edgeCoverPaths),
): GeneratedPath[] {
  return entry.scenarios.flatMap((scenario) => pathsOf(testModelFor(entry, scenario)).map((path) => ({ ...path, scenario: scenario.name, input: scenario.input })));
}

/**
 * The paths of a catalogue entry, generated as the test file loads, with what went wrong when
 * they could not be: a machine whose guard or assign throws while its paths are generated then
 * fails a test of its own ("are generated from the model") instead of the whole file before any
 * test runs, which a mutation run would count as a change no test noticed.
 */
export function guardedPaths(entry: CatalogueEntry): { paths: GeneratedPath[]; failure: unknown } {
  try {
    return { paths: generatePaths(entry), failure: undefined };
  } catch (failure) {
    return { paths: [], failure };
  }
}

/** State value and a few visible context fields, for `serialize`. */
export function serializeWith<T>(pick: (snapshot: AnyMachineSnapshot) => T): (snapshot: AnyMachineSnapshot) => string {
  return (snapshot) => JSON.stringify([snapshot.value, snapshot.status, pick(snapshot)]);
}
