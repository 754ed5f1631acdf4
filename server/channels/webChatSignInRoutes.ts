import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import { otpRequestBody, otpVerifyBody, tokenSignInBody, webChatSignInMessages as m } from '../../services/contracts/webChatSignInRequests';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { signInCodes } from './webChatSignInCodes';
import { sendCode, verifyCode } from './webChatSignInOtp';
import { issueSession, sessionEnd } from './webChatSignInSession';
import { signInFormOf, signInSettingsOf, type SignInSettings } from './webChatSignInSettings';
import { readHostToken } from './webChatSignInToken';
import { webChatChannel } from './webChatAccess';
import { WEB_CHAT_BASE } from './webChatRoutes';

const SIGN_IN = `${WEB_CHAT_BASE}/channels/:channelId/sign-in`;

/** Per-IP limit of asking for codes and checking them (tighter than the chat's own). */
const signInLimit = { rateLimit: { max: 30, timeWindow: '10 minutes', allowList: () => false } };

type Params = { Params: { channelId: string } };

function requireFields(settings: SignInSettings, body: { name?: string | undefined; email?: string | undefined }): { name?: string; email?: string } {
  const name = body.name?.trim() || undefined;
  const email = body.email?.trim() || undefined;
  if (settings.requireName && !name) throw new HttpError(400, m.nameRequired);
  if (settings.requireEmail && !email) throw new HttpError(400, m.emailRequired);
  return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
}

/**
 * Signing visitors in to a web chat whose channel asks for it (docs/web-messenger-sign-in.md):
 * the form's settings, a one-time password by SMS and its check, and the host page's token.
 * Each success answers a session the conversation then starts with.
 */
export function webChatSignInRoutes(app: FastifyInstance, deps: AppDeps): void {
  const codes = signInCodes(deps.db, deps.config.secretKey);
  const channelSettings = async (channelId: string) => {
    const channel = await webChatChannel(deps, channelId);
    return { channel, settings: signInSettingsOf(channel.properties) };
  };
  const otpChannel = async (channelId: string) => {
    const read = await channelSettings(channelId);
    if (read.settings.auth !== 'OTP') throw new HttpError(409, m.notOtp);
    return read;
  };

  app.get<Params>(SIGN_IN, async (request): Promise<RestAnswer<'GET /microwebchat/v1/channels/:channelId/sign-in'>> => {
    return signInFormOf((await channelSettings(request.params.channelId)).settings);
  });

  app.post<Params>(`${SIGN_IN}/code`, { config: signInLimit }, async (request): Promise<RestAnswer<'POST /microwebchat/v1/channels/:channelId/sign-in/code'>> => {
    const { channel, settings } = await otpChannel(request.params.channelId);
    const body = parseBody(otpRequestBody, request.body);
    const holder = requireFields(settings, body);
    return sendCode(deps, codes, request.log, { channelId: channel.id, settings, phone: body.phone, holder });
  });

  app.post<Params>(`${SIGN_IN}/verify`, { config: signInLimit }, async (request): Promise<RestAnswer<'POST /microwebchat/v1/channels/:channelId/sign-in/verify'>> => {
    const { channel, settings } = await otpChannel(request.params.channelId);
    const body = parseBody(otpVerifyBody, request.body);
    const visitor = await verifyCode(deps, codes, request.log, { channelId: channel.id, settings, phone: body.phone, code: body.code });
    return issueSession(deps.config.secretKey, channel.id, visitor, sessionEnd(deps.clock.now(), settings.tokenAge));
  });

  app.post<Params>(`${SIGN_IN}/token`, { config: signInLimit }, async (request): Promise<RestAnswer<'POST /microwebchat/v1/channels/:channelId/sign-in/token'>> => {
    const { channel, settings } = await channelSettings(request.params.channelId);
    if (settings.auth !== 'TOKEN') throw new HttpError(409, m.notToken);
    const body = parseBody(tokenSignInBody, request.body);
    const now = deps.clock.now();
    const read = settings.signInSecret ? readHostToken(settings.signInSecret, body.token, now) : null;
    if (!read) throw new HttpError(401, m.tokenRefused, { cause: 'token_refused' });
    return issueSession(deps.config.secretKey, channel.id, read.visitor, sessionEnd(now, settings.tokenAge, read.expiresAt));
  });
}
