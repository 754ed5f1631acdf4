import type { z } from 'zod';
import type { ApiFailure } from '../../services/contracts/common';
import { otpRequested, webChatSession, webChatSignInForm, type WebChatSignInClient } from '../../services/contracts/webChatSignIn';
import { bodyOf, failureOf } from './client';

/** An answer that does not match the contract: shown like a server failure. */
const UNREADABLE: ApiFailure = { kind: 'http', status: 502 };

/** The messenger's sign-in calls (/microwebchat/v1/channels/:channelId/sign-in), cross-origin, no credentials. */
export function signInClient(origin: string): WebChatSignInClient {
  async function call<T>(schema: z.ZodType<T>, channelId: string, path: string, body: unknown, signal?: AbortSignal): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${origin}/microwebchat/v1/channels/${encodeURIComponent(channelId)}/sign-in${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        credentials: 'omit',
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        ...(signal ? { signal } : {}),
      });
    } catch {
      throw { kind: 'network' } satisfies ApiFailure;
    }
    if (!response.ok) throw await failureOf(response);
    const parsed = schema.safeParse(await bodyOf(response));
    if (!parsed.success) throw UNREADABLE;
    return parsed.data;
  }
  return {
    form: (channelId, signal) => call(webChatSignInForm, channelId, '', undefined, signal),
    requestCode: (channelId, body, signal) => call(otpRequested, channelId, '/code', body, signal),
    verifyCode: (channelId, body, signal) => call(webChatSession, channelId, '/verify', body, signal),
    signInWithToken: (channelId, token, signal) => call(webChatSession, channelId, '/token', { token }, signal),
  };
}
