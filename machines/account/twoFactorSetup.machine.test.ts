import { describe, expect, it } from 'vitest';
import { twoFactorSetupModel } from '../../tests/paths/models/twoFactorSetup.model';
import { verifyAnswer } from '../../tests/paths/models/fixtures';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';
import { twoFactorTexts } from './twoFactorShared';
import { BACKUP_CODES_FILE_NAME, twoFactorSetupMachine, type TwoFactorSetupContext } from './twoFactorSetup.machine';

const paths = generatePaths(twoFactorSetupModel);
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
