import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { allStateNodeIds, greedyCover, measureCoverage, type Coverage } from './coverage';
import { generatePaths, type CatalogueEntry, type GeneratedPath } from './model';

/** The shortest way into one state node, or none when no path of the model reaches it. */
export type ShortestToState = { state: string; path: GeneratedPath };

/**
 * What QA reads for one machine: the shortest path into every state node, a small set of
 * paths that together take every transition the model's generated paths take, and the
 * coverage of both together.
 */
export type PathPlan = {
  name: string;
  entry: CatalogueEntry;
  /** How many paths the machine's model-based test generates (and replays). */
  generated: number;
  shortest: ShortestToState[];
  cover: GeneratedPath[];
  coverage: Coverage;
};

/**
 * For each state node (in document order), the shortest candidate that enters it, the
 * transient ones (left at once by an eventless transition) included. Ties keep the
 * earlier scenario. Every prefix of a shortest path is itself a candidate, so the path
 * found enters the state at its last step.
 */
export function shortestToEveryState(entry: CatalogueEntry): ShortestToState[] {
  // The shortest path to every distinct (serialized) snapshot, prefixes kept, over all scenarios.
  const candidates = generatePaths(entry, (model) => model.getShortestPaths({ allowDuplicatePaths: true }))
    .map((path, order) => ({ path, order, reached: new Set(measureCoverage(entry.machine, [path]).states.reached) }))
    .sort((a, b) => a.path.steps.length - b.path.steps.length || a.order - b.order);
  return allStateNodeIds(entry.machine).flatMap((state) => {
    const found = candidates.find((c) => c.reached.has(state));
    return found ? [{ state, path: found.path }] : [];
  });
}

export function planPaths(name: string, entry: CatalogueEntry): PathPlan {
  const generated = generatePaths(entry);
  const shortest = shortestToEveryState(entry);
  // The generated paths that together reach every state and take every transition the full set does.
  const cover = greedyCover(entry.machine, generated);
  const coverage = measureCoverage(entry.machine, [...shortest.map((s) => s.path), ...cover]);
  return { name, entry, generated: generated.length, shortest, cover, coverage };
}

/** The paths of a plan without repeats: the shortest ones first, then the transition cover. */
export function planPathList(plan: PathPlan): Array<{ title: string; path: GeneratedPath }> {
  // States entered by the same shortest path share one test.
  const byPath = new Map<GeneratedPath, string[]>();
  plan.shortest.forEach(({ state, path }) => byPath.set(path, [...(byPath.get(path) ?? []), state]));
  const list: Array<{ title: string; path: GeneratedPath }> = [...byPath].map(([path, states]) => ({ title: `shortest path to ${states.join(', ')}`, path }));
  plan.cover.forEach((path, index) => {
    list.push({ title: `transition cover ${index + 1} of ${plan.cover.length}, ends in ${stateLabel(path.state)}`, path });
  });
  return list;
}

/** A state value as QA reads it: `editing.ready`, parallel regions joined by commas. */
export function stateLabel(snapshot: AnyMachineSnapshot | { value: unknown }): string {
  return formatValue(snapshot.value);
}

export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const parts = entries.map(([key, child]) => {
    if (typeof child === 'string') return `${key}.${child}`;
    if (child && typeof child === 'object' && Object.keys(child).length) {
      const inner = formatValue(child);
      return inner.includes(',') ? `${key}.(${inner})` : `${key}.${inner}`;
    }
    return key;
  });
  return parts.join(',');
}

/** An event as QA reads it: its type and, when it has one, its payload as JSON. */
export function formatEvent(event: AnyEventObject): string {
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}
