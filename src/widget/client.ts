import { z } from 'zod';
import { errorBody, type ApiFailure } from '../../services/contracts/common';
import {
  webChatAttachment,
  webChatChannel,
  webChatHistory,
  webChatStarted,
  webChatTurn,
  type ConversationKey,
  type WebChatAttachment,
  type WebChatClient,
} from '../../services/contracts/conversations';
import { SIGN_IN_SESSION_HEADER } from '../../services/contracts/webChatSession';
import { withReconnect } from './reconnect';

const BASE = '/microwebchat/v1';
const TOKEN = 'x-client-token';

/** An answer that does not match the contract: shown like a server failure without a message. */
const UNREADABLE: ApiFailure = { kind: 'http', status: 502 };

/** The answer's JSON; a body that is not JSON reads as none (the contract check then refuses it). */
export async function bodyOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

export async function failureOf(response: Response): Promise<ApiFailure> {
  const body = errorBody.safeParse(await bodyOf(response));
  return body.success ? { kind: 'http', status: response.status, body: body.data } : { kind: 'http', status: response.status };
}

/** The messenger's calls beyond the chat itself: ending a conversation and attaching a file. */
export type MessengerClient = WebChatClient & {
  end: (key: ConversationKey) => Promise<void>;
  attach: (key: ConversationKey, file: File) => Promise<WebChatAttachment>;
};

/**
 * The web messenger's calls to the public web chat API of the server it was loaded from
 * (cross-origin, no credentials). Reads reconnect by themselves; sends do not repeat.
 */
export function messengerClient(origin: string, language: string, onReconnecting: (waiting: boolean) => void, signInSession: () => string | null = () => null): MessengerClient {
  async function call<T>(
    schema: z.ZodType<T>,
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; file?: File; key?: ConversationKey; signal?: AbortSignal; headers?: Record<string, string> },
  ): Promise<T> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.file) {
      headers['content-type'] = init.file.type;
      headers['x-file-name'] = encodeURIComponent(init.file.name);
    }
    if (init.key) headers[TOKEN] = init.key.clientToken;
    let response: Response;
    try {
      response = await fetch(origin + BASE + path, {
        method: init.method,
        headers,
        credentials: 'omit',
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        ...(init.file ? { body: init.file } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      });
    } catch {
      throw { kind: 'network' } satisfies ApiFailure;
    }
    if (!response.ok) throw await failureOf(response);
    const parsed = schema.safeParse(response.status === 204 ? null : await bodyOf(response));
    if (!parsed.success) throw UNREADABLE;
    return parsed.data;
  }
  const read = async <T>(run: () => Promise<T>, signal?: AbortSignal) => {
    try {
      return await withReconnect(run, { onRetry: () => onReconnecting(true), ...(signal ? { signal } : {}) });
    } finally {
      onReconnecting(false);
    }
  };
  const at = (key: ConversationKey) => `/conversations/${encodeURIComponent(key.conversationId)}`;
  return {
    channel: (channelId, signal) =>
      read(() => call(webChatChannel, `/channels/${encodeURIComponent(channelId)}?language=${encodeURIComponent(language)}`, { method: 'GET', signal }), signal),
    start: (channelId, signal) => {
      // A channel that signs visitors in starts a conversation only with the session.
      const session = signInSession();
      const headers: Record<string, string> = session ? { [SIGN_IN_SESSION_HEADER]: session } : {};
      return call(webChatStarted, `/channels/${encodeURIComponent(channelId)}/conversations`, { method: 'POST', body: {}, signal, headers });
    },
    send: ({ text, payload, ...key }, signal) =>
      call(webChatTurn, `${at(key)}/messages`, { method: 'POST', body: payload === undefined ? { text } : { text, payload }, key, signal }),
    restart: (key, signal) => call(webChatTurn, `${at(key)}/restart`, { method: 'POST', body: {}, key, signal }),
    history: (key, signal) => read(() => call(webChatHistory, `${at(key)}/messages`, { method: 'GET', key, signal }), signal),
    end: async (key) => {
      await call(z.null(), `${at(key)}/end`, { method: 'POST', key });
    },
    attach: (key, file) => call(webChatAttachment, `${at(key)}/attachments`, { method: 'POST', file, key }),
  };
}
