import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { twoFactorSetupModel } from '../../tests/paths/models/twoFactorSetup.model';
import { done, failed, httpFailure, networkFailure, verifyAnswer } from '../../tests/paths/models/fixtures';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectCountdown } from '../../tests/paths/countdown';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';
import { twoFactorTexts } from './twoFactorShared';
import { BACKUP_CODES_FILE_NAME, twoFactorSetupMachine, type TwoFactorSetupContext } from './twoFactorSetup.machine';

const { paths, failure: generationFailure } = guardedPaths(twoFactorSetupModel);
const ctx = (d: Driver) => d.snapshot().context as TwoFactorSetupContext;

const checks: StateChecks = {
  'start.qrCodeFailed': (d, step) => {
    const output = (step.event as { output?: unknown }).output;
    expect(ctx(d).error?.key).toBe(output ? twoFactorTexts.noOtpData : twoFactorTexts.qrFailed);
    expect(d.snapshot().can({ type: 'RETRY' })).toBe(true);
  },
  'start.enteringCode': (d, step) => {
    expect(ctx(d).qrCodeData?.uri).toMatch(/^otpauth:/);
    if (step.event.type === 'SUBMIT') {
      expect(ctx(d).error?.key).toBe(ctx(d).code === '' ? twoFactorTexts.setupEmptyCode : twoFactorTexts.invalidCode);
    }
    if (step.event.type === 'xstate.done.actor.verify') expect(ctx(d).error?.key).toBe(twoFactorTexts.invalidCode);
    if (step.event.type === 'xstate.error.actor.verify') expect(ctx(d).error?.key).toBe(commonTexts.noInternet);
  },
  'start.verifying': (d) => expect(d.invocations.verify?.at(-1)).toEqual({ verificationToken: '123456' }),
  'start.locked': (d) => {
    expect(ctx(d).error?.key).toBe(twoFactorTexts.locked);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
  },
  backupCodes: (d) => expect(d.called('storeSession')).toEqual([{ answer: verifyAnswer('verified') }]),
  'backupCodes.showing': (d, step) => {
    expect(ctx(d).backupCodes).toEqual(['111111', '222222']);
    if (step.event.type === 'DOWNLOAD') {
      expect(d.called('downloadBackupCodes').at(-1)).toEqual({ codes: ['111111', '222222'], fileName: BACKUP_CODES_FILE_NAME });
    }
  },
  'backupCodes.failed': (d) => {
    expect([commonTexts.internet, commonTexts.other]).toContain(ctx(d).error?.key);
    expect(d.snapshot().can({ type: 'NEXT' })).toBe(false);
  },
  success: (d) => expect(d.called('goHome')).toEqual([]),
  finished: (d) => expect(d.called('goHome')).toHaveLength(1),
};

describe('twoFactorSetupMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(twoFactorSetupMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(twoFactorSetupModel, path, checks);
  });
  it('saves backup codes as backup-codes.txt', () => {
    expect(BACKUP_CODES_FILE_NAME).toBe('backup-codes.txt');
  });
});

const qrCodeData = { secret: 'S3CR3T', issuer: 'Console', account: 'ada@example.com', name: 'Console', uri: 'otpauth://totp/Console:ada?secret=S3CR3T' };
const initiated = { success: true, message: 'ok', secret: 'S3CR3T', qrCodeData };

/** A driver on the code step, the QR code shown. */
async function enteringCode(): Promise<Driver> {
  const d = createDriver(twoFactorSetupModel);
  await d.apply(done('initiate', initiated));
  return d;
}

/** A driver whose code was accepted: the backup codes are being generated. */
async function generating(): Promise<Driver> {
  const d = await enteringCode();
  await d.apply({ type: 'CODE_CHANGED', value: '123456' });
  await d.apply({ type: 'SUBMIT' });
  await d.apply(done('verify', verifyAnswer('verified')));
  return d;
}

describe('twoFactorSetupMachine step 1: the QR code', () => {
  it('shows the QR code the server sent, without an error', async () => {
    const d = await enteringCode();
    expect(d.snapshot().value).toEqual({ start: 'enteringCode' });
    expect(ctx(d)).toEqual({ qrCodeData, code: '', backupCodes: [], error: null, remainingSeconds: 0 });
  });
  it('says there is no QR code when the answer has no otpauth URI, and tries again on RETRY', async () => {
    const d = createDriver(twoFactorSetupModel);
    await d.apply(done('initiate', { ...initiated, qrCodeData: { ...qrCodeData, uri: '' } }));
    expect(d.snapshot().value).toEqual({ start: 'qrCodeFailed' });
    expect(ctx(d).error).toEqual({ key: twoFactorTexts.noOtpData });
    expect(ctx(d).qrCodeData).toBeNull();
    await d.apply({ type: 'RETRY' });
    expect(d.snapshot().value).toEqual({ start: 'loadingQrCode' });
    expect(ctx(d).error).toBeNull();
    expect(d.invocations.initiate).toHaveLength(2);
    await d.apply(done('initiate', initiated));
    expect(ctx(d)).toMatchObject({ qrCodeData, error: null });
  });
  it('says there is no QR code when the answer has no QR code data at all', async () => {
    const d = createDriver(twoFactorSetupModel);
    await d.apply(done('initiate', { success: false, message: 'no data', secret: '' }));
    expect(d.snapshot().value).toEqual({ start: 'qrCodeFailed' });
    expect(ctx(d).error).toEqual({ key: twoFactorTexts.noOtpData });
  });
  it('says there is no QR code when the answer is empty', async () => {
    const d = createDriver(twoFactorSetupModel);
    await d.apply(done('initiate', undefined));
    expect(d.snapshot().value).toEqual({ start: 'qrCodeFailed' });
    expect(ctx(d).error).toEqual({ key: twoFactorTexts.noOtpData });
  });
  it('says the QR code failed when the call fails', async () => {
    const d = createDriver(twoFactorSetupModel);
    await d.apply(failed('initiate', networkFailure));
    expect(d.snapshot().value).toEqual({ start: 'qrCodeFailed' });
    expect(ctx(d).error).toEqual({ key: twoFactorTexts.qrFailed });
  });
});

