import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { analysisRangeValid, assistantAnalysisMachine, assistantAnalysisTexts, type AssistantAnalysisContext } from './assistantAnalysis.machine';
import { assistantAnalysisModel } from '../../tests/paths/models/assistantAnalysis.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(assistantAnalysisModel);
const ctx = (d: Driver) => d.snapshot().context as AssistantAnalysisContext;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/** The one range of the model's the page takes: within the last two years, start not after end, not after today. */
const acceptedRange = { start: '2026-11-01', end: '2026-11-10' };
const lastThirtyDays = { start: '2026-10-25', end: '2026-11-23' };
const outputOf = (event: unknown) => (event as { output?: AssistantAnalysisContext['analysis'] }).output;

/** After a change of range or version: the new choice is kept and any failure text is gone. */
function expectChoiceKept(d: Driver, event: { type: string; range?: unknown; versionId?: unknown }) {
  const c = ctx(d);
  if (event.type === 'RANGE_CHANGED') expect([c.range, c.error]).toEqual([acceptedRange, null]);
  if (event.type === 'VERSION_CHOSEN') {
    expect([c.versionId, c.error]).toEqual([event.versionId, null]);
    // A version of another assistant is taken only before the versions are known.
    if (event.versionId !== null && c.analysis !== null) expect(c.analysis.versions.map((v) => v.id)).toContain(event.versionId);
  }
}

const checks: StateChecks = {
  loading: (d, step) => {
    const c = ctx(d);
    // The figures asked for are those of the assistant, version, range and time zone the page shows; no version: all of them.
    expect(d.invocations.loadAnalysis?.at(-1)).toEqual({
      botId: c.botId,
      ...(c.versionId === null ? {} : { versionId: c.versionId }),
      startDate: c.range.start,
      endDate: c.range.end,
      timeZone: c.timeZone,
    });
    if (step.event.type === 'xstate.init') {
      const input = step.state.context as AssistantAnalysisContext;
      expect(c).toEqual({ botId: input.botId, versionId: input.versionId, today: '2026-11-23', timeZone: input.timeZone, range: lastThirtyDays, analysis: null, error: null });
    }
    expectChoiceKept(d, step.event as never);
  },
  loaded: (d, step) => {
    expect(ctx(d).analysis?.totals.conversations).toBeGreaterThan(0);
    if (step.event.type === 'xstate.done.actor.loadAnalysis') expect(ctx(d).analysis).toEqual(outputOf(step.event));
    expect(ctx(d).error).toBeNull();
  },
  empty: (d, step) => {
    expect(ctx(d).analysis?.totals.conversations).toBe(0);
    if (step.event.type === 'xstate.done.actor.loadAnalysis') expect(ctx(d).analysis).toEqual(outputOf(step.event));
    expect(ctx(d).error).toBeNull();
  },
  failed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), assistantAnalysisTexts.loadFailed));
    expect(d.snapshot().can({ type: 'RETRY' })).toBe(true);
  },
};

describe('assistantAnalysisMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(assistantAnalysisMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(assistantAnalysisModel, path, checks);
  });
});

describe('the ranges the analysis takes', () => {
  const today = '2026-11-23';
  it('are a start and an end day, the start not after the end, from two years back up to today', () => {
    expect(analysisRangeValid({ start: '2026-11-05', end: '2026-11-05' }, today)).toBe(true);
    expect(analysisRangeValid({ start: '2024-11-23', end: today }, today)).toBe(true);
    expect(analysisRangeValid({ start: '2024-11-22', end: today }, today)).toBe(false);
    expect(analysisRangeValid({ start: '2026-11-01', end: '2026-11-24' }, today)).toBe(false);
    expect(analysisRangeValid({ start: '2026-11-06', end: '2026-11-05' }, today)).toBe(false);
    expect(analysisRangeValid({ start: '', end: '2026-11-05' }, today)).toBe(false);
    expect(analysisRangeValid({ start: '2026-11-01', end: '' }, today)).toBe(false);
    expect(analysisRangeValid({ start: '2026-11-01 ', end: '2026-11-05' }, today)).toBe(false);
    expect(analysisRangeValid({ start: '2026-11-01', end: '2026-11-05 ' }, today)).toBe(false);
  });
});

describe('choosing a version', () => {
  const versions = [
    { id: 'v2', name: 'Second' },
    { id: 'v1', name: 'First' },
  ];
  const figures = { versions, totals: { conversations: 3 } } as unknown as NonNullable<AssistantAnalysisContext['analysis']>;
  const start = (versionId: string | null) => {
    const asked: unknown[] = [];
    const actor = createActor(
      assistantAnalysisMachine.provide({
        actors: {
          loadAnalysis: fromPromise(async ({ input }) => {
            asked.push(input);
            return figures;
          }),
        },
      }),
      { input: { botId: 'b1', versionId, today: '2026-11-23', timeZone: 'UTC' } },
    ).start();
    return { actor, asked };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('reads again for another version of the assistant or all versions, not for the one shown or an unknown one', async () => {
    const { actor, asked } = start('v1');
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.send({ type: 'VERSION_CHOSEN', versionId: 'v1' });
    actor.send({ type: 'VERSION_CHOSEN', versionId: 'v9' });
    await settle();
    expect(asked).toHaveLength(1);
    actor.send({ type: 'VERSION_CHOSEN', versionId: null });
    await settle();
    expect(asked).toHaveLength(2);
    expect(actor.getSnapshot().context.versionId).toBeNull();
    actor.send({ type: 'VERSION_CHOSEN', versionId: 'v1' });
    await settle();
    expect(asked.at(-1)).toEqual({ botId: 'b1', versionId: 'v1', startDate: '2026-10-25', endDate: '2026-11-23', timeZone: 'UTC' });
    actor.stop();
  });

  it('takes any version before the first figures arrive; the server checks it', () => {
    const actor = createActor(assistantAnalysisMachine, { input: { botId: 'b1', versionId: null, today: '2026-11-23', timeZone: 'UTC' } });
    expect(actor.getSnapshot().can({ type: 'VERSION_CHOSEN', versionId: 'v9' })).toBe(true);
  });
});
