import { describe, expect, it } from 'vitest';
import { reportExportMachine, reportExportTexts, type ReportExportContext } from './reportExport.machine';
import { exportQuery, reportExportModel } from '../../tests/paths/models/reportExport.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(reportExportModel);
const ctx = (d: Driver) => d.snapshot().context as ReportExportContext;
const can = (d: Driver, event: Parameters<Driver['actor']['send']>[0]) => d.snapshot().can(event);
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

const checks: StateChecks = {
  disabled: (d) => {
    expect(ctx(d).query).toBeNull();
    expect(can(d, { type: 'EXPORT', format: 'xlsx' })).toBe(false);
    expect(can(d, { type: 'EXPORT', format: 'pdf' })).toBe(false);
  },
  idle: (d) => {
    expect(ctx(d).query).toEqual(exportQuery);
    expect(ctx(d).error).toBeNull();
    expect(can(d, { type: 'EXPORT', format: 'pdf' })).toBe(true);
  },
  exporting: (d) => {
    const calls = d.invocations.exportReport ?? [];
    expect(calls.at(-1)).toEqual({ query: exportQuery, format: ctx(d).format, language: 'tr' });
    expect(can(d, { type: 'EXPORT', format: 'xlsx' })).toBe(false);
  },
  done: (d) => {
    expect(ctx(d).error).toBeNull();
    expect(can(d, { type: 'EXPORT', format: 'xlsx' })).toBe(true);
  },
  failed: (d, step) => {
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), commonTexts.other));
    expect(can(d, { type: 'RETRY' })).toBe(true);
  },
};

describe('reportExportMachine paths', () => {
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
