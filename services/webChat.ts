import type { ApolloClient } from '@apollo/client';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { webChatChannel, webChatHistory, webChatStarted, webChatTurn, type ConversationKey, type WebChatClient, type WebChatRun } from './contracts/conversations';
import { toApiFailure } from './apiFailure';
import { graphql } from './generated';
import { graphqlClient } from './graphql';
import { call, clientPath, http } from './http';

export { forgetConversation, readStoredConversation, storageForRun, storageKeyFor, storeConversation } from './webChatStorage';

/**
 * The web chat widget's calls to the conversation engine (/microwebchat/v1, spec 02 web
 * chat). Public endpoints: the widget identifies a conversation by its id plus the client
 * token the engine gave when it opened (header x-client-token). Every answer is read
 * through the contract's schemas; a failure is thrown as the machines' ApiFailure.
 */

export const WEB_CHAT_BASE = '/microwebchat/v1';
export const CLIENT_TOKEN_HEADER = 'x-client-token';

export type { ConversationKey, SendInput, WebChatClient, WebChatHistory, WebChatRun } from './contracts/conversations';

/**
 * An answer that does not match the contract: reported like a server failure without a
 * message, so the widget shows its own general error instead of half-read data.
 */
export const UNREADABLE_ANSWER = { kind: 'http', status: 502 } as const;

function read<T>(schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw UNREADABLE_ANSWER;
  return parsed.data;
}

const segment = (value: string) => encodeURIComponent(value);

/**
 * The client over the console's one HTTP helper. The widget reports every failure
 * itself (ownErrors): a test page must not log the designer out or leave for /error
 * because the engine refused one message. `run: 'draft'` opens conversations on the
 * assistant's newest saved version (the designer's test chat: the console's session
 * token goes with the call, and the server lets only members of the company run it);
 * otherwise they run the published version, as every visitor's do.
 */
export function createWebChatClient(client: KyInstance = http, options: { run?: WebChatRun } = {}): WebChatClient {
  const startBody = options.run === 'draft' ? { version: 'draft' } : {};
  const own = (signal?: AbortSignal, key?: ConversationKey) => ({
    context: { ownErrors: true },
    ...(signal ? { signal } : {}),
    ...(key ? { headers: { [CLIENT_TOKEN_HEADER]: key.clientToken } } : {}),
  });
  const getJson = async <T>(schema: z.ZodType<T>, path: string, options: object) => read(schema, await call(() => client.get(clientPath(path), options).json()));
  const postJson = async <T>(schema: z.ZodType<T>, path: string, body: unknown, options: object) =>
    read(schema, await call(() => client.post(clientPath(path), { ...options, json: body }).json()));
  const conversation = (key: ConversationKey) => `${WEB_CHAT_BASE}/conversations/${segment(key.conversationId)}`;
  return {
    channel: (channelId, signal) => getJson(webChatChannel, `${WEB_CHAT_BASE}/channels/${segment(channelId)}`, own(signal)),
    start: (channelId, signal) => postJson(webChatStarted, `${WEB_CHAT_BASE}/channels/${segment(channelId)}/conversations`, startBody, own(signal)),
    send: ({ text, payload, ...key }, signal) => postJson(webChatTurn, `${conversation(key)}/messages`, payload === undefined ? { text } : { text, payload }, own(signal, key)),
    restart: (key, signal) => postJson(webChatTurn, `${conversation(key)}/restart`, {}, own(signal, key)),
    history: (key, signal) => getJson(webChatHistory, `${conversation(key)}/messages`, own(signal, key)),
  };
}

/** The designer's Test button: the web chat channel the assistant's test page talks to. */
export const BOT_WEB_CHAT_CHANNEL = graphql(`
  query BotWebChatChannel($companyId: ID) {
    bots(companyId: $companyId) {
      id
      webChatChannelId
    }
  }
`);

/**
 * The web chat channel id of one assistant (null when the server gave it none). The
 * schema has no single-assistant query, so the company's list is read and the one picked.
 */
export async function fetchWebChatChannelId(
  input: { botId: string; companyId?: string | null },
  options: { signal?: AbortSignal; client?: ApolloClient } = {},
): Promise<string | null> {
  const client = options.client ?? graphqlClient();
  try {
    const result = await client.query({
      query: BOT_WEB_CHAT_CHANNEL,
      variables: { companyId: input.companyId || null },
      fetchPolicy: 'network-only',
      context: { ownErrors: true, fetchOptions: options.signal ? { signal: options.signal } : {} },
    });
    const bots = result.data?.bots ?? [];
    return bots.find((bot) => bot.id === input.botId)?.webChatChannelId ?? null;
  } catch (error) {
    throw toApiFailure(error);
  }
}
