import { describe, expect, it } from 'vitest';
import { isStrongPassword } from '../../services/contracts/auth';
import { failureCause, failureStatus } from '../shared/apiError';
import { choosePasswordMachine, choosePasswordTexts, type ChoosePasswordContext } from './choosePassword.machine';
import type { signinAnswer } from '../../tests/paths/models/fixtures';
import { choosePasswordModel } from '../../tests/paths/models/choosePassword.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(choosePasswordModel);
const ctx = (d: Driver) => d.snapshot().context as ChoosePasswordContext;
const answerOf = (step: { event: unknown }) => (step.event as { output?: ReturnType<typeof signinAnswer> }).output!;

/** What each refusal must say. */
function expectedKey(error: unknown): string {
  const status = failureStatus(error);
  if (status === undefined) return commonTexts.noInternet;
  if (status === 400) return failureCause(error) === 'same_as_generated' ? choosePasswordTexts.sameAsGenerated : choosePasswordTexts.failed;
  if (status === 401 || status === 403) return choosePasswordTexts.expired;
  return commonTexts.internet;
}

const checks: StateChecks = {
  editing: (d, step) => {
    const c = ctx(d);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(isStrongPassword(c.password) && c.password === c.confirm);
    if (step.event.type === 'xstate.error.actor.choose') expect(c.error).toEqual({ key: expectedKey((step.event as { error?: unknown }).error) });
    if (step.event.type === 'xstate.done.actor.choose') expect(c.error).toEqual({ key: choosePasswordTexts.failed });
    expect(d.called('storeSession')).toHaveLength(0);
  },
  saving: (d) => {
    expect(d.invocations.choose?.at(-1)).toEqual({ password: 'Str0ng!Pass' });
    expect(ctx(d).error).toBeNull();
  },
  twoFactorSetup: (d, step) => {
    expect(d.called('goToTwoFactorSetup')).toEqual([{ answer: answerOf(step) }]);
    expect(d.called('storeSession')).toHaveLength(0);
  },
  twoFactorVerify: (d, step) => {
    expect(d.called('goToTwoFactorVerify')).toEqual([{ answer: answerOf(step) }]);
    expect(d.called('storeSession')).toHaveLength(0);
  },
  signedIn: (d, step) => {
    const answer = answerOf(step);
    expect(d.called('storeSession')).toEqual([{ answer }]);
    expect(d.called('navigate')).toEqual([{ path: answer.firstLogin ? '/guide?firstLogin=true' : '/' }]);
  },
};

describe('choosePasswordMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(choosePasswordMachine, paths).states.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(choosePasswordModel, path, checks);
  });
});
