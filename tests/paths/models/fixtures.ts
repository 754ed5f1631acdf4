import type { AnyEventObject } from 'xstate';
import type { SigninAnswer } from '../../../services/contracts/auth';
import type { ApiFailure, ErrorBody } from '../../../services/contracts/common';
import type { VerifyAnswer } from '../../../services/contracts/twoFactor';
import { commonTexts } from '../../../machines/shared/text';

/** Shared test data of the models: answers and failures as the services deliver them. */
export const user = { id: 'u1', name: 'Ada', surname: 'Lovelace', email: 'ada@example.com' };

export function signinAnswer(overrides: Partial<SigninAnswer> = {}): SigninAnswer {
  return {
    token: 'token-1',
    user,
    userId: user.id,
    retryCount: 0,
    tfa: 'valid',
    isAuthenticated: true,
    passwordChangeRequired: false,
    firstLogin: false,
    expiresAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function httpFailure(status: number, body: Partial<ErrorBody> = {}): ApiFailure {
  return { kind: 'http', status, body: { statusCode: status, error: 'Error', message: `Server says ${status}`, ...body } };
}

export const networkFailure: ApiFailure = { kind: 'network' };

/** What a call that answers `{ success: true }` may answer instead: each is a failure. */
export const unsuccessfulAnswers: ReadonlyArray<readonly [string, unknown]> = [
  ['success false', { success: false }],
  ['no answer', undefined],
  ['a success that is not true', { success: 'true' }],
];

/**
 * The failures of a call whose failure text names a company, each with the text it shows: the
 * server's refusal with its message (`refusal`), a refusal without one, a server error and no
 * answer at all.
 */
export function companyCallFailures(
  failedKey: string,
  company: string,
  refusal: { label: string; status: number; message: string },
  serverStatus: number,
): Array<readonly [string, ApiFailure, unknown]> {
  const values = { name: company };
  return [
    [refusal.label, httpFailure(refusal.status, { message: refusal.message }), { key: failedKey, message: refusal.message, values }],
    ['a refusal without a message', httpFailure(400, { message: '' }), { key: failedKey, values }],
    ['a server error', httpFailure(serverStatus), { key: commonTexts.internet }],
    ['no answer at all', networkFailure, { key: commonTexts.noInternet }],
  ];
}

export const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
export const failed = (id: string, error: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error });
export const after = (delay: string, stateId: string): AnyEventObject => ({ type: `xstate.after.${delay}.${stateId}` });

export function verifyAnswer(kind: 'verified' | 'wrong' | 'blocked', remainingTime = 2): VerifyAnswer {
  if (kind === 'verified') {
    return { success: true, message: 'ok', data: { user, token: 'full-token', expiresAt: '2030-01-01T00:00:00.000Z', blocked: false } };
  }
  if (kind === 'blocked') return { success: false, message: 'blocked', data: { blocked: true, remainingTime } };
  return { success: false, message: 'wrong code', data: { blocked: false }, meta: { attemptsLeft: 3 } };
}
