import type { AnyEventObject } from 'xstate';
import { allStateNodeIds } from './coverage';
import { isMachineName, machineCatalogue, type MachineName } from './catalogue';
import { generatePaths, type GeneratedPath } from './model';

export { machineCatalogue, isMachineName, type MachineName };

/** The generated paths of one machine of the catalogue. */
export function pathsFor(name: MachineName): GeneratedPath[] {
  return generatePaths(machineCatalogue[name]);
}

function formatEvent(event: AnyEventObject): string {
  const { type, ...payload } = event;
  const shown = Object.keys(payload).length ? ` ${JSON.stringify(payload)}` : '';
  return `${type}${shown}`;
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => (typeof v === 'string' || (v && typeof v === 'object' && Object.keys(v).length) ? `${k}.${formatValue(v)}` : k))
    .join(',');
}

/** One path as lines: the scenario, then each event and the state it leads to. */
export function formatPath(path: GeneratedPath, index: number): string {
  const lines = path.steps.map((step) => `   ${formatEvent(step.event)}  ->  ${formatValue(step.state.value)}`);
  return [`#${index + 1} [${path.scenario}] ends in ${formatValue(path.state.value)}`, ...lines].join('\n');
}

/** Printable paths of a machine (what `npm run paths -- <machine>` prints). */
export function describePaths(name: string): string {
  if (!isMachineName(name)) {
    throw new Error(`unknown machine "${name}"; known: ${Object.keys(machineCatalogue).join(', ')}`);
  }
  const paths = pathsFor(name);
  const states = allStateNodeIds(machineCatalogue[name].machine);
  const header = `${name}: ${paths.length} paths; states: ${states.join(', ')}`;
  return [header, ...paths.map(formatPath)].join('\n\n');
}
