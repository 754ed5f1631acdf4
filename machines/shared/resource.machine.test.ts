import { describe, expect, it } from 'vitest';
import { resourceModel } from '../../tests/paths/models/resource.model';
import { isNone, resourceMachine, resourceTexts, type ResourceContext } from './resource.machine';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from './text';

const { paths, failure: generationFailure } = guardedPaths(resourceModel);
const ctx = (d: Driver) => d.snapshot().context as ResourceContext;
const failureKeyOf = (input: unknown) => (input as { failureKey?: string }).failureKey ?? resourceTexts.loadFailed;

/**
 * The options each scenario opens with: the panel's list (a query with a company, the default failure text, an empty
 * list shown as a list) or the page's list (no query, its own failure text, an empty list shown as empty).
 */
function expectOptions(d: Driver) {
  const c = ctx(d);
  if (c.query !== null && typeof c.query === 'object' && 'companyId' in c.query) expect([c.failureKey, c.emptyOnNone]).toEqual([resourceTexts.loadFailed, false]);
  else expect([c.query, c.failureKey, c.emptyOnNone]).toEqual([{}, commonTexts.other, true]);
}

const checks: StateChecks = {
  loading: (d, step) => {
    expectOptions(d);
    const event = step.event as { type: string; query?: unknown };
    if (event.type === 'xstate.init') expect([ctx(d).data, ctx(d).error]).toEqual([null, null]);
    // RELOAD with a query asks for that one; without, the same query again.
    if (event.type === 'RELOAD' && event.query !== undefined) expect(ctx(d).query).toEqual(event.query);
    // REFRESH with nothing on screen yet loads as the first time did.
    if (event.type === 'REFRESH') expect(ctx(d).data).toBeNull();
    expect(d.invocations.load?.at(-1)).toEqual(ctx(d).query);
  },
  refreshing: (d, step) => {
    expectOptions(d);
    // The answer on screen stays while the same query is asked again.
    expect(step.event.type).toBe('REFRESH');
    expect(ctx(d).data).not.toBeNull();
    expect(d.invocations.load?.at(-1)).toEqual(ctx(d).query);
  },
  ready: (d, step) => {
    expectOptions(d);
    expect(ctx(d).error).toBeNull();
    expect(ctx(d).data).toEqual((step.event as { output?: unknown }).output);
    if (ctx(d).emptyOnNone) expect(isNone(ctx(d).data)).toBe(false);
  },
  empty: (d, step) => {
    expectOptions(d);
    expect(ctx(d).emptyOnNone).toBe(true);
    expect(ctx(d).error).toBeNull();
    expect(ctx(d).data).toEqual((step.event as { output?: unknown }).output);
    expect(isNone(ctx(d).data)).toBe(true);
  },
  failed: (d, step) => {
    expectOptions(d);
    expect(ctx(d).error).toEqual(expectedFailure((step.event as { error?: unknown }).error, failureKeyOf(d.actor.getSnapshot().context)));
  },
};

describe('resourceMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
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

describe('what a resource shows', () => {
  it('counts no answer and an empty list as nothing, anything else as an answer', () => {
    expect(isNone(null)).toBe(true);
    expect(isNone(undefined)).toBe(true);
    expect(isNone([])).toBe(true);
    expect(isNone([0])).toBe(false);
    expect(isNone({})).toBe(false);
    expect(isNone('')).toBe(false);
  });

  it('asks the last chosen query again on a RELOAD without one, and starts with the spec text and a list for an empty answer', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const asked: unknown[] = [];
    const actor = createActor(
      resourceMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            asked.push(input);
            return [];
          }),
        },
      }),
      { input: { query: { page: 1 } } },
    ).start();
    expect(actor.getSnapshot().context).toEqual({ query: { page: 1 }, data: null, error: null, failureKey: resourceTexts.loadFailed, emptyOnNone: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'RELOAD', query: { page: 2 } });
    actor.send({ type: 'RELOAD' });
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([{ page: 1 }, { page: 2 }, { page: 2 }]);
    actor.stop();
  });
});
