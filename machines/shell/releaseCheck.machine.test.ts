import { describe, expect, it } from 'vitest';
import { releaseCheckMachine, releaseCheckTexts, type ReleaseCheckContext } from './releaseCheck.machine';
import { newerRelease, releaseCheckModel, runningRelease } from '../../tests/paths/models/releaseCheck.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { failureStatus } from '../shared/apiError';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(releaseCheckModel);
const ctx = (d: Driver) => d.snapshot().context as ReleaseCheckContext;
const can = (d: Driver, type: 'CHECK' | 'RETRY' | 'RELOAD') => d.snapshot().can({ type });

const checks: StateChecks = {
  checking: (d) => {
    // The release file is read with no input of its own.
    expect(d.invocations.availableRelease?.at(-1)).toEqual({});
    expect(ctx(d).runningReleaseId).toBe(runningRelease);
  },
  upToDate: (d) => {
    expect(ctx(d).availableReleaseId).toBe(runningRelease);
    expect(can(d, 'RELOAD')).toBe(false);
    expect(can(d, 'CHECK')).toBe(true);
  },
  newRelease: (d) => {
    expect(ctx(d).availableReleaseId).toBe(newerRelease);
    expect(ctx(d).error).toBeNull();
    expect(can(d, 'RELOAD')).toBe(true);
  },
  reloading: (d) => {
    expect(d.calls.filter((call) => call.type === 'loadRelease')).toHaveLength(1);
    expect(can(d, 'CHECK')).toBe(false);
  },
  failed: (d, step) => {
    const error = (step.event as { error?: unknown }).error;
    expect(ctx(d).error).toEqual({ key: failureStatus(error) === undefined ? commonTexts.noInternet : releaseCheckTexts.checkFailed });
    expect(can(d, 'RETRY')).toBe(true);
    expect(can(d, 'RELOAD')).toBe(false);
  },
};

describe('releaseCheckMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(releaseCheckMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(releaseCheckModel, path, checks);
  });
});
