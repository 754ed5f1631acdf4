import { describe, expect, it } from 'vitest';
import { failureBody, failureCause, failureStatus } from '../shared/apiError';
import { isValidEmail, loginMachine, loginTexts, signedInOutcome, type LoginContext } from './login.machine';
import { after, failed, httpFailure, signinAnswer } from '../../tests/paths/models/fixtures';
import { loginModel } from '../../tests/paths/models/login.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(loginModel);
const input = { captchaThreshold: 2, appInstallation: false };

/** Spec 8, login rows: the text a failure must show. */
function expectedText(error: unknown) {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  if (status === 401) return { key: failureCause(error) === 'err_ip_not_allowed' ? loginTexts.ipNotAllowed : loginTexts.credentials };
  if (status === 403) return { key: loginTexts.notConfirmed };
  if (status === 429) return { key: loginTexts.locked, message: failureBody(error)?.message };
  if (status >= 500) return { key: loginTexts.internet };
  return { key: loginTexts.general, message: failureBody(error)?.message };
}

const ctx = (d: Driver) => d.snapshot().context as LoginContext;
const formValid = (c: LoginContext) => isValidEmail(c.email) && c.password.length > 0;

const checks: StateChecks = {
  'editing.ready': (d) => {
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(formValid(ctx(d)));
    expect(ctx(d).failureCount < 2 && !ctx(d).captchaRequired).toBe(true);
  },
  'editing.needsCaptcha': (d) => {
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
    expect(ctx(d).failureCount >= 2 || ctx(d).captchaRequired).toBe(true);
    expect(ctx(d).captchaToken).toBeNull();
  },
  'editing.captchaSolved': (d) => {
    expect(ctx(d).captchaToken).toBe('captcha-1');
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(formValid(ctx(d)));
  },
  editing: (d, step) => {
    if (step.event.type.startsWith('xstate.error.actor.')) {
      const error = (step.event as { error?: unknown }).error;
      expect(ctx(d).error).toEqual(JSON.parse(JSON.stringify(expectedText(error))));
      expect(ctx(d).captchaToken).toBeNull();
    }
  },
  submitting: (d) => {
    const sent = d.invocations.signin?.at(-1);
    const c = ctx(d);
    expect(sent).toEqual({ email: c.email, password: c.password, keepSignedIn: c.keepSignedIn, captchaVerificationToken: c.captchaToken });
    expect(c.error).toBeNull();
    expect(d.snapshot().can({ type: 'EMAIL_CHANGED', value: 'x' })).toBe(false);
  },
  locked: (d) => {
    expect(ctx(d).remainingSeconds).toBeGreaterThan(0);
    expect(ctx(d).error?.key).toBe(loginTexts.locked);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
    expect(d.snapshot().can({ type: 'PASSWORD_CHANGED', value: 'x' })).toBe(false);
  },
  choosingPassword: (d, step) => {
    const answer = (step.event as { output?: ReturnType<typeof signinAnswer> }).output!;
    expect(answer.passwordChangeRequired).toBe(true);
    expect(d.called('goToChoosePassword')).toEqual([{ answer }]);
    expect(d.called('goToTwoFactorSetup')).toHaveLength(0);
    expect(d.called('storeSession')).toHaveLength(0);
  },
  twoFactorSetup: (d) => {
    expect(d.called('goToTwoFactorSetup')).toHaveLength(1);
    expect(d.called('storeSession')).toHaveLength(0);
  },
  twoFactorVerify: (d) => {
    expect(d.called('goToTwoFactorVerify')).toHaveLength(1);
    expect(d.called('storeSession')).toHaveLength(0);
  },
  signedIn: (d, step) => {
    const answer = (step.event as { output?: ReturnType<typeof signinAnswer> }).output!;
    expect(d.called('storeSession')).toEqual([{ answer, keepSignedIn: ctx(d).keepSignedIn }]);
    expect(d.called('navigate')).toEqual([{ path: signedInOutcome(answer, input).path }]);
    expect(d.snapshot().output).toEqual({ outcome: signedInOutcome(answer, input) });
  },
};

describe('loginMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(loginMachine, paths);
    expect(coverage.states.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(loginModel, path, checks);
  });
});

describe('loginMachine rules', () => {
  const ready = async () => {
    const d = createDriver(loginModel, input);
    await d.apply({ type: 'EMAIL_CHANGED', value: ' ada@example.com ' });
    await d.apply({ type: 'PASSWORD_CHANGED', value: 'pw' });
    return d;
  };

  it('routes a signed-in user per spec 2.4', () => {
    expect(signedInOutcome(signinAnswer({ firstLogin: true }), { ...input, appInstallation: true, origin: '/install/shop' })).toEqual({
      kind: 'guide',
      path: '/guide?firstLogin=true',
    });
    expect(signedInOutcome(signinAnswer(), { ...input, appInstallation: true, origin: '/install/shop?x=1' })).toEqual({ kind: 'origin', path: '/install/shop?x=1' });
    expect(signedInOutcome(signinAnswer(), { ...input, appInstallation: true })).toEqual({ kind: 'dashboard', path: '/' });
    expect(signedInOutcome(signinAnswer(), { ...input, origin: '/assistants' })).toEqual({ kind: 'dashboard', path: '/' });
  });

  it('sends the captcha token once, then asks for a new one', async () => {
    const d = await ready();
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed('signin', httpFailure(401, { retryCount: 2 })));
    expect(d.snapshot().matches({ editing: 'needsCaptcha' })).toBe(true);
    await d.apply({ type: 'CAPTCHA_SOLVED', token: 't-1' });
    await d.apply({ type: 'SUBMIT' });
    expect(d.invocations.signin?.at(-1)).toMatchObject({ email: 'ada@example.com', captchaVerificationToken: 't-1' });
    await d.apply(failed('signin', httpFailure(401, { retryCount: 3 })));
    expect(ctx(d)).toMatchObject({ captchaToken: null, failureCount: 3 });
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
  });

  it('follows the server retry count, even downwards', async () => {
    const d = await ready();
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed('signin', httpFailure(401)));
    expect(ctx(d).failureCount).toBe(1);
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed('signin', httpFailure(401, { retryCount: 0 })));
    expect(ctx(d).failureCount).toBe(0);
  });

  it('keeps input disabled for exactly the lockout time', async () => {
    const d = await ready();
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed('signin', httpFailure(429, { remainingTime: 3 })));
    d.clock.increment(1000);
    d.clock.increment(1000);
    expect(ctx(d).remainingSeconds).toBe(1);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
    d.clock.increment(1000);
    expect(d.snapshot().matches({ editing: 'ready' })).toBe(true);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(true);
  });

  it('shows the IP allowlist toast for 4 seconds without counting a failure', async () => {
    const d = await ready();
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed('signin', httpFailure(401, { cause: 'err_ip_not_allowed' })));
    expect(d.called('showToast')).toEqual([{ text: { key: loginTexts.ipNotAllowed }, durationMs: 4000 }]);
    expect(ctx(d).failureCount).toBe(0);
  });

  it('the tick delay is one second', () => {
    expect(loginMachine.implementations.delays.tick).toBe(1000);
    expect(after('tick', 'login.locked').type).toBe('xstate.after.tick.login.locked');
  });
});
