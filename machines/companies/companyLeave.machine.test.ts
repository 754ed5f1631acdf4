import { describe, expect, it } from 'vitest';
import { failureStatus } from '../shared/apiError';
import { companyLeaveMachine, companyLeaveTexts, type CompanyLeaveContext } from './companyLeave.machine';
import { companyLeaveModel } from '../../tests/paths/models/companyLeave.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { generatePaths } from '../../tests/paths/model';

const paths = generatePaths(companyLeaveModel);
const ctx = (d: Driver) => d.snapshot().context as CompanyLeaveContext;

const checks: StateChecks = {
  closed: (d, step) => {
    expect(ctx(d)).toEqual({ company: null, error: null });
    if (step.event.type === 'xstate.done.actor.leaveCompany') {
      expect(d.lastCalls()).toEqual([
        { type: 'showToast', params: { text: { key: companyLeaveTexts.left, values: { name: 'Acme' } } } },
        { type: 'refetchCompanies', params: undefined },
      ]);
    } else {
      expect(d.calls).toEqual([]);
    }
  },
  confirming: (d, step) => {
    const c = ctx(d);
    expect(c.company).toEqual({ id: 'c1', name: 'Acme' });
    if (step.event.type === 'xstate.done.actor.leaveCompany') expect(c.error).toEqual({ key: companyLeaveTexts.failed, values: { name: 'Acme' } });
    if (step.event.type === 'xstate.error.actor.leaveCompany') {
      const error = (step.event as { error?: unknown }).error;
      expect(c.error).toEqual(expectedFailure(error, companyLeaveTexts.failed, { name: 'Acme' }));
      // The last ADMIN is refused with the server's own message, which the popup shows.
      if (failureStatus(error) === 409) expect(c.error?.message).toMatch(/last ADMIN/);
    }
    expect(d.calls).toEqual([]);
  },
  leaving: (d) => {
    expect(d.invocations.leaveCompany?.at(-1)).toEqual({ id: 'c1' });
    expect(ctx(d).error).toBeNull();
  },
};

describe('companyLeaveMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(companyLeaveMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(companyLeaveModel, path, checks);
  });
});
