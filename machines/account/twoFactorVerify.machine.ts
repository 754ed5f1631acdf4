import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { normalizeCode, type BackupCodeRequest, type VerifyAnswer, type VerifyRequest } from '../../services/contracts/twoFactor';
import { actorError } from '../shared/apiError';
import { text, type TextRef } from '../shared/text';
import { isBlockedAnswer, isLockoutFailure, isSixDigits, isVerified, lockoutSeconds, outputOf, twoFactorTexts, verifyFailureText } from './twoFactorShared';

export type TwoFactorMode = 'code' | 'backup';
export type TwoFactorVerifyContext = {
  mode: TwoFactorMode;
  code: string;
  rememberDevice: boolean;
  error: TextRef | null;
  remainingSeconds: number;
};
export type TwoFactorVerifyEvent =
  { type: 'SWITCH_TO_BACKUP' } | { type: 'SWITCH_TO_CODE' } | { type: 'CODE_CHANGED'; value: string } | { type: 'REMEMBER_CHANGED'; value: boolean } | { type: 'SUBMIT' };

const byMode = (mode: TwoFactorMode, code: string, backup: string) => text(mode === 'code' ? code : backup);
const invalidKey = (mode: TwoFactorMode) => (mode === 'code' ? twoFactorTexts.invalidCode : twoFactorTexts.invalidBackupCode);

/** What a code check (authentication or backup code) leads to: blocked, signed in, or wrong. */
const checkOutcomes = {
  onDone: [
    { guard: 'answerBlocked', target: 'locked', actions: 'lockFromAnswer' },
    { guard: 'answerVerified', target: 'verified' },
    { target: 'ready', actions: 'showInvalid' },
  ],
  onError: [
    { guard: 'failureIsLockout', target: 'locked', actions: 'lockFromFailure' },
    { target: 'ready', actions: 'showFailure' },
  ],
} as const;

export const twoFactorVerifyMachine = setup({
  types: { context: {} as TwoFactorVerifyContext, events: {} as TwoFactorVerifyEvent },
  actors: {
    verify: fromPromise<VerifyAnswer, VerifyRequest>(async () => {
      throw new Error('verify not provided');
    }),
    validateBackupCode: fromPromise<VerifyAnswer, BackupCodeRequest>(async () => {
      throw new Error('validateBackupCode not provided');
    }),
  },
  guards: {
    codeEmpty: ({ context }) => context.code === '',
    codeMalformed: ({ context }) => !isSixDigits(context.code),
    backupMode: ({ context }) => context.mode === 'backup',
    codeMode: ({ context }) => context.mode === 'code',
    answerBlocked: ({ event }) => isBlockedAnswer(outputOf<VerifyAnswer>(event)),
    answerVerified: ({ event }) => isVerified(outputOf<VerifyAnswer>(event)),
    failureIsLockout: ({ event }) => isLockoutFailure(actorError(event)),
    lockoutOver: ({ context }) => context.remainingSeconds <= 0,
  },
  actions: {
    setCode: assign({ code: ({ event }) => (assertEvent(event, 'CODE_CHANGED'), normalizeCode(event.value)) }),
    setRemember: assign({ rememberDevice: ({ event }) => (assertEvent(event, 'REMEMBER_CHANGED'), event.value) }),
    useBackup: assign({ mode: 'backup', code: '', error: null }),
    useCode: assign({ mode: 'code', code: '', error: null }),
    showEmpty: assign({ error: ({ context }) => byMode(context.mode, twoFactorTexts.emptyCode, twoFactorTexts.emptyBackupCode) }),
    showInvalid: assign({ error: ({ context }) => text(invalidKey(context.mode)) }),
    showFailure: assign({ error: ({ context, event }) => verifyFailureText(actorError(event), invalidKey(context.mode)) }),
    clearError: assign({ error: null }),
    lockFromAnswer: assign({
      remainingSeconds: ({ event }) => lockoutSeconds({ answer: outputOf<VerifyAnswer>(event) }),
      error: text(twoFactorTexts.locked),
      code: '',
    }),
    lockFromFailure: assign({
      remainingSeconds: ({ event }) => lockoutSeconds({ error: actorError(event) }),
      error: text(twoFactorTexts.locked),
      code: '',
    }),
    countDown: assign({ remainingSeconds: ({ context }) => Math.max(0, context.remainingSeconds - 1) }),
    // Provided by the app:
    storeSession: (_, _params: { answer: VerifyAnswer; rememberDevice: boolean }) => {},
    goHome: () => {},
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'twoFactorVerify',
  initial: 'ready',
  context: { mode: 'code', code: '', rememberDevice: false, error: null, remainingSeconds: 0 },
  states: {
    ready: {
      on: {
        CODE_CHANGED: { actions: 'setCode' },
        REMEMBER_CHANGED: { actions: 'setRemember' },
        SWITCH_TO_BACKUP: { guard: 'codeMode', actions: 'useBackup' },
        SWITCH_TO_CODE: { guard: 'backupMode', actions: 'useCode' },
        SUBMIT: [
          { guard: 'codeEmpty', actions: 'showEmpty' },
          { guard: 'codeMalformed', actions: 'showInvalid' },
          { guard: 'backupMode', target: 'validatingBackupCode' },
          { target: 'verifying' },
        ],
      },
    },
    verifying: {
      entry: 'clearError',
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({ verificationToken: context.code, rememberDevice: context.rememberDevice }),
        ...checkOutcomes,
      },
    },
    validatingBackupCode: {
      entry: 'clearError',
      invoke: {
        id: 'validateBackupCode',
        src: 'validateBackupCode',
        input: ({ context }) => ({ backupCode: context.code, rememberDevice: context.rememberDevice }),
        ...checkOutcomes,
      },
    },
    /** Input disabled; the button shows TRY AGAIN mm:ss (tryAgainText). */
    locked: {
      always: { guard: 'lockoutOver', target: 'ready', actions: 'clearError' },
      after: { tick: { target: 'locked', reenter: true, actions: 'countDown' } },
    },
    verified: {
      type: 'final',
      entry: [
        {
          type: 'storeSession',
          params: ({ context, event }) => ({ answer: outputOf<VerifyAnswer>(event), rememberDevice: context.rememberDevice }),
        },
        'goHome',
      ],
    },
  },
});
