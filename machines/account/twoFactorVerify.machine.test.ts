import { describe, expect, it } from 'vitest';
import { failureStatus } from '../shared/apiError';
import { failed, httpFailure, verifyAnswer, done } from '../../tests/paths/models/fixtures';
import { twoFactorVerifyModel } from '../../tests/paths/models/twoFactorVerify.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';
import { formatCountdown, tryAgainText, twoFactorTexts } from './twoFactorShared';
import { twoFactorVerifyMachine, type TwoFactorVerifyContext } from './twoFactorVerify.machine';

const paths = generatePaths(twoFactorVerifyModel);
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
