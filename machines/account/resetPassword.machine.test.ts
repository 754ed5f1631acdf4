import { describe, expect, it } from 'vitest';
import { isStrongPassword } from '../../services/contracts/auth';
import { failureStatus } from '../shared/apiError';
import { passwordsMatched } from './newPassword';
import { resetPasswordMachine, resetPasswordTexts, type ResetPasswordContext } from './resetPassword.machine';
import { resetPasswordModel } from '../../tests/paths/models/resetPassword.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(resetPasswordModel);
const ctx = (d: Driver) => d.snapshot().context as ResetPasswordContext;

/** Spec 8, reset row. */
function expectedKey(error: unknown): string {
  const status = failureStatus(error);
  if (status === undefined) return commonTexts.noInternet;
  return { 400: resetPasswordTexts.failed, 401: resetPasswordTexts.expired, 500: commonTexts.internet }[status] ?? '?';
}

const checks: StateChecks = {
  editing: (d, step) => {
    const c = ctx(d);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(isStrongPassword(c.password) && c.password === c.confirm);
    if (step.event.type === 'xstate.error.actor.reset') {
      expect(c.error).toEqual({ key: expectedKey((step.event as { error?: unknown }).error) });
    }
  },
  saving: (d) => {
    expect(d.invocations.reset?.at(-1)).toEqual({ token: 'reset-1', body: { password: 'Str0ng!Pass' } });
  },
  saved: (d) => expect(d.calls.map((c) => c.type)).toEqual(['goToLogin']),
};

describe('resetPasswordMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(resetPasswordMachine, paths).states.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(resetPasswordModel, path, checks);
  });
});

describe('passwords matched indicator', () => {
  it('needs a non-empty, equal confirmation', () => {
    expect(passwordsMatched({ password: '', confirm: '' })).toBe(false);
    expect(passwordsMatched({ password: 'Ab1!abcd', confirm: 'Ab1!abc' })).toBe(false);
    expect(passwordsMatched({ password: 'Ab1!abcd', confirm: 'Ab1!abcd' })).toBe(true);
  });
});
