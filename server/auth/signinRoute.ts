import type { FastifyInstance } from 'fastify';
import { signinRequest } from '../../services/contracts';
import type { RestAnswer } from '../../services/contracts/rest';
import { secondsUntil } from '../clock';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { spendCaptcha } from './captcha';
import { signinAllowedFrom } from './ipAllowlist';
import { ACCOUNT_LOCK_SECONDS, ACCOUNT_MAX_FAILURES, IP_LOCK_SECONDS, IP_MAX_FAILURES, accountKey, ipKey, readFailures, recordFailures } from './loginFailures';
import { spendPasswordTime, verifyPassword } from './passwords';
import { startSession } from './startSession';
import { allowlistsOfUser, deviceHashOf, findUserByEmail } from './users';

export const signinMessages = {
  wrongCredentials: 'Please check your credentials again.',
  notConfirmed: 'Your email is not confirmed yet, please confirm it before logging in.',
  ipNotAllowed: "Your access has been blocked as your IP Address isn't in the IP Allowlist. You can contact your Administrator for further information.",
  captchaRequired: 'Please verify you are a human.',
  locked: (seconds: number) => `Too many failed sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
} as const;

function lockedError(lockedUntil: Date, now: Date): HttpError {
  const remainingTime = secondsUntil(lockedUntil, now);
  return new HttpError(429, signinMessages.locked(remainingTime), { remainingTime });
}

/** Failures from one address, as a multiple of the account threshold, that bring the captcha. */
export const IP_CAPTCHA_FACTOR = 5;

/** POST /auth/signin: e-mail and password, with captcha after repeated failures and lockouts. */
export function signinRoute(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, config } = deps;
  app.post('/auth/signin', async (request): Promise<RestAnswer<'POST /auth/signin'>> => {
    const body = parseBody(signinRequest, request.body);
    const ip = request.ip;
    const [account, address] = await Promise.all([readFailures(db, clock, accountKey(body.email)), readFailures(db, clock, ipKey(ip))]);
    const lockedUntil = account.lockedUntil ?? address.lockedUntil;
    if (lockedUntil) throw lockedError(lockedUntil, clock.now());

    const threshold = config.loginCaptchaThreshold;
    // Many people can share one address (an office), so the address needs more failures
    // than one account before everyone behind it is asked for a captcha.
    const ipThreshold = threshold * IP_CAPTCHA_FACTOR;
    const captchaNeeded = account.count >= threshold || address.count >= ipThreshold;
    if (captchaNeeded && !(await spendCaptcha(db, config.secretKey, clock, body.captchaVerificationToken))) {
      throw new HttpError(400, signinMessages.captchaRequired, { cause: 'captcha_required', retryCount: account.count, captchaRequired: true });
    }

    const user = await findUserByEmail(db, body.email);
    const passwordOk = user?.password_hash ? await verifyPassword(body.password, user.password_hash) : (await spendPasswordTime(body.password, config.passwordCost), false);
    if (!user || !passwordOk) {
      const [failed = account, failedIp = address] = await recordFailures(db, clock, [
        { key: accountKey(body.email), max: ACCOUNT_MAX_FAILURES, lockSeconds: ACCOUNT_LOCK_SECONDS },
        { key: ipKey(ip), max: IP_MAX_FAILURES, lockSeconds: IP_LOCK_SECONDS },
      ]);
      const nowLocked = failed.lockedUntil ?? failedIp.lockedUntil;
      if (nowLocked) throw lockedError(nowLocked, clock.now());
      throw new HttpError(401, signinMessages.wrongCredentials, {
        retryCount: failed.count,
        captchaRequired: failed.count >= threshold || failedIp.count >= ipThreshold,
      });
    }

    if (user.email_confirmed_at === null) throw new HttpError(403, signinMessages.notConfirmed);
    if (!signinAllowedFrom(await allowlistsOfUser(db, user.id), ip)) {
      throw new HttpError(401, signinMessages.ipNotAllowed, { cause: 'err_ip_not_allowed' });
    }
    return startSession(deps, user, {
      deviceHash: deviceHashOf(body.userDeviceId),
      keepSignedIn: body.keepSignedIn ?? false,
      retryCount: 0,
      clearFailureKeys: [accountKey(body.email)],
    });
  });
}
