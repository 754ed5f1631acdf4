import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type InspectionEvent } from 'xstate';
import { isStrongPassword } from '../../services/contracts/auth';
import { failureStatus } from '../shared/apiError';
import { passwordsMatched } from './newPassword';
import { resetPasswordMachine, resetPasswordTexts, type ResetPasswordContext } from './resetPassword.machine';
import { resetPasswordModel } from '../../tests/paths/models/resetPassword.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { httpFailure } from '../../tests/paths/models/fixtures';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(resetPasswordModel);
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
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
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

describe('resetPasswordMachine as the reset form uses it', () => {
  const strong = 'Str0ng!Pass';

  it('starts on the empty form with the link token and no error', () => {
    const d = createDriver(resetPasswordModel, { token: 'link-9' });
    expect(d.snapshot().value).toBe('editing');
    expect(ctx(d)).toEqual({ token: 'link-9', password: '', confirm: '', error: null });
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
  });

  it('keeps what is typed in each field and sends the token with the new password', async () => {
    const d = createDriver(resetPasswordModel, { token: 'link-9' });
    await d.apply({ type: 'PASSWORD_CHANGED', value: strong });
    expect(ctx(d)).toMatchObject({ password: strong, confirm: '' });
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
    await d.apply({ type: 'CONFIRM_CHANGED', value: strong });
    expect(ctx(d)).toMatchObject({ password: strong, confirm: strong });
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('saving');
    expect(d.invocations.reset).toEqual([{ token: 'link-9', body: { password: strong } }]);
  });

  it('clears the last failure when the form is sent again, then goes to the login once saved', async () => {
    const d = createDriver(resetPasswordModel, { token: 'link-9' });
    await d.apply({ type: 'PASSWORD_CHANGED', value: strong });
    await d.apply({ type: 'CONFIRM_CHANGED', value: strong });
    await d.apply({ type: 'SUBMIT' });
    await d.apply({ type: 'xstate.error.actor.reset', error: httpFailure(401) });
    expect(d.snapshot().value).toBe('editing');
    expect(ctx(d).error).toEqual({ key: resetPasswordTexts.expired });
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('saving');
    expect(ctx(d).error).toBeNull();
    await d.apply({ type: 'xstate.done.actor.reset', output: { status: 'ok' } });
    expect(d.snapshot().status).toBe('done');
    expect(d.calls).toEqual([{ type: 'goToLogin', params: undefined }]);
  });

  it('fails without the app reset, saying which actor was not provided', async () => {
    const errors: unknown[] = [];
    const inspect = (e: InspectionEvent) => {
      if (e.type === '@xstate.event' && e.event.type === 'xstate.error.actor.reset') errors.push((e.event as { error?: unknown }).error);
    };
    const actor = createActor(resetPasswordMachine, { input: { token: 'link-9' }, inspect }).start();
    actor.send({ type: 'PASSWORD_CHANGED', value: strong });
    actor.send({ type: 'CONFIRM_CHANGED', value: strong });
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (s) => s.context.error !== null);
    expect(failed.value).toBe('editing');
    expect(failed.context.error).toEqual({ key: commonTexts.noInternet });
    expect(String(errors[0])).toContain('reset not provided');
    actor.stop();
  });
});
