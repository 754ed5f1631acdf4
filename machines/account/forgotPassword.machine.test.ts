import { describe, expect, it } from 'vitest';
import { failureStatus } from '../shared/apiError';
import { forgotPasswordMachine, forgotPasswordTexts, type ForgotPasswordContext } from './forgotPassword.machine';
import { isValidEmail } from './login.machine';
import { forgotPasswordModel } from '../../tests/paths/models/forgotPassword.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(forgotPasswordModel);
const ctx = (d: Driver) => d.snapshot().context as ForgotPasswordContext;

const checks: StateChecks = {
  editing: (d, step) => {
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(isValidEmail(ctx(d).email));
    if (step.event.type === 'xstate.error.actor.forgot') {
      const status = failureStatus((step.event as { error?: unknown }).error);
      expect(ctx(d).error).toEqual({ key: status === undefined ? commonTexts.noInternet : commonTexts.internet });
    }
  },
  sending: (d) => {
    expect(d.invocations.forgot?.at(-1)).toEqual({ email: 'ada@example.com' });
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
  },
  sent: (d) => {
    expect(ctx(d).notice).toEqual({ key: forgotPasswordTexts.sent });
    expect(ctx(d).error).toBeNull();
  },
};

describe('forgotPasswordMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(forgotPasswordMachine, paths).states.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(forgotPasswordModel, path, checks);
  });
});
