import { failureStatus } from '../../shared/apiError';
import { commonTexts, type TextRef } from '../../shared/text';
import { callFailureText, channelTexts } from '../channelTexts';

/** Text keys of the suite form (spec 02 section 8, the suite's texts). */
export const suiteTexts = {
  noSuiteAccount: 'channels.suite.errors.noSuiteAccount',
  alreadyIntegrated: 'channels.suite.errors.alreadyIntegrated',
  wrongPassword: 'channels.suite.errors.wrongPassword',
  captchaInvalid: 'channels.suite.errors.captchaInvalid',
  notLoggedInForLong: 'channels.suite.errors.notLoggedInForLong',
  targetNotFound: 'channels.suite.errors.targetNotFound',
  trailingSlash: 'channels.suite.errors.trailingSlash',
  cloudAddressOnPremise: 'channels.suite.errors.cloudAddressOnPremise',
} as const;

const isPermissionCode = (status: number) => status >= 405 && status <= 408;

/** A captcha that could not be fetched: no answer, no right, else no suite there. */
export function captchaFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  if (status === 403 || isPermissionCode(status)) return { key: channelTexts.unauthorized };
  return { key: suiteTexts.noSuiteAccount };
}

const LOGIN_TEXTS: Record<number, string> = {
  401: suiteTexts.wrongPassword,
  402: suiteTexts.alreadyIntegrated,
  403: suiteTexts.captchaInvalid,
  405: suiteTexts.notLoggedInForLong,
  404: suiteTexts.noSuiteAccount,
};

/** Spec 02 section 8: a refused login by status (404 and 5xx: no suite there). */
export function loginFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  const key = status >= 500 ? suiteTexts.noSuiteAccount : LOGIN_TEXTS[status];
  return key ? { key } : callFailureText(error, channelTexts.createFailed);
}

/** Spec 02 section 8: a login refused with 401, 402, 403 or 405 fetches the captcha again. */
export const loginRefetchesCaptcha = (error: unknown): boolean => [401, 402, 403, 405].includes(failureStatus(error) ?? 0);

/** The pools or the handover pool of a suite channel failed: 400 is the target not found (spec 02 section 8). */
export const handoverFailureText = (error: unknown, fallbackKey: string): TextRef =>
  failureStatus(error) === 400 ? { key: suiteTexts.targetNotFound } : callFailureText(error, fallbackKey);
