import type { ApolloClient } from '@apollo/client';
import type { ConversationInspection } from '../../../services/contracts/conversationInspect';
import type { CloseAllAnswer, ConversationActionAnswer, ConversationMessage, ConversationPage, ConversationQuery } from '../../../services/contracts/conversations';

/** The conversations area: the page query over GraphQL, the REST actions, the messages and the inspector's read. */
export type ConversationCalls = {
  fetchConversationPage(query: ConversationQuery, options: { signal?: AbortSignal; client: ApolloClient }): Promise<ConversationPage>;
  closeConversation(id: string, options: { signal?: AbortSignal }): Promise<ConversationActionAnswer>;
  handoverConversation(id: string, options: { signal?: AbortSignal }): Promise<ConversationActionAnswer>;
  closeAllConversations(input: { companyId: string; ids: string[] }, options: { signal?: AbortSignal }): Promise<CloseAllAnswer>;
  fetchConversationMessages(conversationId: string, options: { signal?: AbortSignal }): Promise<ConversationMessage[]>;
  fetchConversationInspection(conversationId: string, options: { companyId?: string | null; signal?: AbortSignal }): Promise<ConversationInspection>;
};
