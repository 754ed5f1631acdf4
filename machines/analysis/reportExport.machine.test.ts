import { describe, expect, it } from 'vitest';
import { reportExportMachine, reportExportTexts, type ReportExportContext } from './reportExport.machine';
import { exportQuery, reportExportModel } from '../../tests/paths/models/reportExport.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(reportExportModel);
const ctx = (d: Driver) => d.snapshot().context as ReportExportContext;
const can = (d: Driver, event: Parameters<Driver['actor']['send']>[0]) => d.snapshot().can(event);
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

const formatAsked = (d: Driver) => (d.invocations.exportReport?.at(-1) as { format?: string } | undefined)?.format;

const checks: StateChecks = {
  disabled: (d) => {
    expect(ctx(d)).toEqual({ language: 'tr', query: null, format: null, error: null });
    expect(can(d, { type: 'EXPORT', format: 'xlsx' })).toBe(false);
    expect(can(d, { type: 'EXPORT', format: 'pdf' })).toBe(false);
  },
  idle: (d) => {
    expect(ctx(d)).toEqual({ language: 'tr', query: exportQuery, format: null, error: null });
    expect(can(d, { type: 'EXPORT', format: 'pdf' })).toBe(true);
    expect(can(d, { type: 'RETRY' })).toBe(false);
  },
  exporting: (d, step) => {
    const event = step.event as { type: string; format?: string };
    const calls = d.invocations.exportReport ?? [];
    // EXPORT downloads the chosen format; RETRY the one that failed.
    if (event.type === 'EXPORT') expect(ctx(d).format).toBe(event.format);
    if (event.type === 'RETRY') expect(ctx(d).format).toBe((calls.at(-2) as { format?: string } | undefined)?.format);
    expect(ctx(d)).toEqual({ language: 'tr', query: exportQuery, format: ctx(d).format, error: null });
    expect(calls.at(-1)).toEqual({ query: exportQuery, format: ctx(d).format, language: 'tr' });
    expect(can(d, { type: 'EXPORT', format: 'xlsx' })).toBe(false);
    expect(can(d, { type: 'RETRY' })).toBe(false);
  },
  done: (d) => {
    expect(ctx(d)).toEqual({ language: 'tr', query: exportQuery, format: formatAsked(d), error: null });
    expect(can(d, { type: 'EXPORT', format: 'xlsx' })).toBe(true);
    expect(can(d, { type: 'RETRY' })).toBe(false);
  },
  failed: (d, step) => {
    expect(ctx(d)).toEqual({
      language: 'tr',
      query: exportQuery,
      format: formatAsked(d),
      error: expectedFailure(errorOf(step.event), commonTexts.other),
    });
    expect(can(d, { type: 'RETRY' })).toBe(true);
    expect(can(d, { type: 'EXPORT', format: 'pdf' })).toBe(true);
  },
};

describe('reportExportMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(reportExportMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(reportExportModel, path, checks);
  });
});

describe('report export texts', () => {
  it('the in-progress note is the spec one', () => {
    expect(reportExportTexts.note).toBe('analysis.report.exportNote');
  });
});
