import { createActor, waitFor, type AnyEventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { failureStatus } from '../shared/apiError';
import { companyLeaveMachine, companyLeaveTexts, type CompanyLeaveContext } from './companyLeave.machine';
import { companyLeaveModel } from '../../tests/paths/models/companyLeave.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';
import { companyCallFailures, done, failed, httpFailure, networkFailure, unsuccessfulAnswers } from '../../tests/paths/models/fixtures';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(companyLeaveModel);
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
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(companyLeaveMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(companyLeaveModel, path, checks);
  });
});

describe('leaving a company as the popup sees it', () => {
  const globex = { id: 'c9', name: 'Globex' };
  const acme = { id: 'c1', name: 'Acme' };
  const open = async (company = globex) => {
    const d = createDriver(companyLeaveModel);
    await d.apply({ type: 'OPEN', company });
    return d;
  };

  it('starts closed and ignores the popup buttons', async () => {
    const d = createDriver(companyLeaveModel);
    expect(d.snapshot().value).toBe('closed');
    expect(ctx(d)).toEqual({ company: null, error: null });
    for (const event of [{ type: 'YES' }, { type: 'NO' }]) {
      expect(d.snapshot().can(event)).toBe(false);
      await d.apply(event);
    }
    expect(d.snapshot().value).toBe('closed');
    expect(d.invocations.leaveCompany).toBeUndefined();
  });

  it('opens on the chosen company', async () => {
    const d = await open();
    expect(d.snapshot().value).toBe('confirming');
    expect(ctx(d)).toEqual({ company: globex, error: null });
    expect(d.snapshot().can({ type: 'OPEN', company: acme })).toBe(false);
  });

  it('leaves the chosen company, then closes with a toast and a new list', async () => {
    const d = await open();
    await d.apply({ type: 'YES' });
    expect(d.snapshot().value).toBe('leaving');
    expect(d.invocations.leaveCompany).toEqual([{ id: 'c9' }]);
    expect(d.snapshot().can({ type: 'NO' })).toBe(false);
    expect(d.snapshot().can({ type: 'YES' })).toBe(false);
    await d.apply(done('leaveCompany', { success: true }));
    expect(d.snapshot().value).toBe('closed');
    expect(ctx(d)).toEqual({ company: null, error: null });
    expect(d.calls).toEqual([
      { type: 'showToast', params: { text: { key: companyLeaveTexts.left, values: { name: 'Globex' } } } },
      { type: 'refetchCompanies', params: undefined },
    ]);
  });

  it.each(unsuccessfulAnswers)('stays open with the failure when the server answers %s', async (_, output) => {
    const d = await open();
    await d.apply({ type: 'YES' });
    await d.apply(done('leaveCompany', output));
    expect(d.snapshot().value).toBe('confirming');
    expect(ctx(d)).toEqual({ company: globex, error: { key: companyLeaveTexts.failed, values: { name: 'Globex' } } });
    expect(d.calls).toEqual([]);
  });

  it.each(companyCallFailures(companyLeaveTexts.failed, 'Globex', { label: 'the last ADMIN refused', status: 409, message: 'You are the last ADMIN of Globex.' }, 503))(
    'stays open after %s and shows why',
    async (_, error, expected) => {
      const d = await open();
      await d.apply({ type: 'YES' });
      await d.apply(failed('leaveCompany', error));
      expect(d.snapshot().value).toBe('confirming');
      expect(ctx(d)).toEqual({ company: globex, error: expected });
      expect(d.calls).toEqual([]);
    },
  );

  it('clears the last failure when the user tries again, and leaves on the second try', async () => {
    const d = await open();
    await d.apply({ type: 'YES' });
    await d.apply(failed('leaveCompany', networkFailure));
    expect(ctx(d).error).toEqual({ key: commonTexts.noInternet });
    await d.apply({ type: 'YES' });
    expect(d.snapshot().value).toBe('leaving');
    expect(ctx(d).error).toBeNull();
    expect(d.invocations.leaveCompany).toEqual([{ id: 'c9' }, { id: 'c9' }]);
    await d.apply(done('leaveCompany', { success: true }));
    expect(d.snapshot().value).toBe('closed');
  });

  it('NO after a failure closes and forgets the company and the error; the next OPEN starts afresh', async () => {
    const d = await open();
    await d.apply({ type: 'YES' });
    await d.apply(done('leaveCompany', { success: false }));
    await d.apply({ type: 'NO' });
    expect(d.snapshot().value).toBe('closed');
    expect(ctx(d)).toEqual({ company: null, error: null });
    await d.apply({ type: 'OPEN', company: acme });
    expect(ctx(d)).toEqual({ company: acme, error: null });
    expect(d.calls).toEqual([]);
  });

  it('without a leaveCompany from the app, leaving fails instead of closing', async () => {
    const actor = createActor(companyLeaveMachine).start();
    actor.send({ type: 'OPEN', company: globex });
    actor.send({ type: 'YES' });
    const snapshot = await waitFor(actor, (s) => !s.matches('leaving'));
    expect(snapshot.value).toBe('confirming');
    expect(snapshot.context.error).toEqual({ key: commonTexts.noInternet });
  });

  it('a popup opened without a company (a caller slip) still answers, naming no company', async () => {
    const d = createDriver(companyLeaveModel);
    await d.apply({ type: 'OPEN', company: undefined } as unknown as AnyEventObject);
    await d.apply({ type: 'YES' });
    expect(d.invocations.leaveCompany).toEqual([{ id: '' }]);
    await d.apply(done('leaveCompany', { success: false }));
    expect(d.snapshot().value).toBe('confirming');
    expect(ctx(d).error).toEqual({ key: companyLeaveTexts.failed, values: { name: '' } });
    await d.apply({ type: 'YES' });
    await d.apply(failed('leaveCompany', httpFailure(409, { message: 'No.' })));
    expect(ctx(d).error).toEqual({ key: companyLeaveTexts.failed, message: 'No.', values: { name: '' } });
    await d.apply({ type: 'YES' });
    await d.apply(done('leaveCompany', { success: true }));
    expect(d.snapshot().value).toBe('closed');
    expect(d.calls[0]).toEqual({ type: 'showToast', params: { text: { key: companyLeaveTexts.left, values: { name: '' } } } });
  });
});
