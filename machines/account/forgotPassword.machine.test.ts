import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type InspectionEvent } from 'xstate';
import { failureStatus } from '../shared/apiError';
import { forgotPasswordMachine, forgotPasswordTexts, type ForgotPasswordContext } from './forgotPassword.machine';
import { isValidEmail } from './login.machine';
import { forgotPasswordModel } from '../../tests/paths/models/forgotPassword.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { httpFailure, networkFailure } from '../../tests/paths/models/fixtures';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(forgotPasswordModel);
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
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(forgotPasswordMachine, paths).states.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(forgotPasswordModel, path, checks);
  });
});

describe('forgotPasswordMachine as the forgot password form uses it', () => {
  async function sending(address = 'ada@example.com') {
    const d = createDriver(forgotPasswordModel);
    await d.apply({ type: 'EMAIL_CHANGED', value: address });
    await d.apply({ type: 'SUBMIT' });
    return d;
  }

  it('starts on an empty form without texts, and cannot be sent', () => {
    const d = createDriver(forgotPasswordModel);
    expect(d.snapshot().value).toBe('editing');
    expect(ctx(d)).toEqual({ email: '', error: null, notice: null });
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
  });

  it('keeps the address as typed and sends it without surrounding spaces', async () => {
    const d = createDriver(forgotPasswordModel);
    await d.apply({ type: 'EMAIL_CHANGED', value: ' ada@example.com ' });
    expect(ctx(d).email).toBe(' ada@example.com ');
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('sending');
    expect(d.invocations.forgot).toEqual([{ email: 'ada@example.com' }]);
  });

  it.each([
    ['400', httpFailure(400)],
    ['404', httpFailure(404)],
  ])('reads a %s answer as sent', async (_, failure) => {
    const d = await sending();
    await d.apply({ type: 'xstate.error.actor.forgot', error: failure });
    expect(d.snapshot().value).toBe('sent');
    expect(ctx(d)).toMatchObject({ notice: { key: forgotPasswordTexts.sent }, error: null });
  });

  it.each([
    ['403', httpFailure(403), commonTexts.internet],
    ['401', httpFailure(401), commonTexts.internet],
    ['500', httpFailure(500), commonTexts.internet],
    ['no answer', networkFailure, commonTexts.noInternet],
  ])('shows a failure for %s and stays on the form', async (_, failure, key) => {
    const d = await sending();
    await d.apply({ type: 'xstate.error.actor.forgot', error: failure });
    expect(d.snapshot().value).toBe('editing');
    expect(ctx(d)).toMatchObject({ error: { key }, notice: null });
  });

  it('clears the failure when sent again, and a changed address after sending starts over', async () => {
    const d = await sending();
    await d.apply({ type: 'xstate.error.actor.forgot', error: httpFailure(500) });
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('sending');
    expect(ctx(d).error).toBeNull();
    await d.apply({ type: 'xstate.done.actor.forgot', output: { status: 'ok' } });
    expect(d.snapshot().value).toBe('sent');
    expect(ctx(d)).toEqual({ email: 'ada@example.com', error: null, notice: { key: forgotPasswordTexts.sent } });
    await d.apply({ type: 'EMAIL_CHANGED', value: 'bob@example.com' });
    expect(d.snapshot().value).toBe('editing');
    expect(ctx(d)).toEqual({ email: 'bob@example.com', error: null, notice: null });
  });

  it('fails without the app forgot actor, saying which actor was not provided', async () => {
    const errors: unknown[] = [];
    const inspect = (e: InspectionEvent) => {
      if (e.type === '@xstate.event' && e.event.type === 'xstate.error.actor.forgot') errors.push((e.event as { error?: unknown }).error);
    };
    const actor = createActor(forgotPasswordMachine, { inspect }).start();
    actor.send({ type: 'EMAIL_CHANGED', value: 'ada@example.com' });
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (s) => s.context.error !== null);
    expect(failed.value).toBe('editing');
    expect(failed.context.error).toEqual({ key: commonTexts.noInternet });
    expect(String(errors[0])).toContain('forgot not provided');
    actor.stop();
  });
});
