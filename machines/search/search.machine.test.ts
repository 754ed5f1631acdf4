import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { searchHits, searchModel } from '../../tests/paths/models/search.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';
import { SEARCH_MAX_LENGTH } from '../../services/contracts/search';
import { SEARCH_DEBOUNCE_MS, searchMachine, searchTexts, type SearchContext } from './search.machine';

const { paths, failure: generationFailure } = guardedPaths(searchModel);
const ctx = (d: Driver) => d.snapshot().context as SearchContext;
const typed = (step: { event: { type: string } }) => (step.event as { value?: string }).value ?? '';

const checks: StateChecks = {
  idle: (d, step) => {
    // Nothing (or fewer than 2 characters) typed: nothing searched, nothing shown.
    expect(ctx(d).text.trim().length).toBeLessThan(2);
    expect(ctx(d)).toEqual({ text: step.event.type === 'TYPE' ? typed(step) : '', searched: '', hits: [], error: null });
  },
  tooLong: (d, step) => {
    expect(typed(step).length).toBeGreaterThan(SEARCH_MAX_LENGTH);
    expect(ctx(d)).toEqual({ text: typed(step), searched: '', hits: [], error: { key: searchTexts.tooLong, values: { max: SEARCH_MAX_LENGTH } } });
  },
  debouncing: (d, step) => {
    // Waiting for a pause in typing: the text is kept, the search starts after the delay.
    expect(step.event.type).toBe('TYPE');
    expect(ctx(d).text).toBe(typed(step));
    expect(d.snapshot().value).toBe('debouncing');
  },
  searching: (d) => {
    expect(ctx(d).text).toBe('ba');
    expect(d.invocations.search?.at(-1)).toEqual({ text: 'ba' });
  },
  results: (d, step) => {
    expect((step.event as { output?: unknown }).output).toEqual(searchHits);
    expect(ctx(d)).toEqual({ text: 'ba', searched: 'ba', hits: searchHits, error: null });
  },
  empty: (d) => {
    expect(ctx(d)).toEqual({ text: 'ba', searched: 'ba', hits: [], error: null });
  },
  failed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure((step.event as { error?: unknown }).error, searchTexts.failed));
    expect([ctx(d).text, ctx(d).hits]).toEqual(['ba', []]);
    expect(d.snapshot().can({ type: 'RETRY' })).toBe(true);
  },
};

describe('searchMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(searchMachine, paths);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(searchModel, path, checks);
  });
});

describe('what is searched', () => {
  const start = (answer: () => Promise<unknown>) => {
    const asked: unknown[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      searchMachine.provide({
        actors: {
          search: fromPromise(async ({ input }) => {
            asked.push(input);
            return answer() as Promise<typeof searchHits>;
          }),
        },
      }),
      { clock },
    ).start();
    return { actor, asked, clock };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('is the text without its surrounding spaces, after a pause, up to 100 characters', async () => {
    const { actor, asked, clock } = start(async () => searchHits);
    actor.send({ type: 'TYPE', value: ' b ' });
    expect(actor.getSnapshot().value).toBe('idle');
    const longest = 'x'.repeat(SEARCH_MAX_LENGTH);
    actor.send({ type: 'TYPE', value: ` ${longest} ` });
    expect(actor.getSnapshot().value).toBe('debouncing');
    actor.send({ type: 'TYPE', value: ' ba ' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await settle();
    expect(asked).toEqual([{ text: 'ba' }]);
    expect(actor.getSnapshot().context).toEqual({ text: ' ba ', searched: 'ba', hits: searchHits, error: null });
    actor.stop();
  });

  it('shows nothing found when the search answers nothing', async () => {
    const { actor, clock } = start(async () => undefined);
    actor.send({ type: 'TYPE', value: 'ba' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.stop();
  });
});
