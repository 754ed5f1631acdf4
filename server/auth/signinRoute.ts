import type { FastifyInstance } from 'fastify';
import { signinRequest } from '../../services/contracts';
import { secondsUntil } from '../clock';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { spendCaptcha } from './captcha';
import { signinAllowedFrom } from './ipAllowlist';
import {
  ACCOUNT_LOCK_SECONDS, ACCOUNT_MAX_FAILURES, IP_LOCK_SECONDS, IP_MAX_FAILURES,
  accountKey, clearFailures, ipKey, readFailures, recordFailure,
} from './loginFailures';
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

/** POST /auth/signin: e-mail and password, with captcha after repeated failures and lockouts. */
export function signinRoute(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, config } = deps;
  app.post('/auth/signin', async (request) => {
    const body = parseBody(signinRequest, request.body);
    const ip = request.ip;
    const [account, address] = await Promise.all([readFailures(db, clock, accountKey(body.email)), readFailures(db, clock, ipKey(ip))]);
    const lockedUntil = account.lockedUntil ?? address.lockedUntil;
    if (lockedUntil) throw lockedError(lockedUntil, clock.now());

    const threshold = config.loginCaptchaThreshold;
    const captchaNeeded = account.count >= threshold || address.count >= threshold;
    if (captchaNeeded && !(await spendCaptcha(db, config.secretKey, clock, body.captchaVerificationToken))) {
      throw new HttpError(400, signinMessages.captchaRequired, { cause: 'captcha_required', retryCount: account.count, captchaRequired: true });
    }

    const user = await findUserByEmail(db, body.email);
    const passwordOk = user?.password_hash
      ? await verifyPassword(body.password, user.password_hash)
      : (await spendPasswordTime(body.password, config.passwordCost), false);
    if (!user || !passwordOk) {
      const failed = await recordFailure(db, clock, accountKey(body.email), ACCOUNT_MAX_FAILURES, ACCOUNT_LOCK_SECONDS);
      const failedIp = await recordFailure(db, clock, ipKey(ip), IP_MAX_FAILURES, IP_LOCK_SECONDS);
      const nowLocked = failed.lockedUntil ?? failedIp.lockedUntil;
      if (nowLocked) throw lockedError(nowLocked, clock.now());
      throw new HttpError(401, signinMessages.wrongCredentials, {
        retryCount: failed.count,
        captchaRequired: failed.count >= threshold || failedIp.count >= threshold,
      });
    }

    if (user.email_confirmed_at === null) throw new HttpError(403, signinMessages.notConfirmed);
    if (!signinAllowedFrom(await allowlistsOfUser(db, user.id), ip)) {
      throw new HttpError(401, signinMessages.ipNotAllowed, { cause: 'err_ip_not_allowed' });
    }
    await clearFailures(db, accountKey(body.email));
    return startSession(deps, user, { deviceHash: deviceHashOf(body.userDeviceId), keepSignedIn: body.keepSignedIn ?? false, retryCount: 0 });
  });
}
