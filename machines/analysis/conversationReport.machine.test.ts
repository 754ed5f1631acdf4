import { describe, expect, it } from 'vitest';
import { conversationReportMachine, conversationReportTexts, pageCount, pageQuery, type ConversationReportContext } from './conversationReport.machine';
import { rangeReady } from './reportFilter.rules';
import { classified, conversationReportModel, nothingAsked, subject } from '../../tests/paths/models/conversationReport.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { generatePaths } from '../../tests/paths/model';

const paths = generatePaths(conversationReportModel);
const ctx = (d: Driver) => d.snapshot().context as ConversationReportContext;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const can = (d: Driver, event: Parameters<Driver['actor']['send']>[0]) => d.snapshot().can(event);

const checks: StateChecks = {
  missingSubject: (d) => {
    expect(ctx(d).error).toEqual({ key: conversationReportTexts.missingSubject });
    expect(d.snapshot().status).toBe('done');
    expect(d.invocations.loadPage ?? []).toEqual([]);
  },
  editing: (d) => {
    // Dates that cannot be read: nothing is asked until they can.
    expect(rangeReady(ctx(d).range, ctx(d).today)).toBe(false);
  },
  loading: (d) => {
    const asked = (d.invocations.loadPage ?? []).at(-1);
    expect(asked).toEqual(pageQuery(ctx(d)));
    expect(asked).toMatchObject({ aiConnectionId: subject.aiConnectionId, versionId: subject.versionId });
  },
  shown: (d) => {
    expect(ctx(d).report?.totals.asked).toBeGreaterThan(0);
    expect(ctx(d).page).toBeLessThan(pageCount(ctx(d).report));
    expect(can(d, { type: 'DOWNLOAD' })).toBe(true);
  },
  empty: (d) => {
    expect(ctx(d).report).toEqual(nothingAsked);
    expect(can(d, { type: 'DOWNLOAD' })).toBe(false);
  },
  failed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), conversationReportTexts.loadFailed));
  },
  downloading: (d) => {
    expect((d.invocations.loadAll ?? []).at(-1)).toEqual(pageQuery(ctx(d), true));
  },
};

describe('conversationReportMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(conversationReportMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(conversationReportModel, path, checks);
  });
});

describe('conversation report pages', () => {
  it('counts at least one page, and the pages of the rows that match', () => {
    expect(pageCount(null)).toBe(1);
    expect(pageCount(nothingAsked)).toBe(1);
    expect(pageCount(classified())).toBe(3);
  });
});
