import { TFA_LOCKOUT_SECONDS, type VerifyAnswer } from '../../services/contracts/twoFactor';
import { failureBody, failureStatus } from '../shared/apiError';
import { commonTexts, text, type TextRef } from '../shared/text';

/** Keys of the two-factor screens (spec 5 and 8). */
export const twoFactorTexts = {
  emptyCode: 'twoFactor.errors.emptyCode',
  emptyBackupCode: 'twoFactor.errors.emptyBackupCode',
  invalidCode: 'twoFactor.errors.invalidCode',
  invalidBackupCode: 'twoFactor.errors.invalidBackupCode',
  setupEmptyCode: 'twoFactor.errors.setupEmptyCode',
  locked: 'twoFactor.errors.locked',
  tryAgain: 'twoFactor.tryAgain',
  qrFailed: 'twoFactor.errors.qrFailed',
  noOtpData: 'twoFactor.errors.noOtpData',
} as const;

export const isSixDigits = (code: string) => /^\d{6}$/.test(code);

/** "mm:ss" for the TRY AGAIN button. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The button text while locked: key twoFactor.tryAgain with {time}. */
export function tryAgainText(remainingSeconds: number): TextRef {
  return { key: twoFactorTexts.tryAgain, values: { time: formatCountdown(remainingSeconds) } };
}

export function outputOf<T>(event: unknown): T {
  return (event as { output: T }).output;
}

/** A verify answer that signs the user in. */
export const isVerified = (answer: VerifyAnswer) => answer.success && Boolean(answer.data.token);

/** A blocked answer: 200 with data.blocked. */
export const isBlockedAnswer = (answer: VerifyAnswer) => answer.data.blocked;

/** A 429, or any failure whose body says how long the lockout lasts. */
export const isLockoutFailure = (error: unknown) => failureStatus(error) === 429;

/** Lockout length of a blocked answer or a 429 failure, 5 minutes when not given. */
export function lockoutSeconds(source: { answer?: VerifyAnswer; error?: unknown }): number {
  const fromAnswer = source.answer?.data.remainingTime;
  const fromBody = source.error === undefined ? undefined : failureBody(source.error)?.remainingTime;
  return fromAnswer ?? fromBody ?? TFA_LOCKOUT_SECONDS;
}

/** A failed verify call: 4xx means a wrong code, 5xx and no answer mean connection trouble. */
export function verifyFailureText(error: unknown, invalidKey: string): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return text(commonTexts.noInternet);
  if (status >= 500) return text(commonTexts.internet);
  return text(invalidKey);
}
