import type { AnyStateMachine } from 'xstate';
import { measureCoverage } from '../../tests/paths/coverage';
import type { GeneratedPath } from '../../tests/paths/model';

/**
 * Rendering a screen along a path costs tens of milliseconds per step in jsdom, and a
 * machine's generated paths run to hundreds. This picks, greedily (richest path
 * first), the paths that together take every transition the full set takes and show
 * every (state, text key, event) situation it shows; the machine's own tests replay
 * all paths without a screen. Set ALL_PATHS=1 to render every path.
 */
export function screenPaths(machine: AnyStateMachine, paths: GeneratedPath[]): GeneratedPath[] {
  if (process.env['ALL_PATHS'] === '1') return paths;
  const features = paths.map((path) => {
    const found = new Set(measureCoverage(machine, [path]).transitions.taken);
    for (const step of path.steps) {
      const error = (step.state.context as { error?: { key?: string } | null } | undefined)?.error;
      found.add(`${JSON.stringify(step.state.value)}|${error?.key ?? ''}|${step.event.type}`);
    }
    return found;
  });
  const order = paths.map((_, index) => index).sort((a, b) => features[b]!.size - features[a]!.size);
  const seen = new Set<string>();
  const chosen: number[] = [];
  for (const index of order) {
    const found = features[index]!;
    if ([...found].some((feature) => !seen.has(feature))) {
      chosen.push(index);
      found.forEach((feature) => seen.add(feature));
    }
  }
  return chosen.sort((a, b) => a - b).map((index) => paths[index]!);
}