describe('twoFactorSetupMachine step 1: the code', () => {
  it('keeps only the first six digits typed', async () => {
    const d = await enteringCode();
    await d.apply({ type: 'CODE_CHANGED', value: ' 12-34 56 78' });
    expect(ctx(d).code).toBe('123456');
  });
  it('asks for a code when none is typed, and for six digits when fewer are, without calling the server', async () => {
    const d = await enteringCode();
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toEqual({ start: 'enteringCode' });
    expect(ctx(d).error).toEqual({ key: twoFactorTexts.setupEmptyCode });
    await d.apply({ type: 'CODE_CHANGED', value: '12345' });
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toEqual({ start: 'enteringCode' });
    expect(ctx(d).error).toEqual({ key: twoFactorTexts.invalidCode });
    expect(d.invocations.verify).toBeUndefined();
  });
  it('sends six digits, clearing the error shown before', async () => {
    const d = await enteringCode();
    await d.apply({ type: 'SUBMIT' });
    await d.apply({ type: 'CODE_CHANGED', value: '654321' });
    await d.apply({ type: 'SUBMIT' });
    expect(d.snapshot().value).toEqual({ start: 'verifying' });
    expect(ctx(d).error).toBeNull();
    expect(d.invocations.verify).toEqual([{ verificationToken: '654321' }]);
  });
  it('says the code is wrong on a refusing answer, keeping the code', async () => {
    const d = await enteringCode();
    await d.apply({ type: 'CODE_CHANGED', value: '654321' });
    await d.apply({ type: 'SUBMIT' });
    await d.apply(done('verify', verifyAnswer('wrong')));
    expect(d.snapshot().value).toEqual({ start: 'enteringCode' });
    expect(ctx(d)).toMatchObject({ code: '654321', error: { key: twoFactorTexts.invalidCode } });
    expect(d.called('storeSession')).toEqual([]);
  });
  it('does not sign in on a successful answer without a token', async () => {
    const d = await enteringCode();
    await d.apply({ type: 'CODE_CHANGED', value: '654321' });
    await d.apply({ type: 'SUBMIT' });
    await d.apply(done('verify', { success: true, message: 'ok', data: { blocked: false } }));
    expect(d.snapshot().value).toEqual({ start: 'enteringCode' });
    expect(ctx(d).error).toEqual({ key: twoFactorTexts.invalidCode });
    expect(d.called('storeSession')).toEqual([]);
  });
  it.each([
    ['no connection', networkFailure, commonTexts.noInternet],
    ['a 500', httpFailure(500), commonTexts.internet],
    ['a 503', httpFailure(503), commonTexts.internet],
    ['a 400', httpFailure(400), twoFactorTexts.invalidCode],
    ['a 499', httpFailure(499), twoFactorTexts.invalidCode],
  ])('explains a failed check (%s)', async (_, failure, key) => {
    const d = await enteringCode();
    await d.apply({ type: 'CODE_CHANGED', value: '654321' });
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed('verify', failure));
    expect(d.snapshot().value).toEqual({ start: 'enteringCode' });
    expect(ctx(d).error).toEqual({ key });
  });
});

