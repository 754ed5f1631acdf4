import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { failureStatus } from '../shared/apiError';
import { failed, httpFailure, networkFailure, verifyAnswer, done } from '../../tests/paths/models/fixtures';
import { twoFactorVerifyModel } from '../../tests/paths/models/twoFactorVerify.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectCountdown } from '../../tests/paths/countdown';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';
import { formatCountdown, tryAgainText, twoFactorTexts } from './twoFactorShared';
import { twoFactorVerifyMachine, type TwoFactorVerifyContext } from './twoFactorVerify.machine';

const { paths, failure: generationFailure } = guardedPaths(twoFactorVerifyModel);
const ctx = (d: Driver) => d.snapshot().context as TwoFactorVerifyContext;

/** Spec 5 and 8: what the user reads after a step in `ready`. */
function expectedError(c: TwoFactorVerifyContext, event: { type: string; error?: unknown }): string | null {
  const invalid = c.mode === 'code' ? twoFactorTexts.invalidCode : twoFactorTexts.invalidBackupCode;
  if (event.type === 'SUBMIT') return c.code === '' ? (c.mode === 'code' ? twoFactorTexts.emptyCode : twoFactorTexts.emptyBackupCode) : invalid;
  if (event.type.startsWith('xstate.done.actor.')) return invalid;
  if (event.type.startsWith('xstate.error.actor.')) {
    const status = failureStatus(event.error);
    return status === undefined ? commonTexts.noInternet : status >= 500 ? commonTexts.internet : invalid;
  }
  if (event.type.startsWith('xstate.after.')) return null;
  return 'unchanged';
}

const checks: StateChecks = {
  ready: (d, step) => {
    const c = ctx(d);
    expect(c.code).toMatch(/^\d{0,6}$/);
    expect(d.snapshot().can({ type: 'CODE_CHANGED', value: '1' })).toBe(true);
    const expected = expectedError(c, step.event);
    if (expected !== 'unchanged') expect(c.error?.key ?? null).toBe(expected);
  },
  verifying: (d) => {
    expect(d.invocations.verify?.at(-1)).toEqual({ verificationToken: '123456', rememberDevice: ctx(d).rememberDevice });
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
  },
  validatingBackupCode: (d) => {
    expect(d.invocations.validateBackupCode?.at(-1)).toEqual({ backupCode: '123456', rememberDevice: ctx(d).rememberDevice });
  },
  locked: (d) => {
    expect(ctx(d).error).toEqual({ key: twoFactorTexts.locked });
    expect(ctx(d).remainingSeconds).toBeGreaterThan(0);
    expect(d.snapshot().can({ type: 'CODE_CHANGED', value: '1' })).toBe(false);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
  },
  verified: (d) => {
    expect(d.calls.map((c) => c.type)).toEqual(['storeSession', 'goHome']);
    expect(d.called('storeSession')).toEqual([{ answer: verifyAnswer('verified'), rememberDevice: ctx(d).rememberDevice }]);
  },
};

describe('twoFactorVerifyMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(twoFactorVerifyMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(twoFactorVerifyModel, path, checks);
  });
});

describe('two-factor lockout', () => {
  it('counts down a 5-minute lockout second by second, then accepts input again', async () => {
    const d = createDriver(twoFactorVerifyModel);
    await d.apply({ type: 'CODE_CHANGED', value: '654321' });
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed('verify', httpFailure(429, {})));
    expect(ctx(d).remainingSeconds).toBe(300);
    expect(tryAgainText(ctx(d).remainingSeconds)).toEqual({ key: twoFactorTexts.tryAgain, values: { time: '05:00' } });
    for (let i = 0; i < 299; i++) d.clock.increment(1000);
    expect(tryAgainText(ctx(d).remainingSeconds).values).toEqual({ time: '00:01' });
    expect(d.snapshot().matches('locked')).toBe(true);
    d.clock.increment(1000);
    expect(d.snapshot().matches('ready')).toBe(true);
    expect(ctx(d)).toMatchObject({ error: null, code: '' });
  });
  it('locks on a blocked answer with its remaining time', async () => {
    const d = createDriver(twoFactorVerifyModel);
    await d.apply({ type: 'CODE_CHANGED', value: '654321' });
    await d.apply({ type: 'SUBMIT' });
    await d.apply(done('verify', verifyAnswer('blocked', 42)));
    expect(ctx(d).remainingSeconds).toBe(42);
  });
  it('formats mm:ss', () => {
    expect([formatCountdown(0), formatCountdown(61), formatCountdown(300)]).toEqual(['00:00', '01:01', '05:00']);
  });
});

