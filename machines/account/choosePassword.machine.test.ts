import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { isStrongPassword } from '../../services/contracts/auth';
import { failureCause, failureStatus } from '../shared/apiError';
import { choosePasswordMachine, choosePasswordTexts, type ChoosePasswordContext } from './choosePassword.machine';
import { done, failed, httpFailure, networkFailure, signinAnswer } from '../../tests/paths/models/fixtures';
import { choosePasswordModel } from '../../tests/paths/models/choosePassword.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(choosePasswordModel);
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
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(choosePasswordMachine, paths).states.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(choosePasswordModel, path, checks);
  });
});

const strong = 'Str0ng!Pass';

/** A driver whose password was typed twice and sent. */
async function saving(): Promise<Driver> {
  const d = createDriver(choosePasswordModel);
  await d.apply({ type: 'PASSWORD_CHANGED', value: strong });
  await d.apply({ type: 'CONFIRM_CHANGED', value: strong });
  await d.apply({ type: 'SUBMIT' });
  return d;
}

describe('choosePasswordMachine form', () => {
  it('starts empty, keeps what is typed in each field and sends only a strong password typed twice', async () => {
    const d = createDriver(choosePasswordModel);
    expect(d.snapshot().value).toBe('editing');
    expect(ctx(d)).toEqual({ password: '', confirm: '', error: null });
    await d.apply({ type: 'PASSWORD_CHANGED', value: strong });
    await d.apply({ type: 'CONFIRM_CHANGED', value: 'Str0ng!Pas' });
    expect(ctx(d)).toEqual({ password: strong, confirm: 'Str0ng!Pas', error: null });
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('editing');
    await d.apply({ type: 'CONFIRM_CHANGED', value: strong });
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('saving');
    expect(d.invocations).toEqual({ choose: [{ password: strong }] });
  });
});

describe('choosePasswordMachine answers', () => {
  it('hands a sign-in still needing two-factor setup to the setup step, without a session', async () => {
    const answer = signinAnswer({ tfa: 'notSet', isAuthenticated: false });
    const d = await saving();
    await d.apply(done('choose', answer));
    expect(d.snapshot().value).toBe('twoFactorSetup');
    expect(d.snapshot().status).toBe('done');
    expect(d.calls).toEqual([{ type: 'goToTwoFactorSetup', params: { answer } }]);
  });
  it('hands a sign-in needing a two-factor code to the verify step, without a session', async () => {
    const answer = signinAnswer({ tfa: 'expired', isAuthenticated: false });
    const d = await saving();
    await d.apply(done('choose', answer));
    expect(d.snapshot().value).toBe('twoFactorVerify');
    expect(d.snapshot().status).toBe('done');
    expect(d.calls).toEqual([{ type: 'goToTwoFactorVerify', params: { answer } }]);
  });
  it.each([
    ['a returning user', signinAnswer(), '/'],
    ['a first login', signinAnswer({ firstLogin: true }), '/guide?firstLogin=true'],
  ])('stores the session of an authenticated sign-in and opens the console (%s)', async (_, answer, path) => {
    const d = await saving();
    await d.apply(done('choose', answer));
    expect(d.snapshot().value).toBe('signedIn');
    expect(d.snapshot().status).toBe('done');
    expect(d.calls).toEqual([
      { type: 'storeSession', params: { answer } },
      { type: 'navigate', params: { path } },
    ]);
  });
  it('refuses an answer that neither signs in nor asks for two-factor, and lets the user send again', async () => {
    const d = await saving();
    await d.apply(done('choose', signinAnswer({ tfa: 'valid', isAuthenticated: false })));
    expect(d.snapshot().value).toBe('editing');
    expect(ctx(d).error).toEqual({ key: choosePasswordTexts.failed });
    expect(d.calls).toEqual([]);
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('saving');
    expect(ctx(d).error).toBeNull();
  });
  it.each([
    ['no connection', networkFailure, commonTexts.noInternet],
    ['a password like the generated one', httpFailure(400, { cause: 'same_as_generated' }), choosePasswordTexts.sameAsGenerated],
    ['another 400', httpFailure(400, { cause: 'weak' }), choosePasswordTexts.failed],
    ['another cause of another status', httpFailure(409, { cause: 'same_as_generated' }), choosePasswordTexts.failed],
    ['a 401', httpFailure(401), choosePasswordTexts.expired],
    ['a 403', httpFailure(403), choosePasswordTexts.expired],
    ['a 404', httpFailure(404), choosePasswordTexts.failed],
    ['a 499', httpFailure(499), choosePasswordTexts.failed],
    ['a 500', httpFailure(500), commonTexts.internet],
    ['a 503', httpFailure(503), commonTexts.internet],
  ])('explains a refused choice (%s), keeping the fields', async (_, failure, key) => {
    const d = await saving();
    await d.apply(failed('choose', failure));
    expect(d.snapshot().value).toBe('editing');
    expect(ctx(d)).toEqual({ password: strong, confirm: strong, error: { key } });
    expect(d.calls).toEqual([]);
  });
});

describe("choosePasswordMachine without the app's actor", () => {
  it('shows a failed choice when choose is not provided', async () => {
    const actor = createActor(choosePasswordMachine).start();
    actor.send({ type: 'PASSWORD_CHANGED', value: strong });
    actor.send({ type: 'CONFIRM_CHANGED', value: strong });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.error).toEqual({ key: commonTexts.noInternet });
  });
});
