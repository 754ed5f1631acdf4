import { twoFactorSetupMachine } from '../../../machines/account/twoFactorSetup.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { after, done, failed, httpFailure, networkFailure, verifyAnswer } from './fixtures';

const qrCodeData = { secret: 'S3CR3T', issuer: 'Console', account: 'ada@example.com', name: 'Console', uri: 'otpauth://totp/Console:ada?secret=S3CR3T' };

export const twoFactorSetupModel: CatalogueEntry = {
  machine: twoFactorSetupMachine,
  appActions: ['storeSession', 'downloadBackupCodes', 'goHome'],
  scenarios: [
    {
      name: 'set up an authenticator',
      events: [
        done('initiate', { success: true, message: 'ok', secret: 'S3CR3T', qrCodeData }),
        done('initiate', { success: false, message: 'no data', secret: '', qrCodeData: { ...qrCodeData, uri: '' } }),
        failed('initiate', httpFailure(500)),
        { type: 'RETRY' },
        { type: 'CODE_CHANGED', value: '123456' },
        { type: 'CODE_CHANGED', value: '12' },
        { type: 'SUBMIT' },
        done('verify', verifyAnswer('verified')),
        done('verify', verifyAnswer('wrong')),
        done('verify', verifyAnswer('blocked', 1)),
        failed('verify', httpFailure(429, { remainingTime: 1 })),
        failed('verify', networkFailure),
        after('tick', 'twoFactorSetup.start.locked'),
        done('generateBackupCodes', { success: true, data: ['111111', '222222'] }),
        done('generateBackupCodes', { success: true, data: [] }),
        failed('generateBackupCodes', httpFailure(503)),
        { type: 'DOWNLOAD' },
        { type: 'NEXT' },
        { type: 'DONE' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => [context.code.length, context.error?.key ?? null, context.remainingSeconds]),
};