/** A driver with a code typed, in the mode asked, and remember this browser set or not. */
async function typed(mode: 'code' | 'backup', code = '654321', remember = false): Promise<Driver> {
  const d = createDriver(twoFactorVerifyModel);
  if (mode === 'backup') await d.apply({ type: 'SWITCH_TO_BACKUP' });
  if (remember) await d.apply({ type: 'REMEMBER_CHANGED', value: true });
  await d.apply({ type: 'CODE_CHANGED', value: code });
  return d;
}

describe('twoFactorVerifyMachine codes', () => {
  it('starts with an empty authentication code, not remembering the browser', () => {
    const d = createDriver(twoFactorVerifyModel);
    expect(d.snapshot().value).toBe('ready');
    expect(ctx(d)).toEqual({ mode: 'code', code: '', rememberDevice: false, error: null, remainingSeconds: 0 });
  });
  it('keeps only the first six digits typed and the remember choice', async () => {
    const d = createDriver(twoFactorVerifyModel);
    await d.apply({ type: 'CODE_CHANGED', value: ' 12-34 56 78' });
    await d.apply({ type: 'REMEMBER_CHANGED', value: true });
    expect(ctx(d)).toMatchObject({ code: '123456', rememberDevice: true });
    await d.apply({ type: 'REMEMBER_CHANGED', value: false });
    expect(ctx(d).rememberDevice).toBe(false);
  });
  it('switches to a backup code and back, each time with an empty field and no error', async () => {
    const d = createDriver(twoFactorVerifyModel);
    await d.apply({ type: 'SUBMIT' });
    await d.apply({ type: 'CODE_CHANGED', value: '12' });
    expect(d.snapshot().can({ type: 'SWITCH_TO_CODE' })).toBe(false);
    await d.apply({ type: 'SWITCH_TO_BACKUP' });
    expect(ctx(d)).toMatchObject({ mode: 'backup', code: '', error: null });
    expect(d.snapshot().can({ type: 'SWITCH_TO_BACKUP' })).toBe(false);
    await d.apply({ type: 'SUBMIT' });
    await d.apply({ type: 'CODE_CHANGED', value: '12' });
    await d.apply({ type: 'SWITCH_TO_CODE' });
    expect(ctx(d)).toMatchObject({ mode: 'code', code: '', error: null });
  });
  it.each([
    ['code', twoFactorTexts.emptyCode, twoFactorTexts.invalidCode],
    ['backup', twoFactorTexts.emptyBackupCode, twoFactorTexts.invalidBackupCode],
  ] as const)('asks for a %s when none or fewer than six digits are typed, without calling the server', async (mode, emptyKey, invalidKey) => {
    const d = await typed(mode, '');
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('ready');
    expect(ctx(d).error).toEqual({ key: emptyKey });
    await d.apply({ type: 'CODE_CHANGED', value: '12345' });
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('ready');
    expect(ctx(d).error).toEqual({ key: invalidKey });
    expect(d.invocations).toEqual({});
  });
  it('checks an authentication code with verify, clearing the error shown before', async () => {
    const d = await typed('code', '', true);
    await d.apply({ type: 'SUBMIT' });
    await d.apply({ type: 'CODE_CHANGED', value: '654321' });
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('verifying');
    expect(ctx(d).error).toBeNull();
    expect(d.invocations).toEqual({ verify: [{ verificationToken: '654321', rememberDevice: true }] });
  });
  it('checks a backup code with validateBackupCode, clearing the error shown before', async () => {
    const d = await typed('backup', '', false);
    await d.apply({ type: 'SUBMIT' });
    await d.apply({ type: 'CODE_CHANGED', value: '654321' });
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toBe('validatingBackupCode');
    expect(ctx(d).error).toBeNull();
    expect(d.invocations).toEqual({ validateBackupCode: [{ backupCode: '654321', rememberDevice: false }] });
  });
  it.each([
    ['code', 'verify', twoFactorTexts.invalidCode],
    ['backup', 'validateBackupCode', twoFactorTexts.invalidBackupCode],
  ] as const)('says a %s is wrong on a refusing answer or one without a token', async (mode, actor, key) => {
    const d = await typed(mode);
    await d.apply({ type: 'SUBMIT' });
    await d.apply(done(actor, verifyAnswer('wrong')));
    expect(d.snapshot().value).toBe('ready');
    expect(ctx(d).error).toEqual({ key });
    await d.apply({ type: 'SUBMIT' });
    await d.apply(done(actor, { success: true, message: 'ok', data: { blocked: false } }));
    expect(d.snapshot().value).toBe('ready');
    expect(ctx(d).error).toEqual({ key });
    expect(d.calls).toEqual([]);
  });
  it.each([
    ['code', 'verify', networkFailure, commonTexts.noInternet],
    ['code', 'verify', httpFailure(500), commonTexts.internet],
    ['code', 'verify', httpFailure(400), twoFactorTexts.invalidCode],
    ['backup', 'validateBackupCode', networkFailure, commonTexts.noInternet],
    ['backup', 'validateBackupCode', httpFailure(503), commonTexts.internet],
    ['backup', 'validateBackupCode', httpFailure(400), twoFactorTexts.invalidBackupCode],
  ] as const)('explains a failed %s check by %s', async (mode, actor, failure, key) => {
    const d = await typed(mode);
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed(actor, failure));
    expect(d.snapshot().value).toBe('ready');
    expect(ctx(d).error).toEqual({ key });
  });
  it.each([
    ['code', 'verify', true],
    ['backup', 'validateBackupCode', false],
  ] as const)('signs in with an accepted %s: stores the session with the remember choice, then goes home', async (mode, actor, remember) => {
    const d = await typed(mode, '654321', remember);
    await d.apply({ type: 'SUBMIT' });
    await d.apply(done(actor, verifyAnswer('verified')));
    expect(d.snapshot().value).toBe('verified');
    expect(d.snapshot().status).toBe('done');
    expect(d.calls).toEqual([
      { type: 'storeSession', params: { answer: verifyAnswer('verified'), rememberDevice: remember } },
      { type: 'goHome', params: undefined },
    ]);
  });
  it.each([
    ['code', 'verify'],
    ['backup', 'validateBackupCode'],
  ] as const)('locks a %s check on a blocked answer and on a 429, emptying the field', async (mode, actor) => {
    const d = await typed(mode);
    await d.apply({ type: 'SUBMIT' });
    await d.apply(done(actor, verifyAnswer('blocked', 2)));
    expect(d.snapshot().value).toBe('locked');
    expect(ctx(d)).toMatchObject({ mode, code: '', remainingSeconds: 2, error: { key: twoFactorTexts.locked } });
    expectCountdown(d, 2, 'locked');
    expect(d.snapshot().value).toBe('ready');
    expect(ctx(d)).toMatchObject({ mode, code: '', remainingSeconds: 0, error: null });

    await d.apply({ type: 'CODE_CHANGED', value: '654321' });
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed(actor, httpFailure(429, { remainingTime: 9 })));
    expect(d.snapshot().value).toBe('locked');
    expect(ctx(d)).toMatchObject({ code: '', remainingSeconds: 9, error: { key: twoFactorTexts.locked } });
  });
});

describe("twoFactorVerifyMachine without the app's actors", () => {
  it.each([
    ['verify', 'code'],
    ['validateBackupCode', 'backup'],
  ] as const)('shows a failed check when %s is not provided', async (_, mode) => {
    const actor = createActor(twoFactorVerifyMachine).start();
    if (mode === 'backup') actor.send({ type: 'SWITCH_TO_BACKUP' });
    actor.send({ type: 'CODE_CHANGED', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).not.toBe('ready');
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context).toMatchObject({ mode, error: { key: commonTexts.noInternet } });
  });
});
