import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { normalizeCode, type BackupCodesAnswer, type InitiateAnswer, type QrCodeData, type VerifyAnswer, type VerifyRequest } from '../../services/contracts/twoFactor';
import { actorError, failureStatus } from '../shared/apiError';
import { commonTexts, text, type TextRef } from '../shared/text';
import { isBlockedAnswer, isLockoutFailure, isSixDigits, isVerified, lockoutSeconds, outputOf, twoFactorTexts, verifyFailureText } from './twoFactorShared';

export const BACKUP_CODES_FILE_NAME = 'backup-codes.txt';

export type TwoFactorSetupContext = {
  qrCodeData: QrCodeData | null;
  code: string;
  backupCodes: string[];
  error: TextRef | null;
  remainingSeconds: number;
};
export type TwoFactorSetupEvent = { type: 'RETRY' } | { type: 'CODE_CHANGED'; value: string } | { type: 'SUBMIT' } | { type: 'DOWNLOAD' } | { type: 'NEXT' } | { type: 'DONE' };

const connectionText = (error: unknown) =>
  text(failureStatus(error) === undefined ? commonTexts.noInternet : failureStatus(error)! >= 500 ? commonTexts.internet : commonTexts.other);

export const twoFactorSetupMachine = setup({
  types: { context: {} as TwoFactorSetupContext, events: {} as TwoFactorSetupEvent },
  actors: {
    initiate: fromPromise<InitiateAnswer, void>(async () => {
      throw new Error('initiate not provided');
    }),
    verify: fromPromise<VerifyAnswer, VerifyRequest>(async () => {
      throw new Error('verify not provided');
    }),
    generateBackupCodes: fromPromise<BackupCodesAnswer, void>(async () => {
      throw new Error('generateBackupCodes not provided');
    }),
  },
  guards: {
    hasOtpData: ({ event }) => Boolean(outputOf<InitiateAnswer>(event)?.qrCodeData?.uri),
    codeEmpty: ({ context }) => context.code === '',
    codeMalformed: ({ context }) => !isSixDigits(context.code),
    answerBlocked: ({ event }) => isBlockedAnswer(outputOf<VerifyAnswer>(event)),
    answerVerified: ({ event }) => isVerified(outputOf<VerifyAnswer>(event)),
    failureIsLockout: ({ event }) => isLockoutFailure(actorError(event)),
    lockoutOver: ({ context }) => context.remainingSeconds <= 0,
    hasBackupCodes: ({ event }) => outputOf<BackupCodesAnswer>(event).data.length > 0,
  },
  actions: {
    setQrCode: assign({ qrCodeData: ({ event }) => outputOf<InitiateAnswer>(event).qrCodeData, error: null }),
    showQrFailed: assign({ error: text(twoFactorTexts.qrFailed) }),
    showNoOtpData: assign({ error: text(twoFactorTexts.noOtpData) }),
    setCode: assign({ code: ({ event }) => (assertEvent(event, 'CODE_CHANGED'), normalizeCode(event.value)) }),
    showEmpty: assign({ error: text(twoFactorTexts.setupEmptyCode) }),
    showInvalid: assign({ error: text(twoFactorTexts.invalidCode) }),
    showVerifyFailure: assign({ error: ({ event }) => verifyFailureText(actorError(event), twoFactorTexts.invalidCode) }),
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
    setBackupCodes: assign({ backupCodes: ({ event }) => outputOf<BackupCodesAnswer>(event).data, error: null }),
    showBackupCodesFailure: assign({ error: ({ event }) => connectionText(actorError(event)) }),
    showNoBackupCodes: assign({ error: text(commonTexts.other) }),
    // Provided by the app:
    storeSession: (_, _params: { answer: VerifyAnswer }) => {},
    downloadBackupCodes: (_, _params: { codes: string[]; fileName: string }) => {},
    goHome: () => {},
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'twoFactorSetup',
  initial: 'start',
  context: { qrCodeData: null, code: '', backupCodes: [], error: null, remainingSeconds: 0 },
  states: {
    /** Step 1: scan the QR code and confirm with a code. */
    start: {
      initial: 'loadingQrCode',
      states: {
        loadingQrCode: {
          invoke: {
            id: 'initiate',
            src: 'initiate',
            onDone: [
              { guard: 'hasOtpData', target: 'enteringCode', actions: 'setQrCode' },
              { target: 'qrCodeFailed', actions: 'showNoOtpData' },
            ],
            onError: { target: 'qrCodeFailed', actions: 'showQrFailed' },
          },
        },
        qrCodeFailed: { on: { RETRY: { target: 'loadingQrCode', actions: 'clearError' } } },
        enteringCode: {
          on: {
            CODE_CHANGED: { actions: 'setCode' },
            SUBMIT: [{ guard: 'codeEmpty', actions: 'showEmpty' }, { guard: 'codeMalformed', actions: 'showInvalid' }, { target: 'verifying' }],
          },
        },
        verifying: {
          entry: 'clearError',
          invoke: {
            id: 'verify',
            src: 'verify',
            input: ({ context }) => ({ verificationToken: context.code }),
            onDone: [
              { guard: 'answerBlocked', target: 'locked', actions: 'lockFromAnswer' },
              {
                guard: 'answerVerified',
                target: '#twoFactorSetup.backupCodes',
                actions: { type: 'storeSession', params: ({ event }) => ({ answer: event.output }) },
              },
              { target: 'enteringCode', actions: 'showInvalid' },
            ],
            onError: [
              { guard: 'failureIsLockout', target: 'locked', actions: 'lockFromFailure' },
              { target: 'enteringCode', actions: 'showVerifyFailure' },
            ],
          },
        },
        locked: {
          always: { guard: 'lockoutOver', target: 'enteringCode', actions: 'clearError' },
          after: { tick: { target: 'locked', reenter: true, actions: 'countDown' } },
        },
      },
    },
    /** Step 2: the backup codes, to download as backup-codes.txt. */
    backupCodes: {
      initial: 'generating',
      states: {
        generating: {
          invoke: {
            id: 'generateBackupCodes',
            src: 'generateBackupCodes',
            onDone: [
              { guard: 'hasBackupCodes', target: 'showing', actions: 'setBackupCodes' },
              { target: 'failed', actions: 'showNoBackupCodes' },
            ],
            onError: { target: 'failed', actions: 'showBackupCodesFailure' },
          },
        },
        failed: { on: { RETRY: { target: 'generating', actions: 'clearError' } } },
        showing: {
          on: {
            DOWNLOAD: {
              actions: {
                type: 'downloadBackupCodes',
                params: ({ context }) => ({ codes: context.backupCodes, fileName: BACKUP_CODES_FILE_NAME }),
              },
            },
            NEXT: { target: '#twoFactorSetup.success' },
          },
        },
      },
    },
    /** Step 3: done; DONE goes to /. */
    success: { on: { DONE: { target: 'finished', actions: 'goHome' } } },
    finished: { type: 'final' },
  },
});
