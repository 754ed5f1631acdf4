import type { ApolloClient } from '@apollo/client';
import type { CompanyChoice } from '../../../machines/conversations/conversationList.machine';
import type { CloseAllAnswer, ConversationActionAnswer, ConversationMessage, ConversationPage, ConversationQuery } from '../../../services/contracts/conversations';
import type { ConsoleActors } from '../../app/consoleActors';
import { downloadTextFile } from '../../kit/downloadTextFile';

/** The server calls and the file saving the Conversations screen's machines are given; tests give fakes. */
export type ConversationScreenCalls = {
  /** The user's companies whose IP allowlist lets them in. */
  loadCompanies: (signal?: AbortSignal) => Promise<CompanyChoice[]>;
  loadPage: (query: ConversationQuery, signal?: AbortSignal) => Promise<ConversationPage>;
  closeConversation: (id: string, signal?: AbortSignal) => Promise<ConversationActionAnswer>;
  handoverConversation: (id: string, signal?: AbortSignal) => Promise<ConversationActionAnswer>;
  closeAll: (input: { companyId: string; ids: string[] }, signal?: AbortSignal) => Promise<CloseAllAnswer>;
  loadMessages: (conversationId: string, signal?: AbortSignal) => Promise<ConversationMessage[]>;
  saveFile: (fileName: string, content: string) => void;
};

/** The screen's calls from the console's actors, GraphQL through the page's client. */
export function serverCalls({ companies, conversations }: Pick<ConsoleActors, 'companies' | 'conversations'>, client: ApolloClient): ConversationScreenCalls {
  return {
    loadCompanies: async (signal) => (await companies.fetchCompanies(signal, client)).filter((c) => c.isIpAddressAllowed).map((c) => ({ id: c.id, name: c.name })),
    loadPage: (query, signal) => conversations.fetchConversationPage(query, { signal, client }),
    closeConversation: (id, signal) => conversations.closeConversation(id, { signal }),
    handoverConversation: (id, signal) => conversations.handoverConversation(id, { signal }),
    closeAll: (input, signal) => conversations.closeAllConversations(input, { signal }),
    loadMessages: (id, signal) => conversations.fetchConversationMessages(id, { signal }),
    saveFile: downloadTextFile,
  };
}
