import { describe, expect, it } from 'vitest';
import { failureBody, failureStatus } from '../shared/apiError';
import { passwordChecks, registerFormValid, registerMachine, registerTexts, type RegisterContext } from './register.machine';
import { registerModel } from '../../tests/paths/models/register.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(registerModel);
const ctx = (d: Driver) => d.snapshot().context as RegisterContext;

/** Spec 8, register row. */
function expectedText(error: unknown) {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  if (status === 500) return { key: commonTexts.internet };
  if (status === 402) return { key: registerTexts.emailInUse };
  if (status === 404) return { key: registerTexts.invitationInvalid };
  return { key: commonTexts.other, message: failureBody(error)?.message };
}

const checks: StateChecks = {
  editing: (d, step) => {
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(registerFormValid(ctx(d)));
    if (step.event.type.startsWith('xstate.error.actor.')) {
      expect(ctx(d).error).toEqual(expectedText((step.event as { error?: unknown }).error));
    }
  },
  signingUp: (d) => {
    expect(d.invocations.signup?.at(-1)).toEqual({ name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', password: 'Str0ng!Pass' });
    expect(ctx(d).error).toBeNull();
  },
  acceptingInvitation: (d) => {
    expect(d.invocations.acceptInvitation?.at(-1)).toEqual({ token: 'inv-1', body: { name: 'Ada', surname: 'Lovelace', password: 'Str0ng!Pass' } });
  },
  welcome: (d) => {
    expect(d.called('storeWelcome')).toEqual([{ name: 'Ada', email: 'ada@example.com' }]);
    expect(d.calls.map((c) => c.type)).toEqual(['storeWelcome', 'goToWelcome']);
  },
  invited: (d) => expect(d.calls.map((c) => c.type)).toEqual(['goToLogin']),
  liveChat: (d) => expect(d.calls.map((c) => c.type)).toEqual(['goToLiveChat']),
};

describe('registerMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(registerMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(registerModel, path, checks);
  });
});

describe('register rules', () => {
  const base: RegisterContext = { name: 'Ada', surname: 'L', email: '', password: 'Str0ng!Pass', error: null };
  it('skips the e-mail only in invitation mode', () => {
    expect(registerFormValid(base)).toBe(false);
    expect(registerFormValid({ ...base, invitationToken: 'inv' })).toBe(true);
    expect(registerFormValid({ ...base, email: 'ada@example.com' })).toBe(true);
  });
  it('shows one live check mark per rule', () => {
    expect(passwordChecks({ password: 'abcDEF12' })).toEqual({ length: true, lowercase: true, uppercase: true, number: true, symbol: false });
  });
});
