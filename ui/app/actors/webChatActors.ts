import type { ApolloClient } from '@apollo/client';
import type { ConversationKey, WebChatClient, WebChatRun } from '../../../services/contracts/conversations';

/** The test chat: the engine's client, the conversation kept in the tab, and the designer's channel lookup. */
export type WebChatActors = {
  /** The engine's client for one run (the draft's calls carry the console's session). */
  client(run: WebChatRun): WebChatClient;
  /** The tab's storage with one run's keys set apart (the draft's conversation is not the published one's). */
  storageForRun(storage: Storage, run: WebChatRun): Storage;
  readStoredConversation(storage: Pick<Storage, 'getItem'>, channelId: string): ConversationKey | null;
  storeConversation(storage: Pick<Storage, 'setItem'>, channelId: string, key: ConversationKey): void;
  forgetConversation(storage: Pick<Storage, 'removeItem'>, channelId: string): void;
  /** The assistant's web chat channel (GraphQL), or null when it has none. */
  fetchWebChatChannelId(input: { botId: string; companyId?: string | null }, options: { signal?: AbortSignal; client?: ApolloClient }): Promise<string | null>;
};
