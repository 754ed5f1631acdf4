import { describe, expect, it } from 'vitest';
import { confirmChangeMachine, type ConfirmChangeContext } from './confirmChange.machine';
import { confirmChangeModel, messageTypeQuestion, toImage } from '../../tests/paths/models/confirmChange.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(confirmChangeModel);
const ctx = (d: Driver) => d.snapshot().context as ConfirmChangeContext;

const checks: StateChecks = {
  idle: (d, step) => {
    expect(ctx(d)).toEqual({ question: null, change: null });
    if (step.event.type === 'YES') expect(d.lastCalls()).toEqual([{ type: 'apply', params: { change: toImage } }]);
    else expect(d.lastCalls()).toEqual([]);
  },
  asking: (d) => {
    expect(ctx(d)).toEqual({ question: messageTypeQuestion, change: toImage });
    expect(d.calls).toEqual([]);
  },
};

describe('confirmChangeMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(confirmChangeMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(confirmChangeModel, path, checks);
  });
});
