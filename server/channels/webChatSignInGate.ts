import type { FastifyRequest } from 'fastify';
import { SIGN_IN_SESSION_HEADER } from '../../services/contracts/webChatSignIn';
import { webChatSignInMessages } from '../../services/contracts/webChatSignInRequests';
import type { ClientInfo } from '../conversations/conversationService';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import type { ChannelRow } from './channelStore';
import { openSession } from './webChatSignInSession';
import { signInSettingsOf } from './webChatSignInSettings';

/**
 * Who starts a conversation on a web chat channel: anyone when the channel signs nobody in;
 * when it asks for OTP or TOKEN, only the holder of a valid session (header
 * x-sign-in-session), whose id, phone, name and e-mail the conversation starts with. Without
 * one the answer is 401.
 */
export function visitorStarting(deps: Pick<AppDeps, 'config' | 'clock'>, request: FastifyRequest, channel: ChannelRow): ClientInfo | null {
  if (signInSettingsOf(channel.properties).auth === 'none') return null;
  const header = request.headers[SIGN_IN_SESSION_HEADER];
  const visitor = openSession(deps.config.secretKey, channel.id, typeof header === 'string' ? header : undefined, deps.clock.now());
  if (!visitor) throw new HttpError(401, webChatSignInMessages.sessionRequired, { cause: 'sign_in_required' });
  return {
    clientId: visitor.id,
    ...(visitor.name ? { name: visitor.name } : {}),
    ...(visitor.phone ? { phone: visitor.phone } : {}),
    ...(visitor.email ? { email: visitor.email } : {}),
  };
}
