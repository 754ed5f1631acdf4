import { describe, expect, it } from 'vitest';
import { searchModel } from '../../tests/paths/models/search.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { generatePaths } from '../../tests/paths/model';
import { SEARCH_MAX_LENGTH } from '../../services/contracts/search';
import { searchMachine, searchTexts, type SearchContext } from './search.machine';

const paths = generatePaths(searchModel);
const ctx = (d: Driver) => d.snapshot().context as SearchContext;
const typed = (step: { event: { type: string } }) => (step.event as { value?: string }).value ?? '';

const checks: StateChecks = {
  idle: (d, step) => {
    // Nothing (or fewer than 2 characters) typed: nothing searched, nothing shown.
    expect(ctx(d).text.trim().length).toBeLessThan(2);
    if (step.event.type !== 'xstate.init') expect(ctx(d).text).toBe(step.event.type === 'TYPE' ? typed(step) : '');
    expect(ctx(d).hits).toEqual([]);
    expect(ctx(d).error).toBeNull();
  },
  tooLong: (d, step) => {
    expect(typed(step).length).toBeGreaterThan(SEARCH_MAX_LENGTH);
    expect(ctx(d).error).toEqual({ key: searchTexts.tooLong, values: { max: SEARCH_MAX_LENGTH } });
    expect(ctx(d).hits).toEqual([]);
  },
  debouncing: (d, step) => {
    // Waiting for a pause in typing: the text is kept, the search starts after the delay.
    expect(step.event.type).toBe('TYPE');
    expect(ctx(d).text).toBe(typed(step));
    expect(d.snapshot().value).toBe('debouncing');
  },
  searching: (d) => {
    expect(d.invocations.search?.at(-1)).toEqual({ text: ctx(d).text.trim() });
  },
  results: (d, step) => {
    expect(ctx(d).hits).toEqual((step.event as { output?: unknown }).output);
    expect(ctx(d).hits.length).toBeGreaterThan(0);
    expect(ctx(d).searched).toBe(ctx(d).text.trim());
    expect(ctx(d).error).toBeNull();
  },
  empty: (d) => {
    expect(ctx(d).hits).toEqual([]);
    expect(ctx(d).searched).toBe(ctx(d).text.trim());
    expect(ctx(d).error).toBeNull();
  },
  failed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure((step.event as { error?: unknown }).error, searchTexts.failed));
    expect(ctx(d).hits).toEqual([]);
  },
};

describe('searchMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(searchMachine, paths);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(searchModel, path, checks);
  });
});