describe('twoFactorSetupMachine lockout', () => {
  it('locks on a blocked answer for its remaining time, counting down, then accepts a code again', async () => {
    const d = await enteringCode();
    await d.apply({ type: 'CODE_CHANGED', value: '654321' });
    await d.apply({ type: 'SUBMIT' });
    await d.apply(done('verify', verifyAnswer('blocked', 3)));
    expect(d.snapshot().value).toEqual({ start: 'locked' });
    expect(ctx(d)).toMatchObject({ remainingSeconds: 3, code: '', error: { key: twoFactorTexts.locked } });
    expect(d.snapshot().can({ type: 'CODE_CHANGED', value: '1' })).toBe(false);
    expectCountdown(d, 3, { start: 'locked' });
    expect(d.snapshot().value).toEqual({ start: 'enteringCode' });
    expect(ctx(d)).toMatchObject({ remainingSeconds: 0, code: '', error: null });
    d.clock.increment(5000);
    expect(ctx(d).remainingSeconds).toBe(0);
  });
  it('locks on a 429 for the time its body gives, else for 5 minutes', async () => {
    const d = await enteringCode();
    await d.apply({ type: 'CODE_CHANGED', value: '654321' });
    await d.apply({ type: 'SUBMIT' });
    await d.apply(failed('verify', httpFailure(429, { remainingTime: 7 })));
    expect(d.snapshot().value).toEqual({ start: 'locked' });
    expect(ctx(d)).toMatchObject({ remainingSeconds: 7, code: '', error: { key: twoFactorTexts.locked } });

    const e = await enteringCode();
    await e.apply({ type: 'CODE_CHANGED', value: '654321' });
    await e.apply({ type: 'SUBMIT' });
    await e.apply(failed('verify', httpFailure(429)));
    expect(ctx(e).remainingSeconds).toBe(300);
  });
});

describe('twoFactorSetupMachine step 2: the backup codes', () => {
  it('stores the session of the accepted code and generates the backup codes', async () => {
    const d = await generating();
    expect(d.snapshot().value).toEqual({ backupCodes: 'generating' });
    expect(d.called('storeSession')).toEqual([{ answer: verifyAnswer('verified') }]);
    expect(d.invocations.generateBackupCodes).toHaveLength(1);
  });
  it.each([
    ['no connection', failed('generateBackupCodes', networkFailure), commonTexts.noInternet],
    ['a 500', failed('generateBackupCodes', httpFailure(500)), commonTexts.internet],
    ['a 404', failed('generateBackupCodes', httpFailure(404)), commonTexts.other],
    ['an answer without codes', done('generateBackupCodes', { success: true, data: [] }), commonTexts.other],
  ])('explains a failed generation (%s) and tries again on RETRY', async (_, event, key) => {
    const d = await generating();
    await d.apply(event);
    expect(d.snapshot().value).toEqual({ backupCodes: 'failed' });
    expect(ctx(d).error).toEqual({ key });
    await d.apply({ type: 'RETRY' });
    expect(d.snapshot().value).toEqual({ backupCodes: 'generating' });
    expect(ctx(d).error).toBeNull();
    expect(d.invocations.generateBackupCodes).toHaveLength(2);
    await d.apply(done('generateBackupCodes', { success: true, data: ['1'] }));
    expect(d.snapshot().value).toEqual({ backupCodes: 'showing' });
    expect(ctx(d)).toMatchObject({ backupCodes: ['1'], error: null });
  });
  it('downloads the codes as backup-codes.txt, then finishes and goes home', async () => {
    const d = await generating();
    await d.apply(done('generateBackupCodes', { success: true, data: ['111111', '222222'] }));
    expect(d.snapshot().can({ type: 'DONE' })).toBe(false);
    await d.apply({ type: 'DOWNLOAD' });
    expect(d.lastCalls()).toEqual([{ type: 'downloadBackupCodes', params: { codes: ['111111', '222222'], fileName: 'backup-codes.txt' } }]);
    await d.apply({ type: 'NEXT' });
    expect(d.snapshot().value).toBe('success');
    expect(d.snapshot().can({ type: 'DOWNLOAD' })).toBe(false);
    await d.apply({ type: 'DONE' });
    expect(d.snapshot().value).toBe('finished');
    expect(d.snapshot().status).toBe('done');
    expect(d.lastCalls()).toEqual([{ type: 'goHome', params: undefined }]);
  });
});

describe("twoFactorSetupMachine without the app's actors", () => {
  const verified = verifyAnswer('verified');
  it('shows a failed QR code when initiate is not provided', async () => {
    const actor = createActor(twoFactorSetupMachine).start();
    const snapshot = await waitFor(actor, (s) => s.matches({ start: 'qrCodeFailed' }));
    expect(snapshot.context.error).toEqual({ key: twoFactorTexts.qrFailed });
  });
  it('shows a failed check when verify is not provided', async () => {
    const actor = createActor(twoFactorSetupMachine.provide({ actors: { initiate: fromPromise(async () => initiated) } })).start();
    await waitFor(actor, (s) => s.matches({ start: 'enteringCode' }));
    actor.send({ type: 'CODE_CHANGED', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    const snapshot = await waitFor(actor, (s) => !s.matches({ start: 'verifying' }));
    expect(snapshot.value).toEqual({ start: 'enteringCode' });
    expect(snapshot.context.error).toEqual({ key: commonTexts.noInternet });
  });
  it('shows failed backup codes when generateBackupCodes is not provided', async () => {
    const machine = twoFactorSetupMachine.provide({
      actors: { initiate: fromPromise(async () => initiated), verify: fromPromise(async () => verified) },
      actions: { storeSession: () => {} },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches({ start: 'enteringCode' }));
    actor.send({ type: 'CODE_CHANGED', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    const snapshot = await waitFor(actor, (s) => s.matches({ backupCodes: 'failed' }));
    expect(snapshot.context.error).toEqual({ key: commonTexts.noInternet });
  });
});
