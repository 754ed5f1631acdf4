import { describe, expect, it } from 'vitest';
import { resourceModel } from '../tests/paths/models/resource.model';
import { resourceMachine, resourceTexts, type ResourceContext } from './resource.machine';
import { assertFullCoverage } from '../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../tests/paths/driver';
import { expectedFailure } from '../tests/paths/expectedFailure';
import { generatePaths } from '../tests/paths/model';

const paths = generatePaths(resourceModel);
const ctx = (d: Driver) => d.snapshot().context as ResourceContext;

const checks: StateChecks = {
  loading: (d, step) => {
    const event = step.event as { type: string; query?: unknown };
    // RELOAD with a query asks for that one; without, the same query again.
    if (event.type === 'RELOAD' && event.query !== undefined) expect(ctx(d).query).toEqual(event.query);
    if (event.type === 'xstate.init') expect(ctx(d).query).toEqual({ companyId: 'c1' });
    expect(d.invocations.load?.at(-1)).toEqual(ctx(d).query);
  },
  ready: (d, step) => {
    expect(ctx(d).error).toBeNull();
    expect(ctx(d).data).toEqual((step.event as { output?: unknown }).output);
  },
  failed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure((step.event as { error?: unknown }).error, resourceTexts.loadFailed));
  },
};

describe('resourceMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(resourceMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(resourceModel, path, checks);
  });
});
