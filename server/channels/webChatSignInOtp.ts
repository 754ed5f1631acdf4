import type { FastifyBaseLogger } from 'fastify';
import type { OtpRequested, SignedInVisitor } from '../../services/contracts/webChatSignIn';
import { webChatSignInMessages as m } from '../../services/contracts/webChatSignInRequests';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { smsInboxOf } from '../sandboxes/sms/smsInbox';
import { CODE_LIFE_MS, newCode, type CodeCheck, type CodeHolder, type SignInCodes } from './webChatSignInCodes';
import { callCustomRequest, type RequestValues } from './webChatSignInRequest';
import type { SignInSettings } from './webChatSignInSettings';

type OtpDeps = Pick<AppDeps, 'config' | 'clock'> & { fetch?: typeof fetch };

const callOptions = (deps: OtpDeps) => ({ allowPrivateAddresses: deps.config.engineAllowPrivateAddresses ?? deps.config.devMode, ...(deps.fetch ? { fetch: deps.fetch } : {}) });

const valuesOf = (phone: string, code: string, holder: CodeHolder): RequestValues => ({ phone, code, name: holder.name ?? '', email: holder.email ?? '' });

/**
 * Makes a code for this phone and sends it: through the channel's customSMS request, or in
 * developer mode without one to the SMS sandbox. A code that could not be sent is spent.
 */
export async function sendCode(
  deps: OtpDeps & Pick<AppDeps, 'config'>,
  codes: SignInCodes,
  log: FastifyBaseLogger,
  target: { channelId: string; settings: SignInSettings; phone: string; holder: CodeHolder },
): Promise<OtpRequested> {
  const { channelId, settings, phone, holder } = target;
  const now = deps.clock.now();
  if (!settings.customSMS && !deps.config.devMode) throw new HttpError(503, m.noSms);
  const code = newCode();
  if (!(await codes.keep(channelId, phone, code, holder, now))) throw new HttpError(429, m.tooManyAttempts, { cause: 'too_many_codes' });
  if (!settings.customSMS) {
    smsInboxOf(deps).receive(phone, `${code} is your verification code. It is good for 5 minutes.`, now);
    return { expiresInSeconds: CODE_LIFE_MS / 1000 };
  }
  const answer = await callCustomRequest(settings.customSMS, valuesOf(phone, code, holder), callOptions(deps));
  if (answer.kind !== 'ok') {
    await codes.spend(channelId, phone, now);
    log.warn({ channelId, reason: answer.kind === 'refused' ? `answered ${answer.status}` : answer.reason }, 'web chat sign-in: the custom SMS request failed');
    throw new HttpError(502, m.smsFailed, { cause: 'sms_failed' });
  }
  return { expiresInSeconds: CODE_LIFE_MS / 1000 };
}

/** The code the customOtpValidation found right, spent here: once, even when checked twice at the same time. */
async function spentBy(codes: SignInCodes, channelId: string, phone: string, now: Date): Promise<CodeCheck> {
  const holder = await codes.spend(channelId, phone, now);
  return holder ? { kind: 'right', holder } : { kind: 'none' };
}

function verdict(check: CodeCheck): CodeHolder {
  if (check.kind === 'right') return check.holder;
  if (check.kind === 'wrong') throw new HttpError(400, m.wrongCode, { cause: 'wrong_code' });
  if (check.kind === 'tooMany') throw new HttpError(429, m.tooManyAttempts, { cause: 'too_many_attempts' });
  throw new HttpError(410, m.noCode, { cause: 'no_code' });
}

/**
 * Checks a typed code: against the channel's customOtpValidation request when it has one
 * (2xx: right, another answer: wrong), else against the code kept. Answers who signed in.
 */
export async function verifyCode(
  deps: OtpDeps,
  codes: SignInCodes,
  log: FastifyBaseLogger,
  target: { channelId: string; settings: SignInSettings; phone: string; code: string },
): Promise<SignedInVisitor> {
  const { channelId, settings, phone, code } = target;
  const now = deps.clock.now();
  let holder: CodeHolder;
  if (settings.customOtpValidation) {
    const asked = await codes.holder(channelId, phone, now);
    if (!asked) throw new HttpError(410, m.noCode, { cause: 'no_code' });
    const answer = await callCustomRequest(settings.customOtpValidation, valuesOf(phone, code, asked), callOptions(deps));
    if (answer.kind === 'unreachable' || (answer.kind === 'refused' && answer.status >= 500)) {
      log.warn({ channelId, reason: answer.kind === 'refused' ? `answered ${answer.status}` : answer.reason }, 'web chat sign-in: the custom OTP validation failed');
      throw new HttpError(502, m.validationFailed, { cause: 'validation_failed' });
    }
    holder = verdict(answer.kind === 'ok' ? await spentBy(codes, channelId, phone, now) : await codes.refused(channelId, phone, now));
  } else {
    holder = verdict(await codes.check(channelId, phone, code, now));
  }
  return { id: phone, phone, ...holder };
}
