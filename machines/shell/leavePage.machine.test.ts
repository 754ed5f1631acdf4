import { describe, expect, it } from 'vitest';
import { commonTexts } from '../shared/text';
import { failureStatus } from '../shared/apiError';
import { leavePageMachine, leavePageTexts, type LeavePageContext } from './leavePage.machine';
import { leavePageModel } from '../../tests/paths/models/leavePage.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';

const paths = generatePaths(leavePageModel);
const ctx = (d: Driver) => d.snapshot().context as LeavePageContext;

const checks: StateChecks = {
  idle: (d, step) => {
    expect(ctx(d).error).toBeNull();
    // Only a successful save lets the held navigation go on from here.
    if (step.event.type === 'xstate.done.actor.save') expect(d.lastCalls()).toEqual([{ type: 'proceed', params: undefined }]);
    else expect(d.calls).toEqual([]);
  },
  asking: (d, step) => {
    const error = ctx(d).error;
    if (step.event.type === 'xstate.error.actor.save') {
      // The save failed: the question stays open with the reason, and nothing moved.
      const failure = (step.event as { error?: unknown }).error;
      // The screen's own text is shown as it is; a call's failure is read as usual.
      if ((failure as { key?: string }).key) expect(error).toEqual({ key: 'designer.errors.saveFailed' });
      else if (failureStatus(failure) === undefined) expect(error).toEqual({ key: commonTexts.noInternet });
      else expect(error).toEqual({ key: leavePageTexts.saveFailed, message: 'The name is empty.' });
    } else {
      expect(error).toBeNull();
    }
    // Asking neither releases nor drops the held navigation.
    expect(d.lastCalls()).toEqual([]);
  },
  saving: (d) => {
    expect(ctx(d).error).toBeNull();
    expect(d.invocations.save?.length).toBeGreaterThan(0);
    expect(d.lastCalls()).toEqual([]);
  },
  discarding: (d) => {
    expect(ctx(d).error).toBeNull();
    expect(d.lastCalls()).toEqual([{ type: 'proceed', params: undefined }]);
  },
  cancelled: (d) => {
    expect(ctx(d).error).toBeNull();
    expect(d.lastCalls()).toEqual([{ type: 'stay', params: undefined }]);
  },
};

describe('leavePageMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(leavePageMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(leavePageModel, path, checks);
  });
});
