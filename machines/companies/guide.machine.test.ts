import { describe, expect, it } from 'vitest';
import { failureBody, failureStatus } from '../shared/apiError';
import { accountInfoComplete, GUIDE_STEPS, guideMachine, guideTexts, type GuideContext } from './guide.machine';
import { guideModel } from '../../tests/paths/models/guide.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(guideModel);
const ctx = (d: Driver) => d.snapshot().context as GuideContext;
const errorOf = (step: { event: { type: string } }) => (step.event as { error?: unknown }).error;

/** Spec 8, guide row. */
function expectedCompanyText(error: unknown) {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  if (status === 500) return { key: commonTexts.internet };
  if (status === 400 || status === 402) return { key: guideTexts.nameInUse };
  return { key: commonTexts.other, message: failureBody(error)?.message };
}

const checks: StateChecks = {
  start: (d) => {
    expect(ctx(d).completedSteps).toEqual([]);
    expect(d.snapshot().can({ type: 'OK' })).toBe(true);
  },
  company: (d, step) => {
    const c = ctx(d);
    expect(c.completedSteps).toEqual(['startGuide']);
    // Save is disabled while the name is empty; Enter sends the same SUBMIT.
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(c.companyName.trim() !== '');
    if (step.event.type === 'NAME_CHANGED' && c.companyName.trim() === '') expect(c.nameError).toEqual({ key: commonTexts.fieldEmpty });
    if (step.event.type === 'SUBMIT') expect(c.nameError).toEqual({ key: commonTexts.nameTooShort });
    if (step.event.type === 'xstate.error.actor.createCompany') expect(c.error).toEqual(expectedCompanyText(errorOf(step)));
  },
  creatingCompany: (d) => {
    expect(d.invocations.createCompany?.at(-1)).toEqual({ name: 'Acme', country: 'TURKEY' });
    expect(ctx(d).error).toBeNull();
  },
  companyInfo: (d, step) => {
    const c = ctx(d);
    expect(c.companyId).toBe('c1');
    expect(c.completedSteps).toEqual(['startGuide', 'companyName']);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(accountInfoComplete(c));
    if (step.event.type === 'xstate.error.actor.createAccountInfo') {
      const error = errorOf(step);
      const status = failureStatus(error);
      expect(c.error).toEqual(
        status === undefined ? { key: commonTexts.noInternet } : status === 500 ? { key: commonTexts.internet } : { key: commonTexts.other, message: 'Unknown work field.' },
      );
    }
  },
  savingAccountInfo: (d) => {
    expect(d.invocations.createAccountInfo?.at(-1)).toEqual({
      companyId: 'c1',
      userId: 'u1',
      peopleCount: '2-10',
      workField: 'Computer Software',
      jobTitle: 'Director/Manager',
    });
  },
  chatbot: (d) => {
    expect(ctx(d).completedSteps).toEqual(['startGuide', 'companyName', 'aboutYou']);
    expect(d.calls).toEqual([]);
  },
  done: (d, step) => {
    const { id, fromTemplate, template } = step.event as unknown as { id: string; fromTemplate: boolean; template?: string };
    expect(ctx(d).completedSteps).toEqual([...GUIDE_STEPS]);
    expect(d.calls).toEqual([{ type: 'goToDesigner', params: { id, fromTemplate, ...(template ? { template } : {}), firstLogin: ctx(d).firstLogin } }]);
  },
  noSession: (d) => {
    expect(d.calls.map((c) => c.type)).toEqual(['goToLogin']);
    expect(d.snapshot().status).toBe('done');
  },
};

describe('guideMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(guideMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(guideModel, path, checks);
  });
});
