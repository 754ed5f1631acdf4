import { describe, expect, it } from 'vitest';
import { resourceModel } from '../../tests/paths/models/resource.model';
import { isNone, resourceMachine, resourceTexts, type ResourceContext } from './resource.machine';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { generatePaths } from '../../tests/paths/model';

const paths = generatePaths(resourceModel);
const ctx = (d: Driver) => d.snapshot().context as ResourceContext;
const failureKeyOf = (input: unknown) => (input as { failureKey?: string }).failureKey ?? resourceTexts.loadFailed;

const checks: StateChecks = {
  loading: (d, step) => {
    const event = step.event as { type: string; query?: unknown };
    // RELOAD with a query asks for that one; without, the same query again.
    if (event.type === 'RELOAD' && event.query !== undefined) expect(ctx(d).query).toEqual(event.query);
    // REFRESH with nothing on screen yet loads as the first time did.
    if (event.type === 'REFRESH') expect(ctx(d).data).toBeNull();
    expect(d.invocations.load?.at(-1)).toEqual(ctx(d).query);
  },
  refreshing: (d, step) => {
    // The answer on screen stays while the same query is asked again.
    expect(step.event.type).toBe('REFRESH');
    expect(ctx(d).data).not.toBeNull();
    expect(d.invocations.load?.at(-1)).toEqual(ctx(d).query);
  },
  ready: (d, step) => {
    expect(ctx(d).error).toBeNull();
    expect(ctx(d).data).toEqual((step.event as { output?: unknown }).output);
    if (ctx(d).emptyOnNone) expect(isNone(ctx(d).data)).toBe(false);
  },
  empty: (d, step) => {
    expect(ctx(d).emptyOnNone).toBe(true);
    expect(ctx(d).error).toBeNull();
    expect(ctx(d).data).toEqual((step.event as { output?: unknown }).output);
    expect(isNone(ctx(d).data)).toBe(true);
  },
  failed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure((step.event as { error?: unknown }).error, failureKeyOf(d.actor.getSnapshot().context)));
  },
};

describe('resourceMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(resourceMachine, paths);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(resourceModel, path, checks);
  });
});

describe('resourceMachine', () => {
  it('keeps the last answer when a refresh fails', async () => {
    const { createActor, fromPromise } = await import('xstate');
    let answer: Promise<unknown> = Promise.resolve(['a']);
    const actor = createActor(resourceMachine.provide({ actors: { load: fromPromise(() => answer) } }), { input: { query: {}, failureKey: 'common.errors.other' } }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('ready');
    answer = Promise.reject({ kind: 'http', status: 400 });
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.data).toEqual(['a']);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'common.errors.other' });
  });
});
