import { describe, expect, it } from 'vitest';
import { assistantAnalysisMachine, assistantAnalysisTexts, type AssistantAnalysisContext } from './assistantAnalysis.machine';
import { assistantAnalysisModel } from '../../tests/paths/models/assistantAnalysis.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { generatePaths } from '../../tests/paths/model';

const paths = generatePaths(assistantAnalysisModel);
const ctx = (d: Driver) => d.snapshot().context as AssistantAnalysisContext;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

const checks: StateChecks = {
  loading: (d) => {
    const asked = (d.invocations.loadAnalysis ?? []).at(-1) as { botId: string; versionId?: string | null; startDate: string; endDate: string } | undefined;
    // The figures asked for are those of the assistant, version and range the page shows.
    expect(asked?.botId).toBe(ctx(d).botId);
    expect(asked?.versionId ?? null).toBe(ctx(d).versionId);
    expect([asked?.startDate, asked?.endDate]).toEqual([ctx(d).range.start, ctx(d).range.end]);
  },
  loaded: (d) => {
    expect(ctx(d).analysis?.totals.conversations).toBeGreaterThan(0);
    expect(ctx(d).error).toBeNull();
  },
  empty: (d) => expect(ctx(d).analysis?.totals.conversations).toBe(0),
  failed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), assistantAnalysisTexts.loadFailed));
    expect(d.snapshot().can({ type: 'RETRY' })).toBe(true);
  },
};

describe('assistantAnalysisMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(assistantAnalysisMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(assistantAnalysisModel, path, checks);
  });
});
