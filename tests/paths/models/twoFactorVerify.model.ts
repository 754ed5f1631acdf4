import { twoFactorVerifyMachine } from '../../../machines/account/twoFactorVerify.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { after, done, failed, httpFailure, networkFailure, verifyAnswer } from './fixtures';

const outcomes = (id: string) => [
  done(id, verifyAnswer('verified')),
  done(id, verifyAnswer('wrong')),
  done(id, verifyAnswer('blocked', 2)),
  failed(id, httpFailure(429, { remainingTime: 1 })),
  failed(id, httpFailure(400)),
  failed(id, httpFailure(500)),
  failed(id, networkFailure),
];

export const twoFactorVerifyModel: CatalogueEntry = {
  machine: twoFactorVerifyMachine,
  appActions: ['storeSession', 'goHome'],
  scenarios: [
    {
      name: 'verify this browser',
      events: [
        { type: 'CODE_CHANGED', value: '12 34 56' },
        { type: 'CODE_CHANGED', value: '12a3' },
        { type: 'CODE_CHANGED', value: '' },
        { type: 'REMEMBER_CHANGED', value: true },
        { type: 'SWITCH_TO_BACKUP' },
        { type: 'SWITCH_TO_CODE' },
        { type: 'SUBMIT' },
        ...outcomes('verify'),
        ...outcomes('validateBackupCode'),
        after('tick', 'twoFactorVerify.locked'),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => [context.mode, context.code.length, context.error?.key ?? null, context.remainingSeconds]),
};
