import { describe, expect, it } from 'vitest';
import { machineCatalogue, type MachineName } from './catalogue';
import { allStateNodeIds, allTransitionKeys, measureCoverage } from './coverage';
import { generatePaths } from './model';

/**
 * The CI gate of the path tools: the paths each machine's model-based test replays
 * (generatePaths of its model) must reach every state and take every transition.
 * A gap is fixed in the model (tests/paths/models/<name>.model.ts: an event, an answer of
 * an actor or a scenario input missing), not by leaving the state untested. A machine
 * that truly cannot be covered is listed here with the reason, state by state.
 */
const EXEMPT: Partial<Record<MachineName, { states: string[]; transitions: string[]; reason: string }>> = {};

/** What a failing gate prints: the machine and each state and transition its paths miss. */
function coverageGaps(name: MachineName): string[] {
  const entry = machineCatalogue[name];
  const coverage = measureCoverage(entry.machine, generatePaths(entry));
  const exempt = EXEMPT[name];
  return [
    ...coverage.states.missing.filter((s) => !exempt?.states.includes(s)).map((s) => `${name}: state never reached: ${s}`),
    ...coverage.transitions.missing.filter((t) => !exempt?.transitions.includes(t)).map((t) => `${name}: transition never taken: ${t}`),
  ];
}

describe('coverage gate: every workflow machine fully covered by its generated paths', () => {
  it.each(Object.keys(machineCatalogue) as MachineName[])('%s', (name) => {
    expect(coverageGaps(name), `fix tests/paths/models/${name}.model.ts so its paths cover these`).toEqual([]);
  });
  it('an exemption names real states and transitions and says why', () => {
    for (const [name, exempt] of Object.entries(EXEMPT)) {
      const machine = machineCatalogue[name as MachineName].machine;
      exempt.states.forEach((s) => expect(allStateNodeIds(machine)).toContain(s));
      exempt.transitions.forEach((t) => expect(allTransitionKeys(machine)).toContain(t));
      expect(exempt.reason.length).toBeGreaterThan(20);
    }
  });
});
