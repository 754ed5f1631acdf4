import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type InspectionEvent } from 'xstate';
import { failureBody, failureCause, failureStatus } from '../shared/apiError';
import { isValidEmail, loginMachine, loginTexts, signedInOutcome, type LoginContext } from './login.machine';
import { after, done, failed, httpFailure, networkFailure, signinAnswer } from '../../tests/paths/models/fixtures';
import { loginModel } from '../../tests/paths/models/login.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectCountdown } from '../../tests/paths/countdown';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(loginModel);
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
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
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

describe('loginMachine as the login page uses it', () => {
  const ready = async (start: Partial<typeof input> & { origin?: string } = {}) => {
    const d = createDriver(loginModel, { ...input, ...start });
    await d.apply({ type: 'EMAIL_CHANGED', value: ' ada@example.com ' });
    await d.apply({ type: 'PASSWORD_CHANGED', value: 'pw' });
    return d;
  };
  const submitted = async (start: Partial<typeof input> & { origin?: string } = {}) => {
    const d = await ready(start);
    await d.apply({ type: 'SUBMIT' });
    return d;
  };

  it('starts on an empty form with its input, no error, nothing counted', () => {
    const d = createDriver(loginModel, { ...input, origin: '/install' });
    expect(d.snapshot().value).toEqual({ editing: 'ready' });
    expect(ctx(d)).toEqual({
      captchaThreshold: 2,
      appInstallation: false,
      origin: '/install',
      email: '',
      password: '',
      keepSignedIn: false,
      captchaToken: null,
      captchaRequired: false,
      failureCount: 0,
      error: null,
      remainingSeconds: 0,
      outcome: null,
    });
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
  });

  it('asks for a captcha at once when the threshold is zero', () => {
    const d = createDriver(loginModel, { ...input, captchaThreshold: 0 });
    expect(d.snapshot().value).toEqual({ editing: 'needsCaptcha' });
  });

  it('keeps what is typed and needs a valid address and a password', async () => {
    const d = createDriver(loginModel, input);
    await d.apply({ type: 'PASSWORD_CHANGED', value: 'pw' });
    expect(ctx(d).password).toBe('pw');
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
    await d.apply({ type: 'EMAIL_CHANGED', value: 'ada@example.com' });
    expect(ctx(d).email).toBe('ada@example.com');
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(true);
    await d.apply({ type: 'PASSWORD_CHANGED', value: '' });
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
    await d.apply({ type: 'KEEP_SIGNED_IN_CHANGED', value: true });
    expect(ctx(d).keepSignedIn).toBe(true);
  });

  it('sends the trimmed address, the password, the keep-signed-in choice and no captcha token', async () => {
    const d = await ready();
    await d.apply({ type: 'KEEP_SIGNED_IN_CHANGED', value: true });
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('submitting');
    expect(d.invocations.signin).toEqual([{ email: 'ada@example.com', password: 'pw', keepSignedIn: true, captchaVerificationToken: null }]);
  });

  it('keeps a solved captcha token until it expires', async () => {
    const d = createDriver(loginModel, { ...input, captchaThreshold: 0 });
    await d.apply({ type: 'CAPTCHA_SOLVED', token: 'c-7' });
    expect(d.snapshot().value).toEqual({ editing: 'captchaSolved' });
    expect(ctx(d).captchaToken).toBe('c-7');
    await d.apply({ type: 'CAPTCHA_EXPIRED' });
    expect(d.snapshot().value).toEqual({ editing: 'needsCaptcha' });
    expect(ctx(d).captchaToken).toBeNull();
  });

  it('signs in: stores the session with the keep-signed-in choice and goes to the dashboard', async () => {
    const d = await ready();
    await d.apply({ type: 'KEEP_SIGNED_IN_CHANGED', value: true });
    await d.apply({ type: 'SUBMIT' });
    const answer = signinAnswer();
    await d.apply(done('signin', answer));
    expect(d.snapshot().value).toBe('signedIn');
    expect(d.calls).toEqual([
      { type: 'storeSession', params: { answer, keepSignedIn: true } },
      { type: 'navigate', params: { path: '/' } },
    ]);
    expect(d.snapshot().output).toEqual({ outcome: { kind: 'dashboard', path: '/' } });
  });

  it('goes back to the origin of an app installation, and to the guide on a first login', async () => {
    const back = await submitted({ appInstallation: true, origin: '/install/shop' });
    await back.apply(done('signin', signinAnswer()));
    expect(back.called('navigate')).toEqual([{ path: '/install/shop' }]);
    expect(back.snapshot().output).toEqual({ outcome: { kind: 'origin', path: '/install/shop' } });
    const first = await submitted();
    await first.apply(done('signin', signinAnswer({ firstLogin: true })));
    expect(first.called('navigate')).toEqual([{ path: '/guide?firstLogin=true' }]);
  });

  it.each([
    ['a password change', signinAnswer({ passwordChangeRequired: true }), 'choosingPassword', 'goToChoosePassword'],
    ['two-factor setup', signinAnswer({ tfa: 'notSet', isAuthenticated: false }), 'twoFactorSetup', 'goToTwoFactorSetup'],
    ['two-factor verification', signinAnswer({ tfa: 'expired', isAuthenticated: false }), 'twoFactorVerify', 'goToTwoFactorVerify'],
  ])('hands %s over with the answer, storing no session', async (_, answer, state, action) => {
    const d = await submitted();
    await d.apply(done('signin', answer));
    expect(d.snapshot().value).toBe(state);
    expect(d.snapshot().status).toBe('done');
    expect(d.calls).toEqual([{ type: action, params: { answer } }]);
    expect(d.snapshot().output).toEqual({ outcome: null });
  });

  it('reads a valid answer that is not authenticated as a general error', async () => {
    const d = await submitted();
    await d.apply(done('signin', signinAnswer({ tfa: 'valid', isAuthenticated: false })));
    expect(d.snapshot().value).toEqual({ editing: 'ready' });
    expect(ctx(d).error).toEqual({ key: loginTexts.general });
    expect(d.calls).toEqual([]);
  });

  it('clears the last error when sent again', async () => {
    const d = await submitted();
    await d.apply(failed('signin', httpFailure(403)));
    expect(ctx(d).error).toEqual({ key: loginTexts.notConfirmed });
    await d.apply({ type: 'SUBMIT' });
    expect(ctx(d).error).toBeNull();
  });

  it.each([
    ['401', httpFailure(401), { key: loginTexts.credentials }, 1],
    ['403', httpFailure(403), { key: loginTexts.notConfirmed }, 0],
    ['400 with a message', httpFailure(400, { message: 'Account suspended.' }), { key: loginTexts.general, message: 'Account suspended.' }, 0],
    ['499', httpFailure(499, { message: 'Odd.' }), { key: loginTexts.general, message: 'Odd.' }, 0],
    ['500', httpFailure(500), { key: loginTexts.internet }, 0],
    ['no answer', networkFailure, { key: commonTexts.noInternet }, 0],
    ['something not a failure', new Error('boom'), { key: commonTexts.noInternet }, 0],
  ])('shows the text of a %s and counts only wrong credentials', async (_, failure, error, count) => {
    const d = await submitted();
    await d.apply(failed('signin', failure));
    expect(d.snapshot().value).toEqual({ editing: 'ready' });
    expect(ctx(d)).toMatchObject({ error, failureCount: count, captchaRequired: false, remainingSeconds: 0 });
    expect(d.calls).toEqual([]);
  });

  it('asks for a captcha after as many wrong passwords as the threshold', async () => {
    const d = await submitted();
    await d.apply(failed('signin', httpFailure(401)));
    expect(d.snapshot().value).toEqual({ editing: 'ready' });
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed('signin', httpFailure(401)));
    expect(ctx(d).failureCount).toBe(2);
    expect(d.snapshot().value).toEqual({ editing: 'needsCaptcha' });
  });

  it.each([
    ['captchaRequired in the answer', httpFailure(400, { captchaRequired: true })],
    ['the captcha_required cause', httpFailure(400, { cause: 'captcha_required' })],
  ])('asks for a captcha when the server says so (%s), and keeps asking', async (_, failure) => {
    const d = await submitted();
    await d.apply(failed('signin', failure));
    expect(ctx(d).captchaRequired).toBe(true);
    expect(d.snapshot().value).toEqual({ editing: 'needsCaptcha' });
    await d.apply({ type: 'CAPTCHA_SOLVED', token: 'c-1' });
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed('signin', httpFailure(403)));
    expect(ctx(d).captchaRequired).toBe(true);
    expect(ctx(d).captchaToken).toBeNull();
    expect(d.snapshot().value).toEqual({ editing: 'needsCaptcha' });
  });

  it('does not ask for a captcha when the answer says it is not required', async () => {
    const d = await submitted();
    await d.apply(failed('signin', httpFailure(400, { captchaRequired: false, cause: 'other' })));
    expect(ctx(d).captchaRequired).toBe(false);
    expect(d.snapshot().value).toEqual({ editing: 'ready' });
  });

  it('shows the IP allowlist text as a toast and on the form', async () => {
    const d = await submitted();
    await d.apply(failed('signin', httpFailure(401, { cause: 'err_ip_not_allowed' })));
    expect(d.snapshot().value).toEqual({ editing: 'ready' });
    expect(ctx(d).error).toEqual({ key: loginTexts.ipNotAllowed });
    expect(d.calls).toEqual([{ type: 'showToast', params: { text: { key: loginTexts.ipNotAllowed }, durationMs: 4000 } }]);
  });

  it('does not read another 401 cause as the IP allowlist', async () => {
    const d = await submitted();
    await d.apply(failed('signin', httpFailure(401, { cause: 'other' })));
    expect(ctx(d)).toMatchObject({ error: { key: loginTexts.credentials }, failureCount: 1 });
    expect(d.calls).toEqual([]);
  });

  it('locks for the remaining time with the server message, then counts down to the form', async () => {
    const d = await submitted();
    await d.apply(failed('signin', httpFailure(429, { remainingTime: 2, message: 'Too many attempts.' })));
    expect(d.snapshot().value).toBe('locked');
    expect(ctx(d)).toMatchObject({ remainingSeconds: 2, error: { key: loginTexts.locked, message: 'Too many attempts.' }, failureCount: 0 });
    expectCountdown(d, 2, 'locked');
    expect(ctx(d).remainingSeconds).toBe(0);
    expect(d.snapshot().value).toEqual({ editing: 'ready' });
  });

  it('locks for five minutes when the lockout carries no time', async () => {
    const d = await submitted();
    await d.apply(failed('signin', httpFailure(429)));
    expect(d.snapshot().value).toBe('locked');
    expect(ctx(d).remainingSeconds).toBe(300);
  });

  it('locks for five minutes when the lockout comes without a body', async () => {
    const d = await submitted();
    await d.apply(failed('signin', { kind: 'http', status: 429 }));
    expect(d.snapshot().value).toBe('locked');
    expect(ctx(d)).toMatchObject({ remainingSeconds: 300, error: { key: loginTexts.locked } });
  });

  it('reads the IP allowlist cause only on a 401', async () => {
    const d = await submitted();
    await d.apply(failed('signin', httpFailure(403, { cause: 'err_ip_not_allowed' })));
    expect(d.snapshot().value).toEqual({ editing: 'ready' });
    expect(ctx(d).error).toEqual({ key: loginTexts.notConfirmed });
    expect(d.calls).toEqual([]);
  });

  it('does not lock when the lockout time is already over', async () => {
    const d = await submitted();
    await d.apply(failed('signin', httpFailure(429, { remainingTime: 0 })));
    expect(d.snapshot().value).toEqual({ editing: 'ready' });
    expect(ctx(d).remainingSeconds).toBe(0);
  });

  it('never counts below zero', async () => {
    const d = await submitted();
    await d.apply(failed('signin', httpFailure(429, { remainingTime: 0.5 })));
    expect(d.snapshot().value).toBe('locked');
    d.clock.increment(1000);
    expect(ctx(d).remainingSeconds).toBe(0);
    expect(d.snapshot().value).toEqual({ editing: 'ready' });
  });

  it('fetches the session of an OAuth sign-in with its token and user, clearing the last error', async () => {
    const d = await submitted();
    await d.apply(failed('signin', httpFailure(401)));
    await d.apply({ type: 'OAUTH_TOKEN', token: 'oauth-9', user: '{"id":"u1"}' });
    expect(d.snapshot().value).toBe('fetchingSession');
    expect(ctx(d).error).toBeNull();
    expect(d.invocations.fetchSession).toEqual([{ token: 'oauth-9', user: '{"id":"u1"}' }]);
    const answer = signinAnswer();
    await d.apply(done('fetchSession', answer));
    expect(d.snapshot().value).toBe('signedIn');
    expect(d.called('storeSession')).toEqual([{ answer, keepSignedIn: false }]);
  });

  it('shows a failed OAuth session fetch on the form', async () => {
    const d = createDriver(loginModel, input);
    await d.apply({ type: 'OAUTH_TOKEN', token: 'oauth-9', user: 'u1' });
    await d.apply(failed('fetchSession', httpFailure(401)));
    expect(d.snapshot().value).toEqual({ editing: 'ready' });
    expect(ctx(d)).toMatchObject({ error: { key: loginTexts.credentials }, failureCount: 1 });
  });

  it.each([
    ['signin', { type: 'SUBMIT' } as const],
    ['fetchSession', { type: 'OAUTH_TOKEN', token: 'oauth-9', user: 'u1' } as const],
  ])('fails without the app %s actor, saying which actor was not provided', async (name, event) => {
    const errors: unknown[] = [];
    const inspect = (e: InspectionEvent) => {
      if (e.type === '@xstate.event' && e.event.type === `xstate.error.actor.${name}`) errors.push((e.event as { error?: unknown }).error);
    };
    const actor = createActor(loginMachine, { input, inspect }).start();
    actor.send({ type: 'EMAIL_CHANGED', value: 'ada@example.com' });
    actor.send({ type: 'PASSWORD_CHANGED', value: 'pw' });
    actor.send(event);
    const shown = await waitFor(actor, (s) => s.context.error !== null);
    expect(shown.value).toEqual({ editing: 'ready' });
    expect(shown.context.error).toEqual({ key: commonTexts.noInternet });
    expect(String(errors[0])).toContain(`${name} not provided`);
    actor.stop();
  });
});
